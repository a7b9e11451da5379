// A recurring maintenance window's schedule: said in words ("Every Monday and Wednesday from
// 02:00 to 03:00"), checked while it is typed, and moved from one zone to another (the user types
// in their own zone; the service takes the team's). Pure; the renderer uses it too. Its sentences
// are in the current language of ./i18n/translate (in the dashboard, the dashboard's), weekdays
// named by Intl.
import { currentLocale, t, type MessageKey } from './i18n/translate'
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

/** 2023-01-01 was a Sunday: day `d` of the week (0 is Sunday) is the `d`th of that month. */
const SUNDAY = Date.UTC(2023, 0, 1)

/** Day `d` of the week (0 is Sunday) in the current language, as Intl writes it ("lundi"). */
export function dayName(d: number): string {
  return new Intl.DateTimeFormat(currentLocale().tag, { weekday: 'long', timeZone: 'UTC' }).format(
    SUNDAY + d * 86_400_000,
  )
}

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
  return t('maintenance.rule.pair', {
    first: words.slice(0, -1).join(t('maintenance.rule.listSeparator')),
    last: words[words.length - 1]!,
  })
}

/** "2nd", "2.", "2e": by the language's ordinal category of the number. */
const ordinal = (n: number): string => {
  const category = new Intl.PluralRules(currentLocale().tag, { type: 'ordinal' }).select(n)
  const known = ['one', 'two', 'few'].includes(category) ? category : 'other'
  return t(`maintenance.rule.ordinal.${known}` as MessageKey, { n })
}

/** What is wrong with the rule as typed, one sentence each (none: it can be sent). */
export function ruleProblems(rule: RecurringRule): string[] {
  const problems: string[] = []
  const start = minutesOf(rule.startTime)
  const end = minutesOf(rule.endTime)
  if (start === null) problems.push(t('maintenance.rule.problem.start'))
  if (end === null) problems.push(t('maintenance.rule.problem.end'))
  if (start !== null && start === end) problems.push(t('maintenance.rule.problem.same'))
  if (rule.recurrenceType === 'weekly' && !rule.daysOfWeek?.length)
    problems.push(t('maintenance.rule.problem.days'))
  if (
    rule.recurrenceType === 'monthly' &&
    (rule.dayOfMonth === null || !(rule.dayOfMonth >= 1 && rule.dayOfMonth <= 31))
  )
    problems.push(t('maintenance.rule.problem.dayOfMonth'))
  return problems
}

/** The schedule in words, or null while the rule has a problem. */
export function describeRule(rule: RecurringRule): string | null {
  if (ruleProblems(rule).length > 0) return null
  const start = minutesOf(rule.startTime)!
  const end = minutesOf(rule.endTime)!
  const times = { start: rule.startTime, end: rule.endTime }
  const window =
    end < start ? t('maintenance.rule.windowNextDay', times) : t('maintenance.rule.window', times)
  if (rule.recurrenceType === 'daily') return t('maintenance.rule.daily', { window })
  if (rule.recurrenceType === 'weekly') {
    const days = weekSorted(rule.daysOfWeek ?? [])
    if (days.length === 7) return t('maintenance.rule.daily', { window })
    return t('maintenance.rule.weekly', { days: listed(days.map(dayName)), window })
  }
  const day = ordinal(rule.dayOfMonth!)
  return rule.dayOfMonth! > 28
    ? t('maintenance.rule.monthlyShort', { day, window })
    : t('maintenance.rule.monthly', { day, window })
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
  if (start === null || end === null)
    return { ok: false, problem: t('maintenance.rule.problem.times') }
  if (from === to) return { ok: true, rule }
  const day = toWallClock(at, from).slice(0, 10)
  const startsAt = fromWallClock(`${day} ${rule.startTime}`, from)
  if (startsAt === null) return { ok: false, problem: t('maintenance.rule.problem.unreadable') }
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
        problem: t('maintenance.rule.problem.otherMonth', {
          day: ordinal(rule.dayOfMonth),
          time: rule.startTime,
          zone: to,
        }),
      }
    moved.dayOfMonth = dayOfMonth
  }
  return { ok: true, rule: moved }
}
