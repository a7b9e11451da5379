// The one way Uptray writes a moment for people, in the tray, notifications and every view:
// in the user's language and locale (Intl, through the current locale of ./i18n/translate.ts),
// relative while recent ("3 minutes ago", "in 20 minutes"), otherwise
// absolute in the user's own zone ("today 14:02", "Tue 14:02" within the week, "12 Nov 14:02",
// "12 Nov 2025 14:02" in another year). A time that belongs to another zone (a team's
// wall-clock time) is written in that zone and the zone is named ("Tue 14:02 GMT+1"). Machine
// output (the CLI, logs, stored files) stays ISO 8601. Pure: the renderer imports it too.

import { currentLocale, t } from './i18n/translate'

export interface TimeTextOptions {
  /** The moment "ago" and "today" are judged from; Date.now() when absent (tests pass one). */
  now?: number
  /** BCP 47 locale; when absent, the app's current locale (./i18n/translate.ts). */
  locale?: string
  /** The user's zone; the runtime's when absent. */
  timeZone?: string
  /** The zone the time belongs to when it may not be the user's (a team's): named when it differs. */
  zone?: string | null
  /** False: always absolute (after "since", "until", in tables). Default true. */
  relative?: boolean
}

/** Closer than this to now reads relative. */
export const RECENT_MS = 60 * 60_000
/** Closer than this reads "now". */
const NOW_MS = 5_000
const DAY_MS = 86_400_000
/** Calendar days either side of today written with the weekday. */
const WEEK_DAYS = 6

const cache = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>()

function dateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions) {
  const key = `d${locale ?? ''}${JSON.stringify(options)}`
  let f = cache.get(key) as Intl.DateTimeFormat | undefined
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(locale, options)))
  return f
}

function relativeFormat(locale: string | undefined) {
  const key = `r${locale ?? ''}`
  let f = cache.get(key) as Intl.RelativeTimeFormat | undefined
  if (!f) cache.set(key, (f = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })))
  return f
}

function localeOf(options: TimeTextOptions): string {
  return options.locale ?? currentLocale().tag
}

/** The runtime's zone (the user's): what "local time" means. */
export function userZone(): string {
  return dateFormat(undefined, {}).resolvedOptions().timeZone
}

/** Days since 1970 of the calendar date at `ms` in `zone`. */
function dayNumber(ms: number, zone: string): number {
  const parts = dateFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(ms)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return Math.round(Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS)
}

/** "2:00 PM" where the locale counts 12 hours, "09:05" where it counts 24. */
function twelveHour(locale: string | undefined): boolean {
  const cycle = dateFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle
  return cycle === 'h12' || cycle === 'h11'
}

function toMs(at: string | number | Date): number {
  if (typeof at === 'number') return at
  return at instanceof Date ? at.getTime() : Date.parse(at)
}

function relative(ms: number, options: TimeTextOptions & { now: number }): string {
  const delta = ms - options.now
  const rtf = relativeFormat(localeOf(options))
  if (Math.abs(delta) < NOW_MS) return rtf.format(0, 'second')
  if (Math.abs(delta) < 60_000) return rtf.format(Math.trunc(delta / 1000), 'second')
  return rtf.format(Math.trunc(delta / 60_000), 'minute')
}

function absolute(ms: number, options: TimeTextOptions & { now: number }): string {
  const mine = options.timeZone ?? userZone()
  const zone = options.zone ?? mine
  const named = zone !== mine
  const clock: Intl.DateTimeFormatOptions = {
    timeZone: zone,
    hour: twelveHour(localeOf(options)) ? 'numeric' : '2-digit',
    minute: '2-digit',
    ...(named ? { timeZoneName: 'short' } : {}),
  }
  const days = dayNumber(ms, zone) - dayNumber(options.now, zone)
  const locale = localeOf(options)
  if (Math.abs(days) <= 1) {
    // "today 14:02", "tomorrow 08:00", "yesterday 23:10": the day in the locale's words.
    const day = relativeFormat(locale).format(days, 'day')
    return `${day} ${dateFormat(locale, clock).format(ms)}`
  }
  if (Math.abs(days) <= WEEK_DAYS) {
    return dateFormat(locale, { ...clock, weekday: 'short' }).format(ms)
  }
  const sameYear =
    dateFormat('en-US', { timeZone: zone, year: 'numeric' }).format(ms) ===
    dateFormat('en-US', { timeZone: zone, year: 'numeric' }).format(options.now)
  return dateFormat(locale, {
    ...clock,
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(ms)
}

/** A moment for people; "never" for none and "unknown time" for one that cannot be read. */
export function timeText(
  at: string | number | Date | null | undefined,
  options: TimeTextOptions = {},
): string {
  if (at === null || at === undefined) return t('time.never')
  const ms = toMs(at)
  if (!Number.isFinite(ms)) return t('time.unknown')
  const judged = { ...options, now: options.now ?? Date.now() }
  if (options.relative !== false && Math.abs(ms - judged.now) < RECENT_MS) {
    return relative(ms, judged)
  }
  return absolute(ms, judged)
}

/** Always absolute: for "since …", "until …" and tables of past runs. */
export function atText(
  at: string | number | Date | null | undefined,
  options: Omit<TimeTextOptions, 'relative'> = {},
): string {
  return timeText(at, { ...options, relative: false })
}
