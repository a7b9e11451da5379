// Results of the scanning checks beyond the spec's text, as the official PHP SDK calls them:
// Lighthouse reports, DNS blocklist and ports history, AI responses and the domain record.
// Lists are paginated like the other history lists; an unknown id is 404 "Resource not found.".
import type { Context } from 'hono'
import {
  aiResponseJson,
  dnsBlocklistJson,
  domainJson,
  lighthouseJson,
  portsJson,
  scans,
  type Scan,
} from '../../api/scans'
import { latestRunRef } from '../../api/runs'
import { ApiError } from '../errors'
import { paginate } from '../pagination'
import { found, idParam } from '../validate'
import type { RouteTable } from '../route-table'
import type { Simulation } from '../../simulation'
import type { CheckType, SimMonitor } from '../../world/types'

type Serialize = (sim: Simulation, monitor: SimMonitor, scan: Scan, detail: boolean) => unknown

interface Family {
  path: string
  type: CheckType
  serialize: Serialize
  /** Also answers `{path}/latest` (Lighthouse and AI in the SDK). */
  latest: boolean
}

const FAMILIES: Family[] = [
  {
    path: 'lighthouse-reports',
    type: 'lighthouse',
    serialize: (sim, monitor, scan, detail) => lighthouseJson(sim.world, monitor, scan, detail),
    latest: true,
  },
  {
    path: 'dns-blocklist-history-items',
    type: 'dns_blocklist',
    serialize: (_sim, monitor, scan) => dnsBlocklistJson(monitor, scan),
    latest: false,
  },
  {
    path: 'ports-history-items',
    type: 'ports',
    serialize: (sim, monitor, scan) => portsJson(sim.world, monitor, scan),
    latest: false,
  },
  {
    path: 'ai-responses',
    type: 'ai',
    serialize: (sim, monitor, scan) => aiResponseJson(sim.world, monitor, scan),
    latest: true,
  },
]

function monitorOf(c: Context, sim: Simulation): SimMonitor {
  return found(sim.world.monitors.get(idParam(c, 'id')))
}

export function registerScanRoutes(routes: RouteTable): void {
  for (const family of FAMILIES) {
    const base = `/api/monitors/:id/${family.path}`
    routes.get(base, (c, sim) => {
      const monitor = monitorOf(c, sim)
      const list = scans(sim.world, monitor, family.type, sim.now())
      return c.json(paginate(c, list, (scan) => family.serialize(sim, monitor, scan, false)))
    })
    if (family.latest) {
      routes.get(`${base}/latest`, (c, sim) => {
        const monitor = monitorOf(c, sim)
        const scan = found(scans(sim.world, monitor, family.type, sim.now())[0])
        return c.json(family.serialize(sim, monitor, scan, true))
      })
    }
    routes.get(`${base}/:itemId{[0-9]+}`, (c, sim) => {
      const monitor = monitorOf(c, sim)
      const wanted = idParam(c, 'itemId')
      const scan = found(
        scans(sim.world, monitor, family.type, sim.now()).find((item) => item.id === wanted),
      )
      return c.json(family.serialize(sim, monitor, scan, true))
    })
  }

  // 422 while the domain check is off or has not run yet (the harness's reading of the service's
  // domain monitoring docs); else the record its latest run read (SDK fixture domain.json).
  routes.get('/api/monitors/:id/domain', (c, sim) => {
    const monitor = monitorOf(c, sim)
    const now = sim.now()
    const check = monitor.checks.find((candidate) => candidate.type === 'domain')
    const latest = check?.enabled ? latestRunRef(sim.world, monitor, check, now) : null
    if (!latest || latest.result === 'pending') {
      throw new ApiError(422, {
        message: 'The domain check is not enabled on this monitor or has no results yet.',
      })
    }
    return c.json(domainJson(sim.world, monitor, latest))
  })
}
