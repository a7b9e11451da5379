// Quiet hours are a daily window in the user's local time, `HH:MM` to `HH:MM`; a window whose
// end is before its start spans midnight (22:00 to 07:00). Equal start and end: no window.
import type { QuietHours } from '../../shared/settings'

function minutesOfDay(hhmm: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm)
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

/** True when `at` (read in the local timezone) falls inside the quiet window. */
export function isQuietTime(quiet: QuietHours, at: Date): boolean {
  if (!quiet.enabled) return false
  const start = minutesOfDay(quiet.start)
  const end = minutesOfDay(quiet.end)
  if (start === null || end === null || start === end) return false
  const now = at.getHours() * 60 + at.getMinutes()
  return start < end ? now >= start && now < end : now >= start || now < end
}
