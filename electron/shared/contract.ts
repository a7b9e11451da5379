// The IPC contract: one type map per direction, channels named `domain:verb`. Imported by
// main (handlers), preload (window.uptray) and the renderer (src/bridge.ts), and carried
// unchanged over the WebSocket in serve mode. Types only; argument schemas that validate
// every call live in ./contract-schemas.ts.
import type {
  ActionResult,
  AppServiceApi,
  Credentials,
  SessionView,
  StatusPageView,
} from './app-service'
import type { Snapshot, SyncStatus } from './model'
import type { Settings, SettingsPatch } from './settings'

type Args<K extends keyof AppServiceApi> = AppServiceApi[K] extends (...args: infer A) => unknown
  ? A
  : never
type Result<K extends keyof AppServiceApi> = AppServiceApi[K] extends (...args: never[]) => infer R
  ? Awaited<R>
  : never
type Call<K extends keyof AppServiceApi> = { args: Args<K>; result: Result<K> }

/** Renderer -> main requests, each answered once. */
export interface InvokeContract {
  'session:get': Call<'getSession'>
  'session:test': { args: [Credentials]; result: Result<'testCredentials'> }
  'session:sign-in': { args: [Credentials]; result: ActionResult }
  'session:sign-out': Call<'signOut'>
  'session:start-demo': Call<'startDemo'>
  'snapshot:get': Call<'getSnapshot'>
  'sync:get': Call<'getSyncStatus'>
  'sync:refresh': Call<'refreshNow'>
  'check:snooze': Call<'snoozeCheck'>
  'check:unsnooze': Call<'unsnoozeCheck'>
  'check:rerun': Call<'rerunCheck'>
  'check:set-enabled': Call<'setCheckEnabled'>
  'cron:snooze': Call<'snoozeCronCheck'>
  'cron:unsnooze': Call<'unsnoozeCronCheck'>
  'cron:list': Call<'cronChecks'>
  'maintenance:start': Call<'startMaintenance'>
  'maintenance:stop': Call<'stopMaintenance'>
  'maintenance:schedule': Call<'scheduleMaintenance'>
  'maintenance:list': Call<'maintenancePeriods'>
  'status-page:list': { args: []; result: StatusPageView[] }
  'status-page:templates': Call<'statusUpdateTemplates'>
  'status-page:post-update': Call<'postStatusUpdate'>
  'metrics:uptime': Call<'uptime'>
  'metrics:http': Call<'httpTimings'>
  'metrics:ping': Call<'pingMetrics'>
  'metrics:tcp': Call<'tcpMetrics'>
  'metrics:downtime': Call<'downtime'>
  'view:focus': { args: [monitorId: number | null]; result: void }
  'settings:get': { args: []; result: Settings }
  'settings:update': { args: [SettingsPatch]; result: ActionResult }
  /** Opens an `https:` link in the system browser; anything else is refused. */
  'app:open-external': { args: [url: string]; result: ActionResult }
  /**
   * Shows (opening if needed) the dashboard window, at this monitor when one is given, and hides
   * the tray popover. Serve mode has no second window: the page itself goes to the dashboard.
   */
  'app:open-dashboard': { args: [monitorId: number | null]; result: void }
}

/** Main -> renderer pushes. */
export interface EventContract {
  'snapshot:changed': Snapshot
  'sync:changed': SyncStatus
  'session:changed': SessionView
  'settings:changed': Settings
  /** A notification was clicked: show this monitor. */
  'navigate:monitor': number
  /** The tray asked for a view (e.g. Preferences opens the settings). */
  'navigate:view': AppView
}

/** Top-level views the shell may open by name. */
export type AppView = '/' | '/cron' | '/status-pages' | '/settings'

export type InvokeChannel = keyof InvokeContract
export type EventChannel = keyof EventContract

/**
 * `window.uptray`: one named method per operation (never a generic `invoke(channel)`), and one
 * `onX(listener)` per event returning its unsubscribe function. The preload builds it from
 * these tables; src/bridge.ts and serve mode's WebSocket client implement the same type.
 */
export const INVOKE_METHODS = {
  getSession: 'session:get',
  testCredentials: 'session:test',
  signIn: 'session:sign-in',
  signOut: 'session:sign-out',
  startDemo: 'session:start-demo',
  getSnapshot: 'snapshot:get',
  getSyncStatus: 'sync:get',
  refreshNow: 'sync:refresh',
  snoozeCheck: 'check:snooze',
  unsnoozeCheck: 'check:unsnooze',
  rerunCheck: 'check:rerun',
  setCheckEnabled: 'check:set-enabled',
  snoozeCronCheck: 'cron:snooze',
  unsnoozeCronCheck: 'cron:unsnooze',
  cronChecks: 'cron:list',
  startMaintenance: 'maintenance:start',
  stopMaintenance: 'maintenance:stop',
  scheduleMaintenance: 'maintenance:schedule',
  maintenancePeriods: 'maintenance:list',
  statusPages: 'status-page:list',
  statusUpdateTemplates: 'status-page:templates',
  postStatusUpdate: 'status-page:post-update',
  uptime: 'metrics:uptime',
  httpTimings: 'metrics:http',
  pingMetrics: 'metrics:ping',
  tcpMetrics: 'metrics:tcp',
  downtime: 'metrics:downtime',
  setFocus: 'view:focus',
  getSettings: 'settings:get',
  updateSettings: 'settings:update',
  openExternal: 'app:open-external',
  openDashboard: 'app:open-dashboard',
} as const satisfies Record<string, InvokeChannel>

export const EVENT_METHODS = {
  onSnapshotChanged: 'snapshot:changed',
  onSyncChanged: 'sync:changed',
  onSessionChanged: 'session:changed',
  onSettingsChanged: 'settings:changed',
  onNavigateMonitor: 'navigate:monitor',
  onNavigateView: 'navigate:view',
} as const satisfies Record<string, EventChannel>

type InvokeMethods = typeof INVOKE_METHODS
type EventMethods = typeof EVENT_METHODS

export type UptrayBridge = {
  [M in keyof InvokeMethods]: (
    ...args: InvokeContract[InvokeMethods[M]]['args']
  ) => Promise<InvokeContract[InvokeMethods[M]]['result']>
} & {
  [M in keyof EventMethods]: (
    listener: (payload: EventContract[EventMethods[M]]) => void,
  ) => () => void
}
