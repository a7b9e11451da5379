// Moments for the views, all written by the one formatter (electron/shared/time-text.ts):
// locale-aware, relative while recent, absolute in the user's zone otherwise. Kept free of the
// date library: the sync line is on the first screen. The shared locale moves with the
// dashboard's (src/i18n.ts) and App.vue redraws the views on a change; a computed value that
// words something outside a render calls localeDependency so it is worked out again.
import { atText } from '../../electron/shared/time-text'
import { i18n } from '../i18n'

export { atText, timeText, type TimeTextOptions } from '../../electron/shared/time-text'

/** Makes the calling computed or render depend on the language. */
export function localeDependency(): void {
  void i18n.global.locale.value
}

/** "today 14:02", "Tue 14:02", "12 Nov 14:02": always absolute (tables, "since …", "until …"). */
export function dateTime(iso: string, now: number = Date.now()): string {
  localeDependency()
  return atText(iso, { now })
}

/** The same absolute text as dateTime: a clock time carries its day ("today 14:02"). */
export const clockTime = dateTime
