// The one time formatter: relative while recent, absolute in the user's zone otherwise, in the
// user's locale, and a time that belongs to another zone (a team's) is written there and named.
import { describe, expect, it } from 'vitest'
import { atText, RECENT_MS, timeText } from '@app/shared/time-text'
import { ENGLISH, resolveLocale, type LanguageChoice } from '@app/shared/i18n/languages'
import { setLocale } from '@app/shared/i18n/translate'

// A Tuesday, 13:00 UTC (14:00 in Brussels, 08:00 in New York).
const NOW = Date.parse('2026-11-24T13:00:00Z')
const MIN = 60_000
const DAY = 86_400_000
const en = { now: NOW, locale: 'en-GB', timeZone: 'Europe/Brussels' }

describe('timeText', () => {
  it('is relative while recent, both ways, and says now for the last seconds', () => {
    expect(timeText(NOW - 3 * MIN, en)).toBe('3 minutes ago')
    expect(timeText(NOW + 20 * MIN, en)).toBe('in 20 minutes')
    expect(timeText(NOW - 40_000, en)).toBe('40 seconds ago')
    expect(timeText(NOW - 2_000, en)).toBe('now')
    expect(timeText(new Date(NOW - MIN).toISOString(), en)).toBe('1 minute ago')
  })

  it('turns absolute at the hour, in the user zone, named by day', () => {
    expect(timeText(NOW - RECENT_MS + 1_000, en)).toBe('59 minutes ago')
    expect(timeText(NOW - RECENT_MS, en)).toBe('today 13:00')
    expect(timeText(NOW + RECENT_MS, en)).toBe('today 15:00')
    expect(timeText(NOW + 20 * 3_600_000, en)).toBe('tomorrow 10:00')
    expect(timeText(NOW - 15 * 3_600_000, en)).toBe('yesterday 23:00')
    expect(timeText(NOW - 14 * 3_600_000, en)).toBe('today 00:00')
    expect(timeText(NOW - 3 * DAY, en)).toBe('Sat 14:00')
    expect(timeText(NOW + 6 * DAY, en)).toBe('Mon 14:00')
    expect(timeText(NOW - 7 * DAY, en)).toBe('17 Nov, 14:00')
    expect(timeText(NOW - 400 * DAY, en)).toBe('20 Oct 2025, 15:00')
  })

  it('is always absolute when asked (since, until, tables)', () => {
    expect(atText(NOW - 3 * MIN, en)).toBe('today 13:57')
    expect(timeText(NOW - 3 * MIN, { ...en, relative: false })).toBe('today 13:57')
  })

  it('takes the day from the user zone, not from UTC', () => {
    // 23:30 UTC on Tuesday is already Wednesday in Brussels and still Tuesday in New York.
    const late = Date.parse('2026-11-24T23:30:00Z')
    expect(atText(late, en)).toBe('tomorrow 00:30')
    expect(atText(late, { ...en, timeZone: 'America/New_York' })).toBe('today 18:30')
  })

  it('follows the locale: words, order and clock', () => {
    const at = NOW - 3 * DAY
    expect(timeText(NOW - 3 * MIN, { ...en, locale: 'de' })).toBe('vor 3 Minuten')
    expect(timeText(NOW + 20 * MIN, { ...en, locale: 'fr' })).toBe('dans 20 minutes')
    expect(atText(NOW, { ...en, locale: 'de' })).toBe('heute 14:00')
    expect(atText(NOW, { ...en, locale: 'en-US' })).toBe('today 2:00 PM')
    expect(atText(at, { ...en, locale: 'en-US' })).toBe('Sat 2:00 PM')
    expect(atText(NOW - 30 * DAY, { ...en, locale: 'en-US' })).toBe('Oct 25, 2:00 PM')
    expect(atText(NOW - 30 * DAY, { ...en, locale: 'ja' })).toBe('10月25日 14:00')
  })

  it("writes in the app's current locale by default, English in the user's region", () => {
    const region = (language: LanguageChoice, preferred: string[]) =>
      resolveLocale(language, preferred).tag
    expect(region('en', ['de-DE'])).toBe('en-DE')
    expect(region('system', ['ja-JP'])).toBe('en-JP')
    expect(region('system', ['en-US'])).toBe('en-US')
    expect(region('de', ['de-CH', 'en'])).toBe('de-CH')
    expect(region('system', ['not a locale!'])).toBe('en')
    setLocale(resolveLocale('en', ['de-DE']))
    const inBrussels = { now: NOW, timeZone: 'Europe/Brussels' }
    expect(timeText(NOW - 3 * MIN, inBrussels)).toBe('3 minutes ago')
    expect(atText(NOW - 30 * DAY, inBrussels)).toBe('25 Oct, 14:00')
    setLocale(resolveLocale('system', ['de-DE']))
    expect(timeText(NOW - 3 * MIN, inBrussels)).toBe('vor 3 Minuten')
    expect(timeText(null, inBrussels)).toBe('nie')
    setLocale(ENGLISH)
    expect(timeText(null, inBrussels)).toBe('never')
  })

  it("names the zone of a time that is not the user's, and only then", () => {
    const team = { ...en, zone: 'America/New_York' }
    expect(atText(NOW, team)).toBe('today 08:00 GMT-5')
    expect(atText(NOW - 3 * DAY, team)).toMatch(/^Sat,? 08:00 GMT-5$/)
    expect(atText(NOW, { ...en, zone: '+05:30' })).toBe('today 18:30 GMT+5:30')
    expect(atText(NOW, { ...en, zone: 'Europe/Brussels' })).toBe('today 14:00')
    // Relative text needs no zone.
    expect(timeText(NOW + 20 * MIN, team)).toBe('in 20 minutes')
  })

  it('follows daylight saving time in the zone', () => {
    // Brussels: UTC+2 in summer, UTC+1 in winter.
    const summer = Date.parse('2026-07-01T12:00:00Z')
    expect(atText(summer, { ...en, now: summer })).toBe('today 14:00')
    expect(atText(summer, { ...en, now: summer, zone: 'UTC' })).toBe('today 12:00 UTC')
  })

  it('says never for none and unknown time for what cannot be read', () => {
    expect(timeText(null, en)).toBe('never')
    expect(timeText(undefined, en)).toBe('never')
    expect(timeText('not a date', en)).toBe('unknown time')
  })
})
