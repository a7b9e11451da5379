import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MonitorState } from '@app/shared/model'
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
    // Each page names its monitors (what an update template's {{ monitor }} is filled from).
    const known = new Set(h.service.getSnapshot()!.monitors.map((m) => m.id))
    const shown = pages.value.flatMap((p) => p.monitors)
    expect(shown.length).toBeGreaterThan(0)
    for (const m of shown) expect(known.has(m.id), `monitor ${m.id}`).toBe(true)
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

  it('asks for the split it is given, caches each split apart, refuses an unknown one', async () => {
    for (const split of ['hour', 'day', 'month'] as const) {
      const { value, sent } = await sentBy(() => h.service.uptime(http.id, '7d', split))
      expect(sent).toHaveLength(1)
      expect(sent[0]!.path).toBe(`/api/monitors/${http.id}/uptime`)
      expect(new URLSearchParams(sent[0]!.query).get('split')).toBe(split)
      expect(value.length).toBeGreaterThan(0)
    }
    // Hour buckets over 7 days: about 168 of them; month buckets: one or two.
    const hourly = await sentBy(() => h.service.uptime(http.id, '7d', 'hour'))
    const monthly = await sentBy(() => h.service.uptime(http.id, '7d', 'month'))
    expect([...hourly.sent, ...monthly.sent]).toEqual([])
    expect(hourly.value.length).toBeGreaterThan(150)
    expect(monthly.value.length).toBeLessThanOrEqual(2)
    // No split: the range's own (day for 7d), which the 'day' ask above already cached.
    expect((await sentBy(() => h.service.uptime(http.id, '7d'))).sent).toEqual([])

    const { sent } = await sentBy(() =>
      expect(h.service.uptime(http.id, '7d', 'week' as never)).rejects.toThrow(
        /Unknown uptime split "week": use hour, day or month/,
      ),
    )
    expect(sent).toEqual([])
  })

  it('gives ping and TCP metrics for monitors of that type, cached like HTTP timings', async () => {
    const monitors = h.service.getSnapshot()!.monitors
    const ping = monitors.find((m) => m.type === 'ping')!
    const tcp = monitors.find((m) => m.type === 'tcp')!
    expect(ping && tcp).toBeTruthy()

    const pinged = await sentBy(() => h.service.pingMetrics(ping.id, '24h'))
    expect(pinged.sent).toHaveLength(1)
    expect(pinged.sent[0]).toMatchObject({ path: `/api/monitors/${ping.id}/ping-uptime-metrics` })
    expect(new URLSearchParams(pinged.sent[0]!.query).get('filter[group_by]')).toBe('hour')
    expect(pinged.value.length).toBeGreaterThan(0)
    for (const p of pinged.value) {
      expect(p.at).toMatch(/Z$/)
      expect(p.minMs).toBeGreaterThan(0)
      expect(p.minMs).toBeLessThanOrEqual(p.avgMs)
      expect(p.avgMs).toBeLessThanOrEqual(p.maxMs)
      expect(p.packetLossPercentage).toBeGreaterThanOrEqual(0)
      expect(p.uptimePercentage).toBeGreaterThanOrEqual(0)
      expect(p.uptimePercentage).toBeLessThanOrEqual(100)
    }

    const connected = await sentBy(() => h.service.tcpMetrics(tcp.id, '30d'))
    expect(connected.sent).toHaveLength(1)
    expect(connected.sent[0]).toMatchObject({ path: `/api/monitors/${tcp.id}/tcp-uptime-metrics` })
    expect(new URLSearchParams(connected.sent[0]!.query).get('filter[group_by]')).toBe('day')
    expect(connected.value.length).toBeGreaterThan(0)
    for (const p of connected.value) {
      expect(p.at).toMatch(/Z$/)
      expect(p.connectMs).toBeGreaterThan(0)
      expect(p.uptimePercentage).toBeLessThanOrEqual(100)
    }

    // Within the TTL nothing is sent again; after it, one request each.
    const again = await sentBy(() =>
      Promise.all([h.service.pingMetrics(ping.id, '24h'), h.service.tcpMetrics(tcp.id, '30d')]),
    )
    expect(again.sent).toEqual([])
    expect(again.value).toEqual([pinged.value, connected.value])
    await h.advance(5 * 60_000)
    const later = await sentBy(() =>
      Promise.all([h.service.pingMetrics(ping.id, '24h'), h.service.tcpMetrics(tcp.id, '30d')]),
    )
    expect(later.sent.map((r) => r.path).sort()).toEqual(
      [
        `/api/monitors/${ping.id}/ping-uptime-metrics`,
        `/api/monitors/${tcp.id}/tcp-uptime-metrics`,
      ].sort(),
    )
  })

  it('refuses metrics of another type without spending a request', async () => {
    const ping = h.service.getSnapshot()!.monitors.find((m) => m.type === 'ping')!
    const { sent } = await sentBy(async () => {
      await expect(h.service.pingMetrics(http.id, '24h')).rejects.toThrow(
        `Monitor ${http.id} is a http monitor: ping metrics exist for ping monitors only.`,
      )
      await expect(h.service.tcpMetrics(ping.id, '24h')).rejects.toThrow(/tcp monitors only/)
      await expect(h.service.httpTimings(ping.id, '24h')).rejects.toThrow(/http monitors only/)
      await expect(h.service.pingMetrics(ping.id, '1y' as never)).rejects.toThrow(/Unknown range/)
    })
    expect(sent).toEqual([])
  })

  it('caches cron check lists, and still shows what an action changed', async () => {
    const withCron = h.service
      .getSnapshot()!
      .monitors.find((m) => m.checks.some((c) => c.type === 'cron' && c.enabled))!
    const path = `/api/monitors/${withCron.id}/cron-checks`
    await h.advance(5 * 60_000) // whatever an earlier ask or the background round cached is old
    const first = await sentBy(() => h.service.cronChecks(withCron.id))
    expect(first.sent.map((r) => r.path)).toEqual([path])
    expect(first.value.length).toBeGreaterThan(0)
    expect(h.service.getSnapshot()!.cron[withCron.id]).toEqual(first.value)

    const cached = await sentBy(() => h.service.cronChecks(withCron.id))
    expect(cached.sent).toEqual([])
    expect(cached.value).toEqual(first.value)

    // A snooze confirms itself with one fetch that updates the snapshot: the window's next ask
    // shows the snooze.
    const cron = first.value[0]!
    expect((await h.service.snoozeCronCheck(cron.id, 30)).ok).toBe(true)
    await h.advance(0)
    const afterAction = await h.service.cronChecks(withCron.id)
    expect(afterAction.find((c) => c.id === cron.id)?.snoozedUntil).not.toBeNull()
    expect((await h.service.unsnoozeCronCheck(cron.id)).ok).toBe(true)
    await h.advance(0)

    await h.advance(5 * 60_000)
    const expired = await sentBy(() => h.service.cronChecks(withCron.id))
    expect(expired.sent.map((r) => r.path)).toEqual([path])
    expect(expired.value.find((c) => c.id === cron.id)?.snoozedUntil).toBeNull()
  })
})
