// The control API under /__sim/ (no token): clock, forced results, the true results, faults,
// tokens, rate limit, reset, the request log and colleagues. Typed client: ../control-client.ts.
import * as z from 'zod'
import { checkJson } from '../api/serialize-check'
import { cronJson } from '../api/serialize-cron'
import { forceCronResult, forceResult } from '../world/check-actions'
import { recordPing } from '../world/cron'
import { topUpRecurring } from '../world/maintenance'
import { latestRun } from '../world/check-results'
import { RUN_RESULTS } from '../world/types'
import { actAsColleague, COLLEAGUE_ACTIONS, ColleagueError } from '../world/colleagues'
import { SCENARIOS } from '../seed/scenarios'
import { iso } from '../engine/time'
import { faultSpecSchema } from './faults'
import { fieldError } from './errors'
import { found, idParam, readBody } from './validate'
import type { RouteTable } from './route-table'
import type { Simulation } from '../simulation'

export function clockInfo(sim: Simulation) {
  const now = sim.now()
  return { now, iso: iso(now), mode: sim.clock.mode, timeScale: sim.clock.timeScale }
}

const advanceSchema = z
  .object({
    ms: z.number().nonnegative().optional(),
    seconds: z.number().nonnegative().optional(),
    minutes: z.number().nonnegative().optional(),
    hours: z.number().nonnegative().optional(),
  })
  .strict()
const setSchema = z
  .object({ time: z.union([z.number().int(), z.iso.datetime({ offset: true })]) })
  .strict()
const checkResultSchema = z
  .object({ result: z.enum(RUN_RESULTS).nullable(), summary: z.string().optional() })
  .strict()
const cronResultSchema = z.object({ latest_result: z.string() }).strict()
const pingSchema = z.object({ kind: z.enum(['starting', 'finished', 'failed']) }).strict()
const tokenSchema = z
  .object({ token: z.string().min(1).max(512), mode: z.enum(['replace', 'add']).optional() })
  .strict()
const rateSchema = z.object({ limit: z.number().int().min(1).max(1_000_000) }).strict()
const resetSchema = z
  .object({
    seed: z.number().int().optional(),
    scenario: z.enum(SCENARIOS).optional(),
    monitors: z.number().int().min(0).max(50_000).optional(),
    resellers: z.boolean().optional(),
  })
  .strict()
const id = z.number().int().positive()
const colleagueSchema = z
  .object({
    action: z.enum(COLLEAGUE_ACTIONS),
    monitorId: id.optional(),
    checkId: id.optional(),
    teamId: id.optional(),
    // The service's own bounds: snoozes up to 144,000 minutes, maintenance 5 s to a year.
    minutes: z.number().int().min(1).max(144_000).optional(),
    seconds: z.number().int().min(5).max(31_536_000).optional(),
    label: z.string().min(1).max(191).optional(),
    url: z.string().min(1).max(2048).optional(),
    name: z.string().max(191).optional(),
  })
  .strict()

