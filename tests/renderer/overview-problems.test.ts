// The overview puts problems first: with grouping on, every failing and warning monitor leads in
// one group whatever its own group, and each problem row names its failing check (its label) and
// since when the check has had that result (from the timeline the app keeps), or, when the
// timeline never saw it change, when it last ran.
import { flushPromises } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { TimelineEvent } from '@app/shared/timeline'
import App from '@src/App.vue'
import { atText } from '@src/lib/clock-text'
import { forgetProblemSince, sinceOf } from '@src/lib/problem-since'
import { check, monitor, ranAll, snapshot } from './fixtures'
import { fakeLayout, freshFake, mountWithApp } from './setup'

beforeEach(() => {
  fakeLayout(800, 1280)
  forgetProblemSince()
})
afterEach(() => (document.body.innerHTML = ''))

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString()

function change(over: Partial<TimelineEvent>): TimelineEvent {
  return {
    seq: 1,
    at: minutesAgo(30),
    kind: 'change',
    type: 'check.changed',
    monitorId: 1,
    monitorLabel: 'x',
    tags: [],
    checkId: 11,
    checkType: 'uptime',
    from: 'succeeded',
    to: 'failed',
    reason: null,
    text: 'x',
    ...over,
  }
}

/** Four groups of five, the last monitor of each group failing one named check. */
function account() {
  const groups = ['Production', 'Staging', 'Marketing sites', '']
  const failing = [
    { label: 'Uptime', type: 'uptime' },
    { label: 'Broken links', type: 'broken_links' },
    { label: 'Certificate health', type: 'certificate_health' },
    { label: 'Scheduled tasks', type: 'cron' },
  ]
  const s = snapshot(
    groups.flatMap((groupName, g) =>
      [1, 2, 3, 4, 5].map((n) => {
        const id = (g + 1) * 10 + n
        const bad = n === 5 ? failing[g]! : null
        return monitor({
          id,
          label: `${String.fromCharCode(97 + g)}-site-${n}.example.com`,
          groupName,
          result: bad ? 'failed' : 'succeeded',
          checks: [
            check({
              id: id * 10 + 1,
              type: bad?.type ?? 'uptime',
              label: bad?.label ?? 'Uptime',
              result: bad ? 'failed' : 'succeeded',
            }),
          ],
        })
      }),
    ),
  )
  // Every monitor last ran a minute ago.
  s.ran = ranAll(s.monitors, Date.parse(minutesAgo(1)))
  return s
}

describe('the overview puts problems first', () => {
  it('lists every failing monitor first across groups, each naming its check and since when', async () => {
    const fake = freshFake({ snapshot: account() })
    const startedAt = minutesAgo(42)
    fake.answer('timeline', (query) => ({
      // The timeline saw the first three fail; the fourth failed before the app looked.
      events:
        query.monitorId === 45
          ? []
          : [
              change({
                monitorId: query.monitorId!,
                checkId: query.monitorId! * 10 + 1,
                at: startedAt,
              }),
            ],
      total: 1,
      unreadable: 0,
    }))
    const { wrapper } = await mountWithApp(App)
    await flushPromises()
    const titles = wrapper.findAll('[data-test=group-header] .group-title').map((g) => g.text())
    expect(titles[0]).toBe('Needs attention')
    const rows = wrapper.findAll('[data-test=monitor-row]')
    const firstFour = rows.slice(0, 4).map((r) => r.attributes('data-monitor-id'))
    expect(firstFour.sort()).toEqual(['15', '25', '35', '45'])
    const text = (id: number) =>
      wrapper.find(`[data-monitor-id="${id}"] [data-test=monitor-problem]`).text()
    expect(text(15)).toBe(`Uptime failing since ${atText(startedAt, { now: Date.now() })}`)
    expect(text(25)).toBe(`Broken links failing since ${atText(startedAt, { now: Date.now() })}`)
    expect(text(35)).toContain('Certificate health failing since')
    expect(text(45)).toMatch(/^Scheduled tasks failing last run .*\d{1,2}:\d\d( [AP]M)?$/)
    // One look-up per problem monitor, none for the monitors that are fine.
    expect(
      fake
        .callsTo('timeline')
        .map(([q]) => (q as { monitorId: number }).monitorId)
        .sort(),
    ).toEqual([15, 25, 35, 45])
  })
})

describe('since when', () => {
  const failed = check({ id: 11, result: 'failed' })
  it('is the newest change of the check, when it changed to the result it has now', () => {
    const events = [
      change({ checkId: 12, at: minutesAgo(1) }),
      change({ at: minutesAgo(5), from: 'warning', to: 'failed' }),
      change({ at: minutesAgo(50), from: 'succeeded', to: 'warning' }),
    ]
    expect(sinceOf(events, failed)).toBe(events[1]!.at)
  })
  it('is unknown when the newest change went elsewhere, or for another kind of change', () => {
    expect(sinceOf([change({ to: 'warning' }), change({ to: 'failed' })], failed)).toBeNull()
    expect(sinceOf([change({ type: 'cron.changed' })], failed)).toBeNull()
    expect(sinceOf([], failed)).toBeNull()
  })
})
