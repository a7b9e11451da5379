// Serializers of the smaller records: maintenance, status pages, tags, destinations, teams, me.
import { humanSchedule } from '../world/maintenance'
import { latestRun } from '../world/check-results'
import { isDown } from '../world/history'
import { iso, ymd, ymdHis } from '../engine/time'
import { ymdHisIn } from '../engine/zone'
import type {
  Destination,
  MaintenancePeriod,
  RecurringMaintenance,
  StatusPage,
  StatusPageUpdate,
  StatusPageUpdateTemplate,
  Tag,
  TagGroup,
  Team,
} from '../world/types'
import type { World } from '../world/world'

/**
 * `starts_at` / `ends_at` on the wall clock of the monitor's team: the recorded start-maintenance
 * answer (tests/fixtures/recorded-api/start-maintenance-period.json) was sent at 19:17:25 GMT
 * with `starts_at: "2025-08-09 21:17:25"` for a team in Brussels; the spec says the team's
 * timezone. Every other timestamp of the service is UTC.
 */
export function periodJson(world: World, period: MaintenancePeriod) {
  const zone = world.zoneOfMonitor(period.monitorId)
  return {
    id: period.id,
    monitor_id: period.monitorId,
    name: period.name,
    starts_at: ymdHisIn(zone, period.startsAt),
    ends_at: ymdHisIn(zone, period.endsAt),
  }
}

/** `start_time` / `end_time` are the team's wall clock as stored; the dates are UTC. */
export function recurringJson(rule: RecurringMaintenance) {
  return {
    id: rule.id,
    monitor_id: rule.monitorId,
    name: rule.name,
    recurrence_type: rule.recurrenceType,
    days_of_week: rule.daysOfWeek,
    day_of_month: rule.dayOfMonth,
    start_time: rule.startTime,
    end_time: rule.endTime,
    human_readable_schedule: humanSchedule(rule),
    // generatedUntil is exclusive; the field names the last generated day (of the team's calendar).
    last_generated_until: rule.generatedUntil === null ? null : ymd(rule.generatedUntil - 1),
    created_at: iso(rule.createdAt),
    updated_at: iso(rule.updatedAt),
  }
}

/** `time` on the status page's wall clock (spec: "given and returned in the status page's
 * timezone"; nothing recorded says otherwise). */
export function updateJson(world: World, update: StatusPageUpdate) {
  const page = world.statusPages.get(update.statusPageId)
  return {
    id: update.id,
    title: update.title,
    text: update.text,
    pinned: update.pinned,
    severity: update.severity,
    time: ymdHisIn(page?.timezone ?? 'UTC', update.time),
    status_page_url: page ? statusPageUrl(page) : '',
  }
}

function statusPageUrl(page: StatusPage): string {
  return page.domain ? `https://${page.domain}` : `https://status.uptray.test/${page.slug}`
}

export function statusPageJson(world: World, page: StatusPage, now: number) {
  const updates = [...world.updates.values()]
    .filter((update) => update.statusPageId === page.id)
    .sort((a, b) => b.time - a.time)
  return {
    id: page.id,
    title: page.title,
    domain: page.domain,
    secret: page.secret,
    badge_id: page.badgeId,
    slug: page.slug,
    full_url: statusPageUrl(page),
    timezone: page.timezone,
    summarized_status: pageStatus(world, page, now),
    updates: updates.map((update) => updateJson(world, update)),
    monitors: page.monitors.flatMap(({ id, clickable }) => {
      const monitor = world.monitors.get(id)
      return monitor
        ? [{ id, url: monitor.url, team_id: monitor.teamId, label: monitor.label, clickable }]
        : []
    }),
    prevent_indexing: page.preventIndexing,
    add_hsts_header: page.addHstsHeader,
    show_uptime_history: page.showUptimeHistory,
    uptime_history_days: page.uptimeHistoryDays,
    created_at: ymdHis(page.createdAt),
    updated_at: ymdHis(page.updatedAt),
  }
}

