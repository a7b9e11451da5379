// The operations the AppService facade offers to the tray, IPC, the CLI and serve mode.
// Types only. The implementation lives in electron/core/app-service/create-app-service.ts.
import type { ErrorKind } from './error-table'
import type { BulkProgress, BulkRequest } from './bulk'
import type { CheckDetailsView } from './check-views'
import type { RunHistoryQuery, RunHistoryView } from './run-history'
import type { CrawledUrlsQuery, CrawledUrlsView } from './crawled-urls'
import type { ComingUpView, DestinationsView } from './coming-up'
import type { CronCheckInput } from './cron-input'
import type { DestinationInput, DestinationSettings } from './destination-input'
import type { ManagedTeamsApi } from './managed-teams'
import type {
  ManageResult,
  MonitorChanges,
  MonitorInput,
  MonitorSettingsView,
} from './monitor-input'
import type { TagGroupInput, TagInput, TagMonitorsInput, TagsView } from './tag-input'
import type {
  Account,
  Alert,
  AlertDecision,
  CronState,
  MonitorRunTimes,
  Snapshot,
  SyncStatus,
} from './model'
import type { Settings, SettingsPatch } from './settings'
import type { RecurrenceType, RecurringMaintenanceInput } from './maintenance-input'
import type { NewStatusPage, StatusUpdateEdit, StatusUpdateInput } from './status-page-input'
import type { TimelinePage, TimelineQuery } from './timeline'

/**
 * Why an action failed, for callers that act on it (the CLI's exit codes): a kind of the one
 * error table (./error-table.ts).
 */
export type ActionFailureKind = ErrorKind

export type ActionResult =
  { ok: true; message: string } | { ok: false; message: string; kind?: ActionFailureKind }

/** How uptime is bucketed (the API's `split`): one point per hour, day or month. */
export type UptimeSplit = 'hour' | 'day' | 'month'
export type UptimeRange = '24h' | '7d' | '30d' | '90d'

export interface UptimePoint {
  at: string
  uptimePercentage: number
}

export interface HttpTimingPoint {
  at: string
  dnsMs: number
  tcpMs: number
  tlsMs: number
  serverMs: number
  downloadMs: number
  totalMs: number
}

/** One bucket of a ping monitor's metrics. */
export interface PingMetricPoint {
  at: string
  minMs: number
  avgMs: number
  maxMs: number
  packetLossPercentage: number
  uptimePercentage: number
}

/** One bucket of a TCP monitor's metrics. */
export interface TcpMetricPoint {
  at: string
  connectMs: number
  uptimePercentage: number
}

export interface DowntimePeriod {
  id: number
  startedAt: string
  endedAt: string | null
  durationSeconds: number
  /** The notes written on the service (plain text, bounded), or null. */
  notes: string | null
}

export interface MaintenancePeriodView {
  id: number
  monitorId: number
  name: string | null
  /** ISO 8601 UTC, read from the team's wall-clock time in `zone`. */
  startsAt: string
  endsAt: string
}

/** Where the zone used for a team's maintenance times comes from (best first). */
export type TeamZoneSource = 'setting' | 'status-page' | 'learned' | 'system'

export interface TeamZoneView {
  teamId: number
  teamName: string
  /** An IANA zone, or a fixed offset `+HH:MM` learned from an answer. */
  zone: string
  source: TeamZoneSource
}

export interface MaintenancePeriodsView {
  /** The period running now, if any (the one ending last). */
  running: MaintenancePeriodView | null
  /** Periods that start later, soonest first. */
  upcoming: MaintenancePeriodView[]
  recurring: RecurringMaintenanceView[]
  /** The team's zone the times were read in (and scheduled times are sent in). */
  zone: string
  zoneSource: TeamZoneSource
}

export interface RecurringMaintenanceView {
  id: number
  monitorId: number
  name: string | null
  schedule: string
  startTime: string
  endTime: string
  /** The rule itself, on the team's clock (for editing; null: a type Uptray does not know). */
  recurrenceType: RecurrenceType | null
  daysOfWeek: number[] | null
  dayOfMonth: number | null
}

