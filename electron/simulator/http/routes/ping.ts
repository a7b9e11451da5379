// Cron ping URLs, served by the simulator itself: `{baseUrl}/ping/{uuid}[/starting|/finished|/failed]`,
// GET or POST, no token (as a scheduled task would call them).
import { recordPing } from '../../world/cron'
import { found } from '../validate'
import type { RouteTable } from '../route-table'
import type { PingKind } from '../../world/types'

export function registerPingRoutes(routes: RouteTable): void {
  const kinds: [string, PingKind][] = [
    ['', 'finished'],
    ['/starting', 'starting'],
    ['/finished', 'finished'],
    ['/failed', 'failed'],
  ]
  for (const [suffix, kind] of kinds) {
    routes.getOrPost(`/ping/:uuid${suffix}`, (c, sim) => {
      const cron = found(sim.world.cronsByUuid.get(c.req.param('uuid') ?? ''))
      recordPing(cron, kind, sim.now())
      return c.json({ message: 'Ping received.', kind })
    })
  }
}
