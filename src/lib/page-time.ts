// A status page's times are its own wall clock (the service gives and takes them in the page's
// timezone): shown as they are, with the zone named, never moved to this computer's zone.
import { toWallClockMinutes } from '../../electron/shared/team-time'

const WALL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/

/** "Thu 26 Nov 2026, 14:02 Europe/Brussels" for a page-clock `Y-m-d H:i[:s]`; the text itself if unreadable. */
export function pageTimeText(time: string, zone: string | null): string {
  const m = WALL.exec(time)
  if (!m) return time
  const at = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!))
  const day = at.toLocaleDateString(undefined, {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  })
  return `${day}, ${m[4]}:${m[5]} ${zone ?? 'UTC'}`
}

/** Now on the page's clock, as a `datetime-local` input's value (`YYYY-MM-DDTHH:MM`). */
export function pageNowInput(zone: string | null, now: number): string {
  return toWallClockMinutes(now, zone ?? 'UTC').replace(' ', 'T')
}

/** A `datetime-local` value (or a page-clock time) as the service takes it: `YYYY-MM-DD HH:MM`. */
export function toPageTime(value: string): string | undefined {
  const m = WALL.exec(value)
  return m ? `${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}` : undefined
}
