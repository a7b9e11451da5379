// Every `/api` route of the spec (plus the recorded extras), one module per resource family.
import type { RouteTable } from '../route-table'
import { registerAccountRoutes } from './account'
import { registerCheckRoutes } from './checks'
import { registerCronRoutes } from './cron-checks'
import { registerDestinationRoutes } from './destinations'
import { registerMaintenanceRoutes } from './maintenance'
import { registerMonitorRoutes } from './monitors'
import { registerResellerRoutes } from './reseller'
import { registerResultRoutes } from './results'
import { registerScanRoutes } from './scans'
import { registerStatusPageRoutes } from './status-pages'
import { registerTagRoutes } from './tags'
import { registerUptimeRoutes } from './uptime'

export function registerApiRoutes(routes: RouteTable): void {
  registerAccountRoutes(routes)
  registerMonitorRoutes(routes)
  registerCheckRoutes(routes)
  registerCronRoutes(routes)
  registerResultRoutes(routes)
  registerScanRoutes(routes)
  registerUptimeRoutes(routes)
  registerStatusPageRoutes(routes)
  registerMaintenanceRoutes(routes)
  registerResellerRoutes(routes)
  registerTagRoutes(routes)
  registerDestinationRoutes(routes)
}
