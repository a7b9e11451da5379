// A recorder that stands in for the AppService in main-process tests: it answers from plain
// state the test sets, records every call, and lets the test emit engine events.
import type { ComingUpView, DestinationsView } from '@app/shared/coming-up'
import type { BulkProgress, BulkRequest } from '@app/shared/bulk'
import type {
  ActionResult,
  AppServiceApi,
  AppServiceEvent,
  AppServiceListener,
  SessionView,
} from '@app/shared/app-service-api'
import type { Snapshot, SyncStatus } from '@app/shared/model'
import type { MonitorSettingsView } from '@app/shared/monitor-input'
import type { TimelineQuery } from '@app/shared/timeline'
import { runTimesOf } from '@app/core/engine/run-times'
import { DEFAULT_SETTINGS, type Settings, type SettingsPatch } from '@app/shared/settings'

export type ServiceCall = { method: keyof AppServiceApi; args: unknown[] }

export const OK_SYNC: SyncStatus = {
  state: 'ok',
  stale: false,
  lastSuccessAt: null,
  nextSweepAt: null,
  offlineSince: null,
  rateLimitedUntil: null,
  budgetUsed: 0.1,
  message: null,
  errorKind: null,
  notice: null,
  warnings: [],
}

export class FakeAppService implements AppServiceApi {
  calls: ServiceCall[] = []
  snapshot: Snapshot | null = null
  sync: SyncStatus = { ...OK_SYNC }
  settings: Settings = structuredClone(DEFAULT_SETTINGS)
  session: SessionView = { signedIn: true, demo: true, account: null }
  /** What every action answers; set `{ ok: false, ... }` to test failures. */
  answer: ActionResult = { ok: true, message: 'done' }
  private listeners = new Set<AppServiceListener>()

  private record(method: keyof AppServiceApi, args: unknown[]): void {
    this.calls.push({ method, args })
  }
  private act(method: keyof AppServiceApi, args: unknown[]): Promise<ActionResult> {
    this.record(method, args)
    return Promise.resolve(this.answer)
  }
  emit(event: AppServiceEvent): void {
    for (const listener of this.listeners) listener(event)
  }
  listenerCount(): number {
    return this.listeners.size
  }

