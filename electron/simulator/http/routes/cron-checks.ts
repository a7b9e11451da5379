// Cron job monitors: list, create, update, sync, delete, snooze, unsnooze (current paths by
// monitor id, older ones by site id).
import * as z from 'zod'
import { CronExpressionParser } from 'cron-parser'
import { cronJson } from '../../api/serialize-cron'
import { snooze, unsnooze } from '../../world/check-actions'
import { mulberry32, uuidFrom } from '../../engine/prng'
import { paginate } from '../pagination'
import { snoozeBodySchema } from '../schemas'
import { fieldError, validationError } from '../errors'
import { check, found, idParam, readBody } from '../validate'
import type { RouteTable } from '../route-table'
import type { Simulation } from '../../simulation'
import type { Context } from 'hono'
import type { SimCron } from '../../world/types'

const cronBodySchema = z
  .object({
    name: z.string().min(1).max(191),
    type: z.enum(['simple', 'cron']),
    // Read back from a `cron` check it is 0: only `simple` checks need 1 or more (below).
    frequency_in_minutes: z.number().int().min(0).max(525_600).nullable().optional(),
    cron_expression: z.string().nullable().optional(),
    server_timezone: z.string().nullable().optional(),
    grace_time_in_minutes: z.number().int().min(1).max(10_080),
    description: z.string().nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.type === 'simple' && (body.frequency_in_minutes ?? 0) < 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['frequency_in_minutes'],
        message: body.frequency_in_minutes === 0 ? 'Must be at least 1' : 'received undefined',
      })
    }
    if (body.type === 'cron') {
      if (!body.cron_expression)
        ctx.addIssue({ code: 'custom', path: ['cron_expression'], message: 'received undefined' })
      if (!body.server_timezone)
        ctx.addIssue({ code: 'custom', path: ['server_timezone'], message: 'received undefined' })
    }
  })
type CronBody = z.infer<typeof cronBodySchema>

function validateSchedule(body: CronBody): void {
  if (body.type !== 'cron' || !body.cron_expression) return
  try {
    CronExpressionParser.parse(body.cron_expression, { tz: body.server_timezone ?? 'UTC' })
  } catch {
    throw fieldError('cron_expression', 'The cron expression is not a valid crontab expression.')
  }
  if (body.server_timezone && !isTimeZone(body.server_timezone)) {
    throw fieldError('server_timezone', 'The server timezone must be a valid timezone.')
  }
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

function assertUniqueName(
  sim: Simulation,
  monitorId: number,
  name: string,
  exceptId?: number,
): void {
  if (sim.world.cronsOf(monitorId).some((cron) => cron.name === name && cron.id !== exceptId)) {
    throw fieldError('name', 'The name has already been taken.')
  }
}

function applyBody(cron: SimCron, body: CronBody): void {
  cron.name = body.name
  cron.type = body.type
  cron.description = body.description ?? null
  cron.frequencyMinutes = body.type === 'simple' ? (body.frequency_in_minutes ?? null) : null
  cron.cronExpression = body.type === 'cron' ? (body.cron_expression ?? null) : null
  cron.serverTimezone = body.type === 'cron' ? (body.server_timezone ?? null) : null
  cron.graceMinutes = body.grace_time_in_minutes
}

function createCron(sim: Simulation, monitorId: number, body: CronBody): SimCron {
  const now = sim.now()
  const world = sim.world
  const cron: SimCron = {
    id: world.nextId('cron'),
    uuid: uuidFrom(mulberry32(world.seed ^ now ^ world.crons.size)),
    monitorId,
    name: body.name,
    type: body.type,
    description: null,
    frequencyMinutes: null,
    graceMinutes: body.grace_time_in_minutes,
    cronExpression: null,
    serverTimezone: null,
    createdAt: now,
    lastPing: null,
    autoPing: null,
    forced: null,
    snooze: null,
  }
  applyBody(cron, body)
  return world.addCron(cron)
}

const monitorOf = (c: Context, sim: Simulation) => found(sim.world.monitors.get(idParam(c, 'id')))
const cronOf = (c: Context, sim: Simulation) => found(sim.world.crons.get(idParam(c, 'id')))

export function registerCronRoutes(routes: RouteTable): void {
  for (const base of ['/api/monitors/:id/cron-checks', '/api/sites/:id/cron-checks']) {
    routes.get(base, (c, sim) => {
      const monitor = monitorOf(c, sim)
      const now = sim.now()
      return c.json(
        paginate(c, sim.world.cronsOf(monitor.id), (cron) => cronJson(cron, now, sim.baseUrl)),
      )
    })
    routes.post(base, async (c, sim) => {
      const monitor = monitorOf(c, sim)
      const body = await readBody(c, cronBodySchema)
      validateSchedule(body)
      assertUniqueName(sim, monitor.id, body.name)
      return c.json(cronJson(createCron(sim, monitor.id, body), sim.now(), sim.baseUrl), 201)
    })
    routes.post(`${base}/sync`, async (c, sim) => {
      const monitor = monitorOf(c, sim)
      const { cron_checks: items } = await readBody(
        c,
        z.object({ cron_checks: z.array(z.unknown()) }),
      )
      const bodies = items.map((item, index) => {
        try {
          const body = check(cronBodySchema, item)
          validateSchedule(body)
          return body
        } catch (error) {
          const errors =
            (error as { body?: { errors?: Record<string, string[]> } }).body?.errors ?? {}
          throw validationError(
            Object.fromEntries(
              Object.entries(errors).map(([field, messages]) => [
                `cron_checks.${index}.${field}`,
                messages,
              ]),
            ),
          )
        }
      })
      const names = new Set(bodies.map((body) => body.name))
      // Destructive: cron checks not in the payload are removed; same names are updated.
      for (const cron of sim.world.cronsOf(monitor.id))
        if (!names.has(cron.name)) sim.world.removeCron(cron.id)
      const result = bodies.map((body) => {
        const existing = sim.world.cronsOf(monitor.id).find((cron) => cron.name === body.name)
        if (existing) {
          applyBody(existing, body)
          return existing
        }
        return createCron(sim, monitor.id, body)
      })
      const now = sim.now()
      // Wrapped like every other list: the SDK reads `data`.
      return c.json({ data: result.map((cron) => cronJson(cron, now, sim.baseUrl)) })
    })
  }
  routes.put('/api/cron-checks/:id', async (c, sim) => {
    const cron = cronOf(c, sim)
    const body = await readBody(c, cronBodySchema)
    validateSchedule(body)
    assertUniqueName(sim, cron.monitorId, body.name, cron.id)
    applyBody(cron, body)
    return c.json(cronJson(cron, sim.now(), sim.baseUrl))
  })
  routes.delete('/api/cron-checks/:id', (c, sim) => {
    sim.world.removeCron(cronOf(c, sim).id)
    return c.body(null, 204)
  })
  routes.post('/api/cron-checks/:id/snooze', async (c, sim) => {
    const cron = cronOf(c, sim)
    const { minutes } = await readBody(c, snoozeBodySchema)
    snooze(sim.world, cron, minutes, sim.now())
    return c.json(cronJson(cron, sim.now(), sim.baseUrl))
  })
  routes.post('/api/cron-checks/:id/unsnooze', (c, sim) => {
    const cron = cronOf(c, sim)
    unsnooze(sim.world, cron)
    return c.json(cronJson(cron, sim.now(), sim.baseUrl))
  })
}
