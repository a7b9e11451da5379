// Every date and time the CLI prints is ISO 8601: scripts parse its output, and it stays English
// and locale-free whatever the app's language. So nothing here goes through the user's locale (no
// toLocaleString, no Intl with the default locale) nor through the app's shared time formatters,
// which write for people in their language. An instant is UTC to the second
// (`2026-11-26T14:05:00Z`); a time on a zone's clock (a team's) carries that zone's offset
// (`2026-11-26T15:05+01:00`).

const pad = (n: number) => String(n).padStart(2, '0')

/** An instant (ISO text or milliseconds) as ISO 8601 UTC to the second; '?' when it is no time. */
export function isoTime(value: string | number): string {
  const ms = typeof value === 'number' ? value : Date.parse(value)
  if (!Number.isFinite(ms)) return '?'
  const date = new Date(ms)
  if (Number.isNaN(date.getTime())) return '?'
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

const FIXED_OFFSET = /^([+-])(\d{2}):(\d{2})$/

/** Minutes `zone` (an IANA zone or a fixed `+HH:MM`) is ahead of UTC at `ms`; null for no zone. */
function offsetMinutes(ms: number, zone: string): number | null {
  const fixed = FIXED_OFFSET.exec(zone)
  if (fixed) return (fixed[1] === '-' ? -1 : 1) * (Number(fixed[2]) * 60 + Number(fixed[3]))
  let parts: Intl.DateTimeFormatPart[]
  try {
    // A fixed locale and numeric parts only: the zone's wall clock, never the user's words.
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).formatToParts(ms)
  } catch {
    return null
  }
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'))
  return Math.round((wall - Math.floor(ms / 60_000) * 60_000) / 60_000)
}

function offsetText(minutes: number): string {
  if (minutes === 0) return 'Z'
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(minutes)
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

/**
 * A wall-clock time on `zone`'s clock (`2026-11-26 15:05`, as the service and the app write a
 * team's times) as ISO 8601 with that zone's offset then (`2026-11-26T15:05+01:00`); null when
 * it is no such time or `zone` is no zone.
 */
export function isoOnClock(wall: string, zone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/.exec(wall)
  if (!m) return null
  const asUtc = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!)
  if (!Number.isFinite(asUtc)) return null
  // Twice: the offset at the guess, then at the instant that offset gives (near a change).
  const first = offsetMinutes(asUtc, zone)
  if (first === null) return null
  const offset = offsetMinutes(asUtc - first * 60_000, zone) ?? first
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}${offsetText(offset)}`
}

/** A zone named in a sentence the way the app names it: `(Europe/Brussels time)`. */
const NAMED_ZONE = /\(([A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*|[+-]\d{2}:\d{2}) time\)/
const WALL_UTC = /\b(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}) UTC\b/g
const CLOCK_UTC = /(^|[^\d:T-])(\d{2}:\d{2}) UTC\b/g
const WALL = /\b(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})(?![\d:])/g

/**
 * A sentence of the app's (an action's result, a timeline event) with its times in ISO 8601:
 * `2026-01-01 09:30 UTC` and a bare `09:45 UTC` (on the day of the date before it) in UTC, and
 * `2026-01-01 09:30` with the offset of the zone the sentence names (`(Europe/Brussels time)`),
 * else left as written. These are the forms core/engine/timeline.ts and the maintenance actions
 * (core/app-service/maintenance-management.ts) write.
 */
export function isoTimesInText(text: string): string {
  let day: string | null = null
  let out = text.replace(WALL_UTC, (_, date: string, time: string) => {
    day = date
    return `${date}T${time}Z`
  })
  out = out.replace(CLOCK_UTC, (_, before: string, time: string) => {
    const date = day ?? /(\d{4}-\d{2}-\d{2})T/.exec(out)?.[1]
    return date ? `${before}${date}T${time}Z` : `${before}${time}Z`
  })
  const zone = NAMED_ZONE.exec(out)?.[1]
  if (zone === undefined) return out
  return out.replace(WALL, (whole, date: string, time: string) => {
    return isoOnClock(`${date} ${time}`, zone) ?? whole
  })
}
