// A run's `service_url`: the run's report page, served by the simulator on the API's origin but
// outside `/api`, without the token (it opens in the user's browser, as the live service's
// report pages do), with a strict Content-Security-Policy.
import { notFoundHtml, REPORT_CSP, reportHtml } from '../api/report-html'
import { checkIdOfRun, runById } from '../api/runs'
import type { RouteTable } from './route-table'

const HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': REPORT_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
}

export function registerReportRoutes(routes: RouteTable): void {
  routes.get('/__reports/runs/:id', (c, sim) => {
    const raw = c.req.param('id') ?? ''
    const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN
    const check = Number.isSafeInteger(id) ? sim.world.checks.get(checkIdOfRun(id)) : undefined
    const monitor = check ? sim.world.monitors.get(check.monitorId) : undefined
    const run = check && monitor ? runById(sim.world, monitor, check, id, sim.now()) : null
    if (!run) return c.body(notFoundHtml(), 404, HEADERS)
    return c.body(reportHtml(sim.world, run), 200, HEADERS)
  })
}
