// The container of the simulated account: maps by id for O(1) lookups and id counters.
// Rules that change state live beside it (checks.ts, cron.ts, maintenance.ts); this file only
// stores, finds and numbers things.
import type {
  ColleagueState,
  Destination,
  MaintenancePeriod,
  RecurringMaintenance,
  SimCheck,
  SimCron,
  SimMonitor,
  Snooze,
  StatusPage,
  StatusPageUpdate,
  StatusPageUpdateTemplate,
  Tag,
  TagGroup,
  Team,
  User,
} from './types'

type IdKind =
  | 'team'
  | 'monitor'
  | 'check'
  | 'cron'
  | 'snooze'
  | 'maintenance'
  | 'recurring'
  | 'tag'
  | 'tagGroup'
  | 'destination'
  | 'statusPage'
  | 'update'
  | 'template'
  | 'user'

const FIRST_IDS: Record<IdKind, number> = {
  team: 1001,
  monitor: 101,
  check: 200_001,
  cron: 5001,
  snooze: 7001,
  maintenance: 9001,
  recurring: 601,
  tag: 301,
  tagGroup: 401,
  destination: 801,
  statusPage: 701,
  update: 2001,
  template: 501,
  user: 11,
}

export class World {
  user: User = { id: 1, name: 'Demo User', email: 'demo@example.com', photoUrl: '' }
  readonly teams = new Map<number, Team>()
  readonly monitors = new Map<number, SimMonitor>()
  readonly checks = new Map<number, SimCheck>()
  readonly crons = new Map<number, SimCron>()
  readonly cronsByUuid = new Map<string, SimCron>()
  private readonly cronsByMonitor = new Map<number, Map<number, SimCron>>()
  readonly maintenance = new Map<number, MaintenancePeriod>()
  readonly recurring = new Map<number, RecurringMaintenance>()
  readonly tags = new Map<number, Tag>()
  readonly tagGroups = new Map<number, TagGroup>()
  readonly destinations = new Map<number, Destination>()
  readonly statusPages = new Map<number, StatusPage>()
  readonly updates = new Map<number, StatusPageUpdate>()
  readonly templates = new Map<number, StatusPageUpdateTemplate>()
  /** Snoozes of application health items, by item id. */
  readonly healthSnoozes = new Map<number, Snooze>()
  /** Downtime periods are derived from history; deleting one hides it. */
  readonly deletedDowntime = new Set<number>()
  /** What colleagues did, and their next seeded action (colleague-schedule.ts). */
  readonly colleagues: ColleagueState = { log: [], nextIndex: 0, nextAt: null }
  private readonly next = { ...FIRST_IDS }

  constructor(
    readonly seed: number,
    /** Simulator-clock instant the world was generated at; scenario times are relative to it. */
    readonly startedAt: number,
  ) {}

  nextId(kind: IdKind): number {
    return this.next[kind]++
  }

  addMonitor(monitor: SimMonitor): SimMonitor {
    this.monitors.set(monitor.id, monitor)
    for (const check of monitor.checks) this.checks.set(check.id, check)
    return monitor
  }

  removeMonitor(monitorId: number): void {
    const monitor = this.monitors.get(monitorId)
    if (!monitor) return
    for (const check of monitor.checks) this.checks.delete(check.id)
    for (const cron of this.cronsOf(monitorId)) this.removeCron(cron.id)
    for (const period of this.maintenance.values()) {
      if (period.monitorId === monitorId) this.maintenance.delete(period.id)
    }
    for (const rec of this.recurring.values()) {
      if (rec.monitorId === monitorId) this.recurring.delete(rec.id)
    }
    this.monitors.delete(monitorId)
  }

  addCron(cron: SimCron): SimCron {
    this.crons.set(cron.id, cron)
    this.cronsByUuid.set(cron.uuid, cron)
    const own = this.cronsByMonitor.get(cron.monitorId) ?? new Map<number, SimCron>()
    own.set(cron.id, cron)
    this.cronsByMonitor.set(cron.monitorId, own)
    return cron
  }

  removeCron(cronId: number): void {
    const cron = this.crons.get(cronId)
    if (!cron) return
    this.crons.delete(cronId)
    this.cronsByUuid.delete(cron.uuid)
    this.cronsByMonitor.get(cron.monitorId)?.delete(cronId)
  }

  cronsOf(monitorId: number): SimCron[] {
    const own = this.cronsByMonitor.get(monitorId)
    return own ? [...own.values()] : []
  }

  monitorOfCheck(check: SimCheck): SimMonitor {
    const monitor = this.monitors.get(check.monitorId)
    if (!monitor) throw new Error(`check ${check.id} has no monitor`)
    return monitor
  }

  teamName(teamId: number): string {
    return this.teams.get(teamId)?.name ?? ''
  }

  /** The IANA zone of the team owning the monitor (UTC for a monitor that is gone). */
  zoneOfMonitor(monitorId: number): string {
    const monitor = this.monitors.get(monitorId)
    return (monitor && this.teams.get(monitor.teamId)?.timezone) ?? 'UTC'
  }
}
