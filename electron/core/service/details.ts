// Detail queries for the window: cached with a TTL, fetched at "what the window shows"
// priority, failing at once (with the reason) while rate-limited or offline.
import type { AppServiceApi, MaintenancePeriodView, UptimeRange } from '../../shared/app-service'
import type { EngineContext } from './context'
import type { CronDetails } from './cron-details'
import {
  METRIC_GROUP,
  RANGE_MS,
  UPTIME_SPLIT,
  toDowntime,
  toHttpTimings,
  toMaintenanceView,
  toRecurringView,
  toStatusPageView,
  toTemplateView,
  toUptimePoints,
} from './detail-views'
import { loadMaintenancePeriods, maintenanceKey } from './maintenance-lookup'

type Details = Pick<
  AppServiceApi,
  | 'uptime'
  | 'httpTimings'
  | 'downtime'
  | 'cronChecks'
  | 'maintenancePeriods'
  | 'statusPages'
  | 'statusUpdateTemplates'
>

export const DETAIL_TTL_MS = 5 * 60_000
export const STATUS_PAGES_TTL_MS = 60_000
export const TEMPLATES_TTL_MS = 30 * 60_000

const RANGES = new Set<string>(Object.keys(RANGE_MS))

function checkRange(range: UptimeRange): void {
  if (!RANGES.has(range))
    throw new RangeError(`Unknown range "${String(range)}": use 24h, 7d, 30d or 90d.`)
}

export function createDetails(ctx: EngineContext, cron: CronDetails): Details {
  /** One cached request at focus priority; a failure is reported (401 stops polling) and rethrown. */
  async function cached<T>(key: string, ttlMs: number, call: () => Promise<T>): Promise<T> {
    ctx.api()
    try {
      return await ctx.cache.get(key, ttlMs, () => ctx.gate.run('focus', call, { failFast: true }))
    } catch (error) {
      ctx.reportFailure(error)
      throw error
    }
  }

  /** The range ending now, on whole minutes so that nearby asks share a cache entry. */
  const window = (range: UptimeRange) => {
    checkRange(range)
    const end = Math.floor(ctx.clock.now() / 60_000) * 60_000
    return { start: end - RANGE_MS[range], end }
  }

  return {
    uptime: async (monitorId, range) => {
      const { start, end } = window(range)
      const entries = await cached(`uptime:${monitorId}:${range}:${end}`, DETAIL_TTL_MS, () =>
        ctx
          .api()
          .uptime.uptime(monitorId, { startedAt: start, endedAt: end, split: UPTIME_SPLIT[range] }),
      )
      return toUptimePoints(entries)
    },
    httpTimings: async (monitorId, range) => {
      const { start, end } = window(range)
      const metrics = await cached(`http:${monitorId}:${range}:${end}`, DETAIL_TTL_MS, () =>
        ctx.api().uptime.httpMetrics(monitorId, { start, end, groupBy: METRIC_GROUP[range] }),
      )
      return toHttpTimings(metrics)
    },
    downtime: async (monitorId, range) => {
      const { start, end } = window(range)
      const periods = await cached(`downtime:${monitorId}:${range}:${end}`, DETAIL_TTL_MS, () =>
        ctx.api().uptime.downtime(monitorId, { startedAt: start, endedAt: end }),
      )
      return toDowntime(periods, ctx.clock.now())
    },
    cronChecks: async (monitorId) => {
      ctx.api()
      try {
        return await cron.refresh(monitorId, 'focus')
      } catch (error) {
        ctx.reportFailure(error)
        throw error
      }
    },
    maintenancePeriods: async (monitorId) => {
      ctx.api()
      const now = ctx.clock.now()
      let periods
      try {
        periods = await loadMaintenancePeriods(ctx, monitorId, 'focus')
      } catch (error) {
        ctx.reportFailure(error)
        throw error
      }
      const recurring = await cached(`${maintenanceKey(monitorId)}recurring`, DETAIL_TTL_MS, () =>
        ctx.api().maintenance.recurring.list(monitorId),
      )
      const upcoming = periods
        .map(toMaintenanceView)
        .filter((p): p is MaintenancePeriodView => p !== null && Date.parse(p.endsAt) > now)
        .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
      return { upcoming, recurring: recurring.map(toRecurringView) }
    },
    statusPages: async () => {
      const pages = await cached('status-pages', STATUS_PAGES_TTL_MS, () =>
        ctx.api().statusPages.listAll(),
      )
      return pages.map(toStatusPageView)
    },
    statusUpdateTemplates: async () => {
      const templates = await cached('templates', TEMPLATES_TTL_MS, () =>
        ctx.api().statusPageTemplates.list(),
      )
      return templates.map(toTemplateView)
    },
  }
}
