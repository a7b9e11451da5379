// `status` output for people: the table. The JSON report (a contract) is shared/status-report.ts.
import { englishCheckTypeLabel } from '../shared/check-labels'
import { clip } from '../shared/clip'
import type { Health } from '../shared/health'
import { compareMonitorHealth } from '../shared/monitor-order'
import { plainLine, safeLine } from '../shared/safe-text'
import { type StatusReport, type TotalKey } from '../shared/status-report'
import { isoTime } from './formats/iso-time'

export { statusReport, type StatusReport, type TotalKey } from '../shared/status-report'

const MAX_CELL = 40

/** The report's word back to the health it stands for ('succeeded' is 'ok'). */
const healthOf = (key: TotalKey): Health => (key === 'succeeded' ? 'ok' : key)

function cell(text: string, width: number): string {
  return clip(text, MAX_CELL).padEnd(width)
}

/** What needs attention on a monitor: enabled checks that did not succeed, and snoozes. */
function notes(monitor: StatusReport['monitors'][number]): string {
  const parts: string[] = []
  for (const check of monitor.checks) {
    if (!check.enabled) continue
    const until = check.snoozedUntil ? isoTime(check.snoozedUntil) : null
    const snoozed = until ? ` (snoozed until ${until})` : ''
    // The CLI stays English whatever language the app speaks (scripts parse it).
    const name = englishCheckTypeLabel(check.type)
    if (check.result !== 'succeeded' && check.result !== 'pending') {
      parts.push(`${name} ${check.result}${snoozed}`)
    } else if (until) parts.push(`${name} snoozed until ${until}`)
  }
  return parts.join(', ')
}

/** "6 monitors: 1 failed, ..., 2 snoozed", and how many could not be read when some could not. */
export function countLines(
  count: number,
  totals: StatusReport['totals'],
  unreadable: number,
): string[] {
  const { failed, warning, succeeded, pending, unknown, snoozed, maintenance, disabled } = totals
  const silenced = [
    snoozed > 0 ? `, ${snoozed} snoozed` : '',
    maintenance > 0 ? `, ${maintenance} in maintenance` : '',
    disabled > 0 ? `, ${disabled} disabled` : '',
  ].join('')
  return [
    `${count} monitor${count === 1 ? '' : 's'}: ${failed} failed, ${warning} warning, ${succeeded} succeeded, ${pending} pending, ${unknown} unknown${silenced}`,
    ...(unreadable > 0
      ? [
          `${unreadable} monitor${unreadable === 1 ? '' : 's'} could not be read (not counted above)`,
        ]
      : []),
  ]
}

/** A table for people under `title` (the base URL, or the account): worst monitors first, then the totals. */
export function statusTable(report: StatusReport, title: string): string {
  const rows = report.monitors
    .map((m) => ({ id: m.id, label: m.label, health: healthOf(m.health), m }))
    .sort(compareMonitorHealth)
    // Labels and URLs are the service's: one line each, so the columns stay columns.
    .map(({ m }) => [
      m.health.toUpperCase(),
      safeLine(m.label, MAX_CELL),
      safeLine(m.url, MAX_CELL),
      // Results are the service's words too.
      plainLine(notes(m)),
    ])
  const header = ['RESULT', 'MONITOR', 'URL', 'NEEDS ATTENTION']
  const widths = header.map((h, i) =>
    Math.min(MAX_CELL, Math.max(h.length, ...rows.map((r) => r[i]!.length))),
  )
  const line = (r: string[]) =>
    r
      .map((text, i) => (i === r.length - 1 ? text : cell(text, widths[i]!)))
      .join('  ')
      .trimEnd()
  return [
    `${title} at ${isoTime(report.fetchedAt)}`,
    '',
    line(header),
    ...rows.map(line),
    '',
    ...countLines(report.monitors.length, report.totals, report.unreadable),
  ].join('\n')
}
