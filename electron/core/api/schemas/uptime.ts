import * as z from 'zod'
import { id, looseRecord, orNull, paginated, timestamp } from './common'
import { tolerantList } from './tolerant-list'

export const uptimeEntrySchema = z.looseObject({
  datetime: timestamp,
  uptime_percentage: z.number(),
})
/** The uptime endpoint answers a bare array (no `data` wrapper). */
export const uptimeSchema = tolerantList(uptimeEntrySchema, 'uptime entry')

export const downtimeSchema = z.looseObject({
  id,
  started_at: timestamp,
  ended_at: orNull(timestamp),
  notes_html: orNull(z.string()),
  notes_markdown: orNull(z.string()),
})
export const downtimeListSchema = paginated(downtimeSchema, 'downtime')

const seconds = z.number()

export const httpUptimeMetricSchema = z.looseObject({
  dns_time_in_seconds: seconds,
  tcp_time_in_seconds: seconds,
  ssl_handshake_time_in_seconds: seconds,
  remote_server_processing_time_in_seconds: seconds,
  download_time_in_seconds: seconds,
  total_time_in_seconds: seconds,
  curl: looseRecord.optional(),
  date: timestamp,
})

export const pingUptimeMetricSchema = z.looseObject({
  minimum_time_in_ms: z.number(),
  maximum_time_in_ms: z.number(),
  average_time_in_ms: z.number(),
  packet_loss_percentage: z.number(),
  uptime_percentage: z.number(),
  downtime_percentage: z.number(),
  uptime_seconds: z.number(),
  downtime_seconds: z.number(),
  date: timestamp,
})

export const tcpUptimeMetricSchema = z.looseObject({
  time_to_connect_in_ms: z.number(),
  uptime_percentage: z.number(),
  downtime_percentage: z.number(),
  uptime_seconds: z.number(),
  downtime_seconds: z.number(),
  date: timestamp,
})

export const httpMetricsSchema = z.looseObject({
  data: tolerantList(httpUptimeMetricSchema, 'metric'),
})
export const pingMetricsSchema = z.looseObject({
  data: tolerantList(pingUptimeMetricSchema, 'metric'),
})
export const tcpMetricsSchema = z.looseObject({
  data: tolerantList(tcpUptimeMetricSchema, 'metric'),
})

export type ApiUptimeEntry = z.output<typeof uptimeEntrySchema>
export type ApiDowntime = z.output<typeof downtimeSchema>
export type ApiHttpUptimeMetric = z.output<typeof httpUptimeMetricSchema>
export type ApiPingUptimeMetric = z.output<typeof pingUptimeMetricSchema>
export type ApiTcpUptimeMetric = z.output<typeof tcpUptimeMetricSchema>
