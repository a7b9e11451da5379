// Generates a whole account from (seed, scenario, monitor count, start time). Same inputs, same
// world: every random choice comes from one mulberry32 sequence.
import { buildMonitor, type MonitorSpec } from './build-monitor'
import { seedCrons } from './seed-crons'
import { seedExtras } from './seed-extras'
import { GROUPS, TAG_POOL, TEAM_NAMES, hostName, siteUrl } from './names'
import { teamZone } from './team-zones'
import {
  CRON_STOPS_AFTER_MINUTES,
  DEFAULT_MONITORS,
  OUTAGE_WINDOW,
  type ScenarioName,
} from './scenarios'
import { mulberry32, pick, type Rng } from '../engine/prng'
import { MS } from '../engine/time'
import { generate, startNow, addPeriod } from '../world/maintenance'
import { snooze } from '../world/check-actions'
import { World } from '../world/world'
import type { Behavior, RunResult, SimMonitor, Team } from '../world/types'

export interface SeedOptions {
  seed: number
  scenario: ScenarioName
  monitors?: number
  /** IANA zones of the teams in team order (repeated when shorter); the scenario's otherwise. */
  teamTimezones?: readonly string[]
  /** False: no team is a reseller (the account of a plain customer). Default true. */
  resellers?: boolean
  /** Simulator-clock instant the world starts at. */
  now: number
}

type Special = (spec: MonitorSpec, now: number) => void
type After = (world: World, monitor: SimMonitor, now: number) => void

const fail = (result: RunResult = 'failed'): Behavior => ({ kind: 'steady', result })

