// Every text from the service is clipped where it enters the app, so a runaway field (a 500 KB
// summary without a space) never reaches a screen, a menu or a log at full length. Pure: the
// renderer, the tray and the CLI use it too.

/** Longest text kept, by kind of field (characters, the ellipsis included). */
export const TEXT_LIMITS = {
  /** Monitor and check labels, cron and maintenance names, group names. */
  name: 300,
  /** Monitor URLs and ping URLs. */
  url: 300,
  /** Check summaries, result labels, schedules and other sentences. */
  text: 300,
  /** One tag. */
  tag: 100,
  /** Why an item could not be read. */
  reason: 200,
} as const

const ELLIPSIS = '…'

/** `value` at most `limit` characters long, ending in an ellipsis when it was cut. */
export function clip(value: string, limit: number = TEXT_LIMITS.text): string {
  if (value.length <= limit) return value
  let end = Math.max(0, limit - ELLIPSIS.length)
  // Never split a surrogate pair (an emoji cut in half shows as garbage).
  const last = value.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end -= 1
  return value.slice(0, end) + ELLIPSIS
}

/** `clip` for a value that may be null. */
export function clipOrNull(value: string | null, limit: number = TEXT_LIMITS.text): string | null {
  return value === null ? null : clip(value, limit)
}
