// Check objects as the service sends them. The monitor listing uses the prefixed settings keys
// (`uptime_check_location` ...); the check endpoints (enable, snooze ...) send the uptime
// settings unprefixed. Both forms are in the recordings.
import { checkSummary, latestRun, type CheckRun } from '../world/check-results'
import { activeSnooze } from '../world/check-actions'
import { certificateDaysLeft } from './certificate'
import { monitorSettingsOf, type SettingsMap } from './serialize-settings'
import { ymdHis } from '../engine/time'
import { unit } from '../engine/prng'
import type { SimCheck, SimMonitor, Snooze } from '../world/types'
import type { World } from '../world/world'

export type CheckForm = 'listing' | 'direct'

export function snoozeJson(snooze: Snooze) {
  return {
    id: snooze.id,
    starts_at: ymdHis(snooze.startsAt),
    ends_at: ymdHis(snooze.endsAt),
    snoozed_by: snooze.snoozedBy,
    unsnoozed_by: snooze.unsnoozedBy,
    source: snooze.source,
    created_at: ymdHis(snooze.createdAt),
  }
}

export function checkJson(
  world: World,
  monitor: SimMonitor,
  check: SimCheck,
  now: number,
  form: CheckForm,
  // Precomputed by the monitor serializer, which needs them for every check anyway.
  run: CheckRun = latestRun(world, check, now),
  settings: SettingsMap = monitorSettingsOf(monitor),
) {
  const avgMs = averageResponseMs(world, check, now)
  const override = check.overrides.at(-1)
  const summary =
    override?.summary && override.from <= now && check.enabled
      ? override.summary
      : checkSummary(check, run, { certDaysLeft: certificateDaysLeft(world, monitor, now), avgMs })
  const json: Record<string, unknown> = {
    id: check.id,
    type: check.type,
    label: LABELS[check.type] ?? check.type,
    enabled: check.enabled,
    latest_run_ended_at: run.endedAt === null ? null : ymdHis(run.endedAt),
    latest_run_result: run.result,
    summary,
    settings: checkSettings(settings, check, form),
    active_snooze: snoozeOrNull(check.snooze, now),
  }
  if (check.type === 'performance') json.average_response_time_in_ms = avgMs
  return json
}

const LABELS: Record<string, string> = {
  uptime: 'Uptime',
  performance: 'Performance',
  certificate_health: 'Certificate health',
  broken_links: 'Broken links',
  mixed_content: 'Mixed content',
  lighthouse: 'Lighthouse',
  cron: 'Scheduled tasks',
  application_health: 'Application health',
  sitemap: 'Sitemap',
  dns: 'DNS',
  domain: 'Domain',
  ai: 'AI',
  ports: 'Ports',
  dns_blocklist: 'DNS blocklist',
}

export function snoozeOrNull(snooze: Snooze | null, now: number) {
  const active = activeSnooze(snooze, now)
  return active ? snoozeJson(active) : null
}

/** Average over the last 15 minutes: a stable value per check and quarter hour. */
export function averageResponseMs(world: World, check: SimCheck, now: number): number {
  const base = 120 + (check.monitorId % 7) * 40
  return Math.round(base * (0.8 + unit(world.seed, check.id, Math.floor(now / 900_000)) * 0.4))
}

function checkSettings(all: SettingsMap, check: SimCheck, form: CheckForm): unknown {
  switch (check.type) {
    case 'uptime': {
      const uptime = all.uptime_check_settings ?? {}
      if (form === 'direct') return uptime
      return {
        uptime_check_location: uptime.location ?? '',
        uptime_check_expected_final_redirect_url: uptime.expected_final_redirect_url ?? null,
        uptime_check_failed_notification_threshold: uptime.failed_notification_threshold ?? null,
        uptime_check_http_verb: uptime.http_verb ?? null,
        uptime_check_timeout: uptime.timeout ?? null,
        uptime_check_max_redirect_count: uptime.max_redirect_count ?? null,
        uptime_check_payload: uptime.payload ?? null,
        uptime_check_valid_status_codes: uptime.valid_status_codes ?? null,
        uptime_check_look_for_string: uptime.look_for_string ?? null,
        uptime_check_absent_string: uptime.absent_string ?? null,
        uptime_check_expected_response_headers: uptime.expected_response_headers ?? null,
        http_client_headers: uptime.http_client_headers ?? null,
      }
    }
    case 'broken_links': {
      const links = all.broken_links_check_settings ?? {}
      return {
        broken_links_check_include_external_links: links.check_include_external_links ?? null,
        broken_links_whitelisted_urls: links.whitelisted_urls ?? null,
        crawler_headers: all.crawler_headers ?? [],
        crawler_speed: 'default',
        broken_link_types: links.types ?? null,
        respect_robots: true,
      }
    }
    case 'application_health': {
      const health = all.application_health_check_settings ?? {}
      return {
        application_health_check_result_url: health.result_url ?? null,
        application_health_check_secret: health.secret ?? null,
        application_health_headers: health.headers ?? null,
      }
    }
    case 'sitemap': {
      const sitemap = all.sitemap_check_settings ?? {}
      return {
        sitemap_path: sitemap.path ?? 'sitemap.xml',
        sitemap_speed: sitemap.speed ?? 'default',
      }
    }
    case 'domain':
      return {
        domain_check_expires_soon_threshold_in_days:
          all.domain_check_settings?.expires_soon_threshold_in_days ?? null,
      }
    case 'mixed_content':
    case 'cron':
      // The service sends an empty PHP array here.
      return []
    default: {
      const key = `${check.type}_check_settings`
      return { [key]: all[key] ?? null }
    }
  }
}