export interface StatusPageView {
  id: number
  title: string
  status: 'up' | 'down' | 'warning' | 'unknown'
  fullUrl: string
  /** The page's IANA zone: its updates' times are on this clock (null: not said, read as UTC). */
  timezone: string | null
  /** The owning team: `team.id` where given, else its monitors' `team_id` (spec); null unknown. */
  teamId: number | null
  /** The monitors the page shows (an update template names one of them). */
  monitors: { id: number; url: string | null }[]
  updates: {
    id: number
    title: string
    text: string
    severity: string
    /** `Y-m-d H:i:s` on the page's clock, as the service gives it. */
    time: string
    pinned: boolean
  }[]
}

export interface StatusUpdateTemplateView {
  id: number
  name: string
  title: string
  text: string
  severity: string
}

export interface Credentials {
  baseUrl: string
  token: string
}

/** What the renderer may know about the session: never the token. */
export interface SessionView {
  signedIn: boolean
  demo: boolean
  account: Account | null
  /** Each watched account, in the settings' order, when there are several (never a token). */
  accounts?: AccountView[]
}

/** One watched account as the windows see it. */
export interface AccountView {
  id: string
  name: string
  baseUrl: string
  /** Its slot in the picture's ids (shared/account-slots.ts), not its place in the list. */
  slot: number
  signedIn: boolean
  account: Account | null
}

/** The AppService operations behind the check page (cached, at the window's priority). */
export interface CheckDetailsApi {
  /** The findings of the latest run, or of run `runId` where the type's endpoint takes one. */
  checkDetails(
    monitorId: number,
    checkType: string,
    runId?: number | null,
  ): Promise<CheckDetailsView>
  snoozeHealthCheck(
    monitorId: number,
    healthCheckId: number,
    minutes: number,
  ): Promise<ActionResult>
  unsnoozeHealthCheck(monitorId: number, healthCheckId: number): Promise<ActionResult>
}

/** Cron lists read for many monitors at once, as far as the request budget allowed. */
export interface CronFill {
  /** Each monitor read, with its cron checks. */
  lists: { monitorId: number; checks: CronState[] }[]
  /** Monitors whose read failed (the reason is on the sync line). */
  failedIds: number[]
  /** Monitors left for later: the budget keeps room for the next page the user opens. */
  leftIds: number[]
  /** When to ask for those again, in ms from now (null when none are left). */
  retryInMs: number | null
}

export interface AppServiceApi extends CheckDetailsApi, ManagedTeamsApi {
  // state
  getSnapshot(): Snapshot | null
  /** One monitor's fresh-as-of and its checks' last runs; null when the snapshot lacks it. */
  runTimes(monitorId: number): MonitorRunTimes | null
  getSyncStatus(): SyncStatus
  getSession(): SessionView
  subscribe(listener: AppServiceListener): () => void

  // session
  testCredentials(
    credentials: Credentials,
  ): Promise<{ ok: true; account: Account } | { ok: false; message: string }>
  signIn(credentials: Credentials): Promise<ActionResult>
  /** Signs every account out: their tokens leave the keychain. */
  signOut(): Promise<ActionResult>
  /** Watches one more account: its token checked against /api/me, then kept in the keychain. */
  addAccount(name: string, credentials: Credentials): Promise<ActionResult>
  /** Stops watching an account (its data forgotten) and deletes its token from the keychain. */
  removeAccount(accountId: string): Promise<ActionResult>
  refreshNow(): Promise<ActionResult>
  /** Starts the built-in simulator and signs in to it (first run: "Try the demo"). */
  startDemo(): Promise<ActionResult>

