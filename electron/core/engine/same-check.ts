// When two states of one check are the same. The sweep shares an unchanged check with the previous
// snapshot only when every field is equal (run times are not fields of a check: see RunTimes);
// the offline cache asks whether the offline picture changed, which leaves out the summary (it
// can move on every sweep, and the cache catches up with it on its periodic rewrite).
import type { CheckState } from '../../shared/model'

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
