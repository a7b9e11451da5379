// The sentence and reasons the sync line's details give for monitors the last sweep could not
// read (the tray says the same sentence through shared/unreadable-text.ts).
import type { Unreadable } from '../../electron/shared/model'
import { tn } from '../../electron/shared/i18n/translate'

/** "1 monitor could not be read", or null when the last sweep read them all. */
export function unreadableSentence(unreadable: Unreadable | null | undefined): string | null {
  const count = unreadable?.count ?? 0
  // Written so that a count that is not a number (a damaged cache) reads as none.
  if (!(count > 0)) return null
  return tn('sync.unreadable', count)
}

/** The reasons the snapshot carries, and how many more there were. */
export function unreadableReasons(unreadable: Unreadable | null | undefined): string[] {
  if (!unreadable || unreadable.count <= 0) return []
  const reasons = Array.isArray(unreadable.reasons) ? unreadable.reasons : []
  const more = unreadable.count - reasons.length
  return more > 0 ? [...reasons, tn('sync.unreadableMore', more)] : reasons
}