  // actions. A check action takes the monitor of the check when the caller knows it (a view, a
  // tray or bulk step): the app then looks nothing up; a check the snapshot places on another
  // monitor is refused (invalid-arguments), nothing sent. Without it the snapshot's index finds it.
  snoozeCheck(checkId: number, minutes: number, monitorId?: number): Promise<ActionResult>
  unsnoozeCheck(checkId: number, monitorId?: number): Promise<ActionResult>
  snoozeCronCheck(cronCheckId: number, minutes: number): Promise<ActionResult>
  unsnoozeCronCheck(cronCheckId: number): Promise<ActionResult>
  rerunCheck(checkId: number, monitorId?: number): Promise<ActionResult>
  setCheckEnabled(checkId: number, enabled: boolean, monitorId?: number): Promise<ActionResult>
  startMaintenance(monitorId: number, seconds: number, name?: string): Promise<ActionResult>
  stopMaintenance(monitorId: number): Promise<ActionResult>
  scheduleMaintenance(
    monitorId: number,
    startsAt: string,
    endsAt: string,
    name?: string,
  ): Promise<ActionResult>
  /** Moves or renames a window that has not started (instants in, the team's time sent). */
  updateMaintenance(
    monitorId: number,
    periodId: number,
    startsAt: string,
    endsAt: string,
    name?: string,
  ): Promise<ActionResult>
  /** Deletes a window (its monitor, when known, has its periods read again). */
  deleteMaintenance(monitorId: number | null, periodId: number): Promise<ActionResult>
  /** A recurring window typed in `input.zone`, sent in the team's time. */
  createRecurringMaintenance(
    monitorId: number,
    input: RecurringMaintenanceInput,
  ): Promise<ActionResult>
  /** Replaces a recurring window's rule; its future windows are generated again. */
  updateRecurringMaintenance(
    monitorId: number,
    recurringId: number,
    input: RecurringMaintenanceInput,
  ): Promise<ActionResult>
  /** Deletes a recurring window and its windows still to come. */
  deleteRecurringMaintenance(monitorId: number, recurringId: number): Promise<ActionResult>
  /** Deletes one of the monitor's downtime periods (its downtime is read again after). */
  deleteDowntime(monitorId: number, downtimeId: number): Promise<ActionResult>
  postStatusUpdate(input: StatusUpdateInput): Promise<ActionResult>

  // details (cached)
  /** `split` defaults to the one that reads well for the range (hour for 24h, else day). */
  uptime(monitorId: number, range: UptimeRange, split?: UptimeSplit): Promise<UptimePoint[]>
  httpTimings(monitorId: number, range: UptimeRange): Promise<HttpTimingPoint[]>
  pingMetrics(monitorId: number, range: UptimeRange): Promise<PingMetricPoint[]>
  tcpMetrics(monitorId: number, range: UptimeRange): Promise<TcpMetricPoint[]>
  downtime(monitorId: number, range: UptimeRange): Promise<DowntimePeriod[]>
  /** One page of a check's runs, only those with `query.result` when given. */
  runHistory(monitorId: number, checkType: string, query: RunHistoryQuery): Promise<RunHistoryView>
  /** One page of every URL the broken-links crawler visited in a run. */
  crawledUrls(monitorId: number, query: CrawledUrlsQuery): Promise<CrawledUrlsView>
  cronChecks(monitorId: number): Promise<CronState[]>
  /** Many monitors' cron checks (the Cron jobs page filling in), on the budget a page can spare. */
  cronFill(monitorIds: number[]): Promise<CronFill>
  maintenancePeriods(monitorId: number): Promise<MaintenancePeriodsView>
  /** Each team of the account with the zone its maintenance times are read in, and its source. */
  teamZones(): Promise<TeamZoneView[]>
  statusPages(): Promise<StatusPageView[]>
  statusUpdateTemplates(): Promise<StatusUpdateTemplateView[]>

  // status page management (one request each at action priority, then the pages are read again)
  createStatusPage(input: NewStatusPage): Promise<ActionResult>
  deleteStatusPage(statusPageId: number): Promise<ActionResult>
  /** Makes the page show exactly these monitors: the new ones added, the others removed. */
  setStatusPageMonitors(statusPageId: number, monitorIds: number[]): Promise<ActionResult>
  /** Edits a posted update (pinning one unpins the page's other updates). */
  editStatusUpdate(input: StatusUpdateEdit): Promise<ActionResult>
  deleteStatusUpdate(updateId: number): Promise<ActionResult>

