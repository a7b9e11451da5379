import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BrokenLinkView, CheckDetailsView, CheckFindings } from '@app/shared/check-views'
import type { RunHistoryView } from '@app/shared/run-history'
import App from '@src/App.vue'
import { check, monitor, snapshot } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

const account = () =>
  snapshot([
    monitor({
      id: 7,
      label: 'shop.example.com',
      result: 'failed',
      checks: [
        check({ id: 71, label: 'Uptime' }),
        check({ id: 72, label: 'Broken links', type: 'broken_links', result: 'failed' }),
        check({ id: 73, label: 'Certificate health', type: 'certificate_health' }),
        check({ id: 74, label: 'Lighthouse', type: 'lighthouse', summary: 'Score 81' }),
      ],
    }),
  ])

const none = { count: 0, reasons: [] }
const link = (i: number, over: Partial<BrokenLinkView> = {}): BrokenLinkView => ({
  url: `https://shop.example.com/missing-${i}`,
  statusCode: 404,
  error: null,
  linkType: 'link',
  linkText: `Link ${i}`,
  foundOn: 'https://shop.example.com/',
  internal: true,
  ...over,
})
const details = (findings: CheckFindings, type: string = findings.kind): CheckDetailsView => ({
  monitorId: 7,
  checkType: type,
  run: { id: 9, startedAt: '2026-03-17T14:01:58Z', endedAt: '2026-03-17T14:02:00Z' },
  findings,
  unreadable: none,
  settings: [],
  fetchedAt: '2026-03-17T14:03:00Z',
})
const runs: RunHistoryView = {
  runs: [
    {
      id: 9,
      result: 'failed',
      startedAt: '2026-03-17T14:01:58Z',
      endedAt: '2026-03-17T14:02:00Z',
      durationSeconds: 2,
      serviceUrl: 'https://ohdear.app/runs/9',
    },
    {
      id: 8,
      result: 'succeeded',
      startedAt: '2026-03-17T13:01:58Z',
      endedAt: '2026-03-17T13:02:00Z',
      durationSeconds: 2,
      serviceUrl: 'https://ohdear.app/runs/8',
    },
  ],
  unreadable: none,
  fetchedAt: '2026-03-17T14:03:00Z',
  result: null,
  page: 1,
  lastPage: 1,
  total: 2,
}

async function open(path: string, findings: (runId: number | null) => CheckFindings) {
  const fake = freshFake({ snapshot: account() })
  fake.answer('checkDetails', (_id, type, runId) => details(findings(runId ?? null), type))
  fake.answer('runHistory', () => runs)
  const { wrapper } = await mountWithApp(App, { path })
  await flushPromises()
  return { fake, wrapper }
}

