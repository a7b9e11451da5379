// A length of time given in minutes, in words of the current language: short for a menu item or
// a button ("15 min", "1 h", "1 day"), long for a sentence ("1 hour"). Whole days, else whole
// hours, else minutes (the presets' lengths, shared/presets.ts).
import { tn } from './i18n/translate'

export function shortMinutes(minutes: number): string {
  if (minutes > 0 && minutes % 1440 === 0) return tn('time.short.days', minutes / 1440)
  if (minutes > 0 && minutes % 60 === 0) return tn('time.short.hours', minutes / 60)
  return tn('time.short.minutes', minutes)
}

export function longMinutes(minutes: number): string {
  if (minutes > 0 && minutes % 1440 === 0) return tn('time.long.days', minutes / 1440)
  if (minutes > 0 && minutes % 60 === 0) return tn('time.long.hours', minutes / 60)
  return tn('time.long.minutes', minutes)
}
