// Lookups by id into a snapshot, built once per snapshot (a sweep can carry 10,000 monitors and
// the alert policy looks up every event's monitor and check).
import type { CheckState, CronState, MonitorState, Snapshot } from '../../shared/model'

export interface SnapshotIndex {
  monitor(id: number): MonitorState | undefined
  check(id: number): CheckState | undefined
  cron(id: number): CronState | undefined
  /** The monitor a check belongs to. */
  monitorOfCheck(checkId: number): MonitorState | undefined
  /** The id of the monitor whose cron list holds a cron check. */
  monitorOfCron(cronCheckId: number): number | undefined
}

const cache = new WeakMap<Snapshot, SnapshotIndex>()

export function indexOf(snapshot: Snapshot): SnapshotIndex {
  let index = cache.get(snapshot)
  if (!index) {
    const monitors = new Map<number, MonitorState>()
    const checks = new Map<number, CheckState>()
    const crons = new Map<number, CronState>()
    const checkOwners = new Map<number, MonitorState>()
    const cronOwners = new Map<number, number>()
    for (const monitor of snapshot.monitors) {
      monitors.set(monitor.id, monitor)
      for (const check of monitor.checks) {
        checks.set(check.id, check)
        if (!checkOwners.has(check.id)) checkOwners.set(check.id, monitor)
      }
    }
    for (const [monitorId, list] of Object.entries(snapshot.cron)) {
      for (const c of list) {
        crons.set(c.id, c)
        if (!cronOwners.has(c.id)) cronOwners.set(c.id, Number(monitorId))
      }
    }
    index = {
      monitor: (id) => monitors.get(id),
      check: (id) => checks.get(id),
      cron: (id) => crons.get(id),
      monitorOfCheck: (id) => checkOwners.get(id),
      monitorOfCron: (id) => cronOwners.get(id),
    }
    cache.set(snapshot, index)
  }
  return index
}
