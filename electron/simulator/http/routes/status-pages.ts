// Status pages, their monitors, posted updates (one pinned per page) and update templates.
import * as z from 'zod'
import type { Context } from 'hono'
import { statusPageJson, templateJson, updateJson } from '../../api/serialize-misc'
import { addUpdate, slugify } from '../../seed/seed-extras'
import { tokenFrom, mulberry32 } from '../../engine/prng'
import { MS } from '../../engine/time'
import { parseYmdHiIn } from '../../engine/zone'
import { paginate } from '../pagination'
import { severitySchema, ymdHiSchema } from '../schemas'
import { fieldError } from '../errors'
import { found, idParam, readBody } from '../validate'
import type { RouteTable } from '../route-table'
import type { Simulation } from '../../simulation'

const pageMonitorsSchema = z.array(
  z.object({ id: z.number().int().positive(), clickable: z.boolean().optional() }),
)

const createPageSchema = z.object({
  team_id: z.number().int().positive(),
  title: z.string().min(1).max(191),
  monitors: pageMonitorsSchema,
})
const attachSchema = z.object({ monitors: pageMonitorsSchema, sync: z.boolean().optional() })
const createUpdateSchema = z.object({
  status_page_id: z.number().int().positive(),
  title: z.string().min(1).max(191),
  severity: severitySchema,
  time: ymdHiSchema,
  text: z.string().optional(),
  pinned: z.boolean().optional(),
})
const editUpdateSchema = z.object({
  title: z.string().min(1).max(191),
  severity: severitySchema,
  text: z.string().optional(),
  pinned: z.boolean().optional(),
  time: ymdHiSchema.optional(),
})
const templateSchema = z.object({
  name: z.string().max(191).optional(),
  title: z.string().max(191).optional(),
  text: z.string().optional(),
  severity: severitySchema.optional(),
})

function pageOf(c: Context, sim: Simulation, param = 'id') {
  return found(sim.world.statusPages.get(idParam(c, param)))
}

function checkMonitors(sim: Simulation, monitors: { id: number }[]): void {
  const unknown = monitors.filter((m) => !sim.world.monitors.has(m.id))
  if (unknown.length > 0)
    throw fieldError('monitors', `Unknown monitor ids: ${unknown.map((m) => m.id).join(', ')}.`)
}

/** An update's `time` is given on the status page's wall clock (spec, status pages). */
function parseTime(value: string, zone: string): number {
  const time = parseYmdHiIn(zone, value)
  if (time === null) throw fieldError('time', 'The time is not a valid Y-m-d H:i date.')
  return time
}

