import { describe, expect, it } from 'vitest'
import { Backoff, BACKOFF_BASE_MS, BACKOFF_CAP_MS, backoffDelay } from '@app/core/engine/backoff'

describe('backoff', () => {
  it('doubles with each failure and stops at the cap', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 20, 200].map((n) =>
      backoffDelay(n, { random: () => 1 }),
    )
    expect(delays.slice(0, 6)).toEqual([10_000, 20_000, 40_000, 80_000, 160_000, 300_000])
    expect(Math.max(...delays)).toBe(BACKOFF_CAP_MS)
    expect(delays.at(-1)).toBe(BACKOFF_CAP_MS)
  })

  it('keeps jitter within half a step to a full step', () => {
    expect(backoffDelay(1, { random: () => 0 })).toBe(BACKOFF_BASE_MS / 2)
    expect(backoffDelay(3, { random: () => 0.5 })).toBe(30_000)
    for (let r = 0; r <= 1; r += 0.1) {
      const d = backoffDelay(10, { random: () => r })
      expect(d).toBeGreaterThanOrEqual(BACKOFF_CAP_MS / 2)
      expect(d).toBeLessThanOrEqual(BACKOFF_CAP_MS)
    }
  })

  it('returns to the first step after one success', () => {
    const backoff = new Backoff({ random: () => 1 })
    expect([backoff.fail(), backoff.fail(), backoff.fail()]).toEqual([10_000, 20_000, 40_000])
    backoff.succeed()
    expect(backoff.consecutiveFailures).toBe(0)
    expect(backoff.fail()).toBe(10_000)
  })
})
