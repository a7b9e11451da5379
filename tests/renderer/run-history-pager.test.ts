// The check page's run history filtered by result and paged: what is asked of the app for each
// choice, the page said with its count (the first too), Newer and Older where they lead
// somewhere, and an empty filtered page said as such. In English, then in German.
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { CheckRunView } from '@app/shared/check-views'
import type { RunHistoryQuery, RunHistoryView } from '@app/shared/run-history'
import App from '@src/App.vue'
import { applyLanguage } from '@src/i18n'
import { check, monitor, settings, snapshot } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => {
  applyLanguage('system')
  document.body.innerHTML = ''
})

const none = { count: 0, reasons: [] }
const run = (id: number, result: string): CheckRunView => ({
  id,
  result,
  startedAt: new Date(Date.parse('2026-03-17T14:00:00Z') - id * 60_000).toISOString(),
  endedAt: null,
  durationSeconds: null,
  serviceUrl: null,
})
/** A full first page of every run (200 of 3 pages): older pages follow. */
const firstPage: RunHistoryView = {
  runs: Array.from({ length: 200 }, (_, i) => run(i + 1, i % 3 === 0 ? 'failed' : 'succeeded')),
  unreadable: none,
  fetchedAt: '2026-03-17T14:03:00Z',
  result: null,
  page: 1,
  lastPage: 3,
  total: 450,
}
const page = (query: RunHistoryQuery, runs: CheckRunView[]): RunHistoryView => ({
  runs,
  unreadable: none,
  fetchedAt: '2026-03-17T14:03:00Z',
  result: query.result,
  page: query.page,
  lastPage: query.result === 'warning' ? 1 : 3,
  total: query.result === 'warning' ? 0 : 450,
})

async function open(language: 'en' | 'de' = 'en', first: RunHistoryView = firstPage) {
  const fake = freshFake({
    snapshot: snapshot([
      monitor({ id: 7, label: 'shop.example.com', checks: [check({ id: 71, label: 'Uptime' })] }),
    ]),
    settings: settings({ language }),
  })
  fake.answer('runHistory', (_id, _type, query) =>
    query.result === null && query.page === 1
      ? first
      : page(
          query,
          query.result === 'warning' ? [] : [run(1000 + query.page, query.result ?? 'succeeded')],
        ),
  )
  const { wrapper } = await mountWithApp(App, { path: '/monitor/7/check/uptime' })
  await flushPromises()
  return { fake, wrapper }
}

describe('run history: filter and pages', () => {
  it('starts on the first page of every run, with its count, Older but not Newer', async () => {
    const { wrapper, fake } = await open()
    expect(wrapper.findAll('[data-test=run]')).toHaveLength(200)
    expect(wrapper.find('[data-test=runs-page]').text()).toBe('Page 1 of 3')
    expect(wrapper.find('[data-test=runs-total]').text()).toBe('450 matching runs')
    expect(wrapper.find('[data-test=runs-newer]').attributes('disabled')).toBeDefined()
    expect(wrapper.find('[data-test=runs-older]').attributes('disabled')).toBeUndefined()
    expect(fake.callsTo('runHistory')).toEqual([[7, 'uptime', { result: null, page: 1 }]])
  })

  it('offers no Older when every run fits the first page, even a full one', async () => {
    const { wrapper } = await open('en', { ...firstPage, lastPage: 1, total: 200 })
    expect(wrapper.findAll('[data-test=run]')).toHaveLength(200)
    expect(wrapper.find('[data-test=runs-page]').text()).toBe('Page 1 of 1')
    expect(wrapper.find('[data-test=runs-older]').attributes('disabled')).toBeDefined()
  })

  it('asks for failed runs only, then pages older and newer within that filter', async () => {
    const { wrapper, fake } = await open()
    await wrapper.find('[data-test=run-filter]').setValue('failed')
    await flushPromises()
    expect(fake.callsTo('runHistory')).toEqual([
      [7, 'uptime', { result: null, page: 1 }],
      [7, 'uptime', { result: 'failed', page: 1 }],
    ])
    expect(wrapper.find('[data-test=runs-page]').text()).toBe('Page 1 of 3')
    expect(wrapper.find('[data-test=runs-total]').text()).toBe('450 matching runs')
    expect(wrapper.findAll('[data-test=run]').map((r) => r.attributes('data-run-id'))).toEqual([
      '1001',
    ])
    await wrapper.find('[data-test=runs-older]').trigger('click')
    await flushPromises()
    expect(fake.callsTo('runHistory').at(-1)).toEqual([7, 'uptime', { result: 'failed', page: 2 }])
    expect(wrapper.find('[data-test=runs-page]').text()).toBe('Page 2 of 3')
    await wrapper.find('[data-test=runs-newer]').trigger('click')
    await flushPromises()
    expect(fake.callsTo('runHistory').at(-1)).toEqual([7, 'uptime', { result: 'failed', page: 1 }])
    // Every run again: the first page as at the start.
    await wrapper.find('[data-test=run-filter]').setValue('')
    await flushPromises()
    expect(fake.callsTo('runHistory').at(-1)).toEqual([7, 'uptime', { result: null, page: 1 }])
    expect(wrapper.findAll('[data-test=run]')).toHaveLength(200)
  })

  it('says when no run has the result chosen', async () => {
    const { wrapper } = await open()
    await wrapper.find('[data-test=run-filter]').setValue('warning')
    await flushPromises()
    expect(wrapper.find('[data-test=no-runs]').text()).toBe(
      'No runs with this result on this page.',
    )
    expect(wrapper.find('[data-test=runs-older]').attributes('disabled')).toBeDefined()
    expect(wrapper.find('[data-test=runs-total]').text()).toBe('no matching runs')
  })

  it('speaks German', async () => {
    applyLanguage('de')
    const { wrapper } = await open('de')
    const pager = wrapper.find('[data-test=run-pager]')
    expect(pager.attributes('aria-label')).toBe('Welche Läufe')
    expect(pager.find('[data-test=run-filter]').text()).toContain('Nur fehlgeschlagene')
    await pager.find('[data-test=run-filter]').setValue('failed')
    await flushPromises()
    expect(pager.find('[data-test=runs-page]').text()).toBe('Seite 1 von 3')
    expect(pager.find('[data-test=runs-total]').text()).toBe('450 passende Läufe')
    expect(pager.find('[data-test=runs-older]').text()).toBe('Ältere')
    expect(pager.text()).not.toMatch(/Page|Older|Newer|matching|All runs/)
  })
})
