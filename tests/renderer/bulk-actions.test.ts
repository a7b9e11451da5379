// The overview's selection and bulk actions: click and shift-click select, 'Select all shown'
// takes what the filters show, a run shows its progress and a result per monitor, and the
// failed ones can be retried alone. The Rules view lists each rule as a sentence.
import { flushPromises } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import type { BulkProgress, BulkRequest } from '@app/shared/bulk'
import { useMonitorsStore } from '@src/stores/monitors'
import { check, monitor, settings, snapshot } from './fixtures'
import { fakeLayout, freshFake, mountWithApp } from './setup'

beforeEach(() => fakeLayout())
afterEach(() => (document.body.innerHTML = ''))

const failing = (id: number, label: string, tags: string[] = []) =>
  monitor({
    id,
    label,
    tags,
    result: 'failed',
    checks: [check({ id: id * 10, label: 'Uptime', result: 'failed' })],
  })

const account = () =>
  snapshot([
    failing(1, 'a.example.com', ['shop']),
    failing(2, 'b.example.com'),
    failing(3, 'c.example.com', ['shop']),
    monitor({ id: 4, label: 'd.example.com' }),
  ])

type Wrapper = Awaited<ReturnType<typeof mountWithApp>>['wrapper']
const box = (w: Wrapper, id: number) =>
  w.find(`[data-monitor-id="${id}"]`).element.parentElement!.querySelector('input')!
const count = (w: Wrapper) => w.find('[data-test=bulk-count]').text()

describe('overview bulk actions', () => {
  it('click selects one, shift-click the range in the order shown', async () => {
    freshFake({ snapshot: account() })
    const { wrapper } = await mountWithApp(App)
    box(wrapper, 1).click()
    await flushPromises()
    expect(count(wrapper)).toBe('1 selected (1 failing check)')
    box(wrapper, 3).dispatchEvent(new MouseEvent('click', { shiftKey: true }))
    await flushPromises()
    expect(count(wrapper)).toBe('3 selected (3 failing checks)')
    box(wrapper, 2).click()
    await flushPromises()
    expect(count(wrapper)).toBe('2 selected (2 failing checks)')
  })

  it("'Select all shown' takes the filtered monitors only", async () => {
    freshFake({ snapshot: account() })
    const { wrapper } = await mountWithApp(App)
    useMonitorsStore().filters.tag = 'shop'
    await flushPromises()
    await wrapper.find('[data-test=select-shown]').trigger('click')
    expect(count(wrapper)).toBe('2 selected (2 failing checks)')
  })

  it('a run shows progress and results; the failed monitors are retried alone', async () => {
    const fake = freshFake({ snapshot: account() })
    const requests: BulkRequest[] = []
    fake.answer('bulk', (request: BulkRequest): BulkProgress => {
      requests.push(request)
      const results = request.monitorIds.map((id) => ({
        monitorId: id,
        label: `m${id}`,
        ok: requests.length > 1 || id !== 2,
        message: requests.length > 1 || id !== 2 ? 'Re-ran 1 check.' : 'The service is down.',
      }))
      const n = results.length
      return { kind: request.kind, total: n, done: n, running: false, results }
    })
    const { wrapper } = await mountWithApp(App)
    await wrapper.find('[data-test=select-shown]').trigger('click')
    await wrapper.find('[data-test=bulk-rerun]').trigger('click')
    await flushPromises()
    expect(requests[0]).toEqual({ kind: 'rerun', monitorIds: [1, 2, 3, 4] })
    expect(wrapper.find('[data-test=bulk-progress-line]').text()).toBe('4 of 4 done')
    const results = wrapper.findAll('[data-test=bulk-result]')
    expect(results.map((r) => r.attributes('data-ok'))).toEqual(['true', 'false', 'true', 'true'])
    expect(results[1]!.text()).toContain('The service is down.')
    await wrapper.find('[data-test=bulk-retry]').trigger('click')
    await flushPromises()
    expect(requests[1]).toEqual({ kind: 'rerun', monitorIds: [2] })
    expect(wrapper.find('[data-test=bulk-retry]').exists()).toBe(false)
  })

  it("a run refused while another is under way says so in the page's language", async () => {
    const fake = freshFake({ snapshot: account(), settings: settings({ language: 'de' }) })
    fake.answer('bulk', (request: BulkRequest): BulkProgress => ({
      kind: request.kind,
      total: 0,
      done: 0,
      running: false,
      results: [],
      refused: 'Another bulk action is still running.',
    }))
    const { wrapper } = await mountWithApp(App)
    box(wrapper, 2).click()
    await flushPromises()
    await wrapper.find('[data-test=bulk-rerun]').trigger('click')
    await flushPromises()
    const alert = wrapper.find('[role=alert]')
    expect(alert.text()).toBe('Eine andere Sammelaktion läuft noch.')
  })

  it('snooze sends the chosen preset', async () => {
    const fake = freshFake({ snapshot: account() })
    const { wrapper } = await mountWithApp(App)
    box(wrapper, 2).click()
    await flushPromises()
    await wrapper.find('[data-test=bulk-snooze-for]').setValue('240')
    await wrapper.find('[data-test=bulk-snooze]').trigger('click')
    await flushPromises()
    expect(fake.callsTo('bulk')).toEqual([[{ kind: 'snooze', monitorIds: [2], minutes: 240 }]])
  })
})

