// Human times. Every function takes `now` explicitly so views can pass the ticking clock
// from ./now and tests can pass a fixed one. Moments are written by the one formatter
// (electron/shared/time-text.ts, through ./clock-text.ts); durations by the shared
// duration-text.ts, in the current locale.
import { durationText } from '../../electron/shared/i18n/duration-text'
import { t } from '../i18n'
import { localeDependency, timeText } from './clock-text'

export { atText, clockTime, dateTime, timeText } from './clock-text'
export { durationText }

/** "3 minutes ago", "in 20 minutes", else absolute; "never" for none. */
export function relativeTime(iso: string | number | null, now: number): string {
  localeDependency()
  return timeText(iso, { now })
}

/** Time left until `iso`, e.g. "42 min left", or null once it has passed. */
export function remaining(iso: string | null, now: number): string | null {
  if (!iso) return null
  localeDependency()
  const end = Date.parse(iso)
  if (!(end > now)) return null
  return t('time.left', { duration: durationText(Math.ceil((end - now) / 1000)) })
}
