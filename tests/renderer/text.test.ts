import { differenceInSeconds, format, parseISO } from 'date-fns'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cronLabel, cronTone, resultMeta } from '@src/lib/result-meta'
import { syncLine } from '@src/lib/sync-text'
import { clockTime, dateTime, duration, relativeTime, remaining, shortAgo } from '@src/lib/time'
import { NOW, syncStatus } from './fixtures'

describe('sync line', () => {
  it('says how long ago the last sync was', () => {
    const line = syncLine(syncStatus({ lastSuccessAt: '2026-03-17T13:59:40Z' }), NOW)
    expect(line).toMatchObject({ text: 'Synced 20 s ago', tone: 'ok', banner: false })
  })

  it('turns offline into a banner that says cached data is shown', () => {
    const local = new Date('2026-03-17T14:02:00Z')
    const hhmm = `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`
    const line = syncLine(syncStatus({ state: 'offline', offlineSince: local.toISOString() }), NOW)
    expect(line.text).toBe(`Offline since ${hhmm} - showing cached data`)
    expect(line.banner).toBe(true)
  })

  it('names rate limits and a rejected token with the way out', () => {
    expect(
      syncLine(syncStatus({ state: 'rate-limited', rateLimitedUntil: null }), NOW).text,
    ).toMatch(/^Rate limited/)
    const auth = syncLine(syncStatus({ state: 'auth-needed' }), NOW)
    expect(auth).toMatchObject({ text: 'Token rejected - sign in again', needsSignIn: true })
    expect(syncLine(null, NOW).text).toBe('Connecting…')
  })
})

describe('time and result text', () => {
  it('formats relative and remaining times against the given clock', () => {
    expect(relativeTime('2026-03-17T13:57:00Z', NOW)).toBe('3 minutes ago')
    expect(relativeTime(null, NOW)).toBe('never')
    expect(relativeTime('not a date', NOW)).toBe('unknown time')
    expect(remaining('2026-03-17T15:00:00Z', NOW)).toBe('1 hour left')
    expect(remaining('2026-03-17T13:00:00Z', NOW)).toBeNull()
    expect(shortAgo('2026-03-17T13:55:00Z', NOW)).toBe('5 min ago')
  })

  it('writes clock times and seconds ago as date-fns did, without it (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.integer({ min: 0, max: 200_000_000 }),
        (ms, ago) => {
          const iso = new Date(ms).toISOString()
          expect(clockTime(iso)).toBe(format(parseISO(iso), 'HH:mm'))
          expect(dateTime(iso)).toBe(format(parseISO(iso), 'yyyy-MM-dd HH:mm'))
          const s = differenceInSeconds(ms + ago, parseISO(iso))
          const expected =
            s < 60 ? `${s} s` : s < 3600 ? `${Math.floor(s / 60)} min` : `${Math.floor(s / 3600)} h`
          expect(shortAgo(iso, ms + ago)).toBe(`${expected} ago`)
        },
      ),
    )
    expect(clockTime('not a date')).toBe('unknown time')
    expect(dateTime('not a date')).toBe('unknown time')
  })

  it('writes durations people read', () => {
    expect(duration(0)).toBe('0 s')
    expect(duration(59)).toBe('59 s')
    expect(duration(3725)).toBe('1 h 2 min')
    expect(duration(90_061)).toBe('1 d 1 h 1 min')
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
