// The overview index moved monitor by monitor, after any run of deltas (results, checks enabled
// or not, snoozes and maintenance starting and ending as time passes, renames onto equal names,
// tags, monitors added and removed, a clock set back), is the index, rows and counts built from
// scratch.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countHealth } from '@app/shared/health'
import type { CheckResult, MonitorResult, MonitorState, Snapshot } from '@app/shared/model'
import { applyDelta, changeOf, snapshotDelta } from '@app/shared/snapshot-delta'
import {
  DEFAULT_FILTERS,
  buildRows,
  filterMonitors,
  indexMonitors,
  type MonitorIndex,
} from '@src/lib/overview-rows'
import { NOW, check, monitor, snapshot } from './fixtures'

const MIN = 60_000
const CHECK_RESULTS: CheckResult[] = ['succeeded', 'warning', 'failed', 'pending', 'unknown']
const MONITOR_RESULTS: MonitorResult[] = ['succeeded', 'warning', 'failed', 'pending']
const LABELS = ['alpha', 'Alpha', 'beta', 'site 2', 'site 10']
const at = (ms: number) => new Date(ms).toISOString()

/** Minutes from the step's clock, so periods start and end while the clock moves on. */
const edit = fc.oneof(
  fc.record({ kind: fc.constant('result' as const), result: fc.constantFrom(...MONITOR_RESULTS) }),
  fc.record({
    kind: fc.constant('check' as const),
    result: fc.constantFrom(...CHECK_RESULTS),
    enabled: fc.boolean(),
    snooze: fc.option(fc.integer({ min: -30, max: 30 })),
  }),
  fc.record({
    kind: fc.constant('maintenance' as const),
    period: fc.option(fc.tuple(fc.integer({ min: -30, max: 10 }), fc.integer({ min: 1, max: 30 }))),
  }),
  fc.record({ kind: fc.constant('label' as const), label: fc.constantFrom(...LABELS) }),
  fc.record({ kind: fc.constant('tags' as const), tags: fc.subarray(['web', 'api', 'db']) }),
  fc.record({ kind: fc.constant('remove' as const) }),
  fc.record({ kind: fc.constant('add' as const), label: fc.constantFrom(...LABELS) }),
)
type Edit = typeof edit extends fc.Arbitrary<infer T> ? T : never

function applyEdit(monitors: MonitorState[], e: Edit, pick: number, now: number, nextId: number) {
  const i = monitors.length ? pick % monitors.length : -1
  const m = monitors[i]
  if (e.kind === 'add') return [...monitors, monitor({ id: nextId, label: e.label })]
  if (!m) return monitors
  const put = (next: MonitorState | null) =>
    monitors.flatMap((x, k) => (k !== i ? [x] : next ? [next] : []))
  switch (e.kind) {
    case 'result':
      return put({ ...m, result: e.result })
    case 'check': {
      const [first, ...rest] = m.checks
      const snoozedUntil = e.snooze === null ? null : at(now + e.snooze * MIN)
      const changed = check({ ...first, result: e.result, enabled: e.enabled, snoozedUntil })
      return put({ ...m, checks: [changed, ...rest] })
    }
    case 'maintenance':
      return put({
        ...m,
        maintenance: e.period && {
          startedAt: at(now + e.period[0] * MIN),
          endsAt: at(now + (e.period[0] + e.period[1]) * MIN),
          name: null,
          periodId: 1,
        },
      })
    case 'label':
      return put({ ...m, label: e.label })
    case 'tags':
      return put({ ...m, tags: e.tags })
    case 'remove':
      return put(null)
  }
}

const ids = (index: MonitorIndex) => ({
  byName: index.byName.map((i) => i.monitor.id),
  bySeverity: index.bySeverity.map((i) => i.monitor.id),
})

