import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isHhMm, isoToUtc, isYmdHi, isYmdHis, toYmdHi, toYmdHis, utcToIso } from '@app/core/api'

describe('date helpers', () => {
  it('formats UTC instants for filters and bodies', () => {
    const at = Date.UTC(2025, 7, 10, 23, 59, 58)
    expect(toYmdHis(at)).toBe('20250810235958')
    expect(toYmdHi(new Date(at))).toBe('2025-08-10 23:59')
    expect(isoToUtc('2026-03-17T00:30:00+02:00')).toBe('2026-03-16 22:30:00')
  })

  it('reads service timestamps as UTC and treats "" as never', () => {
    expect(utcToIso('2025-08-09 18:59:53')).toBe('2025-08-09T18:59:53.000Z')
    expect(utcToIso('2026-03-17T00:30:00+00:00')).toBe('2026-03-17T00:30:00.000Z')
    expect(utcToIso('2026-03-17T00:30:00Z')).toBe('2026-03-17T00:30:00.000Z')
    expect(utcToIso('')).toBeNull()
    expect(utcToIso(null)).toBeNull()
    expect(utcToIso('yesterday')).toBeNull()
  })

  it('validates the request formats', () => {
    expect(isYmdHi('2026-03-17 00:30')).toBe(true)
    expect(isYmdHi('2026-02-30 00:30')).toBe(false)
    expect(isYmdHi('2026-03-17 24:00')).toBe(false)
    expect(isYmdHis('20250810235959')).toBe(true)
    expect(isYmdHis('2025081023595')).toBe(false)
    expect(isHhMm('23:59')).toBe(true)
    expect(isHhMm('24:00')).toBe(false)
    expect(isHhMm('9:00')).toBe(false)
  })

  it('round-trips any instant through Y-m-d H:i:s', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4102444800 }), (seconds) => {
        const ms = seconds * 1000
        expect(utcToIso(isoToUtc(ms))).toBe(new Date(ms).toISOString())
        expect(isYmdHis(toYmdHis(ms))).toBe(true)
      }),
      { numRuns: 500 },
    )
  })
})
