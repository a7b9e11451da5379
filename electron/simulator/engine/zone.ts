// Team time: wall-clock times in an IANA zone, both ways, with the platform's zone data
// (Intl.DateTimeFormat). A "civil" time is a wall-clock reading encoded as if it were UTC
// (Date.UTC(y, m - 1, d, h, i, s)), so the UTC helpers of time.ts format and parse it.
import { MS, parseYmdHi, startOfUtcDay, ymdHis } from './time'

export const UTC = 'UTC'

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(zone, formatter)
  }
  return formatter
}

/** True for a zone the platform knows (`Europe/Brussels`, `UTC`). */
export function isZone(zone: string): boolean {
  try {
    formatterOf(zone)
    return true
  } catch {
    return false
  }
}

/** The zone's offset from UTC at `instant`, in ms (Brussels in July: +7,200,000). */
export function offsetAt(zone: string, instant: number): number {
  if (zone === UTC) return 0
  const whole = Math.floor(instant / MS.second) * MS.second
  const parts: Record<string, number> = {}
  for (const part of formatterOf(zone).formatToParts(whole)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts
  return Date.UTC(year, month - 1, day, hour, minute, second) - whole
}

/** The wall-clock reading at `instant` in `zone`, as a civil time. */
export function toCivil(zone: string, instant: number): number {
  return instant + offsetAt(zone, instant)
}

/**
 * The instant a wall-clock reading names in `zone`, resolved as PHP's DateTime (and so Carbon and
 * the live service, a Laravel app) resolves it; checked against PHP 8.2 (timelib):
 * - a reading in a spring-forward gap moves forward by the gap: Brussels 2026-03-29 02:30 is
 *   03:30 CEST (01:30 UTC), New York 2026-03-08 02:30 is 03:30 EDT;
 * - a reading that happens twice takes the offset in force at the reading taken as UTC: for
 *   zones east of UTC that is the later one (Brussels 2026-10-25 02:30 is 02:30 CET, 01:30
 *   UTC), for zones west of it the earlier one (New York 2026-11-01 01:30 is 01:30 EDT).
 */
export function fromCivil(zone: string, civil: number): number {
  if (zone === UTC) return civil
  // Real zones change their offset at most once within a day.
  const offsets = [
    ...new Set([
      offsetAt(zone, civil - MS.day),
      offsetAt(zone, civil),
      offsetAt(zone, civil + MS.day),
    ]),
  ]
  const fits = offsets.filter((offset) => offsetAt(zone, civil - offset) === offset)
  if (fits.length === 1) return civil - fits[0]!
  if (fits.length > 1) {
    const atReading = offsetAt(zone, civil)
    return civil - (fits.includes(atReading) ? atReading : Math.max(...fits))
  }
  // A gap: read with the offset before the change (the smaller one), which lands past the gap.
  return civil - Math.min(...offsets)
}

/** `Y-m-d H:i:s` on the wall clock of `zone`. */
export function ymdHisIn(zone: string, instant: number): string {
  return ymdHis(toCivil(zone, instant))
}

/** Parses `Y-m-d H:i[:s]` read on the wall clock of `zone`; null when malformed. */
export function parseYmdHiIn(zone: string, value: string): number | null {
  const civil = parseYmdHi(value)
  return civil === null ? null : fromCivil(zone, civil)
}

/** The civil midnight of the day `instant` falls on in `zone`. */
export function civilDay(zone: string, instant: number): number {
  return startOfUtcDay(toCivil(zone, instant))
}