const FLAPPING: Special = (spec) => {
  spec.behaviors = { ...spec.behaviors, uptime: { kind: 'flapping', periodRuns: 2 } }
  spec.label = 'flapping: ' + (spec.label ?? spec.url.replace(/^https?:\/\//, ''))
}
const OUTAGE: Special = (spec, now) => {
  const from = now + OUTAGE_WINDOW.fromMinutes * MS.minute
  const to = now + OUTAGE_WINDOW.toMinutes * MS.minute
  spec.behaviors = { ...spec.behaviors, uptime: { kind: 'outage', from, to, result: 'failed' } }
}
const CRON_JOBS: Special = (spec) => {
  spec.enabled = [
    ...(spec.enabled ?? ['uptime', 'performance', 'certificate_health', 'broken_links']),
    'cron',
  ]
}
/** A certificate with `daysLeft` days to go, inside its monitor's "expires soon" threshold. */
const certExpiring =
  (daysLeft: number, thresholdDays?: number): Special =>
  (spec) => {
    spec.behaviors = { ...spec.behaviors, certificate_health: fail('warning') }
    spec.certificateDaysLeft = daysLeft
    if (thresholdDays === undefined) return
    spec.customSettings = {
      ...spec.customSettings,
      certificate_health_check_settings: { expires_soon_threshold_in_days: thresholdDays },
    }
  }
const CERT_EXPIRING = certExpiring(5)

/** Which monitors (by index) get which special behavior, per scenario. */
function specialsFor(scenario: ScenarioName): Map<number, { spec?: Special; after?: After }> {
  const single = (spec: Special) => new Map([[0, { spec }]])
  switch (scenario) {
    case 'flapping':
      return single(FLAPPING)
    case 'outage':
      return single(OUTAGE)
    case 'cron-missed':
      return single(CRON_JOBS)
    case 'cert-expiring':
      return single(CERT_EXPIRING)
    case 'demo':
      return new Map<number, { spec?: Special; after?: After }>([
        [1, { spec: FLAPPING }],
        [2, { spec: OUTAGE }],
        [3, { spec: CRON_JOBS }],
        [4, { spec: CERT_EXPIRING }],
        [5, { spec: (s) => void (s.behaviors = { uptime: fail() }), after: snoozeUptime }],
        [6, { spec: (s) => void (s.behaviors = { uptime: fail() }), after: maintenanceNow }],
        [7, { after: recurringNightly }],
        [8, { after: scheduledTomorrow }],
        [9, { spec: (s) => void (s.behaviors = { performance: fail('warning') }) }],
        [10, { spec: (s) => void ((s.type = 'ai'), (s.url = 'https://chat.acme-10.app')) }],
        [11, { spec: (s) => void (s.behaviors = { broken_links: fail() }) }],
        // Beyond the default 14 days, inside this monitor's own threshold.
        [12, { spec: certExpiring(21, 30) }],
      ])
    default:
      return new Map()
  }
}

const snoozeUptime: After = (world, monitor, now) => {
  const uptime = monitor.checks.find((c) => c.type === 'uptime')
  if (uptime) snooze(world, uptime, 60, now)
}
const maintenanceNow: After = (world, monitor, now) => {
  startNow(world, monitor.id, 2 * 3600, 'Database upgrade', now)
}
const recurringNightly: After = (world, monitor, now) => {
  const rule = {
    id: world.nextId('recurring'),
    monitorId: monitor.id,
    name: 'Nightly backups',
    recurrenceType: 'daily' as const,
    daysOfWeek: null,
    dayOfMonth: null,
    startTime: '02:00',
    endTime: '03:00',
    generatedUntil: null,
    createdAt: now - 20 * MS.day,
    updatedAt: now - 20 * MS.day,
  }
  world.recurring.set(rule.id, rule)
  generate(world, rule, now)
}
const scheduledTomorrow: After = (world, monitor, now) => {
  const start = now + MS.day
  addPeriod(world, {
    monitorId: monitor.id,
    name: 'Provider maintenance',
    startsAt: start,
    endsAt: start + MS.hour,
    recurringId: null,
  })
}

function backgroundUptime(scenario: ScenarioName): Behavior {
  // Big accounts always have a few sites having a bad moment, in episodes of 20 runs.
  if (scenario === 'scale')
    return { kind: 'episodes', episodeRuns: 20, probability: 0.002, result: 'failed' }
  if (scenario === 'demo')
    return { kind: 'episodes', episodeRuns: 20, probability: 0.004, result: 'failed' }
  return { kind: 'steady', result: 'succeeded' }
}

function seedTeams(
  world: World,
  rng: Rng,
  options: SeedOptions,
  count: number,
  now: number,
): Team[] {
  const { scenario } = options
  const teamCount =
    scenario === 'scale' ? Math.max(3, Math.ceil(count / 2500)) : scenario === 'demo' ? 4 : 2
  const teams: Team[] = []
  for (let i = 0; i < teamCount; i++) {
    const id = world.nextId('team')
    const team: Team = {
      id,
      name: TEAM_NAMES[i] ?? `Client team ${i + 1}`,
      timezone: teamZone(scenario, i, options.teamTimezones),
      // The first team is the reseller; the others are its managed client teams.
      resellerTeamId: i === 0 || options.resellers === false ? null : (teams[0]?.id ?? null),
      reseller: i === 0 && options.resellers !== false,
      defaultUptimeCheckLocation: pick(rng, ['paris', 'frankfurt', 'london']),
      createdAt: now - (400 - i * 10) * MS.day,
      users: [{ id: world.user.id, name: world.user.name, email: world.user.email, role: 'admin' }],
    }
    world.teams.set(id, team)
    teams.push(team)
  }
  return teams
}

export function seedWorld(options: SeedOptions): World {
  const { seed, scenario, now } = options
  const world = new World(seed, now)
  const rng = mulberry32(seed)
  const count = options.monitors ?? DEFAULT_MONITORS[scenario]
  const teams = seedTeams(world, rng, options, count, now)
  const specials = specialsFor(scenario)
  const uptime = backgroundUptime(scenario)
  for (let i = 0; i < count; i++) {
    // A third of the monitors live in the main team (the most of any team); the rest go round
    // the client teams in turn.
    const team =
      i % 3 === 0 || teams.length === 1
        ? teams[0]
        : teams[1 + ((i - Math.floor(i / 3) - 1) % (teams.length - 1))]
    const kind = i % 10 === 8 ? 'ping' : i % 10 === 9 ? 'tcp' : 'http'
    const createdAt = now - Math.floor((20 + rng() * 300) * MS.day)
    const spec: MonitorSpec = {
      teamId: (team ?? teams[0])!.id,
      type: kind,
      url:
        kind === 'http'
          ? siteUrl(rng, i)
          : kind === 'ping'
            ? hostName(rng, i)
            : `${hostName(rng, i)}:${pick(rng, [443, 5432, 25])}`,
      groupName: pick(rng, GROUPS),
      tags: TAG_POOL.filter(() => rng() < 0.25),
      createdAt,
      activeFrom: createdAt,
      behaviors: { uptime },
      location: pick(rng, ['paris', 'frankfurt', 'london', 'new york']),
    }
    const special = specials.get(i)
    special?.spec?.(spec, now)
    const monitor = buildMonitor(world, rng, spec)
    special?.after?.(world, monitor, now)
  }
  seedCrons(world, rng, scenario, now, CRON_STOPS_AFTER_MINUTES)
  seedExtras(world, rng, scenario, now)
  return world
}
