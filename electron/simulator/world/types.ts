// The simulator's in-memory state. Results are NOT stored run by run: a check stores how it
// behaves (its Behavior plus manual overrides) and its result at time t is derived on read.

export const CHECK_TYPES = [
  'uptime',
  'performance',
  'broken_links',
  'mixed_content',
  'lighthouse',
  'cron',
  'application_health',
  'sitemap',
  'dns',
  'domain',
  'certificate_health',
  'ai',
  'ports',
  'dns_blocklist',
] as const
export type CheckType = (typeof CHECK_TYPES)[number]

export const RUN_RESULTS = [
  'pending',
  'succeeded',
  'warning',
  'failed',
  'errored-or-timed-out',
] as const
export type RunResult = (typeof RUN_RESULTS)[number]

export type MonitorType = 'http' | 'ping' | 'tcp' | 'ai'

/** How a check's results evolve over time (times are epoch ms on the simulator clock). */
export type Behavior =
  | { kind: 'steady'; result: RunResult }
  /** Runs fail in whole episodes (blocks of runs), each failing with `probability`. */
  | { kind: 'episodes'; episodeRuns: number; probability: number; result: RunResult }
  /** Alternates: `periodRuns` runs failing, then `periodRuns` runs succeeding. */
  | { kind: 'flapping'; periodRuns: number }
  /** Fails (with `result`) between `from` and `to`, succeeds otherwise. */
  | { kind: 'outage'; from: number; to: number; result: RunResult }

export interface ResultOverride {
  /** From this instant on (until the next override), runs give `result`; null = back to Behavior. */
  from: number
  result: RunResult | null
  summary: string | null
}

export interface Snooze {
  id: number
  startsAt: number
  endsAt: number
  snoozedBy: string
  unsnoozedBy: string | null
  source: string
  createdAt: number
}

export interface SimCheck {
  id: number
  monitorId: number
  type: CheckType
  enabled: boolean
  frequencyMinutes: number
  /** Offset of this check's run grid, so 100k checks don't all run on the same second. */
  phaseMs: number
  /** The check produces results from this instant (monitor creation or first enable). */
  activeFrom: number | null
  /** While disabled, the last result stays frozen at this instant. */
  frozenAt: number | null
  /** Past spans while the check was disabled: no runs in history there. */
  pauses: readonly { from: number; to: number }[]
  behavior: Behavior
  /** Append by replacing the array: fresh checks share one frozen empty list. */
  overrides: readonly ResultOverride[]
  snooze: Snooze | null
  /** Last on-demand run (request-run). */
  requestedRunAt: number | null
}

export interface SimMonitor {
  id: number
  teamId: number
  type: MonitorType
  url: string
  label: string
  groupName: string
  tags: string[]
  description: string | null
  notes: string | null
  realIpAddress: string | null
  badgeId: string
  createdAt: number
  updatedAt: number
  checks: SimCheck[]
  /** Uptime check location. */
  location: string
  /** Settings given at creation, merged over the type defaults when serialized. */
  customSettings: Record<string, Record<string, unknown>>
  sendReportToEmails: string[]
  includeCheckTypesInReport: string[]
  /** Days until the certificate expires at world start (scenario `cert-expiring`). */
  certificateDaysLeft: number
}

export type PingKind = 'starting' | 'finished' | 'failed'

export interface SimCron {
  id: number
  uuid: string
  monitorId: number
  name: string
  type: 'simple' | 'cron'
  description: string | null
  frequencyMinutes: number | null
  graceMinutes: number
  cronExpression: string | null
  serverTimezone: string | null
  createdAt: number
  /** The last ping received on the ping URL. */
  lastPing: { kind: PingKind; at: number } | null
  /** Seeded jobs "ping by themselves" on schedule until `until` (null = forever). */
  autoPing: { kind: PingKind; until: number | null } | null
  /** Set through the control API: shown from `at` until a later ping. */
  forced: { value: string; at: number } | null
  snooze: Snooze | null
}

export interface MaintenancePeriod {
  id: number
  monitorId: number
  name: string | null
  startsAt: number
  endsAt: number
  recurringId: number | null
}

export interface RecurringMaintenance {
  id: number
  monitorId: number
  name: string
  recurrenceType: 'daily' | 'weekly' | 'monthly'
  daysOfWeek: number[] | null
  dayOfMonth: number | null
  startTime: string
  endTime: string
  /** The team-local day (a civil midnight, see engine/zone.ts) up to which (exclusive) periods
   * were generated. */
  generatedUntil: number | null
  createdAt: number
  updatedAt: number
}

export interface Team {
  id: number
  name: string
  timezone: string
  resellerTeamId: number | null
  /** A reseller team may manage client teams (`/api/reseller/{id}/...`); others get a 403. */
  reseller: boolean
  defaultUptimeCheckLocation: string
  createdAt: number
  users: { id: number; name: string; email: string; role: 'admin' | 'member' | 'guest' }[]
}

export interface User {
  id: number
  name: string
  email: string
  photoUrl: string
}

export interface Tag {
  id: number
  teamId: number
  name: string
  createdAt: number
  updatedAt: number
}

export interface TagGroup {
  id: number
  teamId: number
  label: string
  /** Tag names and patterns (a prefix followed by `*`), as sent. */
  tags: string[]
  createdAt: number
  /** Set by an update; absent: `createdAt`. */
  updatedAt?: number
}

export type DestinationLevel = 'team' | 'monitor' | 'tag' | 'tagGroup'

export interface Destination {
  id: number
  level: DestinationLevel
  /** Team id, monitor id, tag id or tag group id, by level. */
  ownerId: number
  label: string | null
  channel: string
  destination: Record<string, unknown>
  notificationTypes: string[]
  enabled: boolean
  disabledReason: string | null
  createdAt: number
}

export interface StatusPage {
  id: number
  teamId: number
  title: string
  domain: string | null
  secret: string | null
  badgeId: string
  slug: string
  timezone: string
  monitors: { id: number; clickable: boolean }[]
  preventIndexing: boolean
  addHstsHeader: boolean
  showUptimeHistory: boolean
  uptimeHistoryDays: number
  createdAt: number
  updatedAt: number
}

export interface StatusPageUpdate {
  id: number
  statusPageId: number
  title: string
  text: string
  pinned: boolean
  severity: 'info' | 'warning' | 'high' | 'resolved' | 'scheduled'
  /** Epoch ms of the `time` field. */
  time: number
  createdAt: number
}

export interface StatusPageUpdateTemplate {
  id: number
  teamId: number
  name: string
  title: string
  text: string
  severity: StatusPageUpdate['severity']
  createdAt: number
  updatedAt: number
}

// What colleagues do through the world (colleagues.ts acts, colleague-schedule.ts times it).
export const COLLEAGUE_ACTIONS = [
  'start-maintenance',
  'stop-maintenance',
  'snooze',
  'unsnooze',
  'disable-check',
  'enable-check',
  'add-monitor',
  'delete-monitor',
  'rename-monitor',
] as const
export type ColleagueAction = (typeof COLLEAGUE_ACTIONS)[number]

export interface ColleagueRecord {
  /** Simulator-clock ms and its ISO form. */
  at: number
  time: string
  /** The colleague's name (their team's). */
  by: string
  action: ColleagueAction
  monitorId: number
  checkId: number | null
  /** The maintenance period or snooze created, where one was. */
  periodId: number | null
  snoozeId: number | null
  /** What was done, in words. */
  detail: string
}

export interface ColleagueState {
  log: ColleagueRecord[]
  /** Index and simulator time of the next seeded action (colleague-schedule.ts). */
  nextIndex: number
  nextAt: number | null
}
