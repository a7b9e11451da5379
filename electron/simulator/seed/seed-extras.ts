// The rest of an account: tags, tag groups, notification destinations at all four levels,
// status pages with one pinned update, update templates, and a managed-team user.
import { tokenFrom, type Rng } from '../engine/prng'
import { MS } from '../engine/time'
import type { ScenarioName } from './scenarios'
import type { DestinationLevel, Destination } from '../world/types'
import type { World } from '../world/world'
import { defaultNotificationTypes } from '../world/notification-types'

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

export function seedExtras(world: World, rng: Rng, scenario: ScenarioName, now: number): void {
  seedTags(world, now)
  const teams = [...world.teams.values()]
  const mainTeam = teams[0]
  if (!mainTeam) return
  const groupId = world.nextId('tagGroup')
  world.tagGroups.set(groupId, {
    id: groupId,
    teamId: mainTeam.id,
    label: 'Production',
    tags: ['prod', 'critical'],
    createdAt: now - 90 * MS.day,
  })
  const regionsId = world.nextId('tagGroup')
  world.tagGroups.set(regionsId, {
    id: regionsId,
    teamId: mainTeam.id,
    label: 'Regions',
    tags: ['eu', 'us'],
    createdAt: now - 80 * MS.day,
  })

  const firstMonitor = world.monitors.values().next().value
  const firstTag = world.tags.values().next().value
  addDestination(
    world,
    'team',
    mainTeam.id,
    'mail',
    { mail: 'oncall@example.com' },
    'On-call inbox',
    now,
  )
  if (firstMonitor)
    addDestination(
      world,
      'monitor',
      firstMonitor.id,
      'webhook',
      { url: 'https://hooks.example.com/uptray' },
      null,
      now,
    )
  if (firstTag)
    addDestination(
      world,
      'tag',
      firstTag.id,
      'chatWebhook',
      { url: 'https://chat.example.com/hook/prod' },
      'Prod chat',
      now,
    )
  addDestination(
    world,
    'tagGroup',
    groupId,
    'sms',
    { to: '+3212345678', from: 'Uptray', apiKey: 'k', apiSecret: 's' },
    'SMS escalation',
    now,
  )
  if (scenario === 'demo') {
    const broken = addDestination(
      world,
      'team',
      mainTeam.id,
      'onCallPager',
      { apiKey: 'x', serviceId: 'P123', fromEmail: 'ops@example.com' },
      'Pager',
      now,
    )
    broken.enabled = false
    broken.disabledReason = 'Disabled after repeated delivery failures'
  }

  const pageCount = scenario === 'demo' ? 2 : 1
  const monitorIds = [...world.monitors.keys()]
  for (let i = 0; i < pageCount; i++) {
    const team = teams[i] ?? mainTeam
    const title = i === 0 ? `${mainTeam.name} status` : `${team.name} status`
    const id = world.nextId('statusPage')
    const slug = slugify(title)
    world.statusPages.set(id, {
      id,
      teamId: team.id,
      title,
      domain: i === 0 ? 'status.example.com' : null,
      secret: null,
      badgeId: '01' + tokenFrom(rng, 24),
      slug,
      // A status page shows its team's time.
      timezone: team.timezone,
      monitors: monitorIds
        .filter((mid) => world.monitors.get(mid)?.teamId === team.id)
        .slice(0, 8)
        .map((mid) => ({ id: mid, clickable: true })),
      preventIndexing: false,
      addHstsHeader: true,
      showUptimeHistory: true,
      uptimeHistoryDays: 90,
      createdAt: now - 200 * MS.day,
      updatedAt: now - 2 * MS.day,
    })
    if (i === 0) {
      addUpdate(
        world,
        id,
        'Scheduled database maintenance',
        'Short read-only window tonight.',
        'scheduled',
        true,
        now - 3 * MS.hour,
      )
      addUpdate(
        world,
        id,
        'Elevated error rates resolved',
        'All systems are back to normal.',
        'resolved',
        false,
        now - 26 * MS.hour,
      )
    }
  }
  for (const [name, severity] of [
    ['Investigating', 'high'],
    ['Resolved', 'resolved'],
  ] as const) {
    const id = world.nextId('template')
    world.templates.set(id, {
      id,
      teamId: mainTeam.id,
      name,
      title: `${name}: {{ monitor }}`,
      text: `We are ${name.toLowerCase()} an issue.`,
      severity,
      createdAt: now - 30 * MS.day,
      updatedAt: now - 30 * MS.day,
    })
  }
  const client = teams[1]
  if (client)
    client.users.push({
      id: world.nextId('user'),
      name: 'Client Admin',
      email: 'admin@client.example.com',
      role: 'admin',
    })
}

function seedTags(world: World, now: number): void {
  const seen = new Set<string>()
  for (const monitor of world.monitors.values()) {
    for (const name of monitor.tags) {
      const key = `${monitor.teamId}:${name}`
      if (seen.has(key)) continue
      seen.add(key)
      const id = world.nextId('tag')
      world.tags.set(id, {
        id,
        teamId: monitor.teamId,
        name,
        createdAt: now - 100 * MS.day,
        updatedAt: now - 100 * MS.day,
      })
    }
  }
}

export function addDestination(
  world: World,
  level: DestinationLevel,
  ownerId: number,
  channel: string,
  destination: Record<string, unknown>,
  label: string | null,
  now: number,
  notificationTypes: string[] = defaultNotificationTypes(channel),
): Destination {
  const created: Destination = {
    id: world.nextId('destination'),
    level,
    ownerId,
    label,
    channel,
    destination,
    notificationTypes,
    enabled: true,
    disabledReason: null,
    createdAt: now,
  }
  world.destinations.set(created.id, created)
  return created
}

export function addUpdate(
  world: World,
  statusPageId: number,
  title: string,
  text: string,
  severity: 'info' | 'warning' | 'high' | 'resolved' | 'scheduled',
  pinned: boolean,
  time: number,
) {
  // Only one pinned update per status page.
  if (pinned) {
    for (const update of world.updates.values())
      if (update.statusPageId === statusPageId) update.pinned = false
  }
  const id = world.nextId('update')
  const update = { id, statusPageId, title, text, pinned, severity, time, createdAt: time }
  world.updates.set(id, update)
  return update
}
