// Moments for the views, all written by the one formatter (electron/shared/time-text.ts):
// locale-aware, relative while recent, absolute in the user's zone otherwise. Kept free of the
// date library: the sync line is on the first screen. Each function reads the dashboard's locale
// so a view showing a time redraws at once when the language changes.
import {
  atText as sharedAt,
  timeText as sharedTime,
  type TimeTextOptions,
} from '../../electron/shared/time-text'
import { i18n } from '../i18n'

export type { TimeTextOptions }

/** Makes the calling render depend on the language (the shared formatters are not reactive). */
export function localeDependency(): void {
  void i18n.global.locale.value
}

export function timeText(
  at: Parameters<typeof sharedTime>[0],
  options: TimeTextOptions = {},
): string {
  localeDependency()
  return sharedTime(at, options)
}

export function atText(
  at: Parameters<typeof sharedAt>[0],
  options: Parameters<typeof sharedAt>[1] = {},
): string {
  localeDependency()
  return sharedAt(at, options)
}

/** "today 14:02", "Tue 14:02", "12 Nov 14:02": always absolute (tables, "since …", "until …"). */
export function dateTime(iso: string, now: number = Date.now()): string {
  return atText(iso, { now })
}

/** The same absolute text as dateTime: a clock time carries its day ("today 14:02"). */
export const clockTime = dateTime
