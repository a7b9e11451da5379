// One monitor's run times from a snapshot, as the `runTimes` operation answers them: the views
// that show checks' last runs ask for them when they open and when the monitor's fresh-as-of
// moves, instead of every window receiving 100,000 run times every sweep.
import type { MonitorRunTimes, Snapshot } from '../../shared/model'
import { checkRanAt } from './check-run-table'
import { indexOf } from './snapshot-index'

/** Null when the snapshot does not hold the monitor. */
export function runTimesOf(snapshot: Snapshot | null, monitorId: number): MonitorRunTimes | null {
  const monitor = snapshot && indexOf(snapshot).monitor(monitorId)
  if (!snapshot || !monitor) return null
  const checks: Record<number, number> = {}
  for (const check of monitor.checks) {
    const at = checkRanAt(snapshot.ran, check.id)
    if (at !== undefined) checks[check.id] = at
  }
  return { monitorId, freshAsOf: snapshot.ran.monitors[monitorId] ?? null, checks }
}
