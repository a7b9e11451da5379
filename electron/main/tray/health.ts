// How a monitor, a check or a cron check counts for the tray: what is failing right now, what
// only warns, and what the user already silenced (snoozed, disabled, in maintenance).
import type { CheckState, CronState, MonitorState, Snapshot } from '../../shared/model'

export type Health = 'failed' | 'warning' | 'ok'

const FAILED_RESULTS = new Set<string>(['failed', 'errored-or-timed-out'])

/** Cron results that mean a failed run or a missing/late ping (see spec: States). */
const BAD_CRON_RESULTS = new Set<string>([
  'pingFailed',
  'checkRanTooLate',
  'pingEndpointDown',
  'checkFailed',
  'sentCronNotExutedOnTimeNotification',
  'sentPingFailedNotification',
])

export function isSnoozed(snoozedUntil: string | null, now: number): boolean {
  return snoozedUntil !== null && Date.parse(snoozedUntil) > now
}

export function inMaintenance(monitor: MonitorState, now: number): boolean {
  const m = monitor.maintenance
  return m !== null && Date.parse(m.startedAt) <= now && now < Date.parse(m.endsAt)
}

export function checkHealth(check: CheckState): Health {
  if (!check.enabled) return 'ok'
  if (FAILED_RESULTS.has(check.result)) return 'failed'
  return check.result === 'warning' ? 'warning' : 'ok'
}

/** Checks worth showing in the menu: enabled and failing or warning, snoozed or not. */
export function problemChecks(monitor: MonitorState): CheckState[] {
  return monitor.checks.filter((c) => checkHealth(c) !== 'ok')
}

/**
 * What a monitor shows in the menu (snoozed checks still count here, so they can be
 * unsnoozed). Monitors without check details fall back to their summarized result.
 */
export function monitorHealth(monitor: MonitorState): Health {
  if (monitor.checks.length === 0) {
    if (monitor.result === 'failed') return 'failed'
    return monitor.result === 'warning' ? 'warning' : 'ok'
  }
  const healths = monitor.checks.map(checkHealth)
  if (healths.includes('failed')) return 'failed'
  return healths.includes('warning') ? 'warning' : 'ok'
}

/** What a monitor means for the icon and badge: silenced problems do not count. */
export function alertingHealth(monitor: MonitorState, now: number): Health {
  if (inMaintenance(monitor, now)) return 'ok'
  if (monitor.checks.length === 0) return monitorHealth(monitor)
  const live = monitor.checks.filter((c) => !isSnoozed(c.snoozedUntil, now))
  const healths = live.map(checkHealth)
  if (healths.includes('failed')) return 'failed'
  return healths.includes('warning') ? 'warning' : 'ok'
}

export function isBadCron(cron: CronState): boolean {
  return BAD_CRON_RESULTS.has(cron.result)
}

export interface ProblemCounts {
  failing: number
  warning: number
  total: number
}

export function countProblems(snapshot: Snapshot | null, now: number): ProblemCounts {
  const counts: ProblemCounts = { failing: 0, warning: 0, total: snapshot?.monitors.length ?? 0 }
  for (const monitor of snapshot?.monitors ?? []) {
    const health = alertingHealth(monitor, now)
    if (health === 'failed') counts.failing++
    else if (health === 'warning') counts.warning++
  }
  return counts
}
