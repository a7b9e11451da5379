// `status` output. The JSON shape is a contract (issue 4):
// {"fetchedAt", "monitors": [{"id", "label", "url", "result", "checks": [{"id", "type",
//  "result", "enabled", "snoozedUntil"}]}],
//  "totals": {"failed", "warning", "succeeded", "pending", "unknown"}}
// where `result` is the monitor's summarized_check_result and totals count monitors by it: every
// monitor counts exactly once, so the totals add up to monitors.length (`unknown` is always
// present, 0 when there is none; it came after the first four keys, which keep their order).
import type { MonitorResult, Snapshot } from '../shared/model'

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
  }[]
  totals: { failed: number; warning: number; succeeded: number; pending: number; unknown: number }
}

export function statusReport(snapshot: Snapshot): StatusReport {
  const totals: StatusReport['totals'] = {
    failed: 0,
    warning: 0,
    succeeded: 0,
    pending: 0,
    unknown: 0,
  }
  const monitors = snapshot.monitors.map((m) => {
    totals[m.result] += 1
    return {
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
    }
  })
  return { fetchedAt: snapshot.fetchedAt, monitors, totals }
}

const ORDER: Record<string, number> = {
  failed: 0,
  warning: 1,
  pending: 2,
  unknown: 3,
  succeeded: 4,
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
    .sort(
      (a, b) => (ORDER[a.result] ?? 9) - (ORDER[b.result] ?? 9) || a.label.localeCompare(b.label),
    )
    .map((m) => [m.result.toUpperCase(), m.label, m.url, notes(m)])
  const header = ['RESULT', 'MONITOR', 'URL', 'NEEDS ATTENTION']
  const widths = header.map((h, i) =>
    Math.min(MAX_CELL, Math.max(h.length, ...rows.map((r) => r[i]!.length))),
  )
  const line = (r: string[]) =>
    r
      .map((text, i) => (i === r.length - 1 ? text : cell(text, widths[i]!)))
      .join('  ')
      .trimEnd()
  const { failed, warning, succeeded, pending, unknown } = report.totals
  const count = report.monitors.length
  return [
    `${baseUrl} at ${report.fetchedAt}`,
    '',
    line(header),
    ...rows.map(line),
    '',
    `${count} monitor${count === 1 ? '' : 's'}: ${failed} failed, ${warning} warning, ${succeeded} succeeded, ${pending} pending, ${unknown} unknown`,
  ].join('\n')
}
