import { forEachCheckRun } from '@app/core/engine/check-run-table'
import type { Snapshot } from '@app/shared/model'

/**
 * The same snapshot with its checks' last runs as a plain record, the form the offline cache's
 * load and tests build; the engine's own sweeps keep them in a table, so compare in this form.
 */
export function asRecord(s: Snapshot): Snapshot {
  const checks: Record<number, number> = {}
  forEachCheckRun(s.ran, (at, id) => (checks[id] = at))
  return { ...s, ran: { monitors: s.ran.monitors, checks } }
}
