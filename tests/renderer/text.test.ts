import fc from 'fast-check'
import { ENGLISH } from '@app/shared/i18n/languages'
import { setLocale } from '@app/shared/i18n/translate'
import { describe, expect, it } from 'vitest'
import { cronLabel, cronTone, resultMeta } from '@src/lib/result-meta'
import { syncText } from '@src/lib/sync-text'
import {
  atText,
  clockTime,
  dateTime,
  durationText,
  relativeTime,
  remaining,
  timeText,
} from '@src/lib/time'
import { NOW, syncStatus } from './fixtures'

describe('sync line', () => {
  it('says how long ago the last sync was', () => {
    const line = syncText(syncStatus({ lastSuccessAt: '2026-03-17T13:59:40Z' }), NOW)
    expect(line).toMatchObject({ text: 'Synced 20 seconds ago', tone: 'ok', banner: false })
  })

  it('turns offline into a banner that says cached data is shown', () => {
    const since = '2026-03-17T12:02:00Z'
    const line = syncText(syncStatus({ state: 'offline', offlineSince: since }), NOW)
    // Always absolute after "since", from the one formatter ("today 12:02" in the user's zone).
    expect(line.text).toBe(`Offline since ${atText(since, { now: NOW })} - showing cached data`)
    expect(line.text).toMatch(/^Offline since \S+ \d{1,2}:02/)
    expect(line.banner).toBe(true)
  })

  it('names rate limits and a rejected token with the way out', () => {
    expect(
      syncText(syncStatus({ state: 'rate-limited', rateLimitedUntil: null }), NOW).text,
    ).toMatch(/^Rate limited/)
    const auth = syncText(syncStatus({ state: 'auth-needed' }), NOW)
    expect(auth).toMatchObject({ text: 'Token rejected - sign in again', needsSignIn: true })
    expect(syncText(null, NOW).text).toBe('Connecting…')
  })
})

describe('time and result text', () => {
  it('formats relative and remaining times against the given clock', () => {
    expect(relativeTime('2026-03-17T13:57:00Z', NOW)).toBe('3 minutes ago')
    expect(relativeTime(null, NOW)).toBe('never')
    expect(relativeTime('not a date', NOW)).toBe('unknown time')
    expect(remaining('2026-03-17T15:00:00Z', NOW)).toBe('1 hr left')
    expect(remaining('2026-03-17T13:00:00Z', NOW)).toBeNull()
    expect(relativeTime('2026-03-17T14:20:00Z', NOW)).toBe('in 20 minutes')
  })

  it('writes every moment with the one formatter: relative within the hour, else absolute (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.integer({ min: -200_000_000, max: 200_000_000 }),
        (ms, offset) => {
          const iso = new Date(ms).toISOString()
          const now = ms + offset
          expect(dateTime(iso, now)).toBe(atText(iso, { now }))
          expect(clockTime(iso, now)).toBe(dateTime(iso, now))
          const relative = Math.abs(offset) < 3_600_000
          expect(relativeTime(iso, now)).toBe(
            relative ? timeText(iso, { now }) : dateTime(iso, now),
          )
          if (relative) expect(relativeTime(iso, now)).toMatch(/ago$|^in |^now$/)
          else expect(relativeTime(iso, now)).toMatch(/\d{2}/)
        },
      ),
    )
    expect(clockTime('not a date')).toBe('unknown time')
    expect(dateTime('not a date')).toBe('unknown time')
  })

  it("writes durations people read, in Intl's short units of the current language", () => {
    expect(durationText(0)).toBe('0 sec')
    expect(durationText(59)).toBe('59 sec')
    expect(durationText(3725)).toBe('1 hr 2 min')
    expect(durationText(90_061)).toBe('1 day 1 hr 1 min')
    setLocale({ language: 'de', tag: 'de-DE' })
    try {
      expect(durationText(3725)).toBe('1 Std. 2 Min.')
      expect(durationText(2 * 86_400)).toBe('2 Tg.')
    } finally {
      setLocale(ENGLISH)
    }
  })

  it('gives every result an icon and a label, unknown values included', () => {
    expect(resultMeta('failed')).toMatchObject({ icon: '✕', label: 'Failed', tone: 'bad' })
    expect(resultMeta('something-new')).toMatchObject({ label: 'Unknown', tone: 'muted' })
    expect(cronTone('red', 'failed')).toBe('bad')
    expect(cronTone('green', 'finished')).toBe('ok')
    expect(cronTone('', '')).toBe('muted')
  })

  it("shows the service's cron result labels with a capital first letter", () => {
    expect(cronLabel('finished')).toBe('Finished')
    expect(cronLabel('failed')).toBe('Failed')
    expect(cronLabel('ran too late')).toBe('Ran too late')
    expect(cronLabel('Did not run')).toBe('Did not run')
    expect(cronLabel('')).toBe('Waiting for first ping')
    expect(cronLabel('  ')).toBe('Waiting for first ping')
  })
})
