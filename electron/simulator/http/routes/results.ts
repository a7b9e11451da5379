// Check history and result details: runs, broken links, crawled URLs, certificate health,
// mixed content, sitemap, detected certificates and DNS history. Findings come from the run
// asked for (`run_id`) or the latest one; the scanning checks' history is in scans.ts.
import * as z from 'zod'
import type { Context } from 'hono'
import { runsBetween, RUN_RETENTION_MS } from '../../world/history'
import { certificateValidUntil } from '../../api/certificate'
import { certificateHealth, crawledUrls, host, mixedContent, sitemap } from '../../api/findings'
import { latestRunRef, reportUrl, runById, runEnd, runId, type RunRef } from '../../api/runs'
import { hash } from '../../engine/prng'
import { MS, iso, parseCompact, ymdHis } from '../../engine/time'
import { paginate } from '../pagination'
import { checkTypeSchema, compactTimeSchema } from '../schemas'
import { fieldError, notFound } from '../errors'
import { check, found, idParam, readQuery } from '../validate'
import type { RouteTable } from '../route-table'
import type { Simulation } from '../../simulation'
import type { CheckType, SimMonitor } from '../../world/types'

const runsQuery = z.object({
  'filter[started_after]': compactTimeSchema.optional(),
  'filter[started_before]': compactTimeSchema.optional(),
  'filter[result]': z.enum(['succeeded', 'warning', 'failed']).optional(),
})

/**
 * The latest run of a check type, or the one named by `run_id`. A `run_id` of another check, or
 * one this check never ran, answers 422 (spec: "A `run_id` that does not belong to that check on
 * that monitor yields 422").
 */
function resolveRun(c: Context, sim: Simulation, type: CheckType): RunRef {
  const monitor = found(sim.world.monitors.get(idParam(c, 'id')))
  const target = found(monitor.checks.find((candidate) => candidate.type === type))
  const now = sim.now()
  const raw = c.req.query('run_id')
  if (raw !== undefined) {
    const asked = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN
    const run = Number.isSafeInteger(asked) ? runById(sim.world, monitor, target, asked, now) : null
    if (!run)
      throw fieldError('run_id', 'The run id does not belong to this check on this monitor.')
    return run
  }
  return (
    latestRunRef(sim.world, monitor, target, now) ?? {
      // Never ran: an empty pending run, so the answer keeps its shape.
      monitor,
      check: target,
      id: runId(target, now),
      startedAt: now,
      endedAt: now,
      result: 'pending',
    }
  )
}

function runMeta(run: RunRef) {
  return { run_id: run.id, run_started_at: iso(run.startedAt), run_ended_at: iso(run.endedAt) }
}

function withRunMeta<T extends { meta: object }>(page: T, run: RunRef): T {
  return { ...page, meta: { ...page.meta, ...runMeta(run) } }
}

