// `status` output. The JSON shape is a contract (issue 4):
// {"fetchedAt", "monitors": [{"id", "label", "url", "result", "checks": [{"id", "type",
//  "result", "enabled", "snoozedUntil"}], "health"}], "unreadable",
//  "totals": {"failed", "warning", "succeeded", "pending", "unknown", "snoozed", "maintenance",
//  "disabled"}}
// where `result` is the monitor's summarized_check_result as the service sent it and `health` is
// the app's one rule (shared/health.ts: a snoozed failure is snoozed, a failure in maintenance is
// maintenance). Totals count monitors by health, the same counts as the tray and the dashboard:
// every monitor counts exactly once, so they add up to monitors.length (`succeeded` is health
// 'ok'; the first five keys keep their order). `unreadable`: monitors the service sent that could
// not be read (0 when all were).
import { countHealth, monitorHealth, type Health } from '../shared/health'
import type { MonitorResult, Snapshot } from '../shared/model'

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

const ORDER: Record<TotalKey, number> = {
  failed: 0,
  warning: 1,
  snoozed: 2,
  maintenance: 3,
  unknown: 4,
  pending: 5,
  succeeded: 6,
  disabled: 7,
}
const MAX_CELL = 40

function cell(text: string, width: number): string {
  const cut = text.length > MAX_CELL ? `${text.slice(0, MAX_CELL - 1)}…` : text
  return cut.padEnd(width)
}

/** What needs attention on a monitor: enabled checks that did not succeed, and snoozes. */
function notes(monitor: StatusReport['monitors'][number]): string {
  const parts: string[] = []
  for (const check of monitor.checks) {
    if (!check.enabled) continue
    const snoozed = check.snoozedUntil ? ` (snoozed until ${check.snoozedUntil})` : ''
    if (check.result !== 'succeeded' && check.result !== 'pending') {
      parts.push(`${check.type} ${check.result}${snoozed}`)
    } else if (snoozed) parts.push(`${check.type} snoozed until ${check.snoozedUntil}`)
  }
  return parts.join(', ')
}

/** A table for people: worst monitors first, then a totals line. */
export function statusTable(report: StatusReport, baseUrl: string): string {
  const rows = [...report.monitors]
    .sort((a, b) => ORDER[a.health] - ORDER[b.health] || a.label.localeCompare(b.label))
    .map((m) => [m.health.toUpperCase(), m.label, m.url, notes(m)])
  const header = ['RESULT', 'MONITOR', 'URL', 'NEEDS ATTENTION']
  const widths = header.map((h, i) =>
    Math.min(MAX_CELL, Math.max(h.length, ...rows.map((r) => r[i]!.length))),
  )
  const line = (r: string[]) =>
    r
      .map((text, i) => (i === r.length - 1 ? text : cell(text, widths[i]!)))
      .join('  ')
      .trimEnd()
  const { failed, warning, succeeded, pending, unknown, snoozed, maintenance, disabled } =
    report.totals
  const count = report.monitors.length
  const silenced = [
    snoozed > 0 ? `, ${snoozed} snoozed` : '',
    maintenance > 0 ? `, ${maintenance} in maintenance` : '',
    disabled > 0 ? `, ${disabled} disabled` : '',
  ].join('')
  const unreadable = report.unreadable
  return [
    `${baseUrl} at ${report.fetchedAt}`,
    '',
    line(header),
    ...rows.map(line),
    '',
    `${count} monitor${count === 1 ? '' : 's'}: ${failed} failed, ${warning} warning, ${succeeded} succeeded, ${pending} pending, ${unknown} unknown${silenced}`,
    ...(unreadable > 0
      ? [
          `${unreadable} monitor${unreadable === 1 ? '' : 's'} could not be read (not counted above)`,
        ]
      : []),
  ].join('\n')
}
