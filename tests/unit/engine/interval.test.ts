import { describe, expect, it } from 'vitest'
import { pagesFor, sweepIntervalMs } from '@app/core/engine/interval'

describe('sweep interval', () => {
  it('needs ceil(N / 200) pages, at least one', () => {
    expect([0, 1, 200, 201, 10_000].map(pagesFor)).toEqual([1, 1, 1, 2, 50])
  })

  it("keeps the user's interval when the budget allows it", () => {
    expect(sweepIntervalMs({ userIntervalSeconds: 30, monitorCount: 400, perMinute: 54 })).toBe(
      30_000,
    )
  })

  it('never goes below the 10-second minimum', () => {
    expect(sweepIntervalMs({ userIntervalSeconds: 1, monitorCount: 10, perMinute: 150 })).toBe(
      10_000,
    )
  })

  it('stretches to fit the pages into 80% of the per-minute budget', () => {
    // 50 pages at 0.8 x 6 = 4.8 requests a minute: 625 s.
    expect(sweepIntervalMs({ userIntervalSeconds: 30, monitorCount: 10_000, perMinute: 6 })).toBe(
      625_000,
    )
    // More budget, shorter interval: 50 / (0.8 x 150) minutes = 25 s < 30 s, the user's wins.
    expect(sweepIntervalMs({ userIntervalSeconds: 30, monitorCount: 10_000, perMinute: 150 })).toBe(
      30_000,
    )
  })
})