  getSnapshot = () => this.snapshot
  runTimes = (monitorId: number) => runTimesOf(this.snapshot, monitorId)
  getSyncStatus = () => this.sync
  getSession = () => this.session
  subscribe(listener: AppServiceListener) {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }
  testCredentials = async (...args: unknown[]) => {
    this.record('testCredentials', args)
    return { ok: false as const, message: 'not in tests' }
  }
  signIn = (...args: unknown[]) => this.act('signIn', args)
  signOut = () => this.act('signOut', [])
  addAccount = (...args: unknown[]) => this.act('addAccount', args)
  removeAccount = (...args: unknown[]) => this.act('removeAccount', args)
  refreshNow = () => this.act('refreshNow', [])
  startDemo = () => this.act('startDemo', [])
  snoozeCheck = (...args: unknown[]) => this.act('snoozeCheck', args)
  unsnoozeCheck = (...args: unknown[]) => this.act('unsnoozeCheck', args)
  snoozeCronCheck = (...args: unknown[]) => this.act('snoozeCronCheck', args)
  unsnoozeCronCheck = (...args: unknown[]) => this.act('unsnoozeCronCheck', args)
  rerunCheck = (...args: unknown[]) => this.act('rerunCheck', args)
  comingUp = async (): Promise<ComingUpView> => ({ items: [], summary: null })
  destinations = async (): Promise<DestinationsView> => ({ destinations: [], readAt: null })
  enableDestination = (...args: unknown[]) => this.act('enableDestination', args)
  destinationSettings = async () => null
  createDestination = (...args: unknown[]) => this.act('createDestination', args)
  updateDestination = (...args: unknown[]) => this.act('updateDestination', args)
  testDestination = (...args: unknown[]) => this.act('testDestination', args)
  disableDestination = (...args: unknown[]) => this.act('disableDestination', args)
  deleteDestination = (...args: unknown[]) => this.act('deleteDestination', args)
  createCronCheck = (...args: unknown[]) => this.act('createCronCheck', args)
  updateCronCheck = (...args: unknown[]) => this.act('updateCronCheck', args)
  deleteCronCheck = (...args: unknown[]) => this.act('deleteCronCheck', args)
  createTag = (...args: unknown[]) => this.act('createTag', args)
  tagMonitors = (...args: unknown[]) => this.act('tagMonitors', args)
  createTagGroup = (...args: unknown[]) => this.act('createTagGroup', args)
  updateTagGroup = (...args: unknown[]) => this.act('updateTagGroup', args)
  deleteTagGroup = (...args: unknown[]) => this.act('deleteTagGroup', args)
  createMonitor = (...args: unknown[]) => this.act('createMonitor', args)
  updateMonitor = (...args: unknown[]) => this.act('updateMonitor', args)
  deleteMonitor = (...args: unknown[]) => this.act('deleteMonitor', args)
  managedTeams = async (...args: unknown[]) => (
    this.record('managedTeams', args),
    { state: 'not-reseller' as const, message: 'No reseller in this fake.' }
  )
  createManagedTeam = (...args: unknown[]) => this.act('createManagedTeam', args)
  updateManagedTeam = (...args: unknown[]) => this.act('updateManagedTeam', args)
  decoupleManagedTeam = (...args: unknown[]) => this.act('decoupleManagedTeam', args)
  deleteManagedTeam = (...args: unknown[]) => this.act('deleteManagedTeam', args)
  addManagedTeamUser = (...args: unknown[]) => this.act('addManagedTeamUser', args)
  managedTeamLoginLink = async (...args: unknown[]) => (
    this.record('managedTeamLoginLink', args),
    { ok: false as const, message: 'No reseller in this fake.' }
  )
  tags = async () => (this.record('tags', []), { tags: [], groups: [], unreadable: 0 })
  monitorSettings = async (...args: unknown[]): Promise<MonitorSettingsView> => {
    this.record('monitorSettings', args)
    throw new Error('No monitor settings in this fake.')
  }
  acknowledge = (...args: unknown[]) => this.act('acknowledge', args)
  bulk = async (request: BulkRequest): Promise<BulkProgress> => {
    this.record('bulk', [request])
    const results = request.monitorIds.map((monitorId) => ({
      monitorId,
      label: `monitor ${monitorId}`,
      ok: true,
      message: 'Done.',
    }))
    return {
      kind: request.kind,
      total: results.length,
      done: results.length,
      running: false,
      results,
    }
  }
  bulkProgress = (): BulkProgress | null => {
    this.record('bulkProgress', [])
    return null
  }
  setCheckEnabled = (...args: unknown[]) => this.act('setCheckEnabled', args)
  startMaintenance = (...args: unknown[]) => this.act('startMaintenance', args)
  stopMaintenance = (...args: unknown[]) => this.act('stopMaintenance', args)
  scheduleMaintenance = (...args: unknown[]) => this.act('scheduleMaintenance', args)
  updateMaintenance = (...args: unknown[]) => this.act('updateMaintenance', args)
  deleteMaintenance = (...args: unknown[]) => this.act('deleteMaintenance', args)
  createRecurringMaintenance = (...args: unknown[]) => this.act('createRecurringMaintenance', args)
  updateRecurringMaintenance = (...args: unknown[]) => this.act('updateRecurringMaintenance', args)
  deleteRecurringMaintenance = (...args: unknown[]) => this.act('deleteRecurringMaintenance', args)
  deleteDowntime = (...args: unknown[]) => this.act('deleteDowntime', args)
  postStatusUpdate = (...args: unknown[]) => this.act('postStatusUpdate', args)
  editStatusUpdate = (...args: unknown[]) => this.act('editStatusUpdate', args)
  deleteStatusUpdate = (...args: unknown[]) => this.act('deleteStatusUpdate', args)
  createStatusPage = (...args: unknown[]) => this.act('createStatusPage', args)
  deleteStatusPage = (...args: unknown[]) => this.act('deleteStatusPage', args)
  setStatusPageMonitors = (...args: unknown[]) => this.act('setStatusPageMonitors', args)
  uptime = async (...args: unknown[]) => (this.record('uptime', args), [])
  httpTimings = async (...args: unknown[]) => (this.record('httpTimings', args), [])
  pingMetrics = async (...args: unknown[]) => (this.record('pingMetrics', args), [])
  tcpMetrics = async (...args: unknown[]) => (this.record('tcpMetrics', args), [])
  downtime = async (...args: unknown[]) => (this.record('downtime', args), [])
  cronChecks = async (...args: unknown[]) => (this.record('cronChecks', args), [])
  cronFill = async (monitorIds: number[]) => (
    this.record('cronFill', [monitorIds]),
    { lists: [], failedIds: [], leftIds: [], retryInMs: null }
  )
  checkDetails = async (monitorId: number, checkType: string, ...rest: unknown[]) => (
    this.record('checkDetails', [monitorId, checkType, ...rest]),
    {
      monitorId,
      checkType,
      run: null,
      findings: { kind: 'none' as const },
      unreadable: { count: 0, reasons: [] },
      settings: [],
      fetchedAt: new Date(0).toISOString(),
    }
  )
  runHistory = async (...args: unknown[]) => (
    this.record('runHistory', args),
    {
      runs: [],
      unreadable: { count: 0, reasons: [] },
      fetchedAt: new Date(0).toISOString(),
      result: null,
      page: 1,
      lastPage: 1,
      total: 0,
    }
  )
  crawledUrls = async (...args: unknown[]) => (
    this.record('crawledUrls', args),
    {
      urls: [],
      page: 1,
      lastPage: 1,
      total: 0,
      unreadable: { count: 0, reasons: [] },
      fetchedAt: new Date(0).toISOString(),
    }
  )
  snoozeHealthCheck = (...args: unknown[]) => this.act('snoozeHealthCheck', args)
  unsnoozeHealthCheck = (...args: unknown[]) => this.act('unsnoozeHealthCheck', args)
  maintenancePeriods = async (...args: unknown[]) => (
    this.record('maintenancePeriods', args),
    { running: null, upcoming: [], recurring: [], zone: 'UTC', zoneSource: 'system' as const }
  )
  teamZones = async () => (this.record('teamZones', []), [])
  statusPages = async () => (this.record('statusPages', []), [])
  statusUpdateTemplates = async () => (this.record('statusUpdateTemplates', []), [])
  timeline = async (query: TimelineQuery) => (
    this.record('timeline', [query]),
    { events: [], total: 0, unreadable: 0 }
  )
  timelineHandover = async (since: string, until: string) => (
    this.record('timelineHandover', [since, until]),
    '# Handover\n'
  )
  setFocus = (monitorId: number | null) => void this.record('setFocus', [monitorId])
  getSettings = () => this.settings
  updateSettings = (patch: SettingsPatch) => {
    this.record('updateSettings', [patch])
    return Promise.resolve(this.answer)
  }
}