describe('rules view', () => {
  it('lists each rule as a sentence, adds and removes rules through settings', async () => {
    const fake = freshFake({
      snapshot: account(),
      settings: settings({
        notifications: {
          ...settings().notifications,
          rules: [
            { scope: 'tag', value: 'staging', mode: 'never' },
            { scope: 'monitor', value: '1', mode: 'always' },
          ],
        },
      }),
    })
    const { wrapper } = await mountWithApp(App, { path: '/rules' })
    expect(wrapper.findAll('[data-test=rule]').map((r) => r.find('span').text())).toEqual([
      'Monitors tagged staging: never notify',
      'Monitor a.example.com: always notify',
    ])
    await wrapper.find('[data-test=rule-scope]').setValue('check-type')
    await wrapper.find('[data-test=rule-value]').setValue('uptime')
    await wrapper.find('[data-test=rule-mode]').setValue('failures')
    expect(wrapper.find('[data-test=rule-preview]').text()).toBe(
      'Uptime checks: notify on failures only',
    )
    await wrapper.find('form').trigger('submit')
    await flushPromises()
    expect(fake.callsTo('updateSettings').at(-1)).toEqual([
      {
        notifications: {
          rules: [
            { scope: 'tag', value: 'staging', mode: 'never' },
            { scope: 'monitor', value: '1', mode: 'always' },
            { scope: 'check-type', value: 'uptime', mode: 'failures' },
          ],
        },
      },
    ])
    await wrapper.findAll('[data-test=rule] button')[0]!.trigger('click')
    expect(fake.callsTo('updateSettings').at(-1)).toEqual([
      {
        notifications: {
          rules: [
            { scope: 'monitor', value: '1', mode: 'always' },
            { scope: 'check-type', value: 'uptime', mode: 'failures' },
          ],
        },
      },
    ])
  })
})

describe('selection by keyboard', () => {
  it('Space selects the active monitor, Shift+Space the range', async () => {
    freshFake({ snapshot: account() })
    const { wrapper } = await mountWithApp(App)
    const list = wrapper.find('[data-test=monitor-list]')
    await list.trigger('keydown', { key: ' ' })
    expect(count(wrapper)).toMatch(/^1 selected/)
    await list.trigger('keydown', { key: 'ArrowDown' })
    await list.trigger('keydown', { key: 'ArrowDown' })
    await list.trigger('keydown', { key: ' ', shiftKey: true })
    expect(count(wrapper)).toMatch(/^3 selected/)
  })
})
