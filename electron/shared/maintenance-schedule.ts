// A recurring maintenance window's schedule: said in words ("Every Monday and Wednesday from
// 02:00 to 03:00"), checked while it is typed, and moved from one zone to another (the user types
// in their own zone; the service takes the team's). Pure; the renderer uses it too.
import type { RecurrenceType } from './maintenance-input'
import { fromWallClock, toWallClock } from './team-time'

export interface RecurringRule {
  recurrenceType: RecurrenceType
  daysOfWeek: number[] | null
  dayOfMonth: number | null
  /** `HH:MM`; an end at or before the start runs past midnight. */
  startTime: string
  endTime: string
}

export const DAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const

/** Monday first, as people read a week. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/
const DAY_MINUTES = 24 * 60
const MINUTE_MS = 60_000

/** Minutes after midnight of an `HH:MM`, or null. */
export function minutesOf(time: string): number | null {
  const m = HH_MM.exec(time)
  return m ? +m[1]! * 60 + +m[2]! : null
}

const weekSorted = (days: number[]): number[] =>
  [...new Set(days)].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7))

function listed(words: string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`
}

const ordinal = (n: number): string => {
  const tens = n % 100
  if (tens >= 11 && tens <= 13) return `${n}th`
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`
}

/** What is wrong with the rule as typed, one sentence each (none: it can be sent). */
export function ruleProblems(rule: RecurringRule): string[] {
  const problems: string[] = []
  const start = minutesOf(rule.startTime)
  const end = minutesOf(rule.endTime)
  if (start === null) problems.push('Give the start time (HH:MM).')
  if (end === null) problems.push('Give the end time (HH:MM).')
  if (start !== null && start === end) problems.push('The start and end must differ.')
  if (rule.recurrenceType === 'weekly' && !rule.daysOfWeek?.length)
    problems.push('Pick at least one day of the week.')
  if (
    rule.recurrenceType === 'monthly' &&
    (rule.dayOfMonth === null || !(rule.dayOfMonth >= 1 && rule.dayOfMonth <= 31))
  )
    problems.push('Pick a day of the month, 1 to 31.')
  return problems
}

/** The schedule in words, or null while the rule has a problem. */
export function describeRule(rule: RecurringRule): string | null {
  if (ruleProblems(rule).length > 0) return null
  const start = minutesOf(rule.startTime)!
  const end = minutesOf(rule.endTime)!
  const window = `from ${rule.startTime} to ${rule.endTime}${end < start ? ' the next day' : ''}`
  if (rule.recurrenceType === 'daily') return `Every day ${window}`
  if (rule.recurrenceType === 'weekly') {
    const days = weekSorted(rule.daysOfWeek ?? [])
    if (days.length === 7) return `Every day ${window}`
    return `Every ${listed(days.map((d) => DAY_NAMES[d] ?? String(d)))} ${window}`
  }
  const day = rule.dayOfMonth!
  const short = day > 28 ? ` (months without a ${ordinal(day)} have none)` : ''
  return `On the ${ordinal(day)} of every month ${window}${short}`
}

export type MovedRule = { ok: true; rule: RecurringRule } | { ok: false; problem: string }

/**
 * The same window on another zone's clock, as the offsets between the two zones are at `at`
 * (the next window, near enough: a daylight-saving change between now and a later window moves
 * that one by the hour, as the service keeps the team's clock). A start that falls on another
 * day there moves the days with it; a monthly day that would leave 1-31 cannot be said.
 */
export function moveRule(rule: RecurringRule, from: string, to: string, at: number): MovedRule {
  const start = minutesOf(rule.startTime)
  const end = minutesOf(rule.endTime)
  if (start === null || end === null) return { ok: false, problem: 'Give HH:MM times.' }
  if (from === to) return { ok: true, rule }
  const day = toWallClock(at, from).slice(0, 10)
  const startsAt = fromWallClock(`${day} ${rule.startTime}`, from)
  if (startsAt === null) return { ok: false, problem: 'The time could not be read.' }
  const length = (end - start + DAY_MINUTES) % DAY_MINUTES || DAY_MINUTES
  const there = toWallClock(startsAt, to)
  const thereEnd = toWallClock(startsAt + length * MINUTE_MS, to)
  const shift = Math.round(
    (Date.parse(`${there.slice(0, 10)}T00:00Z`) - Date.parse(`${day}T00:00Z`)) / 86_400_000,
  )
  const moved: RecurringRule = {
    ...rule,
    startTime: there.slice(11, 16),
    endTime: thereEnd.slice(11, 16),
    daysOfWeek: rule.daysOfWeek
      ? [...new Set(rule.daysOfWeek.map((d) => (d + shift + 7) % 7))].sort((a, b) => a - b)
      : null,
  }
  if (rule.dayOfMonth !== null) {
    const dayOfMonth = rule.dayOfMonth + shift
    if (dayOfMonth < 1 || dayOfMonth > 31)
      return {
        ok: false,
        problem: `On the ${ordinal(rule.dayOfMonth)} at ${rule.startTime} your time it is another month's day in the team's time (${to}), which a monthly window cannot say: pick another day or time.`,
      }
    moved.dayOfMonth = dayOfMonth
  }
  return { ok: true, rule: moved }
}
