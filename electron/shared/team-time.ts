// A team's wall-clock time <-> instants. The service answers and takes maintenance times as the
// team's wall-clock `Y-m-d H:i[:s]` without naming the zone; Uptray knows the zone (an IANA name,
// or a fixed offset `+05:30` it learned) and converts with Intl, so DST follows the zone's rules.
// A wall-clock time a DST change skips (02:30 in Brussels on the last Sunday of March) is moved
// forward by the gap, and one it repeats (02:30 on the last Sunday of October) is the earlier of
// the two: the "compatible" choice of Temporal and of most calendars. Pure; the renderer uses it too.

const OFFSET_ZONE = /^([+-])(\d{2}):(\d{2})$/
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/
const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

const formats = new Map<string, Intl.DateTimeFormat>()

function formatFor(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formats.set(zone, format)
  }
  return format
}

/** True for an IANA zone this runtime knows or a fixed offset written `+HH:MM`. */
export function isValidZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false
  const offset = OFFSET_ZONE.exec(zone)
  if (offset) return +offset[2]! <= 14 && +offset[3]! < 60
  try {
    formatFor(zone)
    return true
  } catch {
    return false
  }
}

/** A fixed offset in minutes as a zone, e.g. 330 -> `+05:30`. */
export function offsetZone(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(Math.round(minutes))
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

/** True for a zone written as a fixed offset (learned, not named). */
export function isOffsetZone(zone: string): boolean {
  return OFFSET_ZONE.test(zone)
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0')

/** The zone's offset from UTC in minutes at the instant `ms` (east positive). */
export function zoneOffsetMinutes(zone: string, ms: number): number {
  const offset = OFFSET_ZONE.exec(zone)
  if (offset) return (offset[1] === '-' ? -1 : 1) * (+offset[2]! * 60 + +offset[3]!)
  const parts = wallParts(zone, ms)
  const asUtc = Date.UTC(parts.y, parts.mo - 1, parts.d, parts.h, parts.mi, parts.s)
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / MINUTE_MS)
}

interface Parts {
  y: number
  mo: number
  d: number
  h: number
  mi: number
  s: number
}

function wallParts(zone: string, ms: number): Parts {
  const out: Record<string, number> = {}
  for (const p of formatFor(zone).formatToParts(new Date(ms))) {
    if (p.type !== 'literal') out[p.type] = Number(p.value)
  }
  return {
    y: out.year!,
    mo: out.month!,
    d: out.day!,
    h: out.hour! % 24,
    mi: out.minute!,
    s: out.second!,
  }
}

/** The instant `ms` as the zone's wall-clock `Y-m-d H:i:s`. */
export function toWallClock(ms: number, zone: string): string {
  const shifted = ms + zoneOffsetMinutes(zone, ms) * MINUTE_MS
  const d = new Date(shifted)
  return (
    `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  )
}

/** The instant `ms` as the zone's wall-clock `Y-m-d H:i` (what maintenance bodies take). */
export function toWallClockMinutes(ms: number, zone: string): string {
  return toWallClock(ms, zone).slice(0, 16)
}

/**
 * The instant (ms) of a wall-clock `Y-m-d H:i[:s]` in `zone`, or null when unreadable. Skipped
 * times move forward by the gap; repeated times are the earlier instant (see the top).
 */
export function fromWallClock(text: string, zone: string): number | null {
  const m = WALL_CLOCK.exec(text)
  if (!m) return null
  const local = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, m[6] ? +m[6] : 0)
  if (!Number.isFinite(local)) return null
  // The offsets in force half a day either side cover any one transition.
  const before = zoneOffsetMinutes(zone, local - 12 * HOUR_MS)
  const after = zoneOffsetMinutes(zone, local + 12 * HOUR_MS)
  const candidates = [local - before * MINUTE_MS, local - after * MINUTE_MS]
    .filter((t) => t + zoneOffsetMinutes(zone, t) * MINUTE_MS === local)
    .sort((a, b) => a - b)
  // A gap: no candidate shows this wall-clock time; the offset before the gap moves it forward.
  return candidates[0] ?? local - before * MINUTE_MS
}

/** `fromWallClock` as ISO 8601 UTC, or null. */
export function wallClockToIso(text: string | null | undefined, zone: string): string | null {
  if (!text) return null
  const ms = fromWallClock(text, zone)
  return ms === null ? null : new Date(ms).toISOString()
}

/**
 * The team's offset from an immediate maintenance answer: its `starts_at` (the team's wall clock
 * at the moment it started) against the answer's `Date` header (the service's clock then),
 * rounded to a quarter hour (every zone's offset is a multiple of 15 minutes; the seconds between
 * the two are noise). Null when either is unreadable or the offset is beyond +-14 h.
 */
export function learnOffset(dateHeader: string | null, startsAt: string): number | null {
  if (!dateHeader) return null
  const at = Date.parse(dateHeader)
  const wall = fromWallClock(startsAt, '+00:00')
  if (!Number.isFinite(at) || wall === null) return null
  const minutes = Math.round((wall - at) / (15 * MINUTE_MS)) * 15
  return Math.abs(minutes) <= 14 * 60 ? minutes : null
}

/** The zone this system runs in (the last resort for a team's zone). */
export function systemZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}

/** Every IANA zone this runtime knows (the Settings picker), UTC first. */
export function knownZones(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf
  const zones = supported ? supported('timeZone') : []
  return ['UTC', ...zones.filter((z) => z !== 'UTC')]
}
