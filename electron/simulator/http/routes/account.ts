import { meJson } from '../../api/serialize-misc'
import type { RouteTable } from '../route-table'

export function registerAccountRoutes(routes: RouteTable): void {
  routes.get('/api/me', (c, sim) => c.json(meJson(sim.world)))
}
