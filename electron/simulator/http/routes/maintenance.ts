// Maintenance: start now / stop, scheduled periods, and recurring rules that generate the next
// 7 days of periods. Periods' `starts_at` / `ends_at` (answers and bodies) and rules'
// `start_time` / `end_time` are the wall clock of the monitor's team (the spec: "in the caller's
// team timezone, both sent and returned"; the recorded start-maintenance answer: 21:17:25 at
// 19:17:25 GMT for a Brussels team). The spec's "caller's team" can only be the monitor's: a
// caller belongs to several teams. The list filters stay UTC `YmdHis` like every other filter
// of the spec (nothing says they are team time; Uptray sends them as UTC).
import * as z from 'zod'
import type { Context } from 'hono'
import { periodJson, recurringJson } from '../../api/serialize-misc'
import {
  addPeriod,
  deleteFuture,
  generate,
  periodsOf,
  regenerate,
  startNow,
  stopNow,
  topUpRecurring,
} from '../../world/maintenance'
import { parseCompact, parseYmdHi } from '../../engine/time'
import { fromCivil } from '../../engine/zone'
import { paginate } from '../pagination'
import { compactTimeSchema, hhmmSchema, ymdHiSchema } from '../schemas'
import { fieldError, validationError } from '../errors'
import { check, found, idParam, readBody, readQuery } from '../validate'
import type { RouteTable } from '../route-table'
import type { Simulation } from '../../simulation'
import type { RecurringMaintenance } from '../../world/types'

const startSchema = z.object({
  stop_maintenance_after_seconds: z.number().int().min(5).max(31_536_000).optional(),
  name: z.string().max(191).nullable().optional(),
})
const stopSchema = z.object({ delay_seconds: z.number().int().min(1).optional() })
const periodSchema = z.object({
  starts_at: ymdHiSchema,
  ends_at: ymdHiSchema,
  name: z.string().max(191).nullable().optional(),
})
const recurringFields = {
  name: z.string().min(1).max(191),
  recurrence_type: z.enum(['daily', 'weekly', 'monthly']),
  start_time: hhmmSchema,
  end_time: hhmmSchema,
  days_of_week: z.array(z.number().int().min(0).max(6)).min(1).nullable().optional(),
  day_of_month: z.number().int().min(1).max(31).nullable().optional(),
}
const createRecurringSchema = z.object({
  ...recurringFields,
  monitor_id: z.number().int().positive(),
  generate_now: z.boolean().optional(),
})
const updateRecurringSchema = z.object({
  ...z.object(recurringFields).partial().shape,
  regenerate_future_periods: z.boolean().optional(),
})

function monitorOf(c: Context, sim: Simulation, id = idParam(c, 'id')) {
  return found(sim.world.monitors.get(id))
}

/**
 * Reads a period given on the team's wall clock. "After" compares the readings as given (as
 * Laravel's `after:starts_at` rule compares the strings' dates); the readings then become
 * instants as Carbon makes them in the team's zone (engine/zone.ts: a time in a
 * spring-forward gap moves past it, a time that happens twice is read once).
 */
function parsePeriod(
  body: z.infer<typeof periodSchema>,
  zone: string,
): { startsAt: number; endsAt: number } {
  const startsAt = parseYmdHi(body.starts_at)
  const endsAt = parseYmdHi(body.ends_at)
  const errors: Record<string, string[]> = {}
  if (startsAt === null) errors.starts_at = ['The starts at is not a valid date.']
  if (endsAt === null) errors.ends_at = ['The ends at is not a valid date.']
  else if (startsAt !== null && endsAt <= startsAt)
    errors.ends_at = ['The ends at must be a date after starts at.']
  if (startsAt === null || endsAt === null || Object.keys(errors).length > 0)
    throw validationError(errors)
  return { startsAt: fromCivil(zone, startsAt), endsAt: fromCivil(zone, endsAt) }
}

/** Weekly needs days_of_week, monthly needs day_of_month; start and end must differ. */
function checkRule(
  rule: Pick<
    RecurringMaintenance,
    'recurrenceType' | 'daysOfWeek' | 'dayOfMonth' | 'startTime' | 'endTime'
  >,
) {
  const errors: Record<string, string[]> = {}
  if (rule.recurrenceType === 'weekly' && !rule.daysOfWeek?.length)
    errors.days_of_week = ['The days of week field is required for weekly recurrence.']
  if (rule.recurrenceType === 'monthly' && !rule.dayOfMonth)
    errors.day_of_month = ['The day of month field is required for monthly recurrence.']
  if (rule.startTime === rule.endTime)
    errors.end_time = ['The end time and start time must be different.']
  if (Object.keys(errors).length > 0) throw validationError(errors)
}