function expectSame(moved: MonitorIndex, s: Snapshot, now: number) {
  const fresh = indexMonitors(s.monitors, now)
  expect(ids(moved)).toEqual(ids(fresh))
  expect(moved.health).toEqual(fresh.health)
  expect(moved.tags).toEqual(fresh.tags)
  expect(moved.checkTypes).toEqual(fresh.checkTypes)
  const { cron: _cron, total, ...counts } = countHealth(s, now)
  expect(moved.health).toEqual(counts)
  expect(moved.byId.size).toBe(total)
  for (const groupBy of ['group', 'tag', 'none'] as const) {
    const rows = (i: MonitorIndex) => buildRows(filterMonitors(i, DEFAULT_FILTERS), groupBy)
    expect(rows(moved)).toEqual(rows(fresh))
  }
}

describe('the overview index after random deltas (fast-check)', () => {
  it('equals an index, rows and counts built from scratch', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...LABELS), { maxLength: 12 }),
        fc.array(
          fc.record({
            edits: fc.array(fc.tuple(edit, fc.nat()), { maxLength: 4 }),
            minutes: fc.integer({ min: -5, max: 20 }), // A clock may be set back.
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (labels, steps) => {
          let s = snapshot(labels.map((label, i) => monitor({ id: i + 1, label })))
          let now = NOW
          let index = indexMonitors(s.monitors, now)
          let nextId = labels.length + 1
          for (const step of steps) {
            let monitors = s.monitors
            for (const [e, pick] of step.edits)
              monitors = applyEdit(monitors, e, pick, now, nextId++)
            // As the store gets it: unchanged monitors stay the same objects.
            s = applyDelta(s, snapshotDelta(s, { ...s, monitors }))
            now += step.minutes * MIN
            index = indexMonitors(s.monitors, now, index)
            expectSame(index, s, now)
          }
        },
      ),
      { numRuns: 300 },
    )
  })

  it('moves only the changed monitors: the others keep their prepared entries', () => {
    const s = snapshot(Array.from({ length: 200 }, (_, i) => monitor({ id: i + 1 })))
    const before = indexMonitors(s.monitors, NOW)
    const monitors = s.monitors.map((m, i) => (i === 7 ? { ...m, result: 'failed' as const } : m))
    const after = indexMonitors(monitors, NOW, before)
    expect(after.byId.get(8)?.health).toBe('failed')
    expect(after.byId.get(9)).toBe(before.byId.get(9))
    expect(after.bySeverity[0]?.monitor.id).toBe(8)
    expect(after.health.failed).toBe(before.health.failed + 1)
  })

  it('keeps the name order when many monitors arrive at one place, one delta at a time', () => {
    // Each new 'b' goes just after 'a': the places between two names run out and are renumbered.
    let s = snapshot([monitor({ id: 1, label: 'a' }), monitor({ id: 2, label: 'c' })])
    let index = indexMonitors(s.monitors, NOW)
    for (let id = 1000; id > 900; id--) {
      s = applyDelta(
        s,
        snapshotDelta(s, { ...s, monitors: [...s.monitors, monitor({ id, label: 'b' })] }),
      )
      index = indexMonitors(s.monitors, NOW, index)
    }
    expectSame(index, s, NOW)
    const ranks = index.byName.map((i) => i.rank)
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
  })

  it('an applied delta names exactly the monitors that are new objects and the ids that left', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...LABELS), { maxLength: 10 }),
        fc.array(fc.tuple(edit, fc.nat()), { maxLength: 6 }),
        (labels, edits) => {
          const s = snapshot(labels.map((label, i) => monitor({ id: i + 1, label })))
          let monitors = s.monitors
          let nextId = labels.length + 1
          for (const [e, pick] of edits) monitors = applyEdit(monitors, e, pick, NOW, nextId++)
          const next = applyDelta(s, snapshotDelta(s, { ...s, monitors }))
          const change = changeOf(next.monitors)
          if (next.monitors === s.monitors) return // Nothing changed: the same array.
          expect(change?.from).toBe(s.monitors)
          const before = new Set(s.monitors)
          expect(new Set(change!.changed)).toEqual(
            new Set(next.monitors.filter((m) => !before.has(m))),
          )
          const ids = new Set(next.monitors.map((m) => m.id))
          expect(new Set(change!.removed)).toEqual(
            new Set(s.monitors.filter((m) => !ids.has(m.id)).map((m) => m.id)),
          )
        },
      ),
      { numRuns: 300 },
    )
  })
})
