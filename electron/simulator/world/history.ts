// History derived from the same lazy rule as the latest result: runs, uptime percentages,
// downtime periods and response-time metrics, computed only for the range asked for.
import { frequencyMs, resultAt, slotTime } from './check-results'
import { unit } from '../engine/prng'
import { MS } from '../engine/time'
import type { RunResult, SimCheck } from './types'
import type { World } from './world'

export const RUN_RETENTION_MS = 10 * MS.day
/** Upper bound of runs scanned for one answer; longer ranges are sampled evenly. */
const MAX_SCAN = 50_000

export interface Run {
  at: number
  result: RunResult
}

/** Scheduled runs between `from` and `to` (inclusive), oldest first, within what happened. */
export function runsBetween(
  world: World,
  check: SimCheck,
  from: number,
  to: number,
  now: number,
): Run[] {
  if (check.activeFrom === null) return []
  const start = Math.max(from, check.activeFrom)
  const end = Math.min(to, check.frozenAt ?? now, now)
  if (end < start) return []
  const step = frequencyMs(check)
  const count = Math.floor((end - start) / step) + 1
  const stride = Math.max(1, Math.ceil(count / MAX_SCAN))
  const runs: Run[] = []
  let at = slotTime(check, start)
  if (at < start) at += step
  for (; at <= end; at += step * stride) {
    if (check.pauses.length > 0 && check.pauses.some((pause) => at > pause.from && at < pause.to))
      continue
    runs.push({ at, result: resultAt(world.seed, check, at) })
  }
  return runs
}

export type Split = 'hour' | 'day' | 'month'

export function bucketStart(ms: number, unitName: Split | 'minute' | 'week'): number {
  const d = new Date(ms)
  switch (unitName) {
    case 'minute':
      return ms - (ms % MS.minute)
    case 'hour':
      return ms - (ms % MS.hour)
    case 'day':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())
    case 'week': {
      const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())
      return day - ((d.getUTCDay() + 6) % 7) * MS.day // weeks start on Monday
    }
    case 'month':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)
  }
}

export function nextBucket(start: number, unitName: Split | 'minute' | 'week'): number {
  const d = new Date(start)
  switch (unitName) {
    case 'minute':
      return start + MS.minute
    case 'hour':
      return start + MS.hour
    case 'day':
      return start + MS.day
    case 'week':
      return start + 7 * MS.day
    case 'month':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)
  }
}

/** Uptime percentage per bucket: share of runs that did not fail. */
export function uptimeBuckets(
  world: World,
  check: SimCheck,
  from: number,
  to: number,
  split: Split,
  now: number,
) {
  const out: { start: number; percentage: number }[] = []
  const end = Math.min(to, now)
  for (let start = bucketStart(from, split); start <= end; start = nextBucket(start, split)) {
    const stop = Math.min(nextBucket(start, split) - 1, end)
    const runs = runsBetween(world, check, Math.max(start, from), stop, now)
    if (runs.length === 0) {
      out.push({ start, percentage: 100 })
      continue
    }
    const up = runs.filter((run) => !isDown(run.result)).length
    out.push({ start, percentage: Math.round((up / runs.length) * 10000) / 100 })
  }
  return out
}

export function isDown(result: RunResult): boolean {
  return result === 'failed' || result === 'errored-or-timed-out'
}

export interface DowntimePeriod {
  id: number
  startedAt: number
  endedAt: number | null
}

/** Contiguous failing runs of the uptime check become downtime periods. */
export function downtimePeriods(
  world: World,
  check: SimCheck,
  from: number,
  to: number,
  now: number,
): DowntimePeriod[] {
  const periods: DowntimePeriod[] = []
  let open: number | null = null
  const runs = runsBetween(world, check, from, to, now)
  for (const run of runs) {
    if (isDown(run.result) && open === null) open = run.at
    if (!isDown(run.result) && open !== null) {
      periods.push({ id: downtimeId(check, open), startedAt: open, endedAt: run.at })
      open = null
    }
  }
  if (open !== null) periods.push({ id: downtimeId(check, open), startedAt: open, endedAt: null })
  return periods.filter((period) => !world.deletedDowntime.has(period.id))
}

export const DOWNTIME_ID_FACTOR = 100_000

/** Stable id from the check and the start minute; the check id can be read back from it. */
export function downtimeId(check: SimCheck, startedAt: number): number {
  return check.id * DOWNTIME_ID_FACTOR + (Math.floor(startedAt / 60_000) % DOWNTIME_ID_FACTOR)
}

export type GroupBy = 'minute' | 'hour' | 'day' | 'week' | 'month'
const MAX_BUCKETS = 2000

/** Buckets of a metric range, clamped to now, most recent MAX_BUCKETS kept. */
export function metricBuckets(from: number, to: number, groupBy: GroupBy, now: number): number[] {
  const end = Math.min(to, now)
  const starts: number[] = []
  for (
    let start = bucketStart(Math.min(from, end), groupBy);
    start <= end;
    start = nextBucket(start, groupBy)
  ) {
    starts.push(start)
  }
  return starts.slice(-MAX_BUCKETS)
}

/** A smooth-ish pseudo-random factor in [0.7, 1.3] for (check, bucket). */
export function jitter(seed: number, check: SimCheck, bucket: number, salt: number): number {
  return 0.7 + unit(seed, check.id, bucket, salt) * 0.6
}
