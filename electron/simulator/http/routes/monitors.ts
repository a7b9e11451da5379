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
import { checkTypeSchema } from '../schemas'
import { createSchema, SETTINGS_KEYS, updateSchema } from '../monitor-schemas'
import { check, found, idParam, readBody } from '../validate'
import { fieldError } from '../errors'
import { addOptInChecks, OPT_IN_CHECKS } from '../opt-in-checks'
import { ensureTag, updateMonitor } from '../update-monitor'
import type { RouteTable } from '../route-table'
import type { Simulation } from '../../simulation'
import type { Context } from 'hono'

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
      (type) =>
        !CHECKS_BY_TYPE[body.type].includes(type) && !OPT_IN_CHECKS[body.type].includes(type),
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
    for (const key of SETTINGS_KEYS) {
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
    addOptInChecks(world, monitor, body.checks ?? [], now + 1)
    for (const name of body.tags ?? []) ensureTag(sim, monitor.teamId, name, now)
    return c.json(monitorJson(world, monitor, now), 201)
  })

  routes.put('/api/monitors/:id', async (c, sim) => {
    const monitor = monitorOr404(c, sim)
    const body = await readBody(c, updateSchema)
    updateMonitor(sim, monitor, body)
    return c.json(monitorJson(sim.world, monitor, sim.now()))
  })

  // Known only from the SDK (addToBrokenLinksWhitelist; its fixture answers 200 `{}`).
  routes.post('/api/monitors/:id/add-to-broken-links-whitelist', async (c, sim) => {
    const monitor = monitorOr404(c, sim)
    const { whitelistUrl } = await readBody(
      c,
      z.object({ whitelistUrl: z.string().min(1).max(2048) }),
    )
    const links = (monitor.customSettings.broken_links_check_settings ??= {})
    const urls = Array.isArray(links.whitelisted_urls) ? (links.whitelisted_urls as unknown[]) : []
    if (!urls.includes(whitelistUrl)) links.whitelisted_urls = [...urls, whitelistUrl]
    monitor.updatedAt = sim.now()
    return c.json({})
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

export { ensureTag }
