import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LoggedRequest } from '../../../electron/simulator'
import { type Harness, isSweepPage, startHarness } from './harness'

// Cost note: one page of 200 monitors is ~1 MB of JSON; serving, parsing and validating it costs
// ~50 ms of real time. The day below therefore sweeps every 8 hours (3 sweeps of 50 pages):
// each sweep saturates the gate at its 6-a-minute cap for ~8 minutes, which is where a budget
// breach would show. Stretching the interval on its
// own is proven by the second suite, which sweeps as often as the budget allows.

/** The most requests in any 60-second window [t, t + 60 s). */
function busiestMinute(requests: LoggedRequest[]): number {
  const times = requests.map((r) => r.at).sort((a, b) => a - b)
  let worst = 0
  let first = 0
  for (let last = 0; last < times.length; last++) {
    while (times[last]! - times[first]! >= 60_000) first++
    worst = Math.max(worst, last - first + 1)
  }
  return worst
}

const firstPages = (requests: LoggedRequest[]) =>
  requests.filter((r) => isSweepPage(r) && new URLSearchParams(r.query).get('page[number]') === '1')

describe('24 simulated hours with 10,000 monitors', () => {
  const RATE_LIMIT = 20
  const PER_MINUTE = Math.floor(0.3 * RATE_LIMIT) // 6
  let h: Harness
  let requests: LoggedRequest[]

  beforeAll(async () => {
    h = await startHarness({
      monitors: 10_000,
      rateLimit: RATE_LIMIT,
      settings: { budgetShare: 0.3, sweepIntervalSeconds: 8 * 3600 },
    })
    await h.service.start()
    // The day ends a moment before the fourth sweep would start at 24:00.
    for (let hour = 0; hour < 24; hour++) await h.advance(3_600_000 - (hour === 23 ? 1 : 0))
    requests = await h.requests()
  }, 120_000)

  afterAll(async () => {
    await h.close()
  })

  it('never uses more than 30% of the rate limit in any minute', () => {
    expect(busiestMinute(requests)).toBeLessThanOrEqual(PER_MINUTE)
    expect(requests.every((r) => r.status !== 429)).toBe(true)
    // The budget was really used up to its cap during sweeps (the bound is not vacuous).
    expect(busiestMinute(requests.filter(isSweepPage))).toBe(PER_MINUTE)
  })

  it('reads ceil(10,000 / 200) = 50 pages per sweep, a sweep every 8 hours', () => {
    const starts = firstPages(requests)
    expect(starts).toHaveLength(3)
    expect(starts.slice(1).map((r, i) => r.at - starts[i]!.at)).toEqual(
      Array(2).fill(8 * 3_600_000),
    )
    expect(requests.filter(isSweepPage)).toHaveLength(3 * 50)
    expect(h.service.getSnapshot()?.monitors).toHaveLength(10_000)
    expect(h.service.getSyncStatus().state).toBe('ok')
  })
})

describe('an interval that does not fit the budget stretches', () => {
  it('sweeps 1,000 monitors at 3 requests a minute every ~2 minutes instead of every 30 s', async () => {
    const h = await startHarness({ monitors: 1_000, rateLimit: 10 })
    try {
      await h.service.start()
      await h.advance(30 * 60_000)
      const requests = await h.requests()
      expect(busiestMinute(requests)).toBeLessThanOrEqual(3)
      const starts = firstPages(requests)
      const gaps = starts.slice(1).map((r, i) => r.at - starts[i]!.at)
      // 5 pages at 80% of 3 a minute: 125 s between sweep starts, never the 30-s setting.
      expect(starts.length).toBeGreaterThanOrEqual(10)
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(125_000)
      expect(Math.max(...gaps)).toBeLessThan(150_000)
      expect(['ok', 'syncing']).toContain(h.service.getSyncStatus().state)
    } finally {
      await h.close()
    }
  }, 60_000)
})
