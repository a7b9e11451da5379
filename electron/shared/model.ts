// The normalized picture of an account that the engine produces and every consumer reads
// (tray, notifications, IPC, renderer, CLI). Types only: no runtime code lives here, so the
// renderer can import it without pulling in Node or Electron.
import type { ErrorKind } from './error-table'
import type { SyncNotice } from './sync-notice'
import type { SyncWarning } from './sync-warning'

/** A check's `latest_run_result`; unknown API values are normalized to `unknown`. */
export type CheckResult =
  'pending' | 'succeeded' | 'warning' | 'failed' | 'errored-or-timed-out' | 'unknown'

/** A monitor's `summarized_check_result`. */
export type MonitorResult = 'succeeded' | 'warning' | 'failed' | 'pending' | 'unknown'

export type MonitorType = 'http' | 'ping' | 'tcp' | 'ai' | 'unknown'

/** Cron `latest_result` as sent, `''` (waiting on first ping) kept as `''`. */
export type CronResult = string

export interface CheckState {
  id: number
  type: string
  label: string
  enabled: boolean
  result: CheckResult
  summary: string | null
  /** ISO 8601 UTC end of the active snooze, or null. */
  snoozedUntil: string | null
}

export interface CronState {
  id: number
  monitorId: number
  name: string
  type: 'simple' | 'cron'
  result: CronResult
  resultLabel: string
  resultColor: string
  humanSchedule: string
  cronExpression: string | null
  frequencyInMinutes: number | null
  graceTimeInMinutes: number
  serverTimezone: string | null
  lastPingAt: string | null
  snoozedUntil: string | null
  pingUrl: string
}

export interface MaintenanceState {
  /** ISO 8601 UTC start and end of the period active now. */
  startedAt: string
  endsAt: string
  name: string | null
  periodId: number
}

export interface MonitorState {
  id: number
  teamId: number
  label: string
  url: string
  type: MonitorType
  groupName: string
  tags: string[]
  result: MonitorResult
  checks: CheckState[]
  /** Known active maintenance, or null (fetched lazily, may lag). */
  maintenance: MaintenanceState | null
  /**
   * The id of the account (shared/accounts.ts) the monitor belongs to, when several accounts are
   * watched; absent with one. Its ids are then the picture's (core/app-service/picture-ids.ts).
   */
  account?: string
}

export interface Team {
  id: number
  name: string
}

export interface Account {
  userName: string
  email: string
  teams: Team[]
  baseUrl: string
}

/** Items the service sent that could not be read: set aside, counted, never silent. */
export interface Unreadable {
  count: number
  /** At most 5, each at most 200 characters, e.g. "monitor 12: checks is not a list". */
  reasons: string[]
}

/**
 * When monitors and checks last ran, kept apart from them: in the live service nearly every run
 * time moves every sweep while what the overview shows rarely does, so a monitor whose only news
 * is a run time stays the same object. Epoch milliseconds by id; an id without an entry never ran.
 */
export interface RunTimes {
  /** Each monitor's "fresh as of": its `latest_run_date`. */
  monitors: Record<number, number>
  /**
   * Each check's last run (`latest_run_ended_at`). The engine's snapshot holds them all; a
   * window's copy holds none (they would travel every sweep): a view that shows them asks for one
   * monitor's (`runTimes`).
   */
  checks: Record<number, number>
  /**
   * The engine's snapshot after a sweep: its checks' last runs in a table of its own
   * (core/engine/check-run-table.ts; `checks` is then empty). Never sent to a window.
   */
  table?: CheckRunLookup
}

/** Checks' last runs by check id, epoch ms (undefined: never ran, or not known). */
export interface CheckRunLookup {
  at(checkId: number): number | undefined
  forEach(visit: (at: number, checkId: number) => void): void
}

/** One monitor's run times, as the `runTimes` operation answers them. */
export interface MonitorRunTimes {
  monitorId: number
  /** The monitor's fresh-as-of, epoch ms; null when it never ran. */
  freshAsOf: number | null
  /** Its checks' last runs, epoch ms by check id (a check that never ran has no entry). */
  checks: Record<number, number>
}

export interface Snapshot {
  /** ISO 8601 UTC time of the sweep that produced it. */
  fetchedAt: string
  monitors: MonitorState[]
  /** Cron checks by monitor id, only for monitors whose details were fetched. */
  cron: Record<number, CronState[]>
  /** Monitors of the last sweep that could not be read (the others are all in `monitors`). */
  unreadable: Unreadable
  ran: RunTimes
}

export type SyncState = 'ok' | 'syncing' | 'offline' | 'rate-limited' | 'auth-needed' | 'error'

export interface SyncStatus {
  state: SyncState
  /** True while the snapshot shown comes from the offline cache or an old sweep. */
  stale: boolean
  lastSuccessAt: string | null
  nextSweepAt: string | null
  offlineSince: string | null
  rateLimitedUntil: string | null
  /** Share of the request budget used in the last minute, 0..1. */
  budgetUsed: number
  /** A sentence for people, never containing the token. */
  message: string | null
  /**
   * The error table's kind of the failure behind `state` (./error-table.ts): what the CLI's exit
   * code and every transport's sentence come from. Null while nothing failed.
   */
  errorKind: ErrorKind | null
  /**
   * A file that could not be read at start was set aside (kept as a backup) and defaults or an
   * empty cache are in use: one sentence naming the backup, for the whole run; null when not.
   */
  notice: string | null
  /** The same notice as kinds and values, for a window to say in its language. */
  noticeParts?: SyncNotice[]
  /**
   * Problems found off the sweep, each one bounded sentence (at most 5): a notification
   * destination the service disabled by itself. Empty when there are none.
   */
  warnings: string[]
  /** The same warnings as kinds and values, for a window to say in its language. */
  warningParts?: SyncWarning[]
  /** Each account's own state, in the settings' order, when several accounts are watched. */
  accounts?: AccountSync[]
}

/** One account's part of the sync status of several. */
export interface AccountSync {
  id: string
  name: string
  state: SyncState
  stale: boolean
  lastSuccessAt: string | null
  message: string | null
  errorKind: ErrorKind | null
}

export type ChangeEventType =
  | 'check.changed'
  | 'cron.changed'
  | 'monitor.added'
  | 'monitor.removed'
  | 'snooze.started'
  | 'snooze.ended'
  | 'maintenance.started'
  | 'maintenance.ended'

export interface ChangeEvent {
  type: ChangeEventType
  at: string
  monitorId: number
  monitorLabel: string
  checkId?: number
  checkType?: string
  cronCheckId?: number
  from?: string
  to?: string
}

export type MuteReason =
  | 'snoozed'
  | 'maintenance'
  | 'quiet-hours'
  | 'paused'
  /** A notification rule muted it, named as `rule:tag=staging:never` (notification-rule.ts). */
  | `rule:${string}`
  /** A recovery while the user turned recovery notifications off (`notifyOnRecovery`). */
  | 'recovery-off'
  | 'flapping'
  | 'first-sweep'
  | 'not-alertable'

export interface AlertDecision {
  event: ChangeEvent
  notify: boolean
  reason?: MuteReason
}

/** One notification the shell should show (already decided, already summarized). */
export interface Alert {
  id: string
  title: string
  body: string
  severity: 'failed' | 'warning' | 'recovered' | 'info'
  /** Which monitor a click should open, if one. */
  monitorId: number | null
  events: ChangeEvent[]
}
