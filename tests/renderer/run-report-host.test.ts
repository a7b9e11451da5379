// The check page's run list: a report on the service reads "Open report"; one whose service_url
// points at another host than the base URL's says where it goes ("Open report on evil.example").
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { CheckDetailsView } from '@app/shared/check-views'
import App from '@src/App.vue'
import { check, monitor, snapshot } from './fixtures'
import { freshFake, mountWithApp } from './setup'
import type { RunHistoryView } from '@app/shared/run-history'

afterEach(() => (document.body.innerHTML = ''))

const run = (id: number, serviceUrl: string) => ({
  id,
  result: 'failed' as const,
  startedAt: '2026-03-17T14:01:58Z',
  endedAt: '2026-03-17T14:02:00Z',
  durationSeconds: 2,
  serviceUrl,
})

describe('run report links', () => {
  it('name the host of a report that is not on the service', async () => {
    const fake = freshFake({
      snapshot: snapshot([monitor({ id: 7, checks: [check({ id: 71, label: 'Uptime' })] })]),
    })
    const details: CheckDetailsView = {
      monitorId: 7,
      checkType: 'uptime',
      run: null,
      findings: { kind: 'none' },
      unreadable: { count: 0, reasons: [] },
      settings: [],
      fetchedAt: '2026-03-17T14:03:00Z',
    }
    const runs: RunHistoryView = {
      runs: [run(9, 'https://ohdear.app/runs/9'), run(8, 'https://evil.example/runs/8')],
      unreadable: { count: 0, reasons: [] },
      fetchedAt: '2026-03-17T14:03:00Z',
      result: null,
      page: 1,
      lastPage: 1,
      total: 2,
    }
    fake.answer('checkDetails', () => details)
    fake.answer('runHistory', () => runs)
    const { wrapper } = await mountWithApp(App, { path: '/monitor/7/check/uptime' })
    await flushPromises()
    const reports = wrapper.findAll('[data-test=run-report]')
    expect(reports.map((a) => a.text().replace(/\s+/g, ' '))).toEqual([
      'Open report',
      'Open report on evil.example',
    ])
  })
})