  // expiry radar and alert paths (read on spare budget only, cached for hours)
  comingUp(): Promise<ComingUpView>
  destinations(): Promise<DestinationsView>
  /** Enables a destination (one the service disabled after delivery failures). */
  enableDestination(destinationId: number): Promise<ActionResult>
  /** A destination's fields for its edit form, every secret masked; null when not read yet. */
  destinationSettings(destinationId: number): Promise<DestinationSettings | null>
  createDestination(input: DestinationInput): Promise<ManageResult>
  /** A secret field left out keeps the one the service has. */
  updateDestination(destinationId: number, input: DestinationInput): Promise<ManageResult>
  /** Asks the service to send a test notification there (an update with `test: true`). */
  testDestination(destinationId: number): Promise<ManageResult>
  disableDestination(destinationId: number): Promise<ManageResult>
  deleteDestination(destinationId: number): Promise<ManageResult>

  // cron management (never the destructive sync)
  createCronCheck(monitorId: number, input: CronCheckInput): Promise<ActionResult>
  updateCronCheck(cronCheckId: number, input: CronCheckInput): Promise<ActionResult>
  deleteCronCheck(cronCheckId: number): Promise<ActionResult>

  // tags and tag groups (the list read for the window, cached a minute; each write at action
  // priority, answering the service's refusal per field)
  // With several accounts: `account` (its id) names whose tags; left out, every account's.
  tags(account?: string): Promise<TagsView>
  createTag(input: TagInput): Promise<ManageResult>
  /** Puts a tag on monitors (or takes it off), one request per monitor that changes. */
  tagMonitors(input: TagMonitorsInput): Promise<ManageResult>
  createTagGroup(input: TagGroupInput): Promise<ManageResult>
  updateTagGroup(tagGroupId: number, input: TagGroupInput): Promise<ManageResult>
  /** Removes only the grouping: the tags stay on their monitors. */
  deleteTagGroup(tagGroupId: number): Promise<ManageResult>

  // monitors: add (read into the picture at once), edit the settings the API accepts, delete
  monitorSettings(monitorId: number): Promise<MonitorSettingsView>
  createMonitor(input: MonitorInput): Promise<ManageResult>
  updateMonitor(monitorId: number, changes: MonitorChanges): Promise<ManageResult>
  deleteMonitor(monitorId: number): Promise<ManageResult>

  // timeline (kept locally: changes, alerts, this app's actions, sync problems)
  timeline(query: TimelineQuery): Promise<TimelinePage>
  /** A Markdown summary of [since, until) for the next person on call. */
  timelineHandover(since: string, until: string): Promise<string>

  /**
   * Acts on many monitors at once (shared/bulk.ts): re-run or snooze their failing checks, start
   * or stop maintenance; answers when done with a result per monitor.
   */
  bulk(request: BulkRequest): Promise<BulkProgress>
  /** The current or last bulk action's progress, or null when none ran. */
  bulkProgress(): BulkProgress | null

  /** Seen: stops the reminders of the monitor's failures (nothing is sent to the service). */
  acknowledge(monitorId: number): Promise<ActionResult>

  /** The window says what it shows, so the engine refreshes it first. */
  setFocus(monitorId: number | null): void

  // settings (validated and persisted by the host; the engine applies them at once)
  getSettings(): Settings
  updateSettings(patch: SettingsPatch): Promise<ActionResult>
}

export type AppServiceEvent =
  | { type: 'snapshot'; snapshot: Snapshot }
  | { type: 'sync'; status: SyncStatus }
  | { type: 'decisions'; decisions: AlertDecision[] }
  | { type: 'alert'; alert: Alert }
  | { type: 'session'; session: SessionView }
  | { type: 'settings'; settings: Settings }

export type AppServiceListener = (event: AppServiceEvent) => void
