// A recurring window's schedule: said in words, checked while typed, and moved between zones
// (the user's clock to the team's), days moving with a start that falls on another day there.
import { afterEach, describe, expect, it } from 'vitest'
import { ENGLISH } from '@app/shared/i18n/languages'
import { setLocale } from '@app/shared/i18n/translate'
import {
  describeRule,
  moveRule,
  ruleProblems,
  type RecurringRule,
} from '@app/shared/maintenance-schedule'

const rule = (patch: Partial<RecurringRule>): RecurringRule => ({
  recurrenceType: 'daily',
  daysOfWeek: null,
  dayOfMonth: null,
  startTime: '02:00',
  endTime: '03:00',
  ...patch,
})

// Winter (CET, +01:00) and summer (CEST, +02:00) in Brussels; Tokyo is +09:00 all year.
const WINTER = Date.UTC(2026, 0, 14, 12)
const SUMMER = Date.UTC(2026, 6, 15, 12)

describe('the schedule in words', () => {
  it('says daily, weekly (Monday first), monthly and across midnight', () => {
    expect(describeRule(rule({}))).toBe('Every day from 02:00 to 03:00')
    expect(describeRule(rule({ startTime: '23:30', endTime: '00:30' }))).toBe(
      'Every day from 23:30 to 00:30 the next day',
    )
    expect(describeRule(rule({ recurrenceType: 'weekly', daysOfWeek: [0, 3, 1] }))).toBe(
      'Every Monday, Wednesday and Sunday from 02:00 to 03:00',
    )
    expect(
      describeRule(rule({ recurrenceType: 'weekly', daysOfWeek: [0, 1, 2, 3, 4, 5, 6] })),
    ).toBe('Every day from 02:00 to 03:00')
    expect(describeRule(rule({ recurrenceType: 'monthly', dayOfMonth: 2 }))).toBe(
      'On the 2nd of every month from 02:00 to 03:00',
    )
    expect(describeRule(rule({ recurrenceType: 'monthly', dayOfMonth: 31 }))).toBe(
      'On the 31st of every month from 02:00 to 03:00 (months without a 31st have none)',
    )
  })

  it('names what is missing instead, and says nothing then', () => {
    expect(ruleProblems(rule({ startTime: '', endTime: '25:00' }))).toEqual([
      'Give the start time (HH:MM).',
      'Give the end time (HH:MM).',
    ])
    expect(ruleProblems(rule({ endTime: '02:00' }))).toEqual(['The start and end must differ.'])
    expect(ruleProblems(rule({ recurrenceType: 'weekly', daysOfWeek: [] }))).toEqual([
      'Pick at least one day of the week.',
    ])
    expect(ruleProblems(rule({ recurrenceType: 'monthly', dayOfMonth: 32 }))).toEqual([
      'Pick a day of the month, 1 to 31.',
    ])
    expect(describeRule(rule({ recurrenceType: 'weekly', daysOfWeek: [] }))).toBeNull()
  })
})

describe('moving a rule to the team clock', () => {
  it('moves the days back when the team is still on the day before', () => {
    const weekly = rule({ recurrenceType: 'weekly', daysOfWeek: [1, 3] })
    expect(moveRule(weekly, 'Asia/Tokyo', 'Europe/Brussels', WINTER)).toEqual({
      ok: true,
      rule: { ...weekly, daysOfWeek: [0, 2], startTime: '18:00', endTime: '19:00' },
    })
    // Summer time in Brussels: an hour closer to Tokyo.
    expect(moveRule(weekly, 'Asia/Tokyo', 'Europe/Brussels', SUMMER)).toMatchObject({
      ok: true,
      rule: { daysOfWeek: [0, 2], startTime: '19:00', endTime: '20:00' },
    })
  })

  it('keeps the length across midnight and moves a Saturday to Sunday forward', () => {
    const weekly = rule({
      recurrenceType: 'weekly',
      daysOfWeek: [6],
      startTime: '20:00',
      endTime: '01:00',
    })
    expect(moveRule(weekly, 'Europe/Brussels', 'Asia/Tokyo', WINTER)).toMatchObject({
      ok: true,
      rule: { daysOfWeek: [0], startTime: '04:00', endTime: '09:00' },
    })
  })

  it('leaves a rule alone in the same zone; a monthly 1st that would be the month before is refused', () => {
    const monthly = rule({ recurrenceType: 'monthly', dayOfMonth: 1 })
    expect(moveRule(monthly, 'Europe/Brussels', 'Europe/Brussels', WINTER)).toEqual({
      ok: true,
      rule: monthly,
    })
    const moved = moveRule(monthly, 'Asia/Tokyo', 'Europe/Brussels', WINTER)
    expect(moved.ok).toBe(false)
    expect(moved.ok ? '' : moved.problem).toMatch(/pick another day or time/)
    expect(moveRule({ ...monthly, dayOfMonth: 15 }, 'Asia/Tokyo', 'UTC', WINTER)).toMatchObject({
      ok: true,
      rule: { dayOfMonth: 14, startTime: '17:00', endTime: '18:00' },
    })
  })
})

describe('the schedule in the current language', () => {
  afterEach(() => setLocale(ENGLISH))

  it('names weekdays as Intl does, and each language its ordinals and lists', () => {
    setLocale({ language: 'de', tag: 'de-DE' })
    expect(describeRule(rule({ recurrenceType: 'weekly', daysOfWeek: [0, 3, 1] }))).toBe(
      'Jeden Montag, Mittwoch und Sonntag von 02:00 bis 03:00',
    )
    expect(describeRule(rule({ recurrenceType: 'monthly', dayOfMonth: 2 }))).toBe(
      'Am 2. jedes Monats von 02:00 bis 03:00',
    )
    expect(ruleProblems(rule({ recurrenceType: 'weekly', daysOfWeek: [] }))).toEqual([
      'Mindestens einen Wochentag auswählen.',
    ])
    setLocale({ language: 'fr', tag: 'fr-FR' })
    expect(describeRule(rule({ recurrenceType: 'monthly', dayOfMonth: 1 }))).toBe(
      'Le 1er de chaque mois de 02:00 à 03:00',
    )
    expect(describeRule(rule({ startTime: '23:30', endTime: '00:30' }))).toBe(
      'Tous les jours de 23:30 à 00:30 le lendemain',
    )
    expect(describeRule(rule({ recurrenceType: 'weekly', daysOfWeek: [2, 4] }))).toBe(
      'Chaque mardi et jeudi de 02:00 à 03:00',
    )
    setLocale({ language: 'nl', tag: 'nl-NL' })
    expect(describeRule(rule({ recurrenceType: 'monthly', dayOfMonth: 31 }))).toBe(
      'Op de 31e van elke maand van 02:00 tot 03:00 (vervalt in maanden zonder een 31e)',
    )
    const moved = moveRule(
      rule({ recurrenceType: 'monthly', dayOfMonth: 1 }),
      'Asia/Tokyo',
      'Europe/Brussels',
      WINTER,
    )
    expect(moved.ok ? '' : moved.problem).toMatch(
      /^Op de 1e om 02:00 jouw tijd .+ kies een andere dag of tijd\.$/,
    )
  })
})