export function registerStatusPageRoutes(routes: RouteTable): void {
  routes.get('/api/status-pages', (c, sim) => {
    const now = sim.now()
    // The spec lists no query here; the SDK's statusPages($teamId) sends filter[team_id], as
    // /api/monitors takes it.
    const team = c.req.query('filter[team_id]')
    let pages = [...sim.world.statusPages.values()]
    if (team !== undefined) pages = pages.filter((page) => String(page.teamId) === team)
    return c.json(paginate(c, pages, (page) => statusPageJson(sim.world, page, now)))
  })
  routes.get('/api/status-pages/:id', (c, sim) =>
    c.json(statusPageJson(sim.world, pageOf(c, sim), sim.now())),
  )
  routes.post('/api/status-pages', async (c, sim) => {
    const body = await readBody(c, createPageSchema)
    if (!sim.world.teams.has(body.team_id))
      throw fieldError('team_id', 'The selected team id is invalid.')
    checkMonitors(sim, body.monitors)
    const now = sim.now()
    const id = sim.world.nextId('statusPage')
    const page = {
      id,
      teamId: body.team_id,
      title: body.title,
      domain: null,
      secret: null,
      badgeId: '01' + tokenFrom(mulberry32(id ^ now), 24),
      slug: `${slugify(body.title)}-${id}`,
      // A new page shows its team's time.
      timezone: sim.world.teams.get(body.team_id)?.timezone ?? 'UTC',
      monitors: body.monitors.map((m) => ({ id: m.id, clickable: m.clickable ?? false })),
      preventIndexing: false,
      addHstsHeader: false,
      showUptimeHistory: true,
      uptimeHistoryDays: 90,
      createdAt: now,
      updatedAt: now,
    }
    sim.world.statusPages.set(id, page)
    return c.json(statusPageJson(sim.world, page, now), 201)
  })
  routes.delete('/api/status-pages/:id', (c, sim) => {
    const page = pageOf(c, sim)
    sim.world.statusPages.delete(page.id)
    for (const update of [...sim.world.updates.values()])
      if (update.statusPageId === page.id) sim.world.updates.delete(update.id)
    return c.body(null, 204)
  })
  routes.post('/api/status-pages/:id/monitors', async (c, sim) => {
    const page = pageOf(c, sim)
    const body = await readBody(c, attachSchema)
    checkMonitors(sim, body.monitors)
    const given = body.monitors.map((m) => ({ id: m.id, clickable: m.clickable ?? false }))
    const kept = body.sync ? [] : page.monitors.filter((m) => !given.some((g) => g.id === m.id))
    page.monitors = [...kept, ...given]
    page.updatedAt = sim.now()
    return c.json(statusPageJson(sim.world, page, sim.now()))
  })
  routes.delete('/api/status-pages/:id/monitors/:monitorId', (c, sim) => {
    const page = pageOf(c, sim)
    const monitorId = idParam(c, 'monitorId')
    found(page.monitors.find((m) => m.id === monitorId))
    page.monitors = page.monitors.filter((m) => m.id !== monitorId)
    return c.body(null, 204)
  })
  routes.get('/api/status-pages/:id/updates', (c, sim) => {
    const page = pageOf(c, sim)
    const since = sim.now() - 7 * MS.day
    const updates = [...sim.world.updates.values()]
      .filter((update) => update.statusPageId === page.id && update.time >= since)
      .sort((a, b) => b.time - a.time)
    return c.json(paginate(c, updates, (update) => updateJson(sim.world, update)))
  })

  routes.post('/api/status-page-updates', async (c, sim) => {
    const body = await readBody(c, createUpdateSchema)
    if (!sim.world.statusPages.has(body.status_page_id))
      throw fieldError('status_page_id', 'The selected status page id is invalid.')
    const update = addUpdate(
      sim.world,
      body.status_page_id,
      body.title,
      body.text ?? '',
      body.severity,
      body.pinned ?? false,
      parseTime(body.time, sim.world.statusPages.get(body.status_page_id)?.timezone ?? 'UTC'),
    )
    return c.json(updateJson(sim.world, update), 201)
  })
  routes.put('/api/status-page-updates/:id', async (c, sim) => {
    const update = found(sim.world.updates.get(idParam(c, 'id')))
    const body = await readBody(c, editUpdateSchema)
    if (body.pinned) {
      for (const other of sim.world.updates.values())
        if (other.statusPageId === update.statusPageId) other.pinned = false
    }
    Object.assign(update, {
      title: body.title,
      severity: body.severity,
      text: body.text ?? update.text,
      pinned: body.pinned ?? update.pinned,
      time: body.time
        ? parseTime(body.time, sim.world.statusPages.get(update.statusPageId)?.timezone ?? 'UTC')
        : update.time,
    })
    return c.json(updateJson(sim.world, update))
  })
  routes.delete('/api/status-page-updates/:id', (c, sim) => {
    const update = found(sim.world.updates.get(idParam(c, 'id')))
    sim.world.updates.delete(update.id)
    return c.body(null, 204)
  })

  routes.get('/api/status-page-update-templates', (c, sim) =>
    c.json({ data: [...sim.world.templates.values()].map(templateJson) }),
  )
  routes.post('/api/status-page-update-templates', async (c, sim) => {
    const body = await readBody(c, templateSchema.extend({ team_id: z.number().int().positive() }))
    if (!sim.world.teams.has(body.team_id))
      throw fieldError('team_id', 'The selected team id is invalid.')
    const id = sim.world.nextId('template')
    const now = sim.now()
    const template = {
      id,
      teamId: body.team_id,
      name: body.name ?? '',
      title: body.title ?? '',
      text: body.text ?? '',
      severity: body.severity ?? 'info',
      createdAt: now,
      updatedAt: now,
    }
    sim.world.templates.set(id, template)
    return c.json(templateJson(template), 201)
  })
  routes.put('/api/status-page-update-templates/:id', async (c, sim) => {
    const template = found(sim.world.templates.get(idParam(c, 'id')))
    const body = await readBody(c, templateSchema)
    for (const key of ['name', 'title', 'text', 'severity'] as const) {
      const value = body[key]
      if (value !== undefined) Object.assign(template, { [key]: value })
    }
    template.updatedAt = sim.now()
    return c.json(templateJson(template))
  })
  routes.delete('/api/status-page-update-templates/:id', (c, sim) => {
    const template = found(sim.world.templates.get(idParam(c, 'id')))
    sim.world.templates.delete(template.id)
    return c.body(null, 204)
  })
}
