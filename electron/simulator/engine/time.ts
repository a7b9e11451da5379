import { formatDistanceStrict } from 'date-fns'

// Timestamp formats of the service. Every simulated team lives in UTC, so "team timezone"
// strings are UTC too.

const MINUTE = 60_000
export const MS = { second: 1000, minute: MINUTE, hour: 60 * MINUTE, day: 24 * 60 * MINUTE }

/** `Y-m-d H:i:s` in UTC. */
export function ymdHis(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ')
}

/** ISO 8601 with an explicit offset, e.g. `2026-03-17T00:30:00+00:00`. */
export function iso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19) + '+00:00'
}

/** `Y-m-d` in UTC. */
export function ymd(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/** Parses `YmdHis` (query filters) as UTC; null when malformed. */
export function parseCompact(value: string): number | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value)
  if (!match) return null
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, ...number[]]
  return validUtc(y, mo, d, h, mi, s)
}

/** Parses `Y-m-d H:i` or `Y-m-d H:i:s` as UTC; null when malformed. */
export function parseYmdHi(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value)
  if (!match) return null
  const [, y, mo, d, h, mi, s] = match.map((part) => Number(part ?? 0)) as [number, ...number[]]
  return validUtc(y, mo, d, h, mi, s)
}

function validUtc(...parts: (number | undefined)[]): number | null {
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = parts
  const ms = Date.UTC(y, mo - 1, d, h, mi, s)
  const back = new Date(ms)
  // Reject rollovers such as 2026-02-31.
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) {
    return null
  }
  return ms
}

/** Minutes since midnight from `HH:MM`, or null. */
export function parseHhMm(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value)
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

export function startOfUtcDay(ms: number): number {
  return ms - (((ms % MS.day) + MS.day) % MS.day)
}

/** "5 minutes ago" style, for `human_readable_latest_ping_at`. */
export function relative(fromMs: number, nowMs: number): string {
  return formatDistanceStrict(fromMs, nowMs, { addSuffix: true })
}
