import { describe, expect, it } from 'vitest'
import {
  fromWallClock,
  isValidZone,
  knownZones,
  learnOffset,
  offsetZone,
  toWallClock,
  wallClockToIso,
  zoneOffsetMinutes,
} from '@app/shared/team-time'

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

describe('team time', () => {
  it('reads Brussels in summer (+02:00) and winter (+01:00)', () => {
    expect(wallClockToIso('2025-08-09 21:17:25', 'Europe/Brussels')).toBe(
      '2025-08-09T19:17:25.000Z',
    )
    expect(wallClockToIso('2025-12-01 09:00:00', 'Europe/Brussels')).toBe(
      '2025-12-01T08:00:00.000Z',
    )
  })

  it('reads Kolkata at +05:30 and New York with its DST', () => {
    expect(wallClockToIso('2026-01-15 02:00', 'Asia/Kolkata')).toBe('2026-01-14T20:30:00.000Z')
    expect(wallClockToIso('2026-01-15 02:00', 'America/New_York')).toBe('2026-01-15T07:00:00.000Z')
    expect(wallClockToIso('2026-07-15 02:00', 'America/New_York')).toBe('2026-07-15T06:00:00.000Z')
  })

  it('writes an instant as the team wall clock, both ways round', () => {
    const at = Date.parse('2026-03-29T00:30:00Z')
    expect(toWallClock(at, 'Europe/Brussels')).toBe('2026-03-29 01:30:00')
    expect(toWallClock(at + 3_600_000, 'Europe/Brussels')).toBe('2026-03-29 03:30:00')
    for (const zone of ['Europe/Brussels', 'Asia/Kolkata', 'America/New_York', 'UTC', '+05:30']) {
      for (let h = 0; h < 48; h++) {
        const t = Date.parse('2026-10-24T00:00:00Z') + h * 3_600_000
        // The hour the autumn change repeats reads back as its earlier instance.
        const repeated = zone === 'Europe/Brussels' && t === Date.parse('2026-10-25T01:00:00Z')
        expect(fromWallClock(toWallClock(t, zone), zone)).toBe(repeated ? t - 3_600_000 : t)
      }
    }
  })

  it('moves a time the spring change skips forward by the gap (Brussels, 29 March 2026)', () => {
    // 02:30 does not exist: clocks go from 02:00 to 03:00; 02:30 is read as 03:30 CEST.
    expect(iso(fromWallClock('2026-03-29 02:30', 'Europe/Brussels'))).toBe(
      '2026-03-29T01:30:00.000Z',
    )
    expect(zoneOffsetMinutes('Europe/Brussels', Date.parse('2026-03-29T01:30:00Z'))).toBe(120)
  })

  it('takes the earlier of a time the autumn change repeats (Brussels, 25 October 2026)', () => {
    // 02:30 happens twice: 00:30 UTC (CEST) and 01:30 UTC (CET); the earlier one wins.
    expect(iso(fromWallClock('2026-10-25 02:30', 'Europe/Brussels'))).toBe(
      '2026-10-25T00:30:00.000Z',
    )
    expect(iso(fromWallClock('2026-10-25 03:30', 'Europe/Brussels'))).toBe(
      '2026-10-25T02:30:00.000Z',
    )
  })

  it('learns a quarter-hour offset from the recorded answer and its Date header', () => {
    expect(learnOffset('Sat, 09 Aug 2025 19:17:25 GMT', '2025-08-09 21:17:25')).toBe(120)
    expect(learnOffset('Sat, 09 Aug 2025 19:17:25 GMT', '2025-08-10 00:47:27')).toBe(330)
    expect(learnOffset(null, '2025-08-09 21:17:25')).toBeNull()
    expect(learnOffset('nonsense', '2025-08-09 21:17:25')).toBeNull()
    expect(offsetZone(330)).toBe('+05:30')
    expect(offsetZone(-240)).toBe('-04:00')
    expect(wallClockToIso('2025-08-10 00:47:27', '+05:30')).toBe('2025-08-09T19:17:27.000Z')
  })

  it('validates zones', () => {
    expect(isValidZone('Europe/Brussels')).toBe(true)
    expect(isValidZone('+05:30')).toBe(true)
    expect(isValidZone('Mars/Olympus')).toBe(false)
    expect(isValidZone('')).toBe(false)
    expect(knownZones()[0]).toBe('UTC')
    expect(knownZones()).toContain('Europe/Brussels')
    expect(isValidZone('Asia/Kolkata')).toBe(true)
  })
})
