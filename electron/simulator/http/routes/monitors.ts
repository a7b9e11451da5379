// Monitors: list (paginated), one by id or URL, create, delete, the older /api/sites path and
// the per-type check summary.
import * as z from 'zod'
import { buildMonitor } from '../../seed/build-monitor'
import { CHECKS_BY_TYPE } from '../../seed/defaults'
import { monitorJson } from '../../api/serialize-monitor'
import { checkJson } from '../../api/serialize-check'
import { latestRun } from '../../world/check-results'
import { mulberry32 } from '../../engine/prng'
import { paginate } from '../pagination'
import { checkTypeSchema, nameValueSchema } from '../schemas'
import { check, found, idParam, readBody } from '../validate'
import { fieldError } from '../errors'
import type { RouteTable } from '../route-table'
import type { Simulation } from '../../simulation'
import type { Context } from 'hono'

// Spec, create body and Limits: `frequency_unit` is always `minute`, `frequency_value` an
// integer 1 to 1440. Other uptime keys are accepted as sent.
const uptimeSettingsSchema = z.looseObject({
  frequency_unit: z.literal('minute').optional(),
  frequency_value: z.number().int().min(1).max(1440).optional(),
  failed_notification_threshold: z.number().int().optional(),
  max_redirect_count: z.number().int().optional(),
})

const createSchema = z.object({
  url: z.string().min(1).max(2048),
  team_id: z.number().int().positive(),
  type: z.enum(['http', 'ping', 'tcp', 'ai']),
  checks: z.array(checkTypeSchema).optional(),
  group_name: z.string().max(191).optional(),
  friendly_name: z.string().max(191).optional(),
  notes: z.string().optional(),
  description: z.string().optional(),
  real_ip_address: z.string().optional(),
  tags: z.array(z.string().min(1).max(191)).optional(),
  uptime_check_settings: uptimeSettingsSchema.optional(),
  performance_check_settings: z
    .object({
      threshold_in_ms: z.number().int().positive().optional(),
      change_percentage: z.number().optional(),
    })
    .optional(),
  crawler_settings: z.object({ headers: z.array(nameValueSchema) }).optional(),
  broken_links_check_settings: z.record(z.string(), z.unknown()).optional(),
  sitemap_check_settings: z
    .object({
      path: z.string().optional(),
      speed: z.enum(['slowest', 'slow', 'default', 'fast', 'fastest']).optional(),
    })
    .optional(),
  application_health_check_settings: z.record(z.string(), z.unknown()).optional(),
  certificate_health_check_settings: z
    .object({ expires_soon_threshold_in_days: z.number().int().min(1).nullable().optional() })
    .optional(),
  dns_check_settings: z.record(z.string(), z.unknown()).optional(),
  domain_check_settings: z
    .object({ expires_soon_threshold_in_days: z.number().int().min(1).nullable().optional() })
    .optional(),
  send_report_to_emails: z.array(z.email()).optional(),
  include_check_types_in_report: z.array(checkTypeSchema).optional(),
})

function monitorOr404(c: Context, sim: Simulation, param = 'id') {
  return found(sim.world.monitors.get(idParam(c, param)))
}

