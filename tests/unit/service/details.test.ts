import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MonitorState } from '../../../electron/shared/model'
import { type Harness, startHarness } from './harness'

let h: Harness
let http: MonitorState

beforeAll(async () => {
  h = await startHarness({ scenario: 'demo', monitors: 12 })
  await h.service.start()
  await h.advance(0)
  http = h.service.getSnapshot()!.monitors.find((m) => m.type === 'http')!
})
afterAll(async () => {
  await h.close()
})

async function sentBy<T>(run: () => Promise<T>) {
  const before = (await h.requests()).length
  const value = await run()
  return { value, sent: (await h.requests()).slice(before) }
}

describe('detail queries', () => {
  it('asks for uptime with the split that matches the range, and caches it', async () => {
    for (const [range, split] of [
      ['24h', 'hour'],
      ['7d', 'day'],
      ['30d', 'day'],
      ['90d', 'day'],
    ] as const) {
      const { value, sent } = await sentBy(() => h.service.uptime(http.id, range))
      expect(sent).toHaveLength(1)
      expect(new URLSearchParams(sent[0]!.query).get('split')).toBe(split)
      expect(value.length).toBeGreaterThan(0)
      expect(value[0]).toEqual({
        at: expect.stringMatching(/Z$/),
        uptimePercentage: expect.any(Number),
      })
    }
    const again = await sentBy(() => h.service.uptime(http.id, '24h'))
    expect(again.sent).toEqual([])
    await h.advance(5 * 60_000)
    expect((await sentBy(() => h.service.uptime(http.id, '24h'))).sent).toHaveLength(1)
  })

  it('gives HTTP timings in milliseconds', async () => {
    const { value, sent } = await sentBy(() => h.service.httpTimings(http.id, '24h'))
    expect(sent[0]).toMatchObject({ path: `/api/monitors/${http.id}/http-uptime-metrics` })
    expect(value.length).toBeGreaterThan(0)
    for (const p of value) {
      expect(p.totalMs).toBeGreaterThan(1) // seconds in the API, ms here
      expect(p.totalMs).toBeGreaterThanOrEqual(p.dnsMs)
    }
  })

  it('gives downtime periods with their durations', async () => {
    const outage = h.service.getSnapshot()!.monitors.find((m) => m.result === 'failed') ?? http
    const periods = await h.service.downtime(outage.id, '30d')
    for (const p of periods) {
      const end = p.endedAt ? Date.parse(p.endedAt) : h.clock.now()
      expect(p.durationSeconds).toBe(Math.round((end - Date.parse(p.startedAt)) / 1000))
    }
  })

  it('lists status pages and update templates, cached', async () => {
    const pages = await sentBy(() => h.service.statusPages())
    expect(pages.value.length).toBeGreaterThan(0)
    expect(pages.value[0]).toMatchObject({ id: expect.any(Number), fullUrl: expect.any(String) })
    const templates = await sentBy(() => h.service.statusUpdateTemplates())
    expect(templates.value.length).toBeGreaterThan(0)
    expect((await sentBy(() => h.service.statusUpdateTemplates())).sent).toEqual([])
  })

  it('lists upcoming and recurring maintenance', async () => {
    const all = await Promise.all(
      h.service.getSnapshot()!.monitors.map((m) => h.service.maintenancePeriods(m.id)),
    )
    expect(all.some((p) => p.recurring.length > 0)).toBe(true)
    expect(all.some((p) => p.upcoming.length > 0)).toBe(true)
  })

  it('fails a list longer than the budget left with a clear message, never hangs', async () => {
    // 5% of 180 = 9 requests a minute. The demo's outage monitor has ~9,000 downtime periods
    // in 30 days (47 pages): more than a minute's budget. Short lists load, the long one says why.
    expect((await h.service.updateSettings({ budgetShare: 0.05 })).ok).toBe(true)
    await h.advance(60_000)
    const queries = Promise.allSettled(
      h.service.getSnapshot()!.monitors.map((m) => h.service.downtime(m.id, '30d')),
    )
    await h.advance(10 * 60_000) // queued queries wait for budget slots, not forever
    const outcomes = await queries
    expect(outcomes.filter((o) => o.status === 'fulfilled').length).toBeGreaterThan(5)
    const refused = outcomes.filter((o) => o.status === 'rejected')
    expect(refused.length).toBeGreaterThan(0)
    for (const o of refused)
      expect(String(o.reason)).toMatch(/too long to load within the request budget/)
    await h.service.updateSettings({ budgetShare: 0.3 })
  })

  it('rejects a query with a clear message instead of sending a bad request', async () => {
    const { sent } = await sentBy(() =>
      expect(h.service.uptime(http.id, '1y' as never)).rejects.toThrow(/Unknown range "1y"/),
    )
    expect(sent).toEqual([])
  })
})
