// When two states of one check (or monitor) are the same. The sweep shares an unchanged check with the previous
// snapshot only when every field is equal (run times are not fields of a check: see RunTimes);
// the offline cache asks whether the offline picture changed, which leaves out the summary (it
// can move on every sweep, and the cache catches up with it on its periodic rewrite).
import type { CheckState, MonitorState } from '../../shared/model'

export type CheckFields = 'all' | 'offline picture'

export function sameCheck(a: CheckState, b: CheckState, fields: CheckFields = 'all'): boolean {
  return (
    a.id === b.id &&
    a.type === b.type &&
    a.label === b.label &&
    a.enabled === b.enabled &&
    a.result === b.result &&
    a.snoozedUntil === b.snoozedUntil &&
    (fields === 'offline picture' || a.summary === b.summary)
  )
}

/** Whether two states of one monitor are the same in every field but maintenance. */
export function sameMonitorBody(
  a: MonitorState,
  b: MonitorState,
  fields: CheckFields = 'all',
): boolean {
  if (
    a.id !== b.id ||
    a.teamId !== b.teamId ||
    a.label !== b.label ||
    a.url !== b.url ||
    a.type !== b.type ||
    a.groupName !== b.groupName ||
    a.result !== b.result ||
    a.tags.length !== b.tags.length ||
    a.checks.length !== b.checks.length
  )
    return false
  for (let i = 0; i < a.tags.length; i++) if (a.tags[i] !== b.tags[i]) return false
  for (let i = 0; i < a.checks.length; i++) {
    if (!sameCheck(a.checks[i]!, b.checks[i]!, fields)) return false
  }
  return true
}
