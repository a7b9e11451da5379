// The simulator's building blocks in isolation: seeded randomness, the clock, time formats,
// lazy check results and cron schedules.
import { describe, expect, it } from 'vitest'
import { hash, mulberry32, unit, uuidFrom } from '@app/simulator/engine/prng'
import { SimClock, DEFAULT_MANUAL_START } from '@app/simulator/engine/clock'
import { parseCompact, parseHhMm, parseYmdHi, ymdHis } from '@app/simulator/engine/time'
import { latestRun, resultAt, summarizedResult } from '@app/simulator/world/check-results'
import { cronState, lastOccurrence } from '@app/simulator/world/cron'
import { seedWorld } from '@app/simulator/seed/seed-world'
import type { SimCron } from '@app/simulator/world/types'

describe('prng', () => {
  it('mulberry32 repeats per seed and differs across seeds', () => {
    const a = mulberry32(42)
    const b = mulberry32(42)
    const first = [a(), a(), a()]
    expect([b(), b(), b()]).toEqual(first)
    expect(mulberry32(43)()).not.toBe(first[0])
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true)
  })
  it('hash folds values above 32 bits (timestamps) instead of truncating them', () => {
    expect(hash(1, 2 ** 32)).not.toBe(hash(1, 0))
    expect(unit(7, 1_767_600_000_000)).toBe(unit(7, 1_767_600_000_000))
    expect(uuidFrom(mulberry32(1))).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/,
    )
  })
})

describe('SimClock', () => {
  it('manual: stands still until advanced or set', () => {
    const clock = new SimClock({ mode: 'manual' })
    expect(clock.now()).toBe(DEFAULT_MANUAL_START)
    clock.advance(90_000)
    expect(clock.now()).toBe(DEFAULT_MANUAL_START + 90_000)
    clock.set(5)
    expect(clock.now()).toBe(5)
    expect(() => clock.advance(-1)).toThrow(/non-negative/)
  })
  it('real with a time scale: simulated time runs N times faster than the real clock', () => {
    let real = 1_000
    const clock = new SimClock({ mode: 'real', timeScale: 60, realStartTime: 0 }, () => real)
    real += 1_000
    expect(clock.now()).toBe(60_000)
    clock.advance(1)
    real += 10
    expect(clock.now()).toBe(60_001 + 600)
    expect(() => new SimClock({ mode: 'real', timeScale: 0 })).toThrow(/timeScale/)
  })
})

describe('time formats', () => {
  it('parses the service formats as UTC and rejects impossible dates', () => {
    expect(parseCompact('20260105090000')).toBe(Date.UTC(2026, 0, 5, 9))
    expect(parseCompact('20260231000000')).toBeNull()
    expect(parseYmdHi('2026-01-05 09:30')).toBe(Date.UTC(2026, 0, 5, 9, 30))
    expect(parseYmdHi('2026-01-05T09:30')).toBeNull()
    expect(parseHhMm('23:59')).toBe(23 * 60 + 59)
    expect(parseHhMm('24:00')).toBeNull()
    expect(ymdHis(Date.UTC(2026, 0, 5, 9, 1, 2))).toBe('2026-01-05 09:01:02')
  })
})

describe('lazy check results', () => {
  const start = Date.UTC(2026, 0, 5, 9)
  const world = seedWorld({ seed: 3, scenario: 'flapping', monitors: 2, now: start })
  const uptime = [...world.monitors.values()][0]!.checks.find((c) => c.type === 'uptime')!

  it('derives the same result for the same slot, whenever it is asked', () => {
    const later = start + 3 * 3_600_000
    const first = resultAt(world.seed, uptime, later)
    expect(resultAt(world.seed, uptime, start)).toBeDefined()
    expect(resultAt(world.seed, uptime, later)).toBe(first)
  })
  it('reports the latest run on the check grid, never in the future', () => {
    const run = latestRun(world, uptime, start + 90_000)
    expect(run.endedAt).not.toBeNull()
    expect(run.endedAt! - (start + 90_000)).toBeLessThanOrEqual(2000)
    expect(start + 90_000 - run.endedAt!).toBeLessThan(60_000 + 2000)
  })
  it('summarizedResult ranks failed > warning > pending > succeeded and folds errored into failed', () => {
    expect(summarizedResult(['succeeded', 'pending'])).toBe('pending')
    expect(summarizedResult(['warning', 'pending', 'succeeded'])).toBe('warning')
    expect(summarizedResult(['errored-or-timed-out', 'warning'])).toBe('failed')
    expect(summarizedResult([])).toBe('succeeded')
  })
})

describe('cron schedules', () => {
  const base: SimCron = {
    id: 1,
    uuid: 'u',
    monitorId: 1,
    name: 'n',
    type: 'cron',
    description: null,
    frequencyMinutes: null,
    graceMinutes: 10,
    cronExpression: '30 2 * * *',
    serverTimezone: 'UTC',
    createdAt: Date.UTC(2026, 0, 1),
    lastPing: null,
    autoPing: { kind: 'finished', until: null },
    forced: null,
    snooze: null,
  }
  it('finds the last crontab occurrence, and auto-pinging jobs are never late', () => {
    const now = Date.UTC(2026, 0, 5, 9)
    expect(lastOccurrence(base, now)).toBe(Date.UTC(2026, 0, 5, 2, 30))
    expect(cronState(base, now)).toEqual({
      latestResult: 'pingFinished',
      latestPingAt: Date.UTC(2026, 0, 5, 2, 30),
    })
  })
  it('goes checkRanTooLate once the next occurrence plus grace passes without a ping', () => {
    const stopped: SimCron = {
      ...base,
      autoPing: { kind: 'finished', until: Date.UTC(2026, 0, 5, 3) },
    }
    expect(cronState(stopped, Date.UTC(2026, 0, 6, 2, 40)).latestResult).toBe('pingFinished')
    expect(cronState(stopped, Date.UTC(2026, 0, 6, 2, 40, 1)).latestResult).toBe('checkRanTooLate')
  })
})
