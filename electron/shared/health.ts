// The one rule for "is this failing?", used by every surface (tray icon, badge, tooltip and
// menu, popover, overview counts and rows, alert policy, CLI totals) so the same snapshot gives
// the same numbers everywhere. Pure: the renderer imports it too.
//
// A problem (a failed or warning result) the user silenced is not failing: a snoozed one is
// 'snoozed', and anything on a monitor in maintenance is 'maintenance'. Disabled checks do not
// count at all.
import type { CheckState, CronState, MonitorState, Snapshot } from './model'

export type Health =
  'failed' | 'warning' | 'snoozed' | 'maintenance' | 'pending' | 'unknown' | 'ok' | 'disabled'

/** What a raw result means before any snooze or maintenance is applied. */
export type ResultHealth = 'failed' | 'warning' | 'pending' | 'unknown' | 'ok'

/** Worst first: a monitor takes the worst health of its checks. */
export const HEALTH_ORDER: readonly Health[] = [
  'failed',
  'warning',
  'snoozed',
  'maintenance',
  'unknown',
  'pending',
  'ok',
  'disabled',
]

const RANK = new Map(HEALTH_ORDER.map((h, i) => [h, i]))

/** A health's place in HEALTH_ORDER: lower is worse, so it sorts first. */
export function healthRank(health: Health): number {
  return RANK.get(health)!
}

export function worstHealth(healths: Iterable<Health>, empty: Health = 'ok'): Health {
  let worst: Health | null = null
  for (const h of healths) if (worst === null || RANK.get(h)! < RANK.get(worst)!) worst = h
  return worst ?? empty
}

const CHECK_RESULTS: Record<string, ResultHealth> = {
  succeeded: 'ok',
  warning: 'warning',
  failed: 'failed',
  'errored-or-timed-out': 'failed',
  pending: 'pending',
}

/**
 * Cron results (see the spec's States): only `pingFinished` is a success; a failed run or a
 * missing or late ping is a failure; waiting on a ping (`''`, `pingStarting`) is pending.
 */
const CRON_RESULTS: Record<string, ResultHealth> = {
  '': 'pending',
  pingStarting: 'pending',
  pingFinished: 'ok',
  pingFailed: 'failed',
  checkRanTooLate: 'failed',
  pingEndpointDown: 'failed',
  checkFailed: 'failed',
  sentCronNotExutedOnTimeNotification: 'failed',
  sentPingFailedNotification: 'failed',
}

/** A check's result in health terms; values the service adds later are 'unknown'. */
export function checkResultHealth(result: string | null | undefined): ResultHealth {
  return (typeof result === 'string' && CHECK_RESULTS[result]) || 'unknown'
}

export function cronResultHealth(result: string | null | undefined): ResultHealth {
  return (typeof result === 'string' && CRON_RESULTS[result]) || 'unknown'
}

const isProblem = (h: ResultHealth) => h === 'failed' || h === 'warning'

export function isSnoozed(
  snoozedUntil: string | null | undefined,
  now: number,
): snoozedUntil is string {
  return typeof snoozedUntil === 'string' && Date.parse(snoozedUntil) > now
}

export function inMaintenance(monitor: Pick<MonitorState, 'maintenance'>, now: number): boolean {
  const m = monitor.maintenance
  if (!m) return false
  return Date.parse(m.startedAt) <= now && now < Date.parse(m.endsAt)
}

function silenced(
  result: ResultHealth,
  snoozedUntil: string | null,
  maintenance: boolean,
  now: number,
): Health {
  if (!isProblem(result)) return result
  if (maintenance) return 'maintenance'
  return isSnoozed(snoozedUntil, now) ? 'snoozed' : result
}

/** A check on its monitor: pass the monitor so maintenance applies. */
export function checkHealth(
  check: CheckState,
  monitor: Pick<MonitorState, 'maintenance'> | null,
  now: number,
): Health {
  if (!check.enabled) return 'disabled'
  const maintenance = monitor !== null && inMaintenance(monitor, now)
  return silenced(checkResultHealth(check.result), check.snoozedUntil, maintenance, now)
}

export function cronHealth(
  cron: CronState,
  monitor: Pick<MonitorState, 'maintenance'> | null,
  now: number,
): Health {
  const maintenance = monitor !== null && inMaintenance(monitor, now)
  return silenced(cronResultHealth(cron.result), cron.snoozedUntil, maintenance, now)
}

const SILENCEABLE = new Set<Health>(['failed', 'warning', 'snoozed'])

/**
 * A monitor: its enabled checks decide when one of them has a problem (they carry the snoozes);
 * otherwise the service's summarized result does, so a failure the check list does not explain
 * (or a monitor without check details) still counts. A problem on a monitor in maintenance is
 * 'maintenance'; a monitor whose checks are all disabled is 'disabled'.
 */
export function monitorHealth(monitor: MonitorState, now: number): Health {
  const enabled = monitor.checks.filter((c) => c.enabled)
  if (monitor.checks.length > 0 && enabled.length === 0) return 'disabled'
  const summary = checkResultHealth(monitor.result)
  const checks = worstHealth(
    enabled.map((c) => checkHealth(c, null, now)),
    summary,
  )
  const problem = SILENCEABLE.has(checks) ? checks : isProblem(summary) ? summary : null
  if (problem !== null) return inMaintenance(monitor, now) ? 'maintenance' : problem
  return worstHealth([checks, summary])
}

/** Enabled checks with a failed or warning result, silenced or not (the tray lists them). */
export function problemChecks(monitor: MonitorState): CheckState[] {
  return monitor.checks.filter((c) => c.enabled && isProblem(checkResultHealth(c.result)))
}

export type HealthCounts = Record<Health, number> & {
  /** Monitors counted: the other fields add up to it. */
  total: number
  /** Cron checks with a failed result, by how they count (failed, snoozed, maintenance). */
  cron: { failed: number; snoozed: number; maintenance: number }
}

export function emptyCounts(): HealthCounts {
  const counts = { total: 0, cron: { failed: 0, snoozed: 0, maintenance: 0 } } as HealthCounts
  for (const h of HEALTH_ORDER) counts[h] = 0
  return counts
}

/** Every monitor counted once by its health, and the failed cron checks by theirs. */
export function countHealth(snapshot: Snapshot | null, now: number): HealthCounts {
  const counts = emptyCounts()
  if (!snapshot) return counts
  const byId = new Map<number, MonitorState>()
  for (const monitor of snapshot.monitors) {
    byId.set(monitor.id, monitor)
    counts[monitorHealth(monitor, now)]++
    counts.total++
  }
  countCron(counts, snapshot.cron, (id) => byId.get(id), now)
  return counts
}

/** Adds the failed cron checks to `counts`, each judged on its monitor (for maintenance). */
export function countCron(
  counts: HealthCounts,
  cron: Snapshot['cron'] | undefined,
  monitorOf: (id: number) => MonitorState | undefined,
  now: number,
): void {
  for (const list of Object.values(cron ?? {})) {
    for (const c of list ?? []) {
      const health = cronHealth(c, monitorOf(c.monitorId) ?? null, now)
      if (health === 'failed' || health === 'snoozed' || health === 'maintenance') {
        counts.cron[health]++
      }
    }
  }
}
