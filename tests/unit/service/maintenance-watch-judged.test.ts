// The maintenance watch's list of monitors to re-read, judged per monitor object: a tick judges
// again only the monitors whose object or cron checks are new, or whose snooze or maintenance
// window started or ended since; the list always equals the one judged from scratch.
import { describe, expect, it } from 'vitest'
import { watchedMonitors, type Judged } from '@app/core/app-service/maintenance-watch'
import type { MonitorState } from '@app/shared/model'
import { check, cron, monitor, snapshot } from '../engine/snapshot-fixtures'

const T0 = Date.parse('2026-01-01T10:00:00.000Z')
const MINUTE = 60_000
const iso = (ms: number) => new Date(ms).toISOString()
const ids = (list: MonitorState[]) => list.map((m) => m.id)

describe('watchedMonitors with judgements kept per monitor object', () => {
  const failing = monitor(1, { result: 'failed', checks: [check(10, { result: 'failed' })] })
  // Snoozed until T0 + 5 min: not watched until then, failing after.
  const snoozed = monitor(2, {
    result: 'failed',
    checks: [check(20, { result: 'failed', snoozedUntil: iso(T0 + 5 * MINUTE) })],
  })
  // In maintenance from T0 + 2 min to T0 + 8 min, with a failing check.
  const windowed = monitor(3, {
    result: 'failed',
    checks: [check(30, { result: 'failed' })],
    maintenance: {
      periodId: 7,
      name: 'deploy',
      startedAt: iso(T0 + 2 * MINUTE),
      endsAt: iso(T0 + 8 * MINUTE),
    },
  })
  const fine = monitor(4)
  const picture = snapshot([failing, snoozed, windowed, fine])

  it('equals the list judged from scratch at every moment, across snooze and window edges', () => {
    const judged = new WeakMap<MonitorState, Judged>()
    const seen: number[][] = []
    for (let minute = 0; minute <= 10; minute++) {
      const now = T0 + minute * MINUTE
      const kept = watchedMonitors(picture, now, judged)
      expect(ids(kept), `minute ${minute}`).toEqual(ids(watchedMonitors(picture, now)))
      seen.push(ids(kept))
    }
    // Failing first, then in maintenance; the snoozed one joins as its snooze ends.
    expect(seen[0]).toEqual([1, 3])
    expect(seen[3]).toEqual([1, 3])
    expect(seen[5]).toEqual([1, 2, 3])
    expect(seen[8]).toEqual([1, 2, 3])
  })

  it('judges a monitor again only when its object, its cron checks or its moment changed', () => {
    const judged = new WeakMap<MonitorState, Judged>()
    watchedMonitors(picture, T0, judged)
    const first = judged.get(fine)
    watchedMonitors(picture, T0 + MINUTE, judged)
    expect(judged.get(fine), 'an unchanged monitor keeps its judgement').toBe(first)
    // A failing cron check on the same monitor object: judged again, now watched.
    const withCron = { ...picture, cron: { 4: [cron(40, 4, { result: 'pingFailed' })] } }
    expect(ids(watchedMonitors(withCron, T0 + MINUTE, judged))).toEqual([1, 3, 4])
    expect(judged.get(fine)).not.toBe(first)
    // The snoozed monitor's judgement holds until its snooze ends, then it is judged again.
    const beforeEnd = judged.get(snoozed)
    watchedMonitors(withCron, T0 + 5 * MINUTE - 1, judged)
    expect(judged.get(snoozed)).toBe(beforeEnd)
    watchedMonitors(withCron, T0 + 5 * MINUTE, judged)
    expect(judged.get(snoozed)).not.toBe(beforeEnd)
  })
})
