// What the tray popover shows, computed where the engine runs so the popover never receives the
// snapshot: the shared health counts and the worst few monitors (failing before warning, names
// in order within each: shared/monitor-order.ts, as in the overview).
import { checkHealth, monitorHealth, problemChecks } from './health'
import { compareMonitorHealth } from './monitor-order'
import { countHealth, type HealthCounts } from './counts'
import { checkLabel } from './check-labels'
import type { MonitorState, Snapshot } from './model'

/** How many problem monitors the popover lists; the dashboard has the rest. */
export const SUMMARY_LISTED = 8

export interface SummaryMonitor {
  id: number
  label: string
  health: 'failed' | 'warning'
  /** Its checks with a problem nobody silenced (the popover's Snooze and Re-run act on them). */
  checkIds: number[]
  /** The same checks, each a link to its page in the dashboard. */
  checks: SummaryCheck[]
  /** Its account's id when several accounts are watched (MonitorState.account). */
  account?: string
}

export interface SummaryCheck {
  type: string
  label: string
  health: 'failed' | 'warning'
}

/** Enough for the popover's per-monitor actions; a monitor rarely has more at once. */
const CHECKS_LISTED = 10

function loudChecks(
  monitor: MonitorState,
  now: number,
): Pick<SummaryMonitor, 'checkIds' | 'checks'> {
  const loud: { id: number; check: SummaryCheck }[] = []
  for (const c of problemChecks(monitor)) {
    const health = checkHealth(c, monitor, now)
    if (health !== 'failed' && health !== 'warning') continue
    loud.push({ id: c.id, check: { type: c.type, label: checkLabel(c), health } })
    if (loud.length === CHECKS_LISTED) break
  }
  return { checkIds: loud.map((l) => l.id), checks: loud.map((l) => l.check) }
}

export interface PopoverSummary {
  fetchedAt: string
  counts: HealthCounts
  /** The worst monitors, at most SUMMARY_LISTED. */
  problems: SummaryMonitor[]
  /** Every failing or warning monitor, listed or not. */
  problemCount: number
}

export function popoverSummary(snapshot: Snapshot | null, now: number): PopoverSummary | null {
  if (!snapshot) return null
  const problems: SummaryMonitor[] = []
  for (const m of snapshot.monitors) {
    const health = monitorHealth(m, now)
    if (health === 'failed' || health === 'warning')
      problems.push({
        id: m.id,
        label: m.label,
        health,
        checkIds: [],
        checks: [],
        ...(m.account !== undefined ? { account: m.account } : {}),
      })
  }
  problems.sort(compareMonitorHealth)
  return {
    fetchedAt: snapshot.fetchedAt,
    counts: countHealth(snapshot, now),
    // Only the listed few need their checks (a sweep can hold thousands of problems).
    problems: byAccount(snapshot, problems.slice(0, SUMMARY_LISTED)).map((p) => {
      const monitor = snapshot.monitors.find((m) => m.id === p.id)
      return monitor ? { ...p, ...loudChecks(monitor, now) } : p
    }),
    problemCount: problems.length,
  }
}

/**
 * The worst few, with several accounts, put together by account (in the picture's order, the
 * settings' own), worst first within each: the popover heads each group with its account's name.
 */
function byAccount(snapshot: Snapshot, listed: SummaryMonitor[]): SummaryMonitor[] {
  if (!listed.some((p) => p.account !== undefined)) return listed
  const rank = new Map<string, number>()
  for (const m of snapshot.monitors)
    if (m.account !== undefined && !rank.has(m.account)) rank.set(m.account, rank.size)
  const of = (p: SummaryMonitor) => rank.get(p.account ?? '') ?? rank.size
  // Array.prototype.sort is stable: the health order stays within each account.
  return [...listed].sort((a, b) => of(a) - of(b))
}
