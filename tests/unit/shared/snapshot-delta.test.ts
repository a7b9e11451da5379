import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CheckState, MonitorState, Snapshot } from '@app/shared/model'
import {
  applyDelta,
  snapshotDelta,
  SnapshotMirror,
  windowCopy,
  type SnapshotUpdate,
} from '@app/shared/snapshot-delta'
import { createSnapshotFeed } from '@app/shared/snapshot-feed'
import { popoverSummary } from '@app/shared/popover-summary'

// Small value domains, so two random snapshots share ids and many values.
const result = fc.constantFrom('succeeded', 'failed', 'warning', 'pending') as fc.Arbitrary<
  MonitorState['result']
>
const time = fc.option(fc.constantFrom('2026-01-01T00:00:00.000Z', '2026-01-01T00:01:00.000Z'))

const check: fc.Arbitrary<CheckState> = fc.record({
  id: fc.integer({ min: 1, max: 6 }),
  type: fc.constantFrom('uptime', 'performance'),
  label: fc.constantFrom('Uptime', 'Performance'),
  enabled: fc.boolean(),
  result,
  summary: fc.option(fc.constantFrom('ok', 'slow')),
  snoozedUntil: time,
})

const monitor: fc.Arbitrary<MonitorState> = fc.record({
  id: fc.integer({ min: 1, max: 10 }),
  teamId: fc.constantFrom(1, 2),
  label: fc.constantFrom('a', 'b'),
  url: fc.constantFrom('https://a.test', 'https://b.test'),
  type: fc.constantFrom('http', 'ping') as fc.Arbitrary<MonitorState['type']>,
  groupName: fc.constantFrom('', 'G'),
  tags: fc.array(fc.constantFrom('x', 'y'), { maxLength: 2 }),
  result,
  checks: fc.uniqueArray(check, { selector: (c) => c.id, maxLength: 4 }),
  maintenance: fc.option(
    fc.record({
      startedAt: fc.constant('2026-01-01T00:00:00.000Z'),
      endsAt: fc.constant('2026-01-01T01:00:00.000Z'),
      name: fc.option(fc.constant('m')),
      periodId: fc.constantFrom(1, 2),
    }),
  ),
})

/** A run time (epoch ms) or none, from a few, so two snapshots often agree. */
const ranAt = fc.option(fc.constantFrom(1767225600000, 1767225630000, 1767225601234), {
  nil: undefined,
})

/** Run times for exactly the snapshot's monitors and checks, as the engine keeps them. */
function withRunTimes(s: Omit<Snapshot, 'ran'>): fc.Arbitrary<Snapshot> {
  const checks = s.monitors.flatMap((m) => m.checks.map((c) => c.id))
  const times = (ids: number[]) =>
    fc.array(ranAt, { minLength: ids.length, maxLength: ids.length }).map((at) => {
      const record: Record<number, number> = {}
      ids.forEach((id, i) => at[i] !== undefined && (record[id] = at[i]))
      return record
    })
  return fc
    .tuple(times(s.monitors.map((m) => m.id)), times(checks))
    .map(([monitors, checks]) => ({ ...s, ran: { monitors, checks } }))
}

const snapshot: fc.Arbitrary<Snapshot> = fc
  .record({
    fetchedAt: fc.constantFrom('2026-01-01T00:00:00.000Z', '2026-01-01T00:00:30.000Z'),
    monitors: fc.uniqueArray(monitor, { selector: (m) => m.id, maxLength: 8 }),
    cron: fc.dictionary(
      fc.constantFrom('1', '2', '3'),
      fc.array(
        fc.record({
          id: fc.integer({ min: 1, max: 3 }),
          monitorId: fc.constantFrom(1, 2, 3),
          name: fc.constant('job'),
          type: fc.constantFrom('simple', 'cron') as fc.Arbitrary<'simple' | 'cron'>,
          result: fc.constantFrom('', 'succeeded', 'failed'),
          resultLabel: fc.constant('x'),
          resultColor: fc.constant('gray'),
          humanSchedule: fc.constant('every minute'),
          cronExpression: fc.option(fc.constant('* * * * *')),
          frequencyInMinutes: fc.option(fc.constant(1)),
          graceTimeInMinutes: fc.constant(5),
          serverTimezone: fc.option(fc.constant('UTC')),
          lastPingAt: time,
          snoozedUntil: time,
          pingUrl: fc.constant('https://ping.test/1'),
        }),
        { maxLength: 2 },
      ),
    ) as fc.Arbitrary<Snapshot['cron']>,
    unreadable: fc.record({
      count: fc.nat(2),
      reasons: fc.array(fc.constant('bad'), { maxLength: 2 }),
    }),
  })
  .chain(withRunTimes)

