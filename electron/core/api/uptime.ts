// Uptime percentages, downtime periods and per-type response metrics of one monitor.
import * as z from 'zod'
import { getAll } from './list-helpers'
import { type TimeInput, ymdHisInput } from './request-schemas'
import { METRIC_GROUPS, UPTIME_SPLITS } from './schemas/enums'
import {
  downtimeSchema,
  httpMetricsSchema,
  pingMetricsSchema,
  tcpMetricsSchema,
  uptimeSchema,
} from './schemas/uptime'
import type { CallOptions, Transport } from './transport'
import { route, validateRequest } from './validate-request'

export interface UptimeQuery {
  startedAt: TimeInput
  endedAt: TimeInput
  split: (typeof UPTIME_SPLITS)[number]
}
export interface MetricsQuery {
  start: TimeInput
  end: TimeInput
  groupBy?: (typeof METRIC_GROUPS)[number]
}

// YmdHis strings sort like the instants they name.
const endsAfter = { path: ['endedAt'], message: 'must not be before startedAt' }
const uptimeQuerySchema = z
  .object({
    startedAt: ymdHisInput,
    endedAt: ymdHisInput,
    split: z.enum(UPTIME_SPLITS, { error: 'must be hour, day or month' }),
  })
  .refine((q) => q.endedAt >= q.startedAt, endsAfter)
const rangeSchema = z
  .object({ startedAt: ymdHisInput, endedAt: ymdHisInput })
  .refine((q) => q.endedAt >= q.startedAt, endsAfter)
const metricsQuerySchema = z
  .object({
    start: ymdHisInput,
    end: ymdHisInput,
    groupBy: z
      .enum(METRIC_GROUPS, { error: 'must be minute, hour, day, week or month' })
      .optional(),
  })
  .refine((q) => q.end >= q.start, { path: ['end'], message: 'must not be before start' })

export function createUptimeApi(t: Transport) {
  const metrics =
    <S extends z.ZodType<{ data: unknown[] }>>(kind: 'http' | 'ping' | 'tcp', schema: S) =>
    async (
      monitorId: number,
      query: MetricsQuery,
      call?: CallOptions,
    ): Promise<z.output<S>['data']> => {
      const template = `/api/monitors/{monitorId}/${kind}-uptime-metrics`
      const q = validateRequest(metricsQuerySchema, query, 'GET', template)
      const body = await t.request(
        {
          method: 'GET',
          path: route('GET', template, { monitorId }),
          query: { 'filter[start]': q.start, 'filter[end]': q.end, 'filter[group_by]': q.groupBy },
          schema,
        },
        call,
      )
      return body.data
    }

  return {
    /** Uptime percentage per hour, day or month (a bare array in the response). */
    uptime: (monitorId: number, query: UptimeQuery, call?: CallOptions) => {
      const template = '/api/monitors/{monitorId}/uptime'
      const q = validateRequest(uptimeQuerySchema, query, 'GET', template)
      return t.request(
        {
          method: 'GET',
          path: route('GET', template, { monitorId }),
          query: {
            'filter[started_at]': q.startedAt,
            'filter[ended_at]': q.endedAt,
            split: q.split,
          },
          schema: uptimeSchema,
        },
        call,
      )
    },
    /** Every downtime period in the range. */
    downtime: (
      monitorId: number,
      query: { startedAt: TimeInput; endedAt: TimeInput },
      call?: CallOptions,
    ) => {
      const template = '/api/monitors/{monitorId}/downtime'
      const q = validateRequest(rangeSchema, query, 'GET', template)
      return getAll(
        t,
        route('GET', template, { monitorId }),
        downtimeSchema,
        { 'filter[started_at]': q.startedAt, 'filter[ended_at]': q.endedAt },
        call,
      )
    },
    deleteDowntime: (downtimeId: number, call?: CallOptions) =>
      t.request(
        {
          method: 'DELETE',
          path: route('DELETE', '/api/downtime/{downtimeId}', { downtimeId }),
          schema: null,
        },
        call,
      ),
    httpMetrics: metrics('http', httpMetricsSchema),
    pingMetrics: metrics('ping', pingMetricsSchema),
    tcpMetrics: metrics('tcp', tcpMetricsSchema),
  }
}
