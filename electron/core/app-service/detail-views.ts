// API records -> the views the window shows (electron/shared/app-service-api.ts). Pure functions.
import { utcToIso } from '../api/dates'
import { TEXT_LIMITS, clip, clipOrNull } from '../../shared/clip'
import { wallClockToIso } from '../../shared/team-time'
import type {
  ApiMaintenancePeriod,
  ApiRecurringMaintenancePeriod,
} from '../api/schemas/maintenance'
import type { ApiStatusPage, ApiStatusPageUpdateTemplate } from '../api/schemas/status-page'
import type {
  ApiDowntime,
  ApiHttpUptimeMetric,
  ApiPingUptimeMetric,
  ApiTcpUptimeMetric,
  ApiUptimeEntry,
} from '../api/schemas/uptime'
import type {
  DowntimePeriod,
  HttpTimingPoint,
  MaintenancePeriodView,
  PingMetricPoint,
  RecurringMaintenanceView,
  StatusPageView,
  StatusUpdateTemplateView,
  TcpMetricPoint,
  UptimePoint,
  UptimeRange,
  UptimeSplit,
} from '../../shared/app-service-api'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

export const RANGE_MS: Record<UptimeRange, number> = {
  '24h': DAY_MS,
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
  '90d': 90 * DAY_MS,
}

/** The split that gives a readable chart for each range (90 days by day: 90 bars). */
export const UPTIME_SPLIT: Record<UptimeRange, UptimeSplit> = {
  '24h': 'hour',
  '7d': 'day',
  '30d': 'day',
  '90d': 'day',
}

/** The splits the uptime endpoint accepts (the spec's `split`: hour, day or month). */
export const UPTIME_SPLITS: readonly UptimeSplit[] = ['hour', 'day', 'month']

/** Metric grouping per range: hourly points for a day or a week, daily beyond. */
export const METRIC_GROUP: Record<UptimeRange, 'hour' | 'day'> = {
  '24h': 'hour',
  '7d': 'hour',
  '30d': 'day',
  '90d': 'day',
}

const toIso = (value: string | null | undefined): string | null => utcToIso(value)
const secondsToMs = (s: number): number => Math.round(s * 1000 * 100) / 100
const round2 = (n: number): number => Math.round(n * 100) / 100

export function toUptimePoints(entries: ApiUptimeEntry[]): UptimePoint[] {
  const points: UptimePoint[] = []
  for (const e of entries) {
    const at = toIso(e.datetime)
    if (at) points.push({ at, uptimePercentage: e.uptime_percentage })
  }
  return points
}

export function toHttpTimings(metrics: ApiHttpUptimeMetric[]): HttpTimingPoint[] {
  const points: HttpTimingPoint[] = []
  for (const m of metrics) {
    const at = toIso(m.date)
    if (!at) continue
    points.push({
      at,
      dnsMs: secondsToMs(m.dns_time_in_seconds),
      tcpMs: secondsToMs(m.tcp_time_in_seconds),
      tlsMs: secondsToMs(m.ssl_handshake_time_in_seconds),
      serverMs: secondsToMs(m.remote_server_processing_time_in_seconds),
      downloadMs: secondsToMs(m.download_time_in_seconds),
      totalMs: secondsToMs(m.total_time_in_seconds),
    })
  }
  return points
}

export function toPingMetrics(metrics: ApiPingUptimeMetric[]): PingMetricPoint[] {
  const points: PingMetricPoint[] = []
  for (const m of metrics) {
    const at = toIso(m.date)
    if (!at) continue
    points.push({
      at,
      minMs: round2(m.minimum_time_in_ms),
      avgMs: round2(m.average_time_in_ms),
      maxMs: round2(m.maximum_time_in_ms),
      packetLossPercentage: m.packet_loss_percentage,
      uptimePercentage: m.uptime_percentage,
    })
  }
  return points
}

