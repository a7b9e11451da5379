// Two snapshots -> typed change events (electron/shared/model.ts ChangeEvent). Pure and ordered:
// monitors in `next` order (then removed ones), and per monitor: checks, snoozes, maintenance,
// cron checks. Cron checks are compared only where both snapshots know a monitor's cron details.
import type { ChangeEvent, CheckState, CronState, MonitorState, Snapshot } from '../../shared/model'

type Base = Pick<ChangeEvent, 'at' | 'monitorId' | 'monitorLabel'>

function snoozeEvents(
  base: Base,
  from: string | null,
  to: string | null,
  target: Pick<ChangeEvent, 'checkId' | 'checkType' | 'cronCheckId'>,
): ChangeEvent[] {
  if (from === to) return []
  // A snooze extended or shortened is reported as started again, with the old end as `from`.
  if (to !== null) {
    return [{ ...base, ...target, type: 'snooze.started', ...(from ? { from } : {}), to }]
  }
  return [{ ...base, ...target, type: 'snooze.ended', ...(from ? { from } : {}) }]
}

function checkEvents(base: Base, before: CheckState, after: CheckState): ChangeEvent[] {
  const target = { checkId: after.id, checkType: after.type }
  const events: ChangeEvent[] = []
  if (before.result !== after.result) {
    events.push({
      ...base,
      ...target,
      type: 'check.changed',
      from: before.result,
      to: after.result,
    })
  }
  events.push(...snoozeEvents(base, before.snoozedUntil, after.snoozedUntil, target))
  return events
}

function cronEvents(base: Base, before: CronState, after: CronState): ChangeEvent[] {
  const target = { cronCheckId: after.id, checkType: 'cron' }
  const events: ChangeEvent[] = []
  if (before.result !== after.result) {
    events.push({ ...base, ...target, type: 'cron.changed', from: before.result, to: after.result })
  }
  events.push(...snoozeEvents(base, before.snoozedUntil, after.snoozedUntil, target))
  return events
}

function maintenanceEvents(base: Base, before: MonitorState, after: MonitorState): ChangeEvent[] {
  const was = before.maintenance
  const now = after.maintenance
  if (was?.periodId === now?.periodId) return []
  const events: ChangeEvent[] = []
  if (was) events.push({ ...base, type: 'maintenance.ended', from: was.endsAt })
  if (now) events.push({ ...base, type: 'maintenance.started', to: now.endsAt })
  return events
}

function monitorEvents(
  at: string,
  before: MonitorState,
  after: MonitorState,
  cronBefore: CronState[] | undefined,
  cronAfter: CronState[] | undefined,
): ChangeEvent[] {
  const base: Base = { at, monitorId: after.id, monitorLabel: after.label }
  const events: ChangeEvent[] = []
  let checksBefore: Map<number, CheckState> | null = null
  after.checks.forEach((check, i) => {
    // Checks nearly always come in the same order: look them up by id only when they do not.
    let old = before.checks[i]
    if (old?.id !== check.id) {
      checksBefore ??= new Map(before.checks.map((c) => [c.id, c]))
      old = checksBefore.get(check.id)
    }
    if (old && (old.result !== check.result || old.snoozedUntil !== check.snoozedUntil)) {
      events.push(...checkEvents(base, old, check))
    }
  })
  events.push(...maintenanceEvents(base, before, after))
  if (cronBefore && cronAfter) {
    const cronById = new Map(cronBefore.map((c) => [c.id, c]))
    for (const cron of cronAfter) {
      const old = cronById.get(cron.id)
      if (old) events.push(...cronEvents(base, old, cron))
    }
  }
  return events
}

/**
 * Monitors are matched by position first (the list keeps its order from sweep to sweep), by id
 * only when that fails; a monitor object shared by both snapshots with the same cron checks has
 * nothing to report.
 */
export function changeEvents(previous: Snapshot, next: Snapshot, at: string): ChangeEvent[] {
  const earlier = previous.monitors
  let byId: Map<number, MonitorState> | null = null
  let inPlace = earlier.length === next.monitors.length
  const events: ChangeEvent[] = []
  next.monitors.forEach((monitor, i) => {
    let old = earlier[i]
    if (old?.id !== monitor.id) {
      inPlace = false
      byId ??= new Map(earlier.map((m) => [m.id, m]))
      old = byId.get(monitor.id)
    }
    if (!old) {
      events.push({ type: 'monitor.added', at, monitorId: monitor.id, monitorLabel: monitor.label })
      return
    }
    const cronBefore = previous.cron[monitor.id]
    const cronAfter = next.cron[monitor.id]
    if (old === monitor && cronBefore === cronAfter) return
    events.push(...monitorEvents(at, old, monitor, cronBefore, cronAfter))
  })
  // Every monitor found at its own place in a list of the same length: none was removed.
  if (inPlace) return events
  const stillThere = new Set(next.monitors.map((m) => m.id))
  for (const monitor of earlier) {
    if (!stillThere.has(monitor.id)) {
      events.push({
        type: 'monitor.removed',
        at,
        monitorId: monitor.id,
        monitorLabel: monitor.label,
      })
    }
  }
  return events
}
