// The monitor object (GET /api/monitors, /api/monitors/{id}, POST /api/monitors).
import { checkJson } from './serialize-check'
import { monitorSettingsOf } from './serialize-settings'
import { latestRun, summarizedResult } from '../world/check-results'
import { sortUrl } from '../seed/build-monitor'
import { ymdHis } from '../engine/time'
import type { RunResult, SimMonitor } from '../world/types'
import type { World } from '../world/world'

export function monitorJson(world: World, monitor: SimMonitor, now: number) {
  const settings = monitorSettingsOf(monitor)
  const enabledResults: RunResult[] = []
  let latestRunAt: number | null = null
  const checks = monitor.checks.map((check) => {
    const run = latestRun(world, check, now)
    if (check.enabled) enabledResults.push(run.result)
    if (run.endedAt !== null && (latestRunAt === null || run.endedAt > latestRunAt))
      latestRunAt = run.endedAt
    return checkJson(world, monitor, check, now, 'listing', run, settings)
  })
  return {
    id: monitor.id,
    team_id: monitor.teamId,
    type: monitor.type,
    url: monitor.url,
    uses_https: monitor.url.startsWith('https://'),
    sort_url: sortUrl(monitor.url),
    label: monitor.label,
    group_name: monitor.groupName,
    tags: monitor.tags,
    description: monitor.description,
    notes: monitor.notes,
    real_ip_address: monitor.realIpAddress,
    latest_run_date: latestRunAt === null ? null : ymdHis(latestRunAt),
    summarized_check_result:
      enabledResults.length === 0 ? 'pending' : summarizedResult(enabledResults),
    checks,
    uptime_check_settings: settings.uptime_check_settings,
    certificate_health_check_settings: settings.certificate_health_check_settings,
    broken_links_check_settings: settings.broken_links_check_settings,
    dns_check_settings: settings.dns_check_settings,
    lighthouse_check_settings: settings.lighthouse_check_settings,
    application_health_check_settings: settings.application_health_check_settings,
    domain_check_settings: settings.domain_check_settings,
    performance_check_settings: settings.performance_check_settings,
    sitemap_check_settings: settings.sitemap_check_settings,
    ports_check_settings: settings.ports_check_settings,
    dns_blocklist_check_settings: settings.dns_blocklist_check_settings,
    ai_check_settings: settings.ai_check_settings ?? null,
    crawler_headers: settings.crawler_headers ?? [],
    send_report_to_emails: monitor.sendReportToEmails,
    include_check_types_in_report: monitor.includeCheckTypesInReport,
    badge_id: monitor.badgeId,
    marked_for_deletion_at: null,
    created_at: ymdHis(monitor.createdAt),
    updated_at: ymdHis(monitor.updatedAt),
  }
}
