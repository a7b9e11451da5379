import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import App from '@src/App.vue'
import type { TimelineEvent, TimelineQuery } from '@app/shared/timeline'
import { monitor, snapshot } from './fixtures'
import { chooseOption, freshFake, mountWithApp } from './setup'

afterEach(() => {
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

function event(seq: number, overrides: Partial<TimelineEvent> = {}): TimelineEvent {
  return {
    seq,
    at: new Date(Date.UTC(2026, 0, 1, 8, seq)).toISOString(),
    kind: 'change',
    type: 'check.changed',
    monitorId: 1,
    monitorLabel: 'api',
    tags: ['prod'],
    checkId: 10,
    checkType: 'uptime',
    from: 'succeeded',
    to: 'failed',
    reason: null,
    text: `event ${seq}`,
    ...overrides,
  }
}

describe('timeline view', () => {
  it('lists the events newest first and asks again when a filter changes', async () => {
    const fake = freshFake({
      snapshot: snapshot([
        monitor({ id: 1, label: 'api', tags: ['prod'] }),
        monitor({ id: 2, label: 'shop', tags: ['staging'] }),
      ]),
    })
    fake.answer('timeline', (query: TimelineQuery) => {
      const all = [
        event(3, { kind: 'action', text: 'This app: Snoozed uptime on api.' }),
        event(2, { monitorId: 2, monitorLabel: 'shop', tags: ['staging'], text: 'shop: failed' }),
        event(1, {
          monitorLabel: '\u202Eapi',
          reason: 'quiet-hours',
          text: '\u202Eapi: Uptime changed from succeeded to failed (muted: quiet-hours)',
        }),
      ].filter((e) => query.monitorId == null || e.monitorId === query.monitorId)
      return { events: all, total: all.length, unreadable: 1 }
    })
    const { wrapper } = await mountWithApp(App, { path: '/timeline' })
    await flushPromises()
    expect(wrapper.find('[data-test=nav-timeline]').exists()).toBe(true)
    const rows = wrapper.findAll('[data-test=timeline-event]')
    expect(rows.map((r) => r.text())).toEqual([
      expect.stringContaining('Snoozed uptime on api.'),
      // A change reads from its fields, not its stored sentence.
      expect.stringContaining('shop: Uptime changed from succeeded to failed'),
      expect.stringContaining('api: Uptime changed from succeeded to failed (muted: quiet hours)'),
    ])
    // Direction controls from the service are removed.
    expect(rows[2]!.text()).not.toContain('\u202E')
    expect(wrapper.text()).toContain('1 stored event could not be read and is not shown')
    const first = fake.callsTo('timeline')[0]![0] as TimelineQuery
    expect(first).toMatchObject({ monitorId: null, tag: null, kinds: null })
    expect(Date.now() - Date.parse(first.since!)).toBeGreaterThan(23 * 3_600_000)

    // Options: "All monitors", then api, shop.
    await chooseOption(wrapper, '[data-test=filter-monitor]', 2)
    await chooseOption(wrapper, '[data-test=filter-kind]', 3)
    await flushPromises()
    const last = fake.callsTo('timeline').at(-1)![0] as TimelineQuery
    expect(last).toMatchObject({ monitorId: 2, kinds: ['action'] })
    expect(wrapper.findAll('[data-test=timeline-event]')).toHaveLength(1)
  })

  it('Copy handover puts the Markdown of the chosen period on the clipboard', async () => {
    const fake = freshFake({ snapshot: snapshot([monitor({ id: 1, label: 'api' })]) })
    fake.answer('timeline', () => ({ events: [], total: 0, unreadable: 0 }))
    fake.answer('timelineHandover', () => '# Handover\n\n## Still failing\n')
    const writeText = vi.fn(async () => undefined)
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const { wrapper } = await mountWithApp(App, { path: '/timeline' })
    await flushPromises()
    expect(wrapper.find('[data-test=timeline-empty]').exists()).toBe(true)
    await chooseOption(wrapper, '[data-test=filter-period]', 1)
    await wrapper.find('[data-test=copy-handover]').trigger('click')
    await flushPromises()
    expect(writeText).toHaveBeenCalledWith('# Handover\n\n## Still failing\n')
    const [since, until] = fake.callsTo('timelineHandover')[0] as [string, string]
    const hours = (Date.parse(until) - Date.parse(since)) / 3_600_000
    expect(Math.round(hours)).toBe(8)
    expect(wrapper.text()).toContain('Handover copied')
  })

  it('says so when the clipboard refuses, and keeps the list', async () => {
    const fake = freshFake({ snapshot: snapshot([monitor({ id: 1, label: 'api' })]) })
    fake.answer('timeline', () => ({ events: [event(1)], total: 1, unreadable: 0 }))
    fake.answer('timelineHandover', () => '# Handover\n')
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: async () => Promise.reject(new Error('Write permission denied.')) },
    })
    const { wrapper } = await mountWithApp(App, { path: '/timeline' })
    await flushPromises()
    await wrapper.find('[data-test=copy-handover]').trigger('click')
    await flushPromises()
    expect(wrapper.text()).toContain('The handover was not copied: Write permission denied.')
    expect(wrapper.findAll('[data-test=timeline-event]')).toHaveLength(1)
  })

  it('rows open their check or monitor page; a sync problem is one row, ended as back to normal', async () => {
    const fake = freshFake({ snapshot: snapshot([monitor({ id: 1, label: 'api' })]) })
    const start = new Date(Date.UTC(2026, 0, 1, 3, 18)).toISOString()
    const end = new Date(Date.UTC(2026, 0, 1, 3, 19)).toISOString()
    const episode = {
      kind: 'sync' as const,
      type: 'offline',
      monitorId: null,
      monitorLabel: null,
      tags: [],
      checkId: null,
      checkType: null,
      from: start,
      reason: 'the service did not answer',
    }
    fake.answer('timeline', () => {
      const events = [
        event(5, { ...episode, to: null, text: 'Offline since 2026-01-01 03:18 UTC: ...' }),
        event(4, { ...episode, to: end, text: 'Offline from ... Back to normal.' }),
        event(3, { kind: 'action', checkType: 'cron', checkId: 77, text: 'This app: Deleted' }),
        event(2, { kind: 'action', checkType: null, checkId: null, text: 'This app: Maintenance' }),
        event(1, { kind: 'action', monitorId: null, checkType: null, text: 'This app: Paused' }),
      ]
      return { events, total: events.length, unreadable: 0 }
    })
    const { wrapper } = await mountWithApp(App, { path: '/timeline' })
    await flushPromises()
    const rows = wrapper.findAll('[data-test=timeline-event]')
    const label = (i: number) => rows[i]!.find('[data-test=timeline-label]').text()
    const link = (i: number) => rows[i]!.find('[data-test=timeline-link]')
    expect(label(0)).toBe('Sync problem')
    expect(rows[0]!.text()).toMatch(/Offline since .*3:18.*: the service did not answer$/)
    expect(label(1)).toBe('Back to normal')
    const ended = /Offline from (.*3:18.*) to (.*): the service did not answer$/.exec(
      rows[1]!.text(),
    )
    // The end on the same day is its time alone.
    expect(ended?.[2]).toContain('3:19')
    expect(ended![1]!.length).toBeGreaterThan(ended![2]!.length)
    expect(rows.map((r) => r.text()).join(' ')).not.toMatch(/%5B|\/api\//)
    expect(link(0).exists()).toBe(false)
    expect(link(2).attributes('href')).toBe('/monitor/1/check/cron')
    expect(link(3).attributes('href')).toBe('/monitor/1')
    expect(link(4).exists()).toBe(false)
  })
})
