// Durations for people in the current locale ("2 h 5 min", "2 Std., 5 Min."), through Intl's
// unit formatting: days, hours and minutes, seconds only under an hour.
import { formatNumber } from './translate'

type Unit = 'day' | 'hour' | 'minute' | 'second'

function unit(value: number, name: Unit): string {
  return formatNumber(value, { style: 'unit', unit: name, unitDisplay: 'short' })
}

export function durationText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds))
  const d = Math.floor(s / 86_400)
  const h = Math.floor((s % 86_400) / 3600)
  const m = Math.floor((s % 3600) / 60)
  const rest = s % 60
  const parts: string[] = []
  if (d) parts.push(unit(d, 'day'))
  if (h) parts.push(unit(h, 'hour'))
  if (m) parts.push(unit(m, 'minute'))
  if (!d && !h && (rest || parts.length === 0)) parts.push(unit(rest, 'second'))
  return parts.join(' ')
}
