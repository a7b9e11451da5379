// Check history and result details: runs, broken links, crawled URLs, certificate health,
// mixed content, sitemap, detected certificates, DNS history and Lighthouse reports.
import * as z from 'zod'
import type { Context } from 'hono'
import { brokenLinkCount, latestRun } from '../../world/check-results'
import { runsBetween, RUN_RETENTION_MS } from '../../world/history'
import {
  certificateDaysLeft,
  certificateThresholdDays,
  certificateValidUntil,
} from '../../api/certificate'
import { hash, unit } from '../../engine/prng'
import { MS, iso, parseCompact, ymdHis } from '../../engine/time'
import { paginate } from '../pagination'
import { checkTypeSchema, compactTimeSchema } from '../schemas'
import { fieldError, notFound } from '../errors'
import { check, found, idParam, readQuery } from '../validate'
import type { RouteTable } from '../route-table'
import type { Simulation } from '../../simulation'
import type { CheckType, SimCheck, SimMonitor } from '../../world/types'
import type { World } from '../../world/world'

const runsQuery = z.object({
  'filter[started_after]': compactTimeSchema.optional(),
  'filter[started_before]': compactTimeSchema.optional(),
  'filter[result]': z.enum(['succeeded', 'warning', 'failed']).optional(),
})

const RUN_ID_FACTOR = 1_000_000

/** Run ids encode the check id, so a foreign `run_id` can be told apart (422). */
export function runId(check: SimCheck, at: number): number {
  return check.id * RUN_ID_FACTOR + (Math.floor(at / 60_000) % RUN_ID_FACTOR)
}

interface RunRef {
  monitor: SimMonitor
  check: SimCheck
  id: number
  startedAt: number
  endedAt: number
  failed: boolean
}

/** The latest completed run of a check type, or the one named by `run_id`. */
function resolveRun(c: Context, sim: Simulation, type: CheckType): RunRef {
  const monitor = found(sim.world.monitors.get(idParam(c, 'id')))
  const target = found(monitor.checks.find((candidate) => candidate.type === type))
  const now = sim.now()
  const raw = c.req.query('run_id')
  const run = latestRun(sim.world, target, now)
  const endedAt = run.endedAt ?? target.activeFrom ?? now
  let id = runId(target, endedAt)
  if (raw !== undefined) {
    const asked = Number(raw)
    if (!Number.isInteger(asked) || Math.floor(asked / RUN_ID_FACTOR) !== target.id) {
      throw fieldError('run_id', 'The run id does not belong to this check on this monitor.')
    }
    id = asked
  }
  return {
    monitor,
    check: target,
    id,
    startedAt: endedAt - 2000,
    endedAt,
    failed: run.result === 'failed',
  }
}

function runMeta(run: RunRef) {
  return { run_id: run.id, run_started_at: iso(run.startedAt), run_ended_at: iso(run.endedAt) }
}