describe('check page', () => {
  it('lists every broken link, filters and sorts them, and names the empty run', async () => {
    const links = [link(1), link(2, { statusCode: null, error: 'Timeout' }), link(3)]
    const { wrapper, fake } = await open('/monitor/7/check/broken_links', (runId) => ({
      kind: 'broken_links',
      links: runId === 8 ? [] : links,
      summary: { total: 40, internal: 30, external: 10, byType: [{ type: 'link', count: 40 }] },
    }))
    expect(fake.callsTo('checkDetails')).toEqual([[7, 'broken_links', null]])
    expect(wrapper.find('[data-test=check-title]').text()).toBe('Broken links')
    const urls = () => wrapper.findAll('[data-test=link-url]').map((r) => r.text())
    expect(urls()).toEqual(links.map((l) => l.url))
    expect(wrapper.findAll('[data-test=link-status]')[1]!.text()).toBe('Timeout')
    expect(wrapper.find('[data-test=crawled-summary]').text()).toContain('40 URLs crawled')

    await wrapper.find('[data-test=sort-url]').trigger('click')
    expect(urls()).toEqual(links.map((l) => l.url).reverse())
    await wrapper.find('[data-test=broken-filter]').setValue('timeout')
    expect(urls()).toEqual([links[1]!.url])

    // An older run's findings, then its empty state.
    await wrapper.findAll('[data-test=show-run]')[1]!.trigger('click')
    await flushPromises()
    expect(fake.callsTo('checkDetails').at(-1)).toEqual([7, 'broken_links', 8])
    expect(wrapper.find('[data-test=no-findings]').text()).toMatch(/No broken links in the run of/)
  })

  it('pages beyond 500 broken links and keeps every row of a page in the document', async () => {
    const links = Array.from({ length: 520 }, (_, i) => link(i))
    const { wrapper } = await open('/monitor/7/check/broken_links', () => ({
      kind: 'broken_links',
      links,
      summary: null,
    }))
    expect(wrapper.findAll('[data-test=broken-link]')).toHaveLength(500)
    await wrapper.find('[data-test=next-page]').trigger('click')
    expect(wrapper.findAll('[data-test=broken-link]')).toHaveLength(20)
  }, 60_000) // 500 rows are slow to build in happy-dom on a busy machine

  it('names every certificate check, the failed ones first, and the detected certificates', async () => {
    const { wrapper } = await open('/monitor/7/check/certificate_health', () => ({
      kind: 'certificate_health',
      issuer: 'R11',
      domain: 'shop.example.com',
      extraDomains: ['www.shop.example.com'],
      validFrom: '2026-01-01T00:00:00Z',
      validUntil: '2026-03-27T00:00:00Z',
      daysLeft: 9,
      checks: [
        { type: 'expiresSoon', label: 'Expires within 14 days', passed: false },
        { type: 'trusted', label: 'Trusted issuer', passed: true },
      ],
      chainIssuers: ['R11'],
      history: [
        {
          id: 1,
          fingerprint: 'abc123',
          domain: 'shop.example.com',
          validFrom: null,
          validUntil: '2026-03-27T00:00:00Z',
          daysLeft: 9,
          isValid: true,
        },
      ],
    }))
    const checks = wrapper.findAll('[data-test=cert-check]')
    expect(checks.map((c) => [c.text(), c.attributes('data-passed')])).toEqual([
      ['Failed Expires within 14 days', 'false'],
      ['Passed Trusted issuer', 'true'],
    ])
    expect(wrapper.find('[data-test=cert-days-left]').text()).toBe('9')
    expect(wrapper.findAll('[data-test=cert-history-row]')).toHaveLength(1)
  })

  it("lists the check's settings in words under its summary, and no list without any", async () => {
    const fake = freshFake({ snapshot: account() })
    const sentences = ['Runs as desktop from Europe', 'Score thresholds: performance 80']
    fake.answer('checkDetails', (_id, type) => ({
      ...details({ kind: 'none' }, type),
      settings: type === 'lighthouse' ? sentences : [],
    }))
    fake.answer('runHistory', () => runs)
    const { wrapper } = await mountWithApp(App, { path: '/monitor/7/check/lighthouse' })
    await flushPromises()
    const list = wrapper.find('[data-test=check-settings]')
    expect(list.findAll('li').map((li) => li.text())).toEqual(sentences)
    expect(wrapper.find('[data-test=no-finding-list]').exists()).toBe(true)

    const other = await open('/monitor/7/check/certificate_health', () => ({ kind: 'none' }))
    expect(other.wrapper.find('[data-test=check-settings]').exists()).toBe(false)
  })

  it('links each run to its report, and a failed load offers Retry while the rest stays', async () => {
    const fake = freshFake({ snapshot: account() })
    let fail = true
    fake.answer('checkDetails', () => {
      if (fail) throw new Error('The service did not answer in 15 s.')
      return details({ kind: 'none' }, 'lighthouse')
    })
    fake.answer('runHistory', () => runs)
    const { wrapper } = await mountWithApp(App, { path: '/monitor/7/check/lighthouse' })
    await flushPromises()
    expect(wrapper.find('[data-test=findings-error]').text()).toContain('did not answer')
    expect(wrapper.find('[data-test=check-summary]').text()).toBe('Score 81')
    const reports = wrapper.findAll('[data-test=run-report]')
    expect(reports.map((a) => a.attributes('href'))).toEqual([
      'https://ohdear.app/runs/9',
      'https://ohdear.app/runs/8',
    ])
    expect(wrapper.find('[data-test=show-run]').exists()).toBe(false)
    fail = false
    await wrapper.find('[data-test=retry-findings]').trigger('click')
    await flushPromises()
    expect(wrapper.find('[data-test=findings-error]').exists()).toBe(false)
    expect(wrapper.find('[data-test=no-finding-list]').exists()).toBe(true)
  })

  it('snoozes and unsnoozes one application health check and re-reads the list', async () => {
    const until = new Date(Date.now() + 30 * 60_000).toISOString()
    const { wrapper, fake } = await open('/monitor/7/check/application_health', () => ({
      kind: 'application_health',
      checks: [
        { id: 5, name: 'Disk space', status: 'failed', message: '92% used', snoozedUntil: null },
        { id: 6, name: 'Queue', status: 'ok', message: null, snoozedUntil: until },
      ],
    }))
    const rows = wrapper.findAll('[data-test=health-check]')
    expect(rows.map((r) => r.find('th').text())).toEqual(['Disk space', 'Queue'])
    await rows[0]!.find('[data-test=snooze-60]').trigger('click')
    await rows[1]!.find('[data-test=health-unsnooze]').trigger('click')
    await flushPromises()
    expect(fake.callsTo('snoozeHealthCheck')).toEqual([[7, 5, 60]])
    expect(fake.callsTo('unsnoozeHealthCheck')).toEqual([[7, 6]])
    expect(fake.callsTo('checkDetails').length).toBe(3)
  })

  it("opens when the tray asks for a check's page; a type the route cannot hold opens the monitor", async () => {
    const { wrapper, fake } = await open('/', () => ({ kind: 'none' }))
    fake.emit('navigate:check', { monitorId: 7, checkType: 'lighthouse' })
    // The check page is loaded on first use, so the route settles after its import.
    await vi.waitFor(() =>
      expect(wrapper.find('[data-test=check-title]').text()).toBe('Lighthouse'),
    )
    fake.emit('navigate:check', { monitorId: 7, checkType: '../settings' })
    await vi.waitFor(() =>
      expect(wrapper.find('[data-test=monitor-title]').text()).toBe('shop.example.com'),
    )
  })

  it('is reached from the monitor page, and runs the check actions', async () => {
    const { wrapper, fake } = await open('/monitor/7', () => ({ kind: 'none' }))
    const linkTo = wrapper.findAll('[data-test=check-link]')[1]!
    expect(linkTo.attributes('href')).toMatch(/\/monitor\/7\/check\/broken_links$/)
    await linkTo.trigger('click')
    await flushPromises()
    expect(wrapper.find('[data-test=check-view]').exists()).toBe(true)
    await wrapper.find('[data-test=rerun]').trigger('click')
    await wrapper.find('[data-test=toggle-enabled]').trigger('click')
    await flushPromises()
    // The check's monitor goes along (the app looks nothing up).
    expect(fake.callsTo('rerunCheck')).toEqual([[72, 7]])
    expect(fake.callsTo('setCheckEnabled')).toEqual([[72, false, 7]])
  })

  it('offers a status update about the check at hand', async () => {
    const { wrapper } = await open('/monitor/7/check/broken_links', () => ({ kind: 'none' }))
    const link = wrapper.find('[data-test=post-status-update]')
    expect(link.attributes('href')).toMatch(/\/status-pages\?monitor=7&check=broken_links$/)
  })
})
