// What every status bar format shows, from the same status report as `status --json`: the
// class (the worst of the counts by the shared health rule, or why there are no fresh counts),
// a short count text, and the monitors that need attention. Pure.
import { compareMonitorHealth } from '../../shared/monitor-order'
import { safeLine } from '../../shared/safe-text'
import type { StatusReport } from '../status-report'
import { isoTime } from './iso-time'

export type BarClass = 'ok' | 'warning' | 'failed' | 'stale' | 'auth-needed'

export interface BarState {
  /** The last good report; null when there never was one. */
  report: StatusReport | null
  /** Why the report is not current: the token was refused, or the service is out of reach. */
  problem: 'stale' | 'auth-needed' | null
  baseUrl: string
  /** With several accounts: each account's base URL by name (monitors carry `account`). */
  pages?: Record<string, string>
}

export const BAR_FORMATS = ['waybar', 'xbar', 'line'] as const
export type BarFormat = (typeof BAR_FORMATS)[number]

/** Labels in a bar or a menu: one line, no control characters, at most this long. */
const MAX_LABEL = 60
/** Monitors listed in a tooltip or a menu, the rest summed up. */
export const MAX_LISTED = 20

export function barClass(state: BarState): BarClass {
  if (state.problem) return state.problem
  const totals = state.report?.totals
  if (!totals) return 'stale'
  if (totals.failed > 0) return 'failed'
  if (totals.warning > 0) return 'warning'
  return 'ok'
}

/** Text from the service made safe for one line of a bar, a terminal or a menu. */
export function barLabel(text: string): string {
  return safeLine(text, MAX_LABEL)
}

/** "2 failed, 1 warning" or "40 ok": the counts that matter, by the shared health rule. */
export function countText(report: StatusReport): string {
  const { failed, warning } = report.totals
  const parts = [failed > 0 ? `${failed} failed` : '', warning > 0 ? `${warning} warning` : '']
  const bad = parts.filter(Boolean).join(', ')
  return bad || `${report.monitors.length} ok`
}

/** What the bar says about a problem, or the counts. */
export function headline(state: BarState): string {
  const cls = barClass(state)
  if (cls === 'auth-needed') return 'sign in needed'
  if (cls === 'stale') return state.report ? `stale: ${countText(state.report)}` : 'unreachable'
  return countText(state.report!)
}

/** The sentence for a problem, as a list of zero or one line. */
export function problemText(state: BarState): string[] {
  const cls = barClass(state)
  if (cls === 'auth-needed') return ['The API token is missing or was refused.']
  if (cls !== 'stale') return []
  return state.report
    ? [
        `The service cannot be reached; counts from the sweep at ${isoTime(state.report.fetchedAt)}.`,
      ]
    : ['The service cannot be reached.']
}

export type Attention = StatusReport['monitors'][number] & { health: 'failed' | 'warning' }

/** Failed monitors first, then warnings, each by name (shared/monitor-order.ts). */
export function needingAttention(report: StatusReport | null): Attention[] {
  if (!report) return []
  return report.monitors
    .filter((m): m is Attention => m.health === 'failed' || m.health === 'warning')
    .sort(compareMonitorHealth)
}

/** The monitor's page on the service's web dashboard. */
export function monitorPage(baseUrl: string, id: number): string {
  return `${baseUrl.replace(/\/+$/, '')}/monitors/${id}`
}

/** The page of a monitor of the report, on its own account's service. */
export function pageOf(state: BarState, monitor: { id: number; account?: string }): string {
  const own = monitor.account === undefined ? undefined : state.pages?.[monitor.account]
  return monitorPage(own ?? state.baseUrl, monitor.id)
}
