// The reasons the sync line's details give for monitors the last sweep could not read (its
// sentence is shared/unreadable-text.ts, the tray's too).
import type { Unreadable } from '../../electron/shared/model'

/** The reasons the snapshot carries, and how many more there were. */
export function unreadableReasons(unreadable: Unreadable | null | undefined): string[] {
  if (!unreadable || unreadable.count <= 0) return []
  const reasons = Array.isArray(unreadable.reasons) ? unreadable.reasons : []
  const more = unreadable.count - reasons.length
  return more > 0 ? [...reasons, `and ${more} more`] : reasons
}