export function registerMaintenanceRoutes(routes: RouteTable): void {
  routes.post('/api/monitors/:id/start-maintenance', async (c, sim) => {
    const monitor = monitorOf(c, sim)
    const body = await readBody(c, startSchema)
    const period = startNow(
      sim.world,
      monitor.id,
      body.stop_maintenance_after_seconds ?? 3600,
      body.name ?? null,
      sim.now(),
    )
    return c.json(periodJson(sim.world, period), 201)
  })
  routes.post('/api/monitors/:id/stop-maintenance', async (c, sim) => {
    const monitor = monitorOf(c, sim)
    const body = await readBody(c, stopSchema)
    stopNow(sim.world, monitor.id, sim.now(), body.delay_seconds ?? 0)
    return c.body(null, 204)
  })
  routes.get('/api/monitors/:id/maintenance-periods', (c, sim) => {
    const monitor = monitorOf(c, sim)
    const now = sim.now()
    topUpRecurring(sim.world, now)
    const query = readQuery(
      c,
      z.object({
        'filter[started_at]': compactTimeSchema.optional(),
        'filter[ended_at]': compactTimeSchema.optional(),
      }),
    )
    const after = query['filter[started_at]'] ? parseCompact(query['filter[started_at]']) : null
    const before = query['filter[ended_at]'] ? parseCompact(query['filter[ended_at]']) : null
    const periods = periodsOf(sim.world, monitor.id).filter(
      (p) => (after === null || p.endsAt >= after) && (before === null || p.startsAt <= before),
    )
    return c.json(paginate(c, periods, (period) => periodJson(sim.world, period)))
  })
  routes.post('/api/maintenance-periods', async (c, sim) => {
    const body = await readBody(c, periodSchema.extend({ monitor_id: z.number().int().positive() }))
    if (!sim.world.monitors.has(body.monitor_id))
      throw fieldError('monitor_id', 'The selected monitor id is invalid.')
    const { startsAt, endsAt } = parsePeriod(body, sim.world.zoneOfMonitor(body.monitor_id))
    const period = addPeriod(sim.world, {
      monitorId: body.monitor_id,
      name: body.name ?? null,
      startsAt,
      endsAt,
      recurringId: null,
    })
    return c.json(periodJson(sim.world, period), 201)
  })
  routes.put('/api/maintenance-periods/:id', async (c, sim) => {
    const period = found(sim.world.maintenance.get(idParam(c, 'id')))
    const body = await readBody(c, periodSchema)
    // The spec says only periods that have not started can be updated, but the live service
    // updated one that had started (and ended) months before: the recorded
    // update-maintenance-period.json answered 200 on 09 Aug 2025 for a 2024-12-25 period. The
    // simulator follows the recording.
    Object.assign(period, parsePeriod(body, sim.world.zoneOfMonitor(period.monitorId)), {
      name: body.name ?? period.name,
    })
    return c.json(periodJson(sim.world, period))
  })
  routes.delete('/api/maintenance-periods/:id', (c, sim) => {
    const period = found(sim.world.maintenance.get(idParam(c, 'id')))
    sim.world.maintenance.delete(period.id)
    return c.body(null, 204)
  })

  routes.get('/api/monitors/:id/recurring-maintenance-periods', (c, sim) => {
    const monitor = monitorOf(c, sim)
    const rules = [...sim.world.recurring.values()].filter((rule) => rule.monitorId === monitor.id)
    return c.json({ data: rules.map(recurringJson) })
  })
  routes.get('/api/recurring-maintenance-periods/:id', (c, sim) => {
    topUpRecurring(sim.world, sim.now())
    return c.json(recurringJson(found(sim.world.recurring.get(idParam(c, 'id')))))
  })
  routes.post('/api/recurring-maintenance-periods', async (c, sim) => {
    const body = await readBody(c, createRecurringSchema)
    if (!sim.world.monitors.has(body.monitor_id))
      throw fieldError('monitor_id', 'The selected monitor id is invalid.')
    const now = sim.now()
    const rule: RecurringMaintenance = {
      id: sim.world.nextId('recurring'),
      monitorId: body.monitor_id,
      name: body.name,
      recurrenceType: body.recurrence_type,
      daysOfWeek: body.recurrence_type === 'weekly' ? (body.days_of_week ?? null) : null,
      dayOfMonth: body.recurrence_type === 'monthly' ? (body.day_of_month ?? null) : null,
      startTime: body.start_time,
      endTime: body.end_time,
      generatedUntil: null,
      createdAt: now,
      updatedAt: now,
    }
    checkRule(rule)
    sim.world.recurring.set(rule.id, rule)
    if (body.generate_now ?? true) generate(sim.world, rule, now)
    return c.json(recurringJson(rule), 201)
  })
  routes.put('/api/recurring-maintenance-periods/:id', async (c, sim) => {
    const rule = found(sim.world.recurring.get(idParam(c, 'id')))
    const body = await readBody(c, updateRecurringSchema)
    const next = {
      ...rule,
      name: body.name ?? rule.name,
      recurrenceType: body.recurrence_type ?? rule.recurrenceType,
      daysOfWeek: body.days_of_week !== undefined ? body.days_of_week : rule.daysOfWeek,
      dayOfMonth: body.day_of_month !== undefined ? body.day_of_month : rule.dayOfMonth,
      startTime: body.start_time ?? rule.startTime,
      endTime: body.end_time ?? rule.endTime,
    }
    // As on create: days belong to a weekly rule only, a day of the month to a monthly one.
    if (next.recurrenceType !== 'weekly') next.daysOfWeek = null
    if (next.recurrenceType !== 'monthly') next.dayOfMonth = null
    checkRule(next)
    const now = sim.now()
    Object.assign(rule, next, { updatedAt: now })
    if (body.regenerate_future_periods ?? true) regenerate(sim.world, rule, now)
    return c.json(recurringJson(rule))
  })
  routes.delete('/api/recurring-maintenance-periods/:id', (c, sim) => {
    const rule = found(sim.world.recurring.get(idParam(c, 'id')))
    const flag = check(
      z.enum(['true', 'false', '1', '0']).optional(),
      c.req.query('delete_future_periods'),
    )
    if (flag === 'true' || flag === '1') deleteFuture(sim.world, rule.id, sim.now())
    sim.world.recurring.delete(rule.id)
    return c.body(null, 204)
  })
}
