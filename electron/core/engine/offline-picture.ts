// Whether two snapshots show the same offline picture: the monitor list, results, snoozes,
// maintenance, cron states and how many monitors could not be read. Run times and summaries move
// on every sweep and do not count (the offline cache catches up with them on its periodic
// rewrite; see same-check.ts). A field-by-field walk with an early exit: at 10,000 monitors it
// costs a few milliseconds where serializing costs hundreds.
import type { CronState, MonitorState, Snapshot } from '../../shared/model'
import { sameMonitorBody } from './same-check'

function sameMonitor(a: MonitorState, b: MonitorState): boolean {
  if (a === b) return true
  return (
    a.maintenance?.periodId === b.maintenance?.periodId &&
    a.maintenance?.endsAt === b.maintenance?.endsAt &&
    sameMonitorBody(a, b, 'offline picture')
  )
}

function sameCron(a: CronState, b: CronState): boolean {
  return (
    a.id === b.id &&
    a.name === b.name &&
    a.result === b.result &&
    a.snoozedUntil === b.snoozedUntil &&
    a.humanSchedule === b.humanSchedule
  )
}

export function sameOfflinePicture(a: Snapshot, b: Snapshot): boolean {
  if (a.monitors.length !== b.monitors.length) return false
  if (a.unreadable.count !== b.unreadable.count) return false
  if (!a.monitors.every((m, i) => sameMonitor(m, b.monitors[i]!))) return false
  const keysA = Object.keys(a.cron)
  if (keysA.length !== Object.keys(b.cron).length) return false
  return keysA.every((key) => {
    const listA = a.cron[Number(key)]!
    const listB = b.cron[Number(key)]
    return (
      listB !== undefined &&
      listA.length === listB.length &&
      listA.every((c, i) => sameCron(c, listB[i]!))
    )
  })
}