/** `down` when a monitor's uptime check is down, `warning` on a warning, else `up`. */
function pageStatus(
  world: World,
  page: StatusPage,
  now: number,
): 'up' | 'down' | 'warning' | 'unknown' {
  if (page.monitors.length === 0) return 'up'
  let status: 'up' | 'warning' | 'down' = 'up'
  for (const { id } of page.monitors) {
    const uptime = world.monitors.get(id)?.checks.find((check) => check.type === 'uptime')
    if (!uptime || !uptime.enabled) continue
    const result = latestRun(world, uptime, now).result
    if (isDown(result)) return 'down'
    if (result === 'warning') status = 'warning'
  }
  return status
}

/** With `created_at` / `updated_at` (UTC) as the SDK's StatusPageUpdateTemplate DTO and fixture. */
export function templateJson(template: StatusPageUpdateTemplate) {
  const { id, teamId, name, title, text, severity } = template
  return {
    id,
    team_id: teamId,
    name,
    title,
    text,
    severity,
    created_at: ymdHis(template.createdAt),
    updated_at: ymdHis(template.updatedAt),
  }
}

export function tagJson(world: World, tag: Tag) {
  const sites: number[] = []
  for (const monitor of world.monitors.values()) {
    if (monitor.teamId === tag.teamId && monitor.tags.includes(tag.name)) sites.push(monitor.id)
  }
  return {
    id: tag.id,
    team_id: tag.teamId,
    team_name: world.teamName(tag.teamId),
    name: tag.name,
    slug: tag.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    created_at: iso(tag.createdAt),
    updated_at: iso(tag.updatedAt),
    sites,
  }
}

export function tagGroupJson(world: World, group: TagGroup) {
  const tags = [...world.tags.values()].filter(
    (tag) =>
      tag.teamId === group.teamId && group.tags.some((pattern) => matchesTag(pattern, tag.name)),
  )
  return {
    id: group.id,
    label: group.label,
    team_id: group.teamId,
    team_name: world.teamName(group.teamId),
    created_at: iso(group.createdAt),
    // The SDK's TagGroup DTO reads updated_at, and its fixtures carry it.
    updated_at: iso(group.updatedAt ?? group.createdAt),
    // Spec: "tags (array of tag objects)": the team's tags the group's names and patterns match.
    // The patterns themselves are not answered (neither the spec nor the SDK shows a field).
    tags: tags.map((tag) => tagJson(world, tag)),
  }
}

/** Tag group patterns allow a prefix followed by `*`. */
export function matchesTag(pattern: string, name: string): boolean {
  return pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : pattern === name
}

export function destinationJson(world: World, destination: Destination) {
  const json: Record<string, unknown> = {
    id: destination.id,
    label: destination.label,
    channel: destination.channel,
    destination: destination.destination,
    notification_types: destination.notificationTypes,
    enabled: destination.enabled,
    disabled_reason: destination.disabledReason,
  }
  if (destination.level === 'team') json.team_id = destination.ownerId
  if (destination.level === 'tag') {
    const tag = world.tags.get(destination.ownerId)
    json.tag = tag ? { id: tag.id, name: tag.name } : null
  }
  if (destination.level === 'tagGroup') {
    const group = world.tagGroups.get(destination.ownerId)
    json.tagGroup = group ? { id: group.id, label: group.label } : null
  }
  return json
}

export function managedTeamJson(world: World, team: Team) {
  let monitorsCount = 0
  for (const monitor of world.monitors.values()) if (monitor.teamId === team.id) monitorsCount++
  return {
    id: team.id,
    name: team.name,
    timezone: team.timezone,
    created_at: iso(team.createdAt),
    monitors_count: monitorsCount,
  }
}

export function meJson(world: World) {
  return {
    id: world.user.id,
    name: world.user.name,
    email: world.user.email,
    photo_url:
      world.user.photoUrl ||
      'https://www.gravatar.com/avatar/00000000000000000000000000000000.jpg?s=100&d=mm',
    teams: [...world.teams.values()].map((team) => ({
      id: team.id,
      name: team.name,
      role: team.resellerTeamId === null ? 'Owner' : 'Admin',
    })),
  }
}
