// Round trip against the simulator: check history, result endpoints, uptime, downtime, metrics.
import { describe, expect, it } from 'vitest'
import { type ApiMonitor, utcToIso } from '@app/core/api'
import { useSimulatedApi } from './sim-client'

const ctx = useSimulatedApi({ monitors: 12, seed: 1 })
const DAY = 86_400_000

async function monitorOf(type: ApiMonitor['type']): Promise<ApiMonitor> {
  const found = (await ctx().api.monitors.listAll()).find((m) => m.type === type)
  if (!found) throw new Error(`the seed has no ${type} monitor`)
  return found
}

describe('runs', () => {
  it('lists runs of a check type, filtered by time and result, and iterates pages', async () => {
    const { api, sim } = ctx()
    const monitor = await monitorOf('http')
    const now = sim.now()
    const page = await api.runs.list(monitor.id, 'uptime', {
      startedAfter: now - DAY,
      startedBefore: now,
    })
    expect(page.data.length).toBeGreaterThan(0)
    for (const run of page.data) {
      expect(run.check_type).toBe('uptime')
      expect(['succeeded', 'warning', 'failed']).toContain(run.result)
      const started = Date.parse(utcToIso(run.started_at) ?? '')
      expect(started).toBeGreaterThanOrEqual(now - DAY - 1000)
    }
    const failedOnly = await api.runs.list(monitor.id, 'uptime', {
      result: 'failed',
      startedAfter: now - 7 * DAY,
    })
    expect(failedOnly.data.every((r) => r.result === 'failed')).toBe(true)

    let total = 0
    for await (const p of api.runs.iterate(monitor.id, 'uptime', { startedAfter: now - 2 * DAY }))
      total += p.data.length
    expect(total).toBeGreaterThanOrEqual(page.data.length)
  })
})

describe('results', () => {
  it('broken links, crawled URLs (summary and details), certificate health, mixed content, sitemap', async () => {
    const { api } = ctx()
    const monitor = await monitorOf('http')
    const broken = await api.results.brokenLinks(monitor.id)
    expect(Array.isArray(broken.data)).toBe(true)
    expect(broken.meta?.run_id).toBeGreaterThan(0)

    const summary = await api.results.crawledUrlsSummary(monitor.id)
    expect(summary.data.total).toBe(summary.data.internal + summary.data.external)

    const details = await api.results.crawledUrlsDetails(monitor.id, { page: 1 })
    expect(details.data.length).toBeGreaterThan(0)
    expect(details.data.length).toBeLessThanOrEqual(100)
    expect(details.run?.id).toBe(summary.meta?.run_id)
    const again = await api.results.crawledUrlsDetails(monitor.id, {
      runId: details.run!.id!,
      page: 1,
    })
    expect(again.data[0]?.crawled_url).toBe(details.data[0]?.crawled_url)

    const certificate = await api.results.certificateHealth(monitor.id)
    expect(certificate.certificate_checks.length).toBeGreaterThan(0)
    expect(certificate.certificate_details.issuer).toBeTruthy()

    const mixed = await api.results.mixedContent(monitor.id)
    expect(Array.isArray(mixed.data)).toBe(true)

    const sitemap = await api.results.sitemap(monitor.id)
    expect(sitemap.checkUrl).toContain('sitemap')
    expect(sitemap.totalUrlCount).toBeGreaterThanOrEqual(0)
  })

  it('detected certificates: list with sort and filter, then one', async () => {
    const { api } = ctx()
    const monitor = await monitorOf('http')
    const page = await api.results.detectedCertificates(monitor.id, { sort: '-created_at' })
    expect(page.data.length).toBeGreaterThan(0)
    const [first] = page.data
    const filtered = await api.results.detectedCertificates(monitor.id, {
      fingerprint: first!.fingerprint,
    })
    expect(filtered.data.map((c) => c.id)).toEqual([first!.id])
    const one = await api.results.detectedCertificate(monitor.id, first!.id)
    expect(one).toMatchObject({
      id: first!.id,
      monitor_id: monitor.id,
      fingerprint: first!.fingerprint,
    })
  })
})

describe('uptime and metrics', () => {
  it('uptime per hour over a day', async () => {
    const { api, sim } = ctx()
    const monitor = await monitorOf('http')
    const now = sim.now()
    const entries = await api.uptime.uptime(monitor.id, {
      startedAt: now - DAY,
      endedAt: now,
      split: 'hour',
    })
    expect(entries.length).toBeGreaterThanOrEqual(23)
    expect(entries.every((e) => e.uptime_percentage >= 0 && e.uptime_percentage <= 100)).toBe(true)
  })

  it('downtime over a month, and deleting one period', async () => {
    const { api, sim } = ctx()
    const now = sim.now()
    const range = { startedAt: now - 30 * DAY, endedAt: now }
    let target: { monitorId: number; ids: number[] } | null = null
    for (const monitor of await api.monitors.listAll()) {
      const periods = await api.uptime.downtime(monitor.id, range)
      if (periods.length > 0) {
        target = { monitorId: monitor.id, ids: periods.map((p) => p.id) }
        break
      }
    }
    expect(target).not.toBeNull()
    await expect(api.uptime.deleteDowntime(target!.ids[0]!)).resolves.toBeUndefined()
    const after = await api.uptime.downtime(target!.monitorId, range)
    expect(after.map((p) => p.id)).toEqual(target!.ids.slice(1))
  })

  it('http, ping and tcp metrics for monitors of each type', async () => {
    const { api, sim } = ctx()
    const now = sim.now()
    const range = { start: now - DAY, end: now, groupBy: 'hour' as const }
    const http = await api.uptime.httpMetrics((await monitorOf('http')).id, range)
    expect(http.length).toBeGreaterThan(0)
    expect(http[0]!.total_time_in_seconds).toBeGreaterThan(0)
    const ping = await api.uptime.pingMetrics((await monitorOf('ping')).id, range)
    expect(ping.length).toBeGreaterThan(0)
    expect(ping[0]!.packet_loss_percentage).toBeGreaterThanOrEqual(0)
    const tcp = await api.uptime.tcpMetrics((await monitorOf('tcp')).id, range)
    expect(tcp.length).toBeGreaterThan(0)
    expect(tcp[0]!.time_to_connect_in_ms).toBeGreaterThanOrEqual(0)
  })
})
