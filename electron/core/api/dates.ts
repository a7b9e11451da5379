// The service's date formats in one place:
// - `YmdHis` (UTC) in query filters: `20250810000000`
// - `Y-m-d H:i` in maintenance and status-page request bodies (team / page timezone)
// - `Y-m-d H:i:s` UTC in most response fields, which the app converts to ISO 8601.
import { isMatch } from 'date-fns'

const pad = (n: number, width = 2): string => String(n).padStart(width, '0')

/** `YmdHis` in UTC, the format of `filter[...]` query parameters. */
export function toYmdHis(date: Date | number): string {
  const d = new Date(date)
  return (
    pad(d.getUTCFullYear(), 4) +
    pad(d.getUTCMonth() + 1) +
    pad(d.getUTCDate()) +
    pad(d.getUTCHours()) +
    pad(d.getUTCMinutes()) +
    pad(d.getUTCSeconds())
  )
}

/** `Y-m-d H:i` of a UTC instant (callers convert to the team's timezone beforehand if needed). */
export function toYmdHi(date: Date | number): string {
  const d = new Date(date)
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
}

/** True for a real calendar time written `Y-m-d H:i` (e.g. `2026-03-17 00:30`). */
export function isYmdHi(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(value) && isMatch(value, 'yyyy-MM-dd HH:mm')
}

/** True for a `YmdHis` filter value (e.g. `20250810235959`). */
export function isYmdHis(value: string): boolean {
  return /^\d{14}$/.test(value) && isMatch(value, 'yyyyMMddHHmmss')
}

/** True for `HH:MM` (24-hour), the recurring-maintenance time format. */
export function isHhMm(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value)
}

const UTC_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/

/**
 * A response timestamp as ISO 8601 UTC: `Y-m-d H:i:s` is read as UTC, strings that already carry
 * an offset are normalized. Empty strings, null and unreadable values give null (the service sends
 * `""` for "never", e.g. a cron check's `latest_ping_at` before the first ping).
 */
export function utcToIso(value: string | null | undefined): string | null {
  if (!value) return null
  const m = UTC_TIMESTAMP.exec(value)
  const ms = m
    ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, m[6] ? +m[6] : 0)
    : /[zZ]|[+-]\d{2}:?\d{2}$/.test(value)
      ? Date.parse(value)
      : Number.NaN
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null
}

/** An ISO 8601 instant as the service's UTC `Y-m-d H:i:s`. */
export function isoToUtc(iso: string | Date | number): string {
  const d = new Date(iso)
  if (!Number.isFinite(d.getTime())) throw new RangeError('Not a valid date')
  return `${toYmdHi(d)}:${pad(d.getUTCSeconds())}`
}