function host(monitor: SimMonitor): string {
  return monitor.url.replace(/^[a-z]+:\/\//, '').replace(/[:/].*$/, '')
}

function crawledUrls(world: World, run: RunRef, brokenOnly: boolean) {
  const base = `https://${host(run.monitor)}`
  const broken = run.failed ? brokenLinkCount(run.check) : 0
  const total = broken + 20 + (hash(world.seed, run.monitor.id) % 30)
  const types = ['link', 'image', 'script', 'stylesheet', 'og:image'] as const
  const entries = Array.from({ length: total }, (_, i) => {
    const isBroken = i < broken
    // The second broken link never answered: no status code, an error instead.
    const timedOut = isBroken && i === 1
    const internal = unit(world.seed, run.monitor.id, i) < 0.8
    const path = `/${isBroken ? 'missing' : 'page'}-${i}`
    const foundOn = i % 3 === 0 ? '/' : `/blog/post-${i % 3}`
    return {
      status_code: timedOut ? null : isBroken ? 404 : 200,
      crawled_url: internal ? base + path : `https://external-${i}.example.org${path}`,
      relative_crawled_url: path,
      found_on_url: base + foundOn,
      relative_found_on_url: foundOn,
      link_text: `Link ${i}`,
      type: types[i % types.length] ?? 'link',
      error_message: timedOut
        ? 'cURL error 28: Operation timed out after 10001 milliseconds'
        : null,
      internal,
    }
  })
  return brokenOnly
    ? entries.filter((entry) => entry.status_code === null || entry.status_code >= 400)
    : entries
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
      ended_at: iso(run.at + 1500),
      service_url: `${sim.baseUrl}/runs/${runId(target, run.at)}`,
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
    const days = certificateDaysLeft(sim.world, run.monitor, sim.now())
    const validUntil = certificateValidUntil(sim.world, run.monitor)
    const threshold = certificateThresholdDays(run.monitor)
    // A failed run names what failed: the expiry when it is near, else the chain.
    const chainFails = run.failed && days > threshold
    const passed = (type: string) =>
      type === 'expiresSoon'
        ? days > threshold
        : type === 'hasExpired'
          ? days >= 0
          : !(chainFails && type === 'doesNotConnectWithRootCertificate')
    const checks = CERT_CHECKS.map(([type, label]) => ({ type, label, passed: passed(type) }))
    return c.json({
      certificate_details: {
        issuer: 'R11',
        valid_from: ymdHis(validUntil - 90 * MS.day),
        valid_until: ymdHis(validUntil),
      },
      certificate_checks: checks,
      certificate_chain_issuers: [
        "US, Let's Encrypt, R11",
        'US, Internet Security Research Group, ISRG Root X1',
      ],
      ...runMeta(run),
    })
  })

  routes.get('/api/mixed-content/:id', (c, sim) => {
    const run = resolveRun(c, sim, 'mixed_content')
    const elements = [
      ['img', '/logo.png', '/'],
      ['script', '/js/tracker.js', '/checkout'],
      ['iframe', '/embed/video', '/blog/post-1'],
    ] as const
    const entries = run.failed
      ? elements.slice(0, 1 + (run.check.id % elements.length)).map(([element, path, page]) => ({
          mixed_content_url: `http://${host(run.monitor)}${path}`,
          found_on_url: `https://${host(run.monitor)}${page}`,
          element_name: element,
        }))
      : []
    return c.json(
      withRunMeta(
        paginate(c, entries, (e) => e, { maxSize: 1000 }),
        run,
      ),
    )
  })

  routes.get('/api/sitemap/:id', (c, sim) => {
    const run = resolveRun(c, sim, 'sitemap')
    const base = `https://${host(run.monitor)}`
    const issues = run.failed
      ? [{ name: 'FailedUrlResponse', url: `${base}/old-page`, responseCode: 404 }]
      : []
    const sitemaps = ['post', 'page'].map((name, i) => ({
      url: `${base}/${name}-sitemap.xml`,
      urlCount: 10 + i * 5,
      checkedReachabilityOfAllUrls: true,
      issuesCount: i === 0 ? issues.length : 0,
      issues: i === 0 ? issues : [],
    }))
    return c.json({
      checkUrl: `${base}/sitemap.xml`,
      totalIssuesCount: issues.length,
      totalUrlCount: sitemaps.reduce((sum, s) => sum + s.urlCount, 0),
      hasIssues: issues.length > 0,
      issues: [],
      sitemapIndexes: sitemaps.map((s) => ({ url: s.url, issues: [] })),
      sitemaps,
      ...runMeta(run),
    })
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

  routes.get('/api/monitors/:id/lighthouse-reports', (c, sim) => {
    const monitor = found(sim.world.monitors.get(idParam(c, 'id')))
    const now = sim.now()
    const reports = [0, 1, 2].map((daysAgo) => {
      const score = (salt: number) =>
        60 + Math.floor(unit(sim.world.seed, monitor.id, daysAgo, salt) * 40)
      return {
        id: monitor.id * 10 + daysAgo,
        performance_score: score(1),
        accessibility_score: score(2),
        best_practices_score: score(3),
        seo_score: score(4),
        progressive_web_app_score: score(5),
        first_contentful_paint_in_ms: 800 + score(6) * 10.5,
        speed_index_in_ms: 900 + score(7) * 10,
        largest_contentful_paint_in_ms: 1000 + score(8) * 12.25,
        time_to_interactive_in_ms: 1500 + score(9) * 11.5,
        total_blocking_time_in_ms: 100 + score(10) * 3.5,
        cumulative_layout_shift: score(11) / 1000,
        performed_on_checker_server: 'lighthouse-checker-frankfurt-1',
        issues: [],
        created_at: ymdHis(now - daysAgo * MS.day),
      }
    })
    return c.json(paginate(c, reports, (report) => report))
  })
}

const CERT_CHECKS: [string, string][] = [
  ['notFound', 'Certificate is present'],
  ['expiresSoon', 'Will not expire soon'],
  ['coversWrongDomain', 'Covers the right domain'],
  ['doesNotConnectWithRootCertificate', 'Connects with a known root certificate'],
  ['notYetActive', 'Is currently active'],
  ['isSelfSigned', 'Is not self-signed'],
  ['usesInvalidHash', 'Uses a valid hashing algorithm'],
  ['hasExpired', 'Has not expired'],
  ['hasChanged', 'Unchanged since last checked'],
  ['lifetimeTooLong', 'Certificate is not valid for too long'],
  ['couldNotConnectToHost', 'Could not connect to host'],
  ['hostDoesNotExist', 'Host does not exist'],
  ['noCertificateInstalled', 'No certificate installed'],
  ['couldNotDownloadCertificate', 'Could not download certificate'],
]
