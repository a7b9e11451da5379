// Detail queries for the window: cached with a TTL, fetched at "what the window shows"
// priority, failing at once (with the reason) while rate-limited or offline.
import type {
  AppServiceApi,
  CronFill,
  UptimeRange,
  UptimeSplit,
} from '../../shared/app-service-api'
import { GateClosedError } from '../engine/request-gate'
import type { MonitorType } from '../../shared/model'
import type { AppServiceContext } from './context'
import type { CronDetails } from './cron-details'
import {
  METRIC_GROUP,
  RANGE_MS,
  UPTIME_SPLIT,
  UPTIME_SPLITS,
  toDowntime,
  toHttpTimings,
  toPingMetrics,
  toRecurringView,
  toStatusPageView,
  toTcpMetrics,
  toTemplateView,
  toUptimePoints,
} from './detail-views'
import {
  SHOWN_PERIODS_MS,
  learnZonesFromStatusPages,
  loadMaintenancePeriods,
  maintenanceKey,
  resolveTeamOfMonitor,
} from './maintenance-lookup'
import { splitPeriods } from './maintenance-periods'

type Details = Pick<
  AppServiceApi,
  | 'uptime'
  | 'httpTimings'
  | 'pingMetrics'
  | 'tcpMetrics'
  | 'downtime'
  | 'cronChecks'
  | 'cronFill'
  | 'maintenancePeriods'
  | 'statusPages'
  | 'statusUpdateTemplates'
>

export const DETAIL_TTL_MS = 5 * 60_000
export const STATUS_PAGES_TTL_MS = 60_000
export const TEMPLATES_TTL_MS = 30 * 60_000
/** Detail-cache key of the status page list (raw API pages); a status update re-reads it. */
export const STATUS_PAGES_KEY = 'status-pages'
/** The window's cron list; background rounds and sweeps keep the snapshot's copy fresher. */
export const CRON_CHECKS_TTL_MS = DETAIL_TTL_MS

/**
 * Detail-cache key prefix of one monitor's cron check list. An action on one of its cron checks
 * drops it (`ctx.cache.invalidate(cronChecksKey(monitorId))`), so the next ask fetches again.
 */
export const cronChecksKey = (monitorId: number): string => `cron:${monitorId}:`

const RANGES = new Set<string>(Object.keys(RANGE_MS))

function checkRange(range: UptimeRange): void {
  if (!RANGES.has(range))
    throw new RangeError(`Unknown range "${String(range)}": use 24h, 7d, 30d or 90d.`)
}

function checkSplit(split: UptimeSplit): void {
  if (!UPTIME_SPLITS.includes(split))
    throw new RangeError(`Unknown uptime split "${String(split)}": use hour, day or month.`)
}

/** Which monitors each metrics endpoint serves (the API refuses the others). */
type MetricKind = 'http' | 'ping' | 'tcp'
const KNOWN_TYPES = new Set<MonitorType>(['http', 'ping', 'tcp', 'ai'])

