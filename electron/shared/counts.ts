// Every number Uptray shows about its monitors comes from here: the tray's badge, tooltip and
// menu items ("Re-run all failing (N)"), the popover's counts (shared/popover-summary.ts), the overview's
// chips, the CLI's totals and its bar formats. Each counts monitors (once each, by the one health
// rule of shared/health.ts): a monitor whose failing check is snoozed, or that is in maintenance,
// is not failing anywhere, and an action on "the failing" acts on exactly the monitors counted.
// Pure: the renderer imports it too.
import {
  countCron,
  countHealth,
  emptyCounts,
  monitorHealth,
  type Health,
  type HealthCounts,
} from './health'
import type { MonitorState, Snapshot } from './model'

export { countHealth, emptyCounts, type HealthCounts }

/**
 * The same counts from monitor healths tallied elsewhere (the overview's index keeps them as
 * monitors change, rather than judging 10,000 monitors again): the cron checks are added here.
 */
export function countTallied(
  tally: Readonly<Record<Health, number>>,
  total: number,
  cron: Snapshot['cron'] | undefined,
  monitorOf: (id: number) => MonitorState | undefined,
  now: number,
): HealthCounts {
  const counts: HealthCounts = { ...emptyCounts(), ...tally, total }
  countCron(counts, cron, monitorOf, now)
  return counts
}

/** The monitors the 'failed' count counts, in snapshot order (what 'Re-run all failing' acts on). */
export function failingMonitorIds(snapshot: Snapshot | null, now: number): number[] {
  const ids: number[] = []
  for (const m of snapshot?.monitors ?? []) if (monitorHealth(m, now) === 'failed') ids.push(m.id)
  return ids
}

/** The number on the tray's badge: the failing monitors, else the warnings, else none. */
export function badgeCount(counts: HealthCounts): number {
  return counts.failed > 0 ? counts.failed : counts.warning
}

/** The monitors that need attention: failing or warning (the popover's and the bar's list). */
export function attentionCount(counts: HealthCounts): number {
  return counts.failed + counts.warning
}