/** A JSON round trip: what crosses IPC and the WebSocket. */
const wire = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T

describe('snapshot deltas', () => {
  it("apply(diff(a, b), a) deep-equals b's window copy for random snapshots, run times too", () => {
    fc.assert(
      fc.property(snapshot, snapshot, (a, b) => {
        const applied = applyDelta(wire(windowCopy(a)), wire(snapshotDelta(a, b)))
        expect(applied).toEqual(windowCopy(b))
        expect(applied.ran.monitors).toEqual(b.ran.monitors)
      }),
      { numRuns: 500 },
    )
  })

  it('a window copy carries the fresh-as-of times but no check run time', () => {
    fc.assert(
      fc.property(snapshot, (s) => {
        const copy = windowCopy(s)
        expect(copy.ran).toEqual({ monitors: s.ran.monitors, checks: {} })
        expect(copy.monitors).toBe(s.monitors)
        expect(windowCopy(copy)).toBe(copy)
      }),
    )
  })

  it('a sweep where only run times moved keeps every monitor and is a small columnar patch', () => {
    const count = 1_000
    const fetchedAt = '2026-01-01T10:00:30.000Z'
    const monitors: MonitorState[] = Array.from({ length: count }, (_, i) => ({
      id: 5_000 + i,
      teamId: 1,
      label: `site-${i}.example`,
      url: `https://site-${i}.example`,
      type: 'http',
      groupName: '',
      tags: [],
      result: 'succeeded',
      checks: [10, 11, 12].map((k) => ({
        id: i * 100 + k,
        type: 'uptime',
        label: 'Uptime',
        enabled: true,
        result: 'succeeded' as const,
        summary: 'Up',
        snoozedUntil: null,
      })),
      maintenance: null,
    }))
    const times = (at: number) => {
      const ran = { monitors: {} as Record<number, number>, checks: {} as Record<number, number> }
      for (const m of monitors) {
        ran.monitors[m.id] = at - (m.id % 60) * 1000
        for (const c of m.checks) ran.checks[c.id] = at - (c.id % 60) * 1000
      }
      return ran
    }
    const a: Snapshot = {
      fetchedAt: '2026-01-01T10:00:00.000Z',
      monitors,
      cron: {},
      unreadable: { count: 0, reasons: [] },
      ran: times(Date.parse('2026-01-01T10:00:00.000Z')),
    }
    const b: Snapshot = { ...a, fetchedAt, ran: times(Date.parse(fetchedAt)) }
    const delta = snapshotDelta(a, b)
    expect(delta.changed).toEqual([])
    expect(delta.ran?.ids).toHaveLength(count)
    const text = JSON.stringify(delta)
    expect(text.length).toBeLessThan(count * 16)
    expect(text).not.toContain('Uptime')
    const applied = applyDelta(windowCopy(a), JSON.parse(text) as typeof delta)
    expect(applied.monitors).toBe(a.monitors)
    expect(applied.ran.monitors).toEqual(b.ran.monitors)
    expect(applied.ran.checks).toEqual({})
  })

  it('a removed monitor takes its fresh-as-of along; one that lost its time is cleared', () => {
    const a: Snapshot = {
      fetchedAt: '2026-01-01T10:00:00.000Z',
      monitors: [1, 2, 3].map((id) => ({
        id,
        teamId: 1,
        label: `m${id}`,
        url: '',
        type: 'http' as const,
        groupName: '',
        tags: [],
        result: 'succeeded' as const,
        checks: [],
        maintenance: null,
      })),
      cron: {},
      unreadable: { count: 0, reasons: [] },
      ran: { monitors: { 1: 1, 2: 2, 3: 3 }, checks: {} },
    }
    const b: Snapshot = {
      ...a,
      monitors: a.monitors.slice(0, 2),
      ran: { monitors: { 1: 1 }, checks: {} },
    }
    const delta = wire(snapshotDelta(a, b))
    expect(delta.ran).toEqual({ ids: [], at: [], cleared: [2] })
    expect(applyDelta(a, delta).ran.monitors).toEqual({ 1: 1 })
  })

  it('carries only what changed, and keeps unchanged monitors and checks the same objects', () => {
    fc.assert(
      fc.property(snapshot, fc.nat(), (a, pick) => {
        fc.pre(a.monitors.length > 0)
        const target = a.monitors[pick % a.monitors.length]!
        const b: Snapshot = {
          ...a,
          monitors: a.monitors.map((m) =>
            m === target ? { ...m, result: m.result === 'failed' ? 'succeeded' : 'failed' } : m,
          ),
        }
        const delta = snapshotDelta(a, b)
        expect(delta.changed).toEqual([
          { id: target.id, set: { result: b.monitors.find((m) => m.id === target.id)!.result } },
        ])
        expect(delta.added).toEqual([])
        expect(delta.removed).toEqual([])
        const applied = applyDelta(a, wire(delta))
        applied.monitors.forEach((m, i) => {
          if (m.id !== target.id) expect(m).toBe(a.monitors[i])
          else m.checks.forEach((c, j) => expect(c).toBe(target.checks[j]))
        })
      }),
    )
  })

  it('refuses a delta that does not fit the picture', () => {
    const a: Snapshot = {
      fetchedAt: 't',
      monitors: [],
      cron: {},
      unreadable: { count: 0, reasons: [] },
      ran: { monitors: {}, checks: {} },
    }
    expect(() => applyDelta(a, { fetchedAt: 't', added: [], removed: [7], changed: [] })).toThrow(
      'monitor 7 is not there to remove',
    )
  })
})

