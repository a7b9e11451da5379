// Uptime percentages, downtime periods and HTTP/ping/TCP metrics, all derived from the uptime
// check's (lazy) history.
import * as z from 'zod'
import type { Context } from 'hono'
import {
  DOWNTIME_ID_FACTOR,
  downtimePeriods,
  isDown,
  jitter,
  metricBuckets,
  nextBucket,
  runsBetween,
  uptimeBuckets,
  type GroupBy,
} from '../../world/history'
import { parseCompact, ymdHis } from '../../engine/time'
import { compactTimeSchema } from '../schemas'
import { fieldError, validationError } from '../errors'
import { found, idParam, readQuery } from '../validate'
import type { RouteTable } from '../route-table'
import type { Simulation } from '../../simulation'
import type { MonitorType, SimCheck } from '../../world/types'
import { paginate } from '../pagination'

function uptimeCheckOf(c: Context, sim: Simulation, type?: MonitorType): SimCheck {
  const monitor = found(sim.world.monitors.get(idParam(c, 'id')))
  if (type && monitor.type !== type) {
    throw fieldError(
      'monitor',
      `These metrics exist for ${type} monitors only; this one is ${monitor.type}.`,
    )
  }
  return found(monitor.checks.find((check) => check.type === 'uptime'))
}

/** Two required `YmdHis` filters, in order. */
function range(
  values: { start: string; end: string },
  names: [string, string],
): { from: number; to: number } {
  const from = parseCompact(values.start)
  const to = parseCompact(values.end)
  const errors: Record<string, string[]> = {}
  if (from === null) errors[names[0]] = ['The date is not a valid YmdHis date.']
  if (to === null) errors[names[1]] = ['The date is not a valid YmdHis date.']
  if (from !== null && to !== null && to < from)
    errors[names[1]] = ['The end must be after the start.']
  if (Object.keys(errors).length > 0 || from === null || to === null) throw validationError(errors)
  return { from, to: to + 999 }
}

const uptimeQuery = z.object({
  'filter[started_at]': compactTimeSchema,
  'filter[ended_at]': compactTimeSchema,
  split: z.enum(['hour', 'day', 'month']),
})
const downtimeQuery = z.object({
  'filter[started_at]': compactTimeSchema,
  'filter[ended_at]': compactTimeSchema,
})
const metricsQuery = z.object({
  'filter[start]': compactTimeSchema,
  'filter[end]': compactTimeSchema,
  'filter[group_by]': z.enum(['minute', 'hour', 'day', 'week', 'month']).optional(),
})

/** Notes people wrote on about half the periods (a hash of the id), in both of the service's forms. */
const NOTES = [
  'Hosting provider had a network outage in Frankfurt.',
  'Deploy went wrong; rolled back after a few minutes.',
  'Database failover.',
]
function downtimeNotes(id: number): { notes_html: string | null; notes_markdown: string | null } {
  const hash = Math.imul(id, 2_654_435_761) >>> 0
  if ((hash >>> 16) % 2 === 1) return { notes_html: null, notes_markdown: null }
  const markdown = NOTES[(hash >>> 1) % NOTES.length]!
  return {
    notes_html: `<p>${markdown}</p>`,
    notes_markdown: markdown,
  }
}