export function createDetails(ctx: AppServiceContext, cron: CronDetails): Details {
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

  /**
   * A monitor the snapshot knows to be of another type gets a clear refusal without spending a
   * request; an unknown monitor or type is asked (the API then answers for itself).
   */
  function checkMetricKind(monitorId: number, kind: MetricKind): void {
    const type = ctx.snapshots.snapshot?.monitors.find((m) => m.id === monitorId)?.type
    if (type && KNOWN_TYPES.has(type) && type !== kind)
      throw new RangeError(
        `Monitor ${monitorId} is a ${type} monitor: ${kind} metrics exist for ${kind} monitors only.`,
      )
  }

  /** One range of a per-type metrics endpoint, cached per monitor, range and minute. */
  async function metrics<T>(
    kind: MetricKind,
    monitorId: number,
    range: UptimeRange,
    load: (
      api: ReturnType<AppServiceContext['api']>['uptime'],
      query: { start: number; end: number; groupBy: 'hour' | 'day' },
    ) => Promise<T>,
  ): Promise<T> {
    const { start, end } = window(range)
    checkMetricKind(monitorId, kind)
    return cached(`${kind}:${monitorId}:${range}:${end}`, DETAIL_TTL_MS, () =>
      load(ctx.api().uptime, { start, end, groupBy: METRIC_GROUP[range] }),
    )
  }

  return {
    uptime: async (monitorId, range, split) => {
      const { start, end } = window(range)
      const chosen = split ?? UPTIME_SPLIT[range]
      checkSplit(chosen)
      const entries = await cached(
        `uptime:${monitorId}:${range}:${chosen}:${end}`,
        DETAIL_TTL_MS,
        () => ctx.api().uptime.uptime(monitorId, { startedAt: start, endedAt: end, split: chosen }),
      )
      return toUptimePoints(entries)
    },
    httpTimings: async (monitorId, range) =>
      toHttpTimings(
        await metrics('http', monitorId, range, (api, q) => api.httpMetrics(monitorId, q)),
      ),
    pingMetrics: async (monitorId, range) =>
      toPingMetrics(
        await metrics('ping', monitorId, range, (api, q) => api.pingMetrics(monitorId, q)),
      ),
    tcpMetrics: async (monitorId, range) =>
      toTcpMetrics(
        await metrics('tcp', monitorId, range, (api, q) => api.tcpMetrics(monitorId, q)),
      ),
    downtime: async (monitorId, range) => {
      const { start, end } = window(range)
      const periods = await cached(`downtime:${monitorId}:${range}:${end}`, DETAIL_TTL_MS, () =>
        ctx.api().uptime.downtime(monitorId, { startedAt: start, endedAt: end }),
      )
      return toDowntime(periods, ctx.clock.now())
    },
    cronChecks: async (monitorId) => {
      ctx.api()
      let fetched
      try {
        // The refresh commits the list into the snapshot too, and queues at focus priority.
        fetched = await ctx.cache.get(`${cronChecksKey(monitorId)}list`, CRON_CHECKS_TTL_MS, () =>
          cron.refresh(monitorId, 'focus'),
        )
      } catch (error) {
        ctx.reportFailure(error)
        throw error
      }
      // Within the TTL the snapshot's copy is at least as new: the background round, a sweep
      // that saw the cron check change and an action's confirmation all commit there.
      return ctx.snapshots.snapshot?.cron[monitorId] ?? fetched
    },
    cronFill: async (monitorIds) => {
      ctx.api()
      // Below the sweep, as fills: the page fills in as the budget allows and what the user
      // opens next still has room (request-gate.ts).
      const answers = await Promise.allSettled(
        monitorIds.map((id) =>
          ctx.cache.get(`${cronChecksKey(id)}list`, CRON_CHECKS_TTL_MS, () =>
            cron.refresh(id, 'cron', { fill: true }),
          ),
        ),
      )
      const fill: CronFill = { lists: [], failedIds: [], leftIds: [], retryInMs: null }
      const now = ctx.clock.now()
      answers.forEach((answer, n) => {
        const monitorId = monitorIds[n]!
        if (answer.status === 'fulfilled') {
          const checks = ctx.snapshots.snapshot?.cron[monitorId] ?? answer.value
          fill.lists.push({ monitorId, checks })
          return
        }
        const until = answer.reason instanceof GateClosedError ? answer.reason.until : null
        if (until === null) {
          // One failure speaks for the rest (they share it: offline, signed out).
          if (fill.failedIds.length === 0) ctx.reportFailure(answer.reason)
          fill.failedIds.push(monitorId)
          return
        }
        fill.leftIds.push(monitorId)
        fill.retryInMs = Math.min(fill.retryInMs ?? Infinity, Math.max(0, until - now))
      })
      return fill
    },
    maintenancePeriods: async (monitorId) => {
      ctx.api()
      const now = ctx.clock.now()
      let periods
      try {
        periods = await loadMaintenancePeriods(ctx, monitorId, 'focus', undefined, SHOWN_PERIODS_MS)
      } catch (error) {
        ctx.reportFailure(error)
        throw error
      }
      const recurring = await cached(`${maintenanceKey(monitorId)}recurring`, DETAIL_TTL_MS, () =>
        ctx.api().maintenance.recurring.list(monitorId),
      )
      // A command-line list has no picture: the monitor is read for its team.
      const teamId = await resolveTeamOfMonitor(ctx, monitorId, 'focus')
      await learnZonesFromStatusPages(ctx, [teamId], undefined, 'focus')
      const { zone, source } = ctx.zones.zoneOf(teamId)
      return {
        ...splitPeriods(periods, zone, now),
        recurring: recurring.map(toRecurringView),
        zone,
        zoneSource: source,
      }
    },
    statusPages: async () => {
      const pages = await cached(STATUS_PAGES_KEY, STATUS_PAGES_TTL_MS, () =>
        ctx.api().statusPages.listAll(),
      )
      ctx.zones.learnStatusPages(pages, ctx.clock.now())
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