describe('a window following the feed', () => {
  it('ends with the right picture whatever updates it missed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(snapshot, fc.boolean(), fc.boolean()), { minLength: 1, maxLength: 12 }),
        (steps) => {
          let current: Snapshot | null = null
          const window = new SnapshotMirror()
          let delivered = true
          const feed = createSnapshotFeed({
            current: () => current,
            epoch: 'e1',
            publish: (u: SnapshotUpdate) => {
              if (delivered && !window.receive(wire(u))) window.receive(wire(feed.full()!))
            },
          })
          for (const [next, delivers, reconnects] of steps) {
            current = next
            delivered = delivers
            feed.flush() // what the coalescing timer does
            if (reconnects) window.receive(wire(feed.full()!))
          }
          // The next push that arrives brings the window up to date.
          delivered = true
          current = { ...current!, fetchedAt: '2026-01-02T00:00:00.000Z' }
          feed.flush()
          expect(window.snapshot).toEqual(windowCopy(current))
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('a feed nobody listens to', () => {
  it('publishes nothing, and a window that connects later follows from its full snapshot', () => {
    fc.assert(
      fc.property(fc.array(snapshot, { minLength: 2, maxLength: 8 }), snapshot, (quiet, last) => {
        let current: Snapshot | null = null
        let listening = false
        const published: SnapshotUpdate[] = []
        const summaries: unknown[] = []
        const feed = createSnapshotFeed({
          current: () => current,
          epoch: 'e1',
          listening: () => listening,
          publish: (u) => published.push(u),
          publishSummary: (s) => summaries.push(s),
        })
        for (const next of quiet) {
          current = next
          feed.flush()
        }
        expect(published).toEqual([])
        expect(summaries).toEqual([])
        // The summary is still there for whoever asks (serve mode's first screenful).
        expect(feed.summary()).toEqual(popoverSummary(current!, Date.now()))
        listening = true
        const window = new SnapshotMirror()
        expect(window.receive(wire(feed.full()!))).toBe(true)
        current = { ...last, fetchedAt: '2026-01-03T00:00:00.000Z' }
        feed.flush()
        expect(published).toHaveLength(1)
        expect(window.receive(wire(published[0]!))).toBe(true)
        expect(window.snapshot).toEqual(windowCopy(current))
      }),
      { numRuns: 100 },
    )
  })
})
