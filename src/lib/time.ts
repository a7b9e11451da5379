// Human times. Every function takes `now` explicitly so views can pass the ticking clock
// from ./now and tests can pass a fixed one.
import { differenceInSeconds, format, formatDistanceStrict, parseISO } from 'date-fns'

export function relativeTime(iso: string | null, now: number): string {
  if (!iso) return 'never'
  const at = parseISO(iso)
  if (Number.isNaN(at.getTime())) return 'unknown time'
  if (Math.abs(now - at.getTime()) < 5_000) return 'just now'
  return formatDistanceStrict(at, now, { addSuffix: true })
}

/** "20 s ago" style for the sync line, where the figure changes every second. */
export function shortAgo(iso: string, now: number): string {
  const s = Math.max(0, differenceInSeconds(now, parseISO(iso)))
  if (s < 60) return `${s} s ago`
  if (s < 3600) return `${Math.floor(s / 60)} min ago`
  return `${Math.floor(s / 3600)} h ago`
}

export function clockTime(iso: string): string {
  return format(parseISO(iso), 'HH:mm')
}

export function dateTime(iso: string): string {
  return format(parseISO(iso), 'yyyy-MM-dd HH:mm')
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
