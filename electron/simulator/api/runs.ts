// Runs of a check, named by id. A run id encodes the check id and the run's start minute, so a
// run can be found again from its id alone (findings of an old run, the run report page) and a
// `run_id` of another check is told apart (422, as the spec says).
import { latestRun, resultAt, slotTime } from '../world/check-results'
import { unit } from '../engine/prng'
import { MS } from '../engine/time'
import type { RunResult, SimCheck, SimMonitor } from '../world/types'
import type { World } from '../world/world'

const RUN_ID_FACTOR = 1_000_000

export interface RunRef {
  monitor: SimMonitor
  check: SimCheck
  id: number
  startedAt: number
  endedAt: number
  result: RunResult
}

export function runId(check: SimCheck, startedAt: number): number {
  return check.id * RUN_ID_FACTOR + (Math.floor(startedAt / MS.minute) % RUN_ID_FACTOR)
}

/** The check a run id names (it may not exist). */
export function checkIdOfRun(id: number): number {
  return Math.floor(id / RUN_ID_FACTOR)
}

/** A run lasts as long as the world's latest result says (`latest_run_ended_at`). */
export function runEnd(check: SimCheck, startedAt: number): number {
  return startedAt + 300 + Math.floor(unit(check.id, startedAt) * 1500)
}

/** Start of the check's latest run at `now`, as `latestRun` counts it; null when it never ran. */
function latestStart(check: SimCheck, now: number): number | null {
  const at = check.frozenAt ?? now
  if (check.activeFrom === null || at < check.activeFrom) return null
  let start = slotTime(check, at)
  for (const extra of [check.overrides.at(-1)?.from ?? null, check.requestedRunAt]) {
    if (extra !== null && extra <= at && extra > start) start = extra
  }
  if (check.type === 'cron') return Math.max(start, check.activeFrom)
  return start < check.activeFrom ? null : start
}

export function latestRunRef(
  world: World,
  monitor: SimMonitor,
  check: SimCheck,
  now: number,
): RunRef | null {
  const start = latestStart(check, now)
  if (start === null) return null
  const run = latestRun(world, check, now)
  return {
    monitor,
    check,
    id: runId(check, start),
    startedAt: start,
    endedAt: run.endedAt ?? runEnd(check, start),
    result: run.result,
  }
}

/** The run `id` of this check that happened by `now`, or null when there is none. */
export function runById(
  world: World,
  monitor: SimMonitor,
  check: SimCheck,
  id: number,
  now: number,
): RunRef | null {
  if (checkIdOfRun(id) !== check.id) return null
  const latest = latestRunRef(world, monitor, check, now)
  if (latest === null) return null
  if (latest.id === id) return latest
  // The last minute at or before now whose number ends in the id's minute part.
  const nowMinute = Math.floor(now / MS.minute)
  const wanted = id % RUN_ID_FACTOR
  const minute =
    nowMinute - ((((nowMinute - wanted) % RUN_ID_FACTOR) + RUN_ID_FACTOR) % RUN_ID_FACTOR)
  const from = minute * MS.minute
  const to = from + MS.minute - 1
  const candidates = [
    slotTime(check, to),
    check.requestedRunAt,
    ...check.overrides.map((override) => override.from),
  ]
  const end = check.frozenAt ?? now
  const start = candidates
    .filter((at): at is number => at !== null && at >= from && at <= to)
    .filter((at) => at <= end && at >= (check.activeFrom ?? Infinity))
    .filter((at) => !check.pauses.some((pause) => at > pause.from && at < pause.to))
    .sort((a, b) => b - a)[0]
  if (start === undefined) return null
  return {
    monitor,
    check,
    id,
    startedAt: start,
    endedAt: runEnd(check, start),
    result: resultAt(world.seed, check, start),
  }
}

/** Where a run's report opens: a page the simulator serves (no token: it opens in a browser). */
export function reportUrl(baseUrl: string, id: number): string {
  return `${baseUrl}/__reports/runs/${id}`
}
