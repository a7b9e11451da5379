// Lookups by id into a snapshot, built once per snapshot (a sweep can carry 10,000 monitors and
// the alert policy looks up every event's monitor and check).
import type { CheckState, CronState, MonitorState, Snapshot } from '../../shared/model'

export interface SnapshotIndex {
  monitor(id: number): MonitorState | undefined
  check(id: number): CheckState | undefined
  cron(id: number): CronState | undefined
}

const cache = new WeakMap<Snapshot, SnapshotIndex>()

export function indexOf(snapshot: Snapshot): SnapshotIndex {
  let index = cache.get(snapshot)
  if (!index) {
    const monitors = new Map<number, MonitorState>()
    const checks = new Map<number, CheckState>()
    const crons = new Map<number, CronState>()
    for (const monitor of snapshot.monitors) {
      monitors.set(monitor.id, monitor)
      for (const check of monitor.checks) checks.set(check.id, check)
    }
    for (const list of Object.values(snapshot.cron)) for (const c of list) crons.set(c.id, c)
    index = {
      monitor: (id) => monitors.get(id),
      check: (id) => checks.get(id),
      cron: (id) => crons.get(id),
    }
    cache.set(snapshot, index)
  }
  return index
}
