// A preset's length (a snooze, a maintenance window) for a list of choices, in the current
// locale's words: "1 hour", "1 Stunde", "1 heure", "1 uur" (Intl's long units; the shared presets'
// own texts are English).
import { formatNumber } from '../../electron/shared/i18n/translate'
import { localeDependency } from './clock-text'

const UNITS = [
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
] as const

/** The length in the largest whole unit ("90 minutes", "4 hours", "1 day"). */
export function presetText(seconds: number): string {
  localeDependency()
  for (const [unit, size] of UNITS) {
    if (seconds >= size && seconds % size === 0) {
      return formatNumber(seconds / size, { style: 'unit', unit, unitDisplay: 'long' })
    }
  }
  return formatNumber(seconds, { style: 'unit', unit: 'second', unitDisplay: 'long' })
}