export function registerMonitorRoutes(routes: RouteTable): void {
  routes.get('/api/monitors', (c, sim) => {
    const now = sim.now()
    const teamFilter = c.req.query('filter[team_id]')
    let monitors = [...sim.world.monitors.values()]
    if (teamFilter !== undefined) monitors = monitors.filter((m) => String(m.teamId) === teamFilter)
    return c.json(paginate(c, monitors, (monitor) => monitorJson(sim.world, monitor, now)))
  })

  routes.get('/api/monitors/url/:url{.+}', (c, sim) => {
    const url = decodeURIComponent(c.req.param('url') ?? '')
    const monitor = [...sim.world.monitors.values()].find((m) => m.url === url)
    return c.json(monitorJson(sim.world, found(monitor), sim.now()))
  })

  routes.get('/api/monitors/:id', (c, sim) =>
    c.json(monitorJson(sim.world, monitorOr404(c, sim), sim.now())),
  )
  routes.get('/api/sites/:id', (c, sim) =>
    c.json(monitorJson(sim.world, monitorOr404(c, sim), sim.now())),
  )

  routes.delete('/api/monitors/:id', (c, sim) => {
    sim.world.removeMonitor(monitorOr404(c, sim).id)
    return c.body(null, 204)
  })

  routes.post('/api/monitors', async (c, sim) => {
    const body = await readBody(c, createSchema)
    const world = sim.world
    if (!world.teams.has(body.team_id))
      throw fieldError('team_id', 'The selected team id is invalid.')
    if (body.type === 'http' && !/^https?:\/\/[^\s/]+/.test(body.url)) {
      throw fieldError('url', 'The url must start with http:// or https://.')
    }
    if (body.type === 'tcp' && !/^[^\s:/]+:\d{1,5}$/.test(body.url))
      throw fieldError('url', 'The url must be hostname:port.')
    const unsupported = (body.checks ?? []).filter(
      (type) => !CHECKS_BY_TYPE[body.type].includes(type),
    )
    if (unsupported.length > 0)
      throw fieldError(
        'checks',
        `These checks are not available for ${body.type} monitors: ${unsupported.join(', ')}.`,
      )
    // Spec: `do_not_crawl_urls` is returned in responses but not accepted in create payloads.
    if (body.broken_links_check_settings && 'do_not_crawl_urls' in body.broken_links_check_settings)
      throw fieldError(
        'broken_links_check_settings.do_not_crawl_urls',
        'The broken links check settings.do not crawl urls field is prohibited.',
      )
    const now = sim.now()
    const custom: Record<string, Record<string, unknown>> = {}
    for (const key of [
      'uptime_check_settings',
      'performance_check_settings',
      'broken_links_check_settings',
      'sitemap_check_settings',
      'application_health_check_settings',
      'certificate_health_check_settings',
      'dns_check_settings',
      'domain_check_settings',
    ] as const) {
      const value = body[key]
      if (value) custom[key] = value
    }
    const monitor = buildMonitor(world, mulberry32(world.seed ^ world.monitors.size ^ now), {
      teamId: body.team_id,
      type: body.type,
      url: body.url,
      label: body.friendly_name,
      groupName: body.group_name,
      tags: body.tags,
      description: body.description ?? null,
      notes: body.notes ?? null,
      realIpAddress: body.real_ip_address ?? null,
      enabled: body.checks,
      createdAt: now,
      // New monitors start with every check pending; they run from the next slot on.
      activeFrom: now + 1,
      customSettings: custom,
      uptimeFrequencyMinutes:
        body.type === 'http' ? body.uptime_check_settings?.frequency_value : undefined,
      sendReportToEmails: body.send_report_to_emails,
      includeCheckTypesInReport: body.include_check_types_in_report,
    })
    for (const name of body.tags ?? []) ensureTag(sim, monitor.teamId, name, now)
    return c.json(monitorJson(world, monitor, now), 201)
  })

  routes.get('/api/monitors/:id/check-summary/:type', (c, sim) => {
    const monitor = monitorOr404(c, sim)
    const type = check(checkTypeSchema, c.req.param('type'))
    const target = found(monitor.checks.find((candidate) => candidate.type === type))
    const now = sim.now()
    const json = checkJson(
      sim.world,
      monitor,
      target,
      now,
      'direct',
      latestRun(sim.world, target, now),
    )
    const result = json.latest_run_result
    return c.json({ result, summary: result === 'succeeded' ? null : json.summary })
  })
}

export function ensureTag(sim: Simulation, teamId: number, name: string, now: number) {
  const existing = [...sim.world.tags.values()].find(
    (tag) => tag.teamId === teamId && tag.name === name,
  )
  if (existing) return existing
  const tag = { id: sim.world.nextId('tag'), teamId, name, createdAt: now, updatedAt: now }
  sim.world.tags.set(tag.id, tag)
  return tag
}