export function registerUptimeRoutes(routes: RouteTable): void {
  routes.get('/api/monitors/:id/uptime', (c, sim) => {
    const check = uptimeCheckOf(c, sim)
    const query = readQuery(c, uptimeQuery)
    const { from, to } = range(
      { start: query['filter[started_at]'], end: query['filter[ended_at]'] },
      ['filter.started_at', 'filter.ended_at'],
    )
    const buckets = uptimeBuckets(sim.world, check, from, to, query.split, sim.now())
    return c.json(
      buckets.map((bucket) => ({
        datetime: ymdHis(bucket.start),
        uptime_percentage: bucket.percentage,
      })),
    )
  })

  routes.get('/api/monitors/:id/downtime', (c, sim) => {
    const check = uptimeCheckOf(c, sim)
    const query = readQuery(c, downtimeQuery)
    const { from, to } = range(
      { start: query['filter[started_at]'], end: query['filter[ended_at]'] },
      ['filter.started_at', 'filter.ended_at'],
    )
    const periods = downtimePeriods(sim.world, check, from, to, sim.now()).reverse()
    return c.json(
      paginate(c, periods, (period) => ({
        id: period.id,
        started_at: ymdHis(period.startedAt),
        ended_at: period.endedAt === null ? null : ymdHis(period.endedAt),
        ...downtimeNotes(period.id),
      })),
    )
  })

  routes.delete('/api/downtime/:id', (c, sim) => {
    const wanted = idParam(c, 'id')
    const now = sim.now()
    // Downtime is derived: its id names the check, whose recent history must hold the period.
    const check = found(sim.world.checks.get(Math.floor(wanted / DOWNTIME_ID_FACTOR)))
    const periods = downtimePeriods(sim.world, check, now - 30 * 86_400_000, now, now)
    found(periods.find((period) => period.id === wanted))
    sim.world.deletedDowntime.add(wanted)
    return c.body(null, 204)
  })

  const metrics = (
    type: MonitorType,
    shape: (
      check: SimCheck,
      bucket: number,
      groupBy: GroupBy,
      up: number,
      sim: Simulation,
    ) => object,
  ) =>
    routes.get(`/api/monitors/:id/${type}-uptime-metrics`, (c, sim) => {
      const check = uptimeCheckOf(c, sim, type)
      const query = readQuery(c, metricsQuery)
      const { from, to } = range({ start: query['filter[start]'], end: query['filter[end]'] }, [
        'filter.start',
        'filter.end',
      ])
      const groupBy = query['filter[group_by]'] ?? 'minute'
      const now = sim.now()
      const data = metricBuckets(from, to, groupBy, now).flatMap((bucket) => {
        const runs = runsBetween(
          sim.world,
          check,
          bucket,
          Math.min(nextBucket(bucket, groupBy) - 1, now),
          now,
        )
        if (runs.length === 0) return []
        const up = runs.filter((run) => !isDown(run.result)).length / runs.length
        return [{ ...shape(check, bucket, groupBy, up, sim), date: ymdHis(bucket) }]
      })
      return c.json({ data })
    })

  metrics('http', (check, bucket, _groupBy, up, sim) => {
    const j = (salt: number) => jitter(sim.world.seed, check, bucket, salt)
    const dns = 0.002 * j(1)
    const tcp = 0.0012 * j(2)
    const ssl = 0.009 * j(3)
    const server = (0.09 + (check.monitorId % 5) * 0.03) * j(4) * (up < 1 ? 2 : 1)
    const download = 0.0001 * j(5)
    const total = dns + tcp + ssl + server + download
    return {
      dns_time_in_seconds: dns,
      tcp_time_in_seconds: tcp,
      ssl_handshake_time_in_seconds: ssl,
      remote_server_processing_time_in_seconds: server,
      download_time_in_seconds: download,
      total_time_in_seconds: total,
      curl: {
        namelookup_time: dns,
        connect_time: dns + tcp,
        appconnect_time: dns + tcp + ssl,
        starttransfer_time: total - download,
        pretransfer_time: dns + tcp + ssl + 0.00005,
        redirect_time: 0,
        total_time: total,
        header_size: 1697,
        size_download: 8763.85 * j(6),
        speed_download: 79283.2 * j(7),
      },
    }
  })
  const seconds = (groupBy: GroupBy) =>
    ({ minute: 60, hour: 3600, day: 86400, week: 604800, month: 2_592_000 })[groupBy]
  metrics('ping', (check, bucket, groupBy, up, sim) => {
    const avg = 20 * jitter(sim.world.seed, check, bucket, 1)
    return {
      minimum_time_in_ms: Math.round(avg * 0.7 * 100) / 100,
      maximum_time_in_ms: Math.round(avg * 1.4 * 100) / 100,
      average_time_in_ms: Math.round(avg * 100) / 100,
      packet_loss_percentage: up < 1 ? Math.round((1 - up) * 100) : 0,
      uptime_percentage: Math.round(up * 10000) / 100,
      downtime_percentage: Math.round((1 - up) * 10000) / 100,
      uptime_seconds: Math.round(up * seconds(groupBy)),
      downtime_seconds: Math.round((1 - up) * seconds(groupBy)),
    }
  })
  metrics('tcp', (check, bucket, groupBy, up, sim) => ({
    time_to_connect_in_ms: Math.round(15 * jitter(sim.world.seed, check, bucket, 1) * 100) / 100,
    uptime_percentage: Math.round(up * 10000) / 100,
    downtime_percentage: Math.round((1 - up) * 10000) / 100,
    uptime_seconds: Math.round(up * seconds(groupBy)),
    downtime_seconds: Math.round((1 - up) * seconds(groupBy)),
  }))
}
