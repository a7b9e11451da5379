// Human times. Every function takes `now` explicitly so views can pass the ticking clock
// from ./now and tests can pass a fixed one. Moments are written by the one formatter
// (electron/shared/time-text.ts, through ./clock-text.ts); durations are written here.
import { formatDistanceStrict, parseISO } from 'date-fns'
import { timeText } from './clock-text'

export { atText, clockTime, dateTime, timeText } from './clock-text'

/** "3 minutes ago", "in 20 minutes", else absolute; 'never' for none. */
export function relativeTime(iso: string | number | null, now: number): string {
  return timeText(iso, { now })
}

/** Time left until `iso`, e.g. "42 min left", or null once it has passed. */
export function remaining(iso: string | null, now: number): string | null {
  if (!iso) return null
  const end = parseISO(iso).getTime()
  if (end <= now) return null
  return `${formatDistanceStrict(end, now)} left`
}

export function durationText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds))
  const d = Math.floor(s / 86_400)
  const h = Math.floor((s % 86_400) / 3600)
  const m = Math.floor((s % 3600) / 60)
  const rest = s % 60
  const parts: string[] = []
  if (d) parts.push(`${d} d`)
  if (h) parts.push(`${h} h`)
  if (m) parts.push(`${m} min`)
  if (!d && !h && (rest || parts.length === 0)) parts.push(`${rest} s`)
  return parts.join(' ')
}
