// `status` output for people: the table. The JSON report (a contract) is shared/status-report.ts.
import { checkTypeLabel } from '../shared/check-labels'
import { plainLine } from '../shared/safe-text'
import { type StatusReport, type TotalKey } from '../shared/status-report'

export { statusReport, type StatusReport, type TotalKey } from '../shared/status-report'

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
    const name = checkTypeLabel(check.type)
    if (check.result !== 'succeeded' && check.result !== 'pending') {
      parts.push(`${name} ${check.result}${snoozed}`)
    } else if (snoozed) parts.push(`${name} snoozed until ${check.snoozedUntil}`)
  }
  return parts.join(', ')
}

/** A table for people: worst monitors first, then a totals line. */
export function statusTable(report: StatusReport, baseUrl: string): string {
  const rows = [...report.monitors]
    .sort((a, b) => ORDER[a.health] - ORDER[b.health] || a.label.localeCompare(b.label))
    // Labels and URLs are the service's: one line each, so the columns stay columns.
    .map((m) => [m.health.toUpperCase(), plainLine(m.label), plainLine(m.url), notes(m)])
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