export function toTcpMetrics(metrics: ApiTcpUptimeMetric[]): TcpMetricPoint[] {
  const points: TcpMetricPoint[] = []
  for (const m of metrics) {
    const at = toIso(m.date)
    if (!at) continue
    points.push({
      at,
      connectMs: round2(m.time_to_connect_in_ms),
      uptimePercentage: m.uptime_percentage,
    })
  }
  return points
}

/** Downtime with its duration; an open period lasts until `now`. */
export function toDowntime(periods: ApiDowntime[], now: number): DowntimePeriod[] {
  const out: DowntimePeriod[] = []
  for (const p of periods) {
    const startedAt = toIso(p.started_at)
    if (!startedAt) continue
    const endedAt = toIso(p.ended_at)
    const end = endedAt ? Date.parse(endedAt) : now
    out.push({
      id: p.id,
      startedAt,
      endedAt,
      durationSeconds: Math.max(0, Math.round((end - Date.parse(startedAt)) / 1000)),
      notes: downtimeNotes(p),
    })
  }
  return out
}

/**
 * A period's notes as plain text: the Markdown source when given, else the HTML with its tags
 * dropped (the spec names both fields; the recorded answer has both null). Bounded.
 */
function downtimeNotes(p: ApiDowntime): string | null {
  const text = p.notes_markdown ?? p.notes_html?.replace(/<[^>]*>/g, ' ') ?? null
  const line = text?.replace(/\s+/g, ' ').trim()
  return line ? clip(line, TEXT_LIMITS.text) : null
}

/**
 * Maintenance times come as the team's wall-clock time, which the API does not name; they are
 * read in the team's `zone` (team-zones.ts knows it).
 */
export function toMaintenanceView(
  p: ApiMaintenancePeriod,
  zone: string,
): MaintenancePeriodView | null {
  const startsAt = wallClockToIso(p.starts_at, zone)
  const endsAt = wallClockToIso(p.ends_at, zone)
  if (!startsAt || !endsAt) return null
  return { id: p.id, monitorId: p.monitor_id, name: p.name, startsAt, endsAt }
}

export function toRecurringView(p: ApiRecurringMaintenancePeriod): RecurringMaintenanceView {
  return {
    id: p.id,
    monitorId: p.monitor_id,
    name: p.name,
    schedule: p.human_readable_schedule || p.recurrence_type,
    startTime: p.start_time,
    endTime: p.end_time,
    recurrenceType: p.recurrence_type === 'unknown' ? null : p.recurrence_type,
    daysOfWeek: p.days_of_week?.filter((d) => Number.isInteger(d) && d >= 0 && d <= 6) ?? null,
    dayOfMonth: p.day_of_month,
  }
}

/** Monitors kept per status page: enough for any page a person reads. */
const MAX_PAGE_MONITORS = 500

export function toStatusPageView(p: ApiStatusPage): StatusPageView {
  return {
    id: p.id,
    title: p.title,
    status:
      p.summarized_status === 'unknown' || !p.summarized_status ? 'unknown' : p.summarized_status,
    fullUrl: p.full_url,
    // A zone name is short (IANA's longest is 30): a longer one is cut like any service text.
    timezone: clipOrNull(p.timezone, 64),
    teamId: p.team?.id ?? p.monitors.find((m) => m.team_id !== null)?.team_id ?? null,
    monitors: p.monitors.slice(0, MAX_PAGE_MONITORS).map((m) => ({
      id: m.id,
      url: m.url === null ? null : clip(m.url, TEXT_LIMITS.url),
    })),
    updates: p.updates.map((u) => ({
      id: u.id,
      title: u.title,
      text: u.text ?? '',
      severity: u.severity,
      time: u.time,
      pinned: u.pinned,
    })),
  }
}

export function toTemplateView(t: ApiStatusPageUpdateTemplate): StatusUpdateTemplateView {
  return {
    id: t.id,
    name: t.name ?? '',
    title: t.title ?? '',
    text: t.text ?? '',
    severity: t.severity ?? 'info',
  }
}