export function registerControlRoutes(routes: RouteTable): void {
  routes.get('/__sim/info', (c, sim) =>
    c.json({
      ...sim.config,
      monitorCount: sim.world.monitors.size,
      teams: [...sim.world.teams.values()].map(({ id, name, timezone }) => ({
        id,
        name,
        timezone,
      })),
      baseUrl: sim.baseUrl,
      rateLimit: sim.limiter.limit,
      clock: clockInfo(sim),
    }),
  )
  routes.get('/__sim/clock', (c, sim) => c.json(clockInfo(sim)))
  routes.post('/__sim/clock/advance', async (c, sim) => {
    const body = await readBody(c, advanceSchema)
    const ms =
      (body.ms ?? 0) +
      (body.seconds ?? 0) * 1000 +
      (body.minutes ?? 0) * 60_000 +
      (body.hours ?? 0) * 3_600_000
    sim.clock.advance(ms)
    return c.json(clockInfo(sim))
  })
  routes.post('/__sim/clock/set', async (c, sim) => {
    const { time } = await readBody(c, setSchema)
    sim.clock.set(typeof time === 'number' ? time : Date.parse(time))
    return c.json(clockInfo(sim))
  })

  routes.post('/__sim/checks/:id/result', async (c, sim) => {
    const target = found(sim.world.checks.get(idParam(c, 'id')))
    const body = await readBody(c, checkResultSchema)
    if (target.type === 'cron')
      throw fieldError(
        'result',
        'A cron check follows its cron jobs: set a cron check result instead.',
      )
    const now = sim.now()
    forceResult(target, body.result, now, body.summary ?? null)
    return c.json(checkJson(sim.world, sim.world.monitorOfCheck(target), target, now, 'direct'))
  })
  routes.post('/__sim/cron-checks/:id/result', async (c, sim) => {
    const cron = found(sim.world.crons.get(idParam(c, 'id')))
    const body = await readBody(c, cronResultSchema)
    forceCronResult(cron, body.latest_result, sim.now())
    return c.json(cronJson(cron, sim.now(), sim.baseUrl))
  })
  routes.post('/__sim/cron-checks/:id/ping', async (c, sim) => {
    const cron = found(sim.world.crons.get(idParam(c, 'id')))
    const { kind } = await readBody(c, pingSchema)
    recordPing(cron, kind, sim.now())
    return c.json(cronJson(cron, sim.now(), sim.baseUrl))
  })

  // The truth at the simulator's now, past limit, faults and token: what a correct client shows.
  routes.get('/__sim/results', (c, sim) => {
    const now = sim.now()
    const data = [...sim.world.monitors.values()].flatMap((monitor) =>
      monitor.checks.map((target) => ({
        monitorId: monitor.id,
        checkId: target.id,
        type: target.type,
        result: latestRun(sim.world, target, now).result,
      })),
    )
    return c.json({ data })
  })

  // Maintenance as instants (UTC ISO) beside each team's zone: what team-time answers must mean.
  routes.get('/__sim/maintenance', (c, sim) => {
    topUpRecurring(sim.world, sim.now())
    const data = [...sim.world.maintenance.values()].map((period) => ({
      id: period.id,
      monitorId: period.monitorId,
      recurringId: period.recurringId,
      timezone: sim.world.zoneOfMonitor(period.monitorId),
      startsAt: new Date(period.startsAt).toISOString(),
      endsAt: new Date(period.endsAt).toISOString(),
    }))
    return c.json({ data })
  })

  routes.get('/__sim/faults', (c, sim) => c.json({ data: sim.faults.list(sim.now()) }))
  routes.post('/__sim/faults', async (c, sim) => {
    const spec = await readBody(c, faultSpecSchema)
    return c.json(sim.faults.add(spec, sim.now()), 201)
  })
  routes.delete('/__sim/faults', (c, sim) => {
    sim.faults.clear()
    return c.body(null, 204)
  })
  routes.delete('/__sim/faults/:id', (c, sim) => {
    found(sim.faults.remove(idParam(c, 'id')) || null)
    return c.body(null, 204)
  })

  routes.post('/__sim/token', async (c, sim) => {
    const body = await readBody(c, tokenSchema)
    if ((body.mode ?? 'replace') === 'replace') sim.tokens.clear()
    sim.tokens.add(body.token)
    // Never echo tokens back: only how many are valid.
    return c.json({ validTokens: sim.tokens.size })
  })
  routes.post('/__sim/rate-limit', async (c, sim) => {
    const { limit } = await readBody(c, rateSchema)
    sim.limiter.limit = limit
    sim.limiter.reset()
    return c.json({ limit })
  })
  routes.post('/__sim/reset', async (c, sim) => {
    const body = await readBody(c, resetSchema)
    sim.reset(body)
    return c.json({ ...sim.config, monitorCount: sim.world.monitors.size, clock: clockInfo(sim) })
  })

  // Others in the team acting in the service's web app (world/colleagues.ts).
  routes.post('/__sim/colleague', async (c, sim) => {
    const command = await readBody(c, colleagueSchema)
    try {
      return c.json(actAsColleague(sim.world, command, sim.now()))
    } catch (error) {
      if (error instanceof ColleagueError) throw fieldError('action', error.message)
      throw error
    }
  })
  routes.get('/__sim/colleagues', (c, sim) => c.json({ data: sim.world.colleagues.log }))

  routes.get('/__sim/requests', (c, sim) => c.json({ data: sim.log.list() }))
  routes.delete('/__sim/requests', (c, sim) => {
    sim.log.clear()
    return c.body(null, 204)
  })
}
