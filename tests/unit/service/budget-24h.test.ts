import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SWEEP_BUDGET_SHARE } from '@app/core/engine/interval'
import type { LoggedRequest } from '@app/simulator'
import { type Harness, isSweepPage, startHarness } from './harness'

// Cost note: a page of 200 monitors is ~1 MB of JSON; serving, parsing and validating it costs
// ~20 ms of real time, so a simulated day at the live service's limit (500 a minute: 50 pages
// every 30 s, 144,000 pages) would take most of an hour. The day below therefore runs against a
// service that allows 7 requests a minute: 30% of it is 2 a minute, sweeps may plan 80% of that
// (1.6 a minute), so the default 30-s interval stretches to 31.25 minutes and the cron round,
// the expiry radar and the destination reads share the spare 0.4 a minute. Every rule is the
// same as at 500 a minute; only the scale differs.

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

const isCertificateRead = (r: LoggedRequest) =>
  r.method === 'GET' && r.path.startsWith('/api/certificate-health/')
const isDestinationRead = (r: LoggedRequest) =>
  r.method === 'GET' && r.path.includes('notification-destinations')

const isCronDetail = (r: LoggedRequest) =>
  r.method === 'GET' && /^\/api\/monitors\/\d+\/cron-checks$/.test(r.path)

describe('24 simulated hours with 10,000 monitors at the default interval', () => {
  const RATE_LIMIT = 7
  const PER_MINUTE = Math.floor(0.3 * RATE_LIMIT) // 2
  const PAGES = 50
  // 50 pages at 80% of 2 a minute.
  const STRETCHED_MS = (PAGES / (PER_MINUTE * SWEEP_BUDGET_SHARE)) * 60_000 // 31.25 min
  const DAY_MS = 24 * 3_600_000
  let h: Harness
  let requests: LoggedRequest[]

  beforeAll(async () => {
    // The demo world: a flapping site, an outage, cron jobs and maintenance keep every kind of
    // request busy (maintenance look-ups, cron details), not only sweeps.
    // Colleagues stay still: the sweep arithmetic below counts exactly 10,000 monitors.
    h = await startHarness({
      monitors: 10_000,
      rateLimit: RATE_LIMIT,
      scenario: 'demo',
      colleagues: false,
    })
    expect(h.settings().sweepIntervalSeconds).toBe(30)
    expect(h.settings().budgetShare).toBe(0.3)
    await h.service.start()
    for (let hour = 0; hour < 24; hour++) {
      await h.advance(3_600_000)
      // The harness keeps every event, each snapshot with its lookup index; this test reads only
      // the simulator's request log, so a day of 10,000-monitor pictures need not stay alive.
      h.events.length = 0
    }
    requests = await h.requests()
  }, 240_000)

  afterAll(async () => {
    await h.close()
  })

  it('never uses more than 30% of the rate limit in any minute, counted by the simulator', () => {
    expect(requests.every((r) => r.at - requests[0]!.at <= DAY_MS)).toBe(true)
    expect(busiestMinute(requests)).toBeLessThanOrEqual(PER_MINUTE)
    expect(requests.filter((r) => r.status === 429)).toEqual([])
    // The bound is not vacuous: sweeps really ran at the cap.
    expect(busiestMinute(requests.filter(isSweepPage))).toBe(PER_MINUTE)
  })

  it('stretches the 30-s interval to fit: a sweep of 50 pages every ~31 minutes, all day', () => {
    const starts = firstPages(requests)
    const gaps = starts.slice(1).map((r, i) => r.at - starts[i]!.at)
    // A sweep is due one interval after the previous one started; its first page may wait up to
    // a minute for the budget, so first pages can sit a little closer than the interval.
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(STRETCHED_MS - 60_000)
    expect(Math.max(...gaps)).toBeLessThan(STRETCHED_MS + 2 * 60_000)
    // Sweeps never starve: about 24 h / 31.25 min of them.
    expect(starts.length).toBeGreaterThanOrEqual(Math.floor((DAY_MS / STRETCHED_MS) * 0.9))
    const pages = requests.filter(isSweepPage)
    expect(pages.length).toBeGreaterThanOrEqual(starts.length * PAGES - PAGES)
    expect(h.service.getSnapshot()?.monitors).toHaveLength(10_000)
    expect(['ok', 'syncing']).toContain(h.service.getSyncStatus().state)
  })

  it('runs the background cron round on the spare budget only', () => {
    const cron = requests.filter(isCronDetail)
    // The demo's one cron-job monitor, refreshed when its 15-minute TTL runs out.
    expect(cron.length).toBeGreaterThan(24)
    // Spare budget is 20% of 2 a minute: at most ~0.4 a minute over the day.
    expect(cron.length).toBeLessThanOrEqual(Math.ceil((DAY_MS / 60_000) * PER_MINUTE * 0.2) + 5)
  })

  it('runs the expiry radar and the destination reads on the same spare budget, never more', () => {
    const radar = requests.filter(isCertificateRead)
    const destinations = requests.filter(isDestinationRead)
    // Both rounds ran, and all is counted by the busiest-minute bound above.
    expect(radar.length).toBeGreaterThan(0)
    expect(destinations.length).toBeGreaterThan(0)
    const spare = requests.filter(isCronDetail).length + radar.length + destinations.length
    expect(spare).toBeLessThanOrEqual(Math.ceil((DAY_MS / 60_000) * PER_MINUTE * 0.2) + 5)
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
