// The status report: the JSON contract of `uptray status --json`, also what a running app answers
// on its control socket. Pure: built from a snapshot as of a time.
// The JSON shape is a contract:
// {"fetchedAt", "monitors": [{"id", "label", "url", "result", "checks": [{"id", "type",
//  "result", "enabled", "snoozedUntil"}], "health"}], "unreadable",
//  "totals": {"failed", "warning", "succeeded", "pending", "unknown", "snoozed", "maintenance",
//  "disabled"}}
// where `result` is the monitor's summarized_check_result as the service sent it and `health` is
// the app's one rule (shared/health.ts: a snoozed failure is snoozed, a failure in maintenance is
// maintenance). Totals count monitors by health, the same counts as the tray and the dashboard:
// every monitor counts exactly once, so they add up to monitors.length (`succeeded` is health
// 'ok'; the first five keys keep their order). `unreadable`: monitors the service sent that could
// not be read (0 when all were). The CLI adds `"source": "app" | "direct"`: whether a running
// app answered (electron/cli/app-client.ts) or the CLI swept the service itself.
import { monitorHealth, type Health } from './health'
import { countHealth } from './counts'
import type { MonitorResult, Snapshot } from './model'

/** The totals' word for a health: 'ok' keeps the contract's `succeeded`. */
export type TotalKey = Exclude<Health, 'ok'> | 'succeeded'

export interface StatusReport {
  fetchedAt: string
  monitors: {
    id: number
    label: string
    url: string
    result: MonitorResult
    checks: {
      id: number
      type: string
      result: string
      enabled: boolean
      snoozedUntil: string | null
    }[]
    health: TotalKey
  }[]
  unreadable: number
  totals: Record<TotalKey, number>
}

const totalKey = (health: Health): TotalKey => (health === 'ok' ? 'succeeded' : health)

/** The report as of `now` (by default the sweep's own time, which is what it shows). */
export function statusReport(
  snapshot: Snapshot,
  now: number = Date.parse(snapshot.fetchedAt),
): StatusReport {
  const counts = countHealth(snapshot, now)
  const totals: StatusReport['totals'] = {
    failed: counts.failed,
    warning: counts.warning,
    succeeded: counts.ok,
    pending: counts.pending,
    unknown: counts.unknown,
    snoozed: counts.snoozed,
    maintenance: counts.maintenance,
    disabled: counts.disabled,
  }
  const monitors = snapshot.monitors.map((m) => ({
    id: m.id,
    label: m.label,
    url: m.url,
    result: m.result,
    checks: m.checks.map((c) => ({
      id: c.id,
      type: c.type,
      result: c.result,
      enabled: c.enabled,
      snoozedUntil: c.snoozedUntil,
    })),
    health: totalKey(monitorHealth(m, now)),
  }))
  const unreadable = snapshot.unreadable?.count ?? 0
  return { fetchedAt: snapshot.fetchedAt, monitors, unreadable, totals }
}
