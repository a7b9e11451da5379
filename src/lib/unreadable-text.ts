// The sync line's word on monitors the last sweep could not read, and the reasons for its details.
import type { Unreadable } from '../../electron/shared/model'

/** "1 monitor could not be read", or null when every monitor was read. */
export function unreadableText(unreadable: Unreadable | null | undefined): string | null {
  const count = unreadable?.count ?? 0
  if (count <= 0) return null
  return `${count} monitor${count === 1 ? '' : 's'} could not be read`
}

/** The reasons the snapshot carries, and how many more there were. */
export function unreadableReasons(unreadable: Unreadable | null | undefined): string[] {
  if (!unreadable || unreadable.count <= 0) return []
  const reasons = Array.isArray(unreadable.reasons) ? unreadable.reasons : []
  const more = unreadable.count - reasons.length
  return more > 0 ? [...reasons, `and ${more} more`] : reasons
}
