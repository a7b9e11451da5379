// Moments for the views, all written by the one formatter (electron/shared/time-text.ts):
// locale-aware, relative while recent, absolute in the user's zone otherwise. Kept free of the
// date library: the sync line is on the first screen.
import { atText, timeText, type TimeTextOptions } from '../../electron/shared/time-text'

export { atText, timeText, type TimeTextOptions }

/** "today 14:02", "Tue 14:02", "12 Nov 14:02": always absolute (tables, "since …", "until …"). */
export function dateTime(iso: string, now: number = Date.now()): string {
  return atText(iso, { now })
}

/** The same absolute text as dateTime: a clock time carries its day ("today 14:02"). */
export const clockTime = dateTime
