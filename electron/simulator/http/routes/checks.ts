// Check actions (enable, disable, run now, snooze, unsnooze) and application health checks.
import * as z from 'zod'
import { checkJson, snoozeOrNull } from '../../api/serialize-check'
import { disable, enable, requestRun, snooze, unsnooze } from '../../world/check-actions'
import { latestRun } from '../../world/check-results'
import { ymdHis } from '../../engine/time'
import { hash } from '../../engine/prng'
import { paginate } from '../pagination'
import { nameValueSchema, snoozeBodySchema } from '../schemas'
import { fieldError } from '../errors'
import { found, idParam, readBody } from '../validate'
import type { RouteTable } from '../route-table'
import type { Simulation } from '../../simulation'
import type { Context } from 'hono'
import type { SimCheck, SimMonitor } from '../../world/types'

// The body is optional: none, `{}` and `[]` (readBody reads `[]` as `{}`) mean "no headers".
const runSchema = z.object({ httpClientHeaders: z.array(nameValueSchema).max(5).optional() })

function checkOr404(c: Context, sim: Simulation): SimCheck {
  return found(sim.world.checks.get(idParam(c, 'id')))
}

function respond(c: Context, sim: Simulation, target: SimCheck) {
  const monitor = sim.world.monitorOfCheck(target)
  return c.json(checkJson(sim.world, monitor, target, sim.now(), 'direct'))
}

/** The application health sub-checks a Laravel app reports (fixed set, as in the recording). */
const HEALTH_ITEMS = [
  'Database',
  'DebugMode',
  'Environment',
  'Horizon',
  'Queue',
  'Schedule',
  'UsedDiskSpace',
  'Cache',
]

function healthItems(monitor: SimMonitor) {
  return HEALTH_ITEMS.map((name, index) => ({ id: monitor.id * 100 + index, name }))
}

/**
 * One item as the list shows it. Snooze and unsnooze answer the same whole item (the SDK's
 * snooze-application-health-check fixture; its ApplicationHealthCheck DTO requires `label`).
 */
function healthItemJson(
  sim: Simulation,
  monitor: SimMonitor,
  item: { id: number; name: string },
  now: number,
) {
  const health = monitor.checks.find((candidate) => candidate.type === 'application_health')
  const run = health ? latestRun(sim.world, health, now) : null
  const bad = run?.result === 'failed' && hash(item.id) % 3 === 0
  return {
    id: item.id,
    name: item.name,
    label: item.name.replace(/([a-z])([A-Z])/g, '$1 $2'),
    status: bad ? 'failed' : 'ok',
    message: bad ? `${item.name} reports a problem` : '',
    meta: [],
    short_summary: bad ? 'Failed' : 'Ok',
    detected_at: ymdHis(run?.endedAt ?? now),
    updated_at: ymdHis(run?.endedAt ?? now),
    active_snooze: snoozeOrNull(sim.world.healthSnoozes.get(item.id) ?? null, now),
  }
}

export function registerCheckRoutes(routes: RouteTable): void {
  routes.post('/api/checks/:id/enable', (c, sim) => {
    const target = checkOr404(c, sim)
    enable(target, sim.now())
    return respond(c, sim, target)
  })
  routes.post('/api/checks/:id/disable', (c, sim) => {
    const target = checkOr404(c, sim)
    disable(target, sim.now())
    return respond(c, sim, target)
  })
  routes.post('/api/checks/:id/request-run', async (c, sim) => {
    const target = checkOr404(c, sim)
    const body = await readBody(c, runSchema)
    if (body.httpClientHeaders && target.type !== 'uptime') {
      throw fieldError(
        'httpClientHeaders',
        'Custom headers can only be sent with an uptime check run.',
      )
    }
    requestRun(target, sim.now())
    return respond(c, sim, target)
  })
  routes.post('/api/checks/:id/snooze', async (c, sim) => {
    const target = checkOr404(c, sim)
    const { minutes } = await readBody(c, snoozeBodySchema)
    snooze(sim.world, target, minutes, sim.now())
    return respond(c, sim, target)
  })
  routes.post('/api/checks/:id/unsnooze', (c, sim) => {
    const target = checkOr404(c, sim)
    unsnooze(sim.world, target)
    return respond(c, sim, target)
  })

  // Application health: the items of the monitor's application_health check.
  const healthItem = (c: Context, sim: Simulation) => {
    const monitor = found(sim.world.monitors.get(idParam(c, 'monitorId')))
    const item = found(
      healthItems(monitor).find((candidate) => candidate.id === idParam(c, 'itemId')),
    )
    return { monitor, item }
  }
  routes.get('/api/monitors/:monitorId/application-health-checks', (c, sim) => {
    const monitor = found(sim.world.monitors.get(idParam(c, 'monitorId')))
    const now = sim.now()
    return c.json(
      paginate(c, healthItems(monitor), (item) => healthItemJson(sim, monitor, item, now)),
    )
  })
  routes.get('/api/monitors/:monitorId/application-health-checks/:itemId', (c, sim) => {
    const { item } = healthItem(c, sim)
    const now = sim.now()
    const history = Array.from({ length: 5 }, (_, i) => ({
      id: item.id * 10 + i,
      status: 'ok',
      short_summary: 'Ok',
      message: '',
      meta: { connection_name: 'mysql' },
      detected_at: ymdHis(now - (i + 1) * 3_600_000),
      updated_at: ymdHis(now - i * 3_600_000),
    }))
    return c.json(paginate(c, history, (entry) => entry))
  })
  routes.post(
    '/api/monitors/:monitorId/application-health-checks/:itemId/snooze',
    async (c, sim) => {
      const { monitor, item } = healthItem(c, sim)
      const { minutes } = await readBody(c, snoozeBodySchema)
      const now = sim.now()
      const created = snooze(sim.world, { snooze: null }, minutes, now)
      sim.world.healthSnoozes.set(item.id, created)
      return c.json(healthItemJson(sim, monitor, item, now))
    },
  )
  routes.post('/api/monitors/:monitorId/application-health-checks/:itemId/unsnooze', (c, sim) => {
    const { monitor, item } = healthItem(c, sim)
    sim.world.healthSnoozes.delete(item.id)
    return c.json(healthItemJson(sim, monitor, item, sim.now()))
  })
}
