// Human times. Every function takes `now` explicitly so views can pass the ticking clock
// from ./now and tests can pass a fixed one. Clock times and "20 s ago" are in ./clock-text.ts.
import { formatDistanceStrict, parseISO } from 'date-fns'

export { clockTime, dateTime, shortAgo } from './clock-text'

export function relativeTime(iso: string | null, now: number): string {
  if (!iso) return 'never'
  const at = parseISO(iso)
  if (Number.isNaN(at.getTime())) return 'unknown time'
  if (Math.abs(now - at.getTime()) < 5_000) return 'just now'
  return formatDistanceStrict(at, now, { addSuffix: true })
}

/** Time left until `iso`, e.g. "42 min left", or null once it has passed. */
export function remaining(iso: string | null, now: number): string | null {
  if (!iso) return null
  const end = parseISO(iso).getTime()
  if (end <= now) return null
  return `${formatDistanceStrict(end, now)} left`
}

export function duration(seconds: number): string {
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
