// A status page's times are its own wall clock (the service gives and takes them in the page's
// timezone): shown as they are, with the zone named, never moved to this computer's zone.
import { currentLocale } from '../../electron/shared/i18n/translate'
import { toWallClockMinutes } from '../../electron/shared/team-time'
import { localeDependency } from './clock-text'

const WALL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/

/**
 * "Thu, 26 Nov 2026, 14:02 Europe/Brussels" (in the current locale: "Do., 26. Nov. 2026, 14:02
 * Europe/Brussels") for a page-clock `Y-m-d H:i[:s]`; the text itself if unreadable. The wall
 * clock is formatted as UTC so it is never moved; the page's zone is named after it.
 */
export function pageTimeText(time: string, zone: string | null): string {
  const m = WALL.exec(time)
  if (!m) return time
  localeDependency()
  const at = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!)
  const text = new Intl.DateTimeFormat(currentLocale().tag, {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    // The page's own clock reads as the service writes it (24 hours), beside its zone's name.
    hourCycle: 'h23',
  }).format(at)
  return `${text} ${zone ?? 'UTC'}`
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