export function registerResultRoutes(routes: RouteTable): void {
  routes.get('/api/monitors/:id/checks/:type/runs', (c, sim) => {
    const monitor = found(sim.world.monitors.get(idParam(c, 'id')))
    const type = check(checkTypeSchema, c.req.param('type'))
    const target = found(monitor.checks.find((candidate) => candidate.type === type))
    const query = readQuery(c, runsQuery)
    const now = sim.now()
    const after = query['filter[started_after]']
      ? parseCompact(query['filter[started_after]'])
      : null
    const before = query['filter[started_before]']
      ? parseCompact(query['filter[started_before]'])
      : null
    if (query['filter[started_after]'] && after === null)
      throw fieldError('filter.started_after', 'The started after filter is not a valid date.')
    if (query['filter[started_before]'] && before === null)
      throw fieldError('filter.started_before', 'The started before filter is not a valid date.')
    const runs = runsBetween(
      sim.world,
      target,
      after ?? now - RUN_RETENTION_MS,
      (before ?? now) + 999,
      now,
    )
      .filter((run) => run.at >= now - RUN_RETENTION_MS)
      .filter((run) => ['succeeded', 'warning', 'failed'].includes(run.result))
      .filter((run) => !query['filter[result]'] || run.result === query['filter[result]'])
      .reverse()
    const page = paginate(c, runs, (run) => ({
      id: runId(target, run.at),
      check_id: target.id,
      check_type: target.type,
      result: run.result,
      started_at: iso(run.at),
      ended_at: iso(runEnd(target, run.at)),
      service_url: reportUrl(sim.baseUrl, runId(target, run.at)),
    }))
    return c.json({
      ...page,
      links: { ...page.links, documentation_url: `https://docs.uptray.test/checks/${target.type}` },
    })
  })

  routes.get('/api/broken-links/:id', (c, sim) => {
    const run = resolveRun(c, sim, 'broken_links')
    return c.json(
      withRunMeta(
        paginate(c, crawledUrls(sim.world, run, true), (e) => e, { maxSize: 1000 }),
        run,
      ),
    )
  })
  routes.get('/api/crawled-urls/:id/summary', (c, sim) => {
    const run = resolveRun(c, sim, 'broken_links')
    const entries = crawledUrls(sim.world, run, false)
    const byType: Record<string, number> = {}
    for (const entry of entries) byType[entry.type] = (byType[entry.type] ?? 0) + 1
    const internal = entries.filter((entry) => entry.internal).length
    return c.json({
      data: {
        total: entries.length,
        internal,
        external: entries.length - internal,
        by_type: byType,
      },
      meta: runMeta(run),
    })
  })
  routes.get('/api/crawled-urls/:id/details', (c, sim) => {
    const run = resolveRun(c, sim, 'broken_links')
    return c.json(
      withRunMeta(
        paginate(c, crawledUrls(sim.world, run, false), (e) => e, {
          defaultSize: 100,
          maxSize: 100,
        }),
        run,
      ),
    )
  })

  routes.get('/api/certificate-health/:id', (c, sim) => {
    const run = resolveRun(c, sim, 'certificate_health')
    return c.json({ ...certificateHealth(sim.world, run), ...runMeta(run) })
  })

  routes.get('/api/mixed-content/:id', (c, sim) => {
    const run = resolveRun(c, sim, 'mixed_content')
    return c.json(
      withRunMeta(
        paginate(c, mixedContent(run), (e) => e, { maxSize: 1000 }),
        run,
      ),
    )
  })

  routes.get('/api/sitemap/:id', (c, sim) => {
    const run = resolveRun(c, sim, 'sitemap')
    return c.json({ ...sitemap(run), ...runMeta(run) })
  })

  const certificates = (sim: Simulation, monitor: SimMonitor) => {
    const now = sim.now()
    const expires = certificateValidUntil(sim.world, monitor)
    // The current certificate and the one it replaced.
    return [0, 1].map((age) => {
      const validUntil = expires - age * 90 * MS.day
      return {
        id: monitor.id * 10 + age,
        monitor_id: monitor.id,
        fingerprint: (hash(monitor.id, age).toString(16) + hash(age, monitor.id).toString(16))
          .padEnd(40, '0')
          .slice(0, 40),
        certificate_details: {
          issuer: 'R11',
          domain: host(monitor),
          additional_domains: [host(monitor), `*.${host(monitor)}`],
          valid_from: ymdHis(validUntil - 90 * MS.day),
          valid_until: ymdHis(validUntil),
          days_until_expiration: Math.floor((validUntil - now) / MS.day),
          signature_algorithm: 'ecdsa-with-SHA256',
          is_valid: validUntil > now,
          is_expired: validUntil <= now,
        },
        created_at: ymdHis(validUntil - 90 * MS.day),
        updated_at: ymdHis(validUntil - 90 * MS.day),
      }
    })
  }
  routes.get('/api/monitors/:id/detected-certificates', (c, sim) => {
    const monitor = found(sim.world.monitors.get(idParam(c, 'id')))
    const query = readQuery(
      c,
      z.object({
        'filter[fingerprint]': z.string().optional(),
        sort: z
          .enum([
            'created_at',
            '-created_at',
            'updated_at',
            '-updated_at',
            'fingerprint',
            '-fingerprint',
          ])
          .optional(),
      }),
    )
    let list = certificates(sim, monitor)
    if (query['filter[fingerprint]'])
      list = list.filter((cert) => cert.fingerprint === query['filter[fingerprint]'])
    if (query.sort) {
      const key = query.sort.replace('-', '') as 'created_at' | 'updated_at' | 'fingerprint'
      list.sort((a, b) => a[key].localeCompare(b[key]) * (query.sort?.startsWith('-') ? -1 : 1))
    }
    return c.json(paginate(c, list, (cert) => cert))
  })
  routes.get('/api/monitors/:id/detected-certificates/:certId', (c, sim) => {
    const monitor = found(sim.world.monitors.get(idParam(c, 'id')))
    const wanted = idParam(c, 'certId')
    return c.json(found(certificates(sim, monitor).find((cert) => cert.id === wanted)))
  })

  const dnsItem = (sim: Simulation, monitor: SimMonitor) => {
    const name = host(monitor)
    const ip = `192.0.2.${monitor.id % 250}`
    return {
      id: monitor.id * 10,
      authoritative_nameservers: ['ns1.dns.example.net', 'ns2.dns.example.net'],
      dns_records: [
        { host: name, ttl: 300, class: 'IN', type: 'A', ip },
        { host: name, ttl: 86400, class: 'IN', type: 'NS', target: 'ns1.dns.example.net' },
      ],
      raw_dns_records: { 'ns1.dns.example.net': [`${name}.\t\t300\tIN\tA\t${ip}`] },
      issues: [],
      diff_summary: 'No changes',
      created_at: ymdHis(sim.now() - MS.day),
    }
  }
  routes.get('/api/monitors/:id/dns-history-items', (c, sim) => {
    const monitor = found(sim.world.monitors.get(idParam(c, 'id')))
    return c.json(paginate(c, [dnsItem(sim, monitor)], (entry) => entry))
  })
  routes.get('/api/monitors/:id/dns-history-items/:itemId', (c, sim) => {
    const monitor = found(sim.world.monitors.get(idParam(c, 'id')))
    const item = dnsItem(sim, monitor)
    if (item.id !== idParam(c, 'itemId')) throw notFound()
    return c.json(item)
  })
}
