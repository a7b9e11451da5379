// Derives a check's results lazily from (seed, check id, run slot, behavior, overrides), so the
// clock can jump 24 hours for 100,000 checks at no cost: nothing runs until someone reads.
import { cronCheckResult } from './cron'
import { unit } from '../engine/prng'
import type { World } from './world'
import type { RunResult, SimCheck } from './types'

export interface CheckRun {
  result: RunResult
  /** When the run ended; null when the check never ran. */
  endedAt: number | null
}

const RANK: Record<RunResult, number> = {
  succeeded: 0,
  pending: 1,
  warning: 2,
  failed: 3,
  'errored-or-timed-out': 3,
}

/** The result a run at `at` produces under the check's behavior and overrides. */
export function resultAt(seed: number, check: SimCheck, at: number): RunResult {
  const override = overrideAt(check, at)
  if (override) return override
  const slot = slotIndex(check, at)
  const behavior = check.behavior
  switch (behavior.kind) {
    case 'steady':
      return behavior.result
    case 'episodes': {
      const episode = Math.floor(slot / behavior.episodeRuns)
      return unit(seed, check.id, episode) < behavior.probability ? behavior.result : 'succeeded'
    }
    case 'flapping':
      return Math.floor(slot / behavior.periodRuns) % 2 === 1 ? 'failed' : 'succeeded'
    case 'outage':
      return at >= behavior.from && at < behavior.to ? behavior.result : 'succeeded'
  }
}

function overrideAt(check: SimCheck, at: number): RunResult | null {
  for (let i = check.overrides.length - 1; i >= 0; i--) {
    const override = check.overrides[i]
    if (override && override.from <= at) return override.result
  }
  return null
}

export function frequencyMs(check: SimCheck): number {
  return check.frequencyMinutes * 60_000
}

export function slotIndex(check: SimCheck, at: number): number {
  return Math.floor((at - check.phaseMs) / frequencyMs(check))
}

/** Start time of the last scheduled run at or before `at`. */
export function slotTime(check: SimCheck, at: number): number {
  return slotIndex(check, at) * frequencyMs(check) + check.phaseMs
}

/** The latest run of a check as seen at `now`. */
export function latestRun(world: World, check: SimCheck, now: number): CheckRun {
  const at = check.frozenAt ?? now
  if (check.activeFrom === null || at < check.activeFrom)
    return { result: 'pending', endedAt: null }
  let runAt = slotTime(check, at)
  // Overrides and on-demand runs count as runs of their own.
  const lastOverride = check.overrides.at(-1)
  for (const extra of [lastOverride?.from ?? null, check.requestedRunAt]) {
    if (extra !== null && extra <= at && extra > runAt) runAt = extra
  }
  if (check.type === 'cron') {
    // Event driven: it follows its cron jobs' pings rather than a run grid.
    return {
      result: cronCheckResult(world, check.monitorId, at),
      endedAt: Math.max(runAt, check.activeFrom),
    }
  }
  if (runAt < check.activeFrom) return { result: 'pending', endedAt: null }
  return {
    result: resultAt(world.seed, check, runAt),
    endedAt: runAt + runDurationMs(check, runAt),
  }
}

/** A run takes a second or two; keeps `latest_run_ended_at` realistic. */
function runDurationMs(check: SimCheck, at: number): number {
  return 300 + Math.floor(unit(check.id, at) * 1500)
}

/** The monitor's `summarized_check_result`: the worst result among its enabled checks. */
export function summarizedResult(
  results: RunResult[],
): 'succeeded' | 'warning' | 'failed' | 'pending' {
  let worst: RunResult = 'succeeded'
  for (const result of results) if (RANK[result] > RANK[worst]) worst = result
  return worst === 'errored-or-timed-out' ? 'failed' : worst
}

/** How many broken links a failed broken-links run finds (the summary and the list agree). */
export function brokenLinkCount(check: SimCheck): number {
  return 3 + (check.id % 37)
}

/** Human summary of a check, as the service shows it. */
export function checkSummary(
  check: SimCheck,
  run: CheckRun,
  extra: { certDaysLeft: number; avgMs: number },
): string {
  if (!check.enabled) return 'Disabled'
  if (run.result === 'pending') return 'Pending'
  const ok = run.result === 'succeeded'
  switch (check.type) {
    case 'uptime':
      return ok ? 'Up' : run.result === 'warning' ? 'Degraded' : 'Down'
    case 'performance':
      return ok ? `${extra.avgMs} ms` : 'Threshold exceeded'
    case 'certificate_health':
      return ok ? 'Ok' : `Expires in ${Math.max(0, extra.certDaysLeft)} days`
    case 'broken_links':
      return ok ? 'None' : `${brokenLinkCount(check)} found`
    case 'cron':
      return ok ? 'All scheduled tasks ran on time' : 'A scheduled task has a problem'
    default:
      return ok ? 'Ok' : run.result === 'warning' ? 'Warning' : 'Issues found'
  }
}
