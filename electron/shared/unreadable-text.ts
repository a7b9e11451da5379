// The one sentence on monitors the last sweep could not read, said alike by the tray's tooltip
// and the window's sync line.
import type { Unreadable } from './model'
import { tn } from './i18n/translate'

/** "1 monitor could not be read", or null when the last sweep read them all. */
export function unreadableText(unreadable: Unreadable | null | undefined): string | null {
  const count = unreadable?.count ?? 0
  // Written so that a count that is not a number (a damaged cache) reads as none.
  if (!(count > 0)) return null
  return tn('common.unreadable', count)
}
