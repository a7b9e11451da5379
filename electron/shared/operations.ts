// The one table of operations the renderer may ask for: method name -> IPC channel + argument
// schema. The contract types (./contract.ts), the preload bridge, the main-process handlers and
// serve mode's dispatch all derive from it, and the timeline records the operations flagged
// `recordsAction`. Adding an AppService operation means one entry here and the method in the
// AppService.
//
// The schemas are builders that receive zod and the shared pieces (./contract-schemas.ts builds
// them once): this file imports zod for types only, so the sandboxed preload and the renderer,
// which need only the channel names, never bundle zod.
import type * as z from 'zod'
import type {
  ActionResult,
  AppServiceApi,
  Credentials,
  UptimeRange,
  UptimeSplit,
} from './app-service-api'
import { BULK_KINDS, MAX_BULK_MONITORS } from './bulk'
import { MAX_CRON_FILL, type CronCheckInput } from './cron-input'
import { MANAGED_TEAM_SORTS, TEAM_INPUT_LIMITS, TEAM_USER_ROLES } from './managed-teams'
import { monitorChangesSchema, monitorInputSchema } from './monitor-input'
import { tagGroupInputSchema, tagInputSchema, tagMonitorsInputSchema } from './tag-input'
import { destinationInputSchema } from './destination-input'
import type { RecurringMaintenanceInput } from './maintenance-input'
import type { SettingsPatch } from './settings'
import type { FullSnapshotUpdate } from './snapshot-delta'
import type { PopoverSummary } from './popover-summary'
import { MAX_RUN_PAGE, RUN_RESULT_FILTERS } from './run-history'
import { MAX_CRAWLED_PAGE } from './crawled-urls'
import {
  monitorIdsSchema,
  newStatusPageSchema,
  statusUpdateEditSchema,
  statusUpdateSchema,
} from './status-page-input'

/** A piece of argument schema, by what it gives once valid. */
type Piece<T> = z.ZodType<T, unknown>

/** What each schema is built from: zod and the shared, bounded pieces (./contract-schemas.ts). */
export interface SchemaKit {
  z: Pick<
    typeof z,
    | 'array'
    | 'boolean'
    | 'enum'
    | 'number'
    | 'object'
    | 'strictObject'
    | 'string'
    | 'tuple'
    | 'union'
  >
  none: Piece<[]>
  /** A positive integer id. */
  id: Piece<number>
  minutes: Piece<number>
  maintenanceSeconds: Piece<number>
  isoDate: Piece<string>
  range: Piece<UptimeRange>
  optionalSplit: Piece<UptimeSplit | undefined>
  /** A check type as the API spells it (known or a future one). */
  checkType: Piece<string>
  name: Piece<string>
  url: Piece<string>
  credentials: Piece<Credentials>
  settingsPatch: Piece<SettingsPatch>
  cronCheckInput: Piece<CronCheckInput>
  recurringMaintenanceInput: Piece<RecurringMaintenanceInput>
}

/** Every AppService method but `subscribe`, whose events travel on the push channels. */
export type ServiceMethod = Exclude<keyof AppServiceApi, 'subscribe'>

/** What the shell itself does (links, windows): not the AppService, handled by hand. */
export interface ShellApi {
  /** Opens an `https:` link in the system browser; anything else is refused. */
  openExternal(url: string): Promise<ActionResult>
  /**
   * Shows (opening if needed) the dashboard window, at this monitor when one is given (at that
   * check's page with a check type), and hides the tray popover. Serve mode has no second window:
   * the page itself goes to the dashboard.
   */
  openDashboard(monitorId: number | null, checkType?: string | null): void
  /** The host's full snapshot with its version, for a window that connects or lost a delta. */
  snapshotFull(): FullSnapshotUpdate | null
  /** What the tray popover shows, for a popover that opens. */
  popoverSummary(): PopoverSummary | null
  /** Looks for an app update now (Preferences) and says what came of it. */
  checkForUpdates(): Promise<ActionResult>
  /** Installs the `uptray` command (macOS, Linux) and says where it went. */
  installCli(): Promise<ActionResult>
}
export type ShellMethod = keyof ShellApi

export type Method = ServiceMethod | ShellMethod
/** The API behind every operation, service and shell together. */
export type OperationApi = Pick<AppServiceApi, ServiceMethod> & ShellApi

/**
 * What an action's arguments point at, for the timeline's record of it (core/engine/
 * timeline-actions.ts): a check, a cron check, a monitor with a new cron job's input, a monitor,
 * a monitor and its health check, a notification destination, a status update's input, or a
 * settings patch (recorded as the changes to what alerts).
 */
export type ActionTarget =
  | 'check'
  | 'cron-check'
  | 'new-cron-check'
  | 'monitor'
  | 'health-check'
  | 'destination'
  | 'status-page'
  | 'settings'
  | 'managed-team'
  | 'new-managed-team'
  /** A new tag, tag group or monitor: the input's name, label or URL names it. */
  | 'new-item'
  /** A tag group by id (its label from the input when given). */
  | 'tag-group'

/**
 * An operation that changes something (at the service or in what alerts) is recorded in the
 * timeline (core/engine/timeline-recorder.ts): what it acts on, and the verb of a failure's
 * sentence ("could not snooze 'Uptime' of shop"). Reads, the session flow and the timeline
 * itself have none.
 */
export interface RecordsAction {
  target: ActionTarget
  verb: string
}

type Operation<F> = F extends (...args: infer A) => unknown
  ? {
      channel: `${string}:${string}`
      args: (kit: SchemaKit) => z.ZodType<A, unknown>
      recordsAction?: RecordsAction
    }
  : never

/** A complete table: an entry per method, each schema's output fits the method's parameters. */
export type OperationTable<Api, M extends keyof Api> = { [K in M]: Operation<Api[K]> }
export type ServiceOperationTable = OperationTable<AppServiceApi, ServiceMethod>
export type ShellOperationTable = OperationTable<ShellApi, ShellMethod>

export const OPERATIONS = {
  // session
  getSession: { channel: 'session:get', args: ({ none }) => none },
  testCredentials: {
    channel: 'session:test',
    args: ({ z, credentials }) => z.tuple([credentials]),
  },
  signIn: { channel: 'session:sign-in', args: ({ z, credentials }) => z.tuple([credentials]) },
  signOut: { channel: 'session:sign-out', args: ({ none }) => none },
  addAccount: {
    channel: 'account:add',
    args: ({ z, name, credentials }) => z.tuple([name, credentials]),
  },
  removeAccount: { channel: 'account:remove', args: ({ z, name }) => z.tuple([name]) },
  startDemo: { channel: 'session:start-demo', args: ({ none }) => none },
  // state
  getSnapshot: { channel: 'snapshot:get', args: ({ none }) => none },
  runTimes: { channel: 'snapshot:run-times', args: ({ z, id }) => z.tuple([id]) },
  getSyncStatus: { channel: 'sync:get', args: ({ none }) => none },
  refreshNow: { channel: 'sync:refresh', args: ({ none }) => none },
  // actions
  // A check action's last argument, the check's monitor, may be left out.
  snoozeCheck: {
    channel: 'check:snooze',
    args: ({ z, id, minutes }) => z.tuple([id, minutes, id.optional()]),
    recordsAction: { target: 'check', verb: 'snooze' },
  },
  unsnoozeCheck: {
    channel: 'check:unsnooze',
    args: ({ z, id }) => z.tuple([id, id.optional()]),
    recordsAction: { target: 'check', verb: 'unsnooze' },
  },
  rerunCheck: {
    channel: 'check:rerun',
    args: ({ z, id }) => z.tuple([id, id.optional()]),
    recordsAction: { target: 'check', verb: 're-run' },
  },
  setCheckEnabled: {
    channel: 'check:set-enabled',
    args: ({ z, id }) => z.tuple([id, z.boolean(), id.optional()]),
    recordsAction: { target: 'check', verb: 'enable' },
  },
  snoozeCronCheck: {
    channel: 'cron:snooze',
    args: ({ z, id, minutes }) => z.tuple([id, minutes]),
    recordsAction: { target: 'cron-check', verb: 'snooze' },
  },
  unsnoozeCronCheck: {
    channel: 'cron:unsnooze',
    args: ({ z, id }) => z.tuple([id]),
    recordsAction: { target: 'cron-check', verb: 'unsnooze' },
  },
  cronChecks: { channel: 'cron:list', args: ({ z, id }) => z.tuple([id]) },
  cronFill: {
    channel: 'cron:fill',
    args: ({ z, id }) => z.tuple([z.array(id).max(MAX_CRON_FILL)]),
  },
  startMaintenance: {
    channel: 'maintenance:start',
    args: ({ z, id, maintenanceSeconds, name }) =>
      z.union([z.tuple([id, maintenanceSeconds]), z.tuple([id, maintenanceSeconds, name])]),
    recordsAction: { target: 'monitor', verb: 'start maintenance on' },
  },
  stopMaintenance: {
    channel: 'maintenance:stop',
    args: ({ z, id }) => z.tuple([id]),
    recordsAction: { target: 'monitor', verb: 'stop maintenance on' },
  },
  scheduleMaintenance: {
    channel: 'maintenance:schedule',
    args: ({ z, id, isoDate, name }) =>
      z
        .union([z.tuple([id, isoDate, isoDate]), z.tuple([id, isoDate, isoDate, name])])
        .refine(
          ([, start, end]) => Date.parse(end) > Date.parse(start),
          'the end must be after the start',
        ),
    recordsAction: { target: 'monitor', verb: 'schedule maintenance on' },
  },
  maintenancePeriods: { channel: 'maintenance:list', args: ({ z, id }) => z.tuple([id]) },
  updateMaintenance: {
    channel: 'maintenance:update',
    args: ({ z, id, isoDate, name }) =>
      z
        .union([z.tuple([id, id, isoDate, isoDate]), z.tuple([id, id, isoDate, isoDate, name])])
        .refine(
          ([, , start, end]) => Date.parse(end) > Date.parse(start),
          'the end must be after the start',
        ),
    recordsAction: { target: 'monitor', verb: 'change the maintenance window on' },
  },
  deleteMaintenance: {
    channel: 'maintenance:delete',
    args: ({ z, id }) => z.tuple([id.nullable(), id]),
    recordsAction: { target: 'monitor', verb: 'delete the maintenance window on' },
  },
  createRecurringMaintenance: {
    channel: 'maintenance:create-recurring',
    args: ({ z, id, recurringMaintenanceInput }) => z.tuple([id, recurringMaintenanceInput]),
    recordsAction: { target: 'monitor', verb: 'create the recurring window on' },
  },
  updateRecurringMaintenance: {
    channel: 'maintenance:update-recurring',
    args: ({ z, id, recurringMaintenanceInput }) => z.tuple([id, id, recurringMaintenanceInput]),
    recordsAction: { target: 'monitor', verb: 'save the recurring window on' },
  },
  deleteRecurringMaintenance: {
    channel: 'maintenance:delete-recurring',
    args: ({ z, id }) => z.tuple([id, id]),
    recordsAction: { target: 'monitor', verb: 'delete the recurring window on' },
  },
  teamZones: { channel: 'team-zones:list', args: ({ none }) => none },
  statusPages: { channel: 'status-page:list', args: ({ none }) => none },
  statusUpdateTemplates: { channel: 'status-page:templates', args: ({ none }) => none },
  postStatusUpdate: {
    channel: 'status-page:post-update',
    args: (kit) => kit.z.tuple([statusUpdateSchema(kit)]),
    recordsAction: { target: 'status-page', verb: 'post the status update' },
  },
  createStatusPage: {
    channel: 'status-page:create',
    args: (kit) => kit.z.tuple([newStatusPageSchema(kit)]),
    recordsAction: { target: 'status-page', verb: 'create the status page' },
  },
  deleteStatusPage: {
    channel: 'status-page:delete',
    args: ({ z, id }) => z.tuple([id]),
    recordsAction: { target: 'status-page', verb: 'delete the status page' },
  },
  setStatusPageMonitors: {
    channel: 'status-page:set-monitors',
    args: (kit) => kit.z.tuple([kit.id, monitorIdsSchema(kit)]),
    recordsAction: { target: 'status-page', verb: 'change the monitors of the status page' },
  },
  editStatusUpdate: {
    channel: 'status-page:edit-update',
    args: (kit) => kit.z.tuple([statusUpdateEditSchema(kit)]),
    recordsAction: { target: 'status-page', verb: 'save the status update' },
  },
  deleteStatusUpdate: {
    channel: 'status-page:delete-update',
    args: ({ z, id }) => z.tuple([id]),
    recordsAction: { target: 'status-page', verb: 'delete the status update' },
  },
  // details
  uptime: {
    channel: 'metrics:uptime',
    args: ({ z, id, range, optionalSplit }) => z.tuple([id, range, optionalSplit]),
  },
  httpTimings: { channel: 'metrics:http', args: ({ z, id, range }) => z.tuple([id, range]) },
  pingMetrics: { channel: 'metrics:ping', args: ({ z, id, range }) => z.tuple([id, range]) },
  tcpMetrics: { channel: 'metrics:tcp', args: ({ z, id, range }) => z.tuple([id, range]) },
  downtime: { channel: 'metrics:downtime', args: ({ z, id, range }) => z.tuple([id, range]) },
  deleteDowntime: {
    channel: 'downtime:delete',
    args: ({ z, id }) => z.tuple([id, id]),
    recordsAction: { target: 'monitor', verb: 'delete the downtime period on' },
  },
  checkDetails: {
    channel: 'check:details',
    args: ({ z, id, checkType }) =>
      z.union([z.tuple([id, checkType]), z.tuple([id, checkType, id.nullable()])]),
  },
  runHistory: {
    channel: 'check:run-history',
    args: ({ z, id, checkType }) =>
      z.tuple([
        id,
        checkType,
        z.strictObject({
          result: z.enum(RUN_RESULT_FILTERS).nullable(),
          page: z.number().int().min(1).max(MAX_RUN_PAGE),
        }),
      ]),
  },
  crawledUrls: {
    channel: 'check:crawled-urls',
    args: ({ z, id }) =>
      z.tuple([
        id,
        z.strictObject({
          runId: id.nullable(),
          page: z.number().int().min(1).max(MAX_CRAWLED_PAGE),
        }),
      ]),
  },
  snoozeHealthCheck: {
    channel: 'health-check:snooze',
    args: ({ z, id, minutes }) => z.tuple([id, id, minutes]),
    recordsAction: { target: 'health-check', verb: 'snooze' },
  },
  unsnoozeHealthCheck: {
    channel: 'health-check:unsnooze',
    args: ({ z, id }) => z.tuple([id, id]),
    recordsAction: { target: 'health-check', verb: 'unsnooze' },
  },
  // expiry radar, alert paths
  comingUp: { channel: 'radar:coming-up', args: ({ none }) => none },
  destinations: { channel: 'destinations:list', args: ({ none }) => none },
  enableDestination: {
    channel: 'destinations:enable',
    args: ({ z, id }) => z.tuple([id]),
    recordsAction: { target: 'destination', verb: 'enable' },
  },
  destinationSettings: { channel: 'destinations:settings', args: ({ z, id }) => z.tuple([id]) },
  // A new destination is named by its label only: its fields may carry a secret.
  createDestination: {
    channel: 'destinations:create',
    args: (kit) => kit.z.tuple([destinationInputSchema(kit.z)]),
    recordsAction: { target: 'new-item', verb: 'create the notification destination' },
  },
  updateDestination: {
    channel: 'destinations:update',
    args: (kit) => kit.z.tuple([kit.id, destinationInputSchema(kit.z)]),
    recordsAction: { target: 'destination', verb: 'save' },
  },
  testDestination: {
    channel: 'destinations:test',
    args: ({ z, id }) => z.tuple([id]),
    recordsAction: { target: 'destination', verb: 'send a test to' },
  },
  disableDestination: {
    channel: 'destinations:disable',
    args: ({ z, id }) => z.tuple([id]),
    recordsAction: { target: 'destination', verb: 'disable' },
  },
  deleteDestination: {
    channel: 'destinations:delete',
    args: ({ z, id }) => z.tuple([id]),
    recordsAction: { target: 'destination', verb: 'delete' },
  },
  // cron management
  createCronCheck: {
    channel: 'cron:create',
    args: ({ z, id, cronCheckInput }) => z.tuple([id, cronCheckInput]),
    recordsAction: { target: 'new-cron-check', verb: 'create' },
  },
  updateCronCheck: {
    channel: 'cron:update',
    args: ({ z, id, cronCheckInput }) => z.tuple([id, cronCheckInput]),
    recordsAction: { target: 'cron-check', verb: 'save' },
  },
  deleteCronCheck: {
    channel: 'cron:delete',
    args: ({ z, id }) => z.tuple([id]),
    recordsAction: { target: 'cron-check', verb: 'delete' },
  },
  // tags and tag groups
  // An account's id (shared/accounts.ts: at most 32 characters, with a "-n" suffix).
  tags: { channel: 'tags:list', args: ({ z }) => z.tuple([z.string().min(1).max(64).optional()]) },
  createTag: {
    channel: 'tags:create',
    args: (kit) => kit.z.tuple([tagInputSchema(kit.z)]),
    recordsAction: { target: 'new-item', verb: 'create the tag' },
  },
  tagMonitors: {
    channel: 'tags:assign',
    args: (kit) => kit.z.tuple([tagMonitorsInputSchema(kit.z)]),
    recordsAction: { target: 'new-item', verb: 'change the monitors of the tag' },
  },
  createTagGroup: {
    channel: 'tag-groups:create',
    args: (kit) => kit.z.tuple([tagGroupInputSchema(kit.z)]),
    recordsAction: { target: 'new-item', verb: 'create the tag group' },
  },
  updateTagGroup: {
    channel: 'tag-groups:update',
    args: (kit) => kit.z.tuple([kit.id, tagGroupInputSchema(kit.z)]),
    recordsAction: { target: 'tag-group', verb: 'save' },
  },
  deleteTagGroup: {
    channel: 'tag-groups:delete',
    args: ({ z, id }) => z.tuple([id]),
    recordsAction: { target: 'tag-group', verb: 'delete' },
  },
  // monitors
  monitorSettings: { channel: 'monitors:settings', args: ({ z, id }) => z.tuple([id]) },
  createMonitor: {
    channel: 'monitors:create',
    args: (kit) => kit.z.tuple([monitorInputSchema(kit.z)]),
    recordsAction: { target: 'new-item', verb: 'add the monitor' },
  },
  updateMonitor: {
    channel: 'monitors:update',
    args: (kit) => kit.z.tuple([kit.id, monitorChangesSchema(kit.z)]),
    recordsAction: { target: 'monitor', verb: 'save the settings of' },
  },
  deleteMonitor: {
    channel: 'monitors:delete',
    args: ({ z, id }) => z.tuple([id]),
    recordsAction: { target: 'monitor', verb: 'delete the monitor' },
  },
  // managed teams (reseller accounts); a login link's answer is never recorded, only its message
  managedTeams: {
    channel: 'teams:list',
    args: ({ z }) =>
      z.tuple([
        z.strictObject({
          account: z.string().min(1).max(64).optional(),
          name: z.string().max(TEAM_INPUT_LIMITS.filter).optional(),
          timezone: z.string().max(TEAM_INPUT_LIMITS.timezone).optional(),
          sort: z.enum(MANAGED_TEAM_SORTS).optional(),
          page: z.number().int().min(1).max(100_000).optional(),
        }),
      ]),
  },
  createManagedTeam: {
    channel: 'teams:create',
    args: ({ z }) =>
      z.tuple([
        z.strictObject({
          name: z.string().max(TEAM_INPUT_LIMITS.name).optional(),
          timezone: z.string().max(TEAM_INPUT_LIMITS.timezone).optional(),
        }),
        z.string().min(1).max(64).optional(),
      ]),
    recordsAction: { target: 'new-managed-team', verb: 'create the managed team' },
  },
  updateManagedTeam: {
    channel: 'teams:update',
    args: ({ z, id }) =>
      z.tuple([
        id,
        z.strictObject({
          name: z.string().max(TEAM_INPUT_LIMITS.name).optional(),
          timezone: z.string().max(TEAM_INPUT_LIMITS.timezone).optional(),
        }),
      ]),
    recordsAction: { target: 'managed-team', verb: 'save the managed team' },
  },
  decoupleManagedTeam: {
    channel: 'teams:decouple',
    args: ({ z, id }) => z.tuple([id]),
    recordsAction: { target: 'managed-team', verb: 'decouple the managed team' },
  },
  deleteManagedTeam: {
    channel: 'teams:delete',
    args: ({ z, id }) => z.tuple([id]),
    recordsAction: { target: 'managed-team', verb: 'delete the managed team' },
  },
  addManagedTeamUser: {
    channel: 'teams:add-user',
    args: ({ z, id }) =>
      z.tuple([
        id,
        z.strictObject({
          email: z.string().max(TEAM_INPUT_LIMITS.email),
          name: z.string().max(TEAM_INPUT_LIMITS.name),
          role: z.enum(TEAM_USER_ROLES),
        }),
      ]),
    recordsAction: { target: 'managed-team', verb: 'add a user to the managed team' },
  },
  managedTeamLoginLink: {
    channel: 'teams:login-link',
    args: ({ z, id }) => z.tuple([id, id]),
    recordsAction: { target: 'managed-team', verb: 'make a login link to the managed team' },
  },
  // timeline
  timeline: {
    channel: 'timeline:query',
    args: ({ z, id, isoDate }) =>
      z.tuple([
        z
          .object({
            // An account's id (shared/accounts.ts: at most 32 characters, with a "-n" suffix).
            account: z.string().min(1).max(64).nullable().optional(),
            monitorId: id.nullable().optional(),
            tag: z.string().max(100).nullable().optional(),
            kinds: z
              .array(z.enum(['change', 'alert', 'action', 'sync']))
              .max(4)
              .nullable()
              .optional(),
            since: isoDate.nullable().optional(),
            until: isoDate.nullable().optional(),
            limit: z.number().int().min(1).max(10_000).nullable().optional(),
          })
          .strict(),
      ]),
  },
  timelineHandover: {
    channel: 'timeline:handover',
    args: ({ z, isoDate }) => z.tuple([isoDate, isoDate]),
  },
  // Not recorded itself: the timeline records a bulk run's actions one by one as it runs them.
  bulk: {
    channel: 'bulk:run',
    args: ({ z, id, minutes, maintenanceSeconds }) =>
      z.tuple([
        z.strictObject({
          kind: z.enum(BULK_KINDS),
          monitorIds: z.array(id).min(1).max(MAX_BULK_MONITORS),
          minutes: minutes.optional(),
          seconds: maintenanceSeconds.optional(),
          checkIds: z.array(id).min(1).max(MAX_BULK_MONITORS).optional(),
        }),
      ]),
  },
  bulkProgress: { channel: 'bulk:progress', args: ({ none }) => none },
  acknowledge: {
    channel: 'alert:acknowledge',
    args: ({ z, id }) => z.tuple([id]),
    recordsAction: { target: 'monitor', verb: 'mark as seen the failures of' },
  },
  setFocus: { channel: 'view:focus', args: ({ z, id }) => z.tuple([id.nullable()]) },
  // settings
  getSettings: { channel: 'settings:get', args: ({ none }) => none },
  updateSettings: {
    channel: 'settings:update',
    args: ({ z, settingsPatch }) => z.tuple([settingsPatch]),
    recordsAction: { target: 'settings', verb: 'save the settings' },
  },
} as const satisfies ServiceOperationTable

/** The shell's own `app:` channels: same table shape, handlers written by hand in each host. */
export const SHELL_OPERATIONS = {
  openExternal: { channel: 'app:open-external', args: ({ z, url }) => z.tuple([url]) },
  openDashboard: {
    channel: 'app:open-dashboard',
    args: ({ z, id, checkType }) => z.tuple([id.nullable(), checkType.nullish()]),
  },
  snapshotFull: { channel: 'snapshot:full', args: ({ none }) => none },
  popoverSummary: { channel: 'summary:get', args: ({ none }) => none },
  checkForUpdates: { channel: 'app:check-updates', args: ({ none }) => none },
  installCli: { channel: 'app:install-cli', args: ({ none }) => none },
} as const satisfies ShellOperationTable

export const ALL_OPERATIONS = { ...OPERATIONS, ...SHELL_OPERATIONS }
export type AllOperations = typeof ALL_OPERATIONS
export type ChannelOf<M extends Method> = AllOperations[M]['channel']

const METHOD_BY_CHANNEL = new Map<string, Method>(
  Object.entries(ALL_OPERATIONS).map(([method, op]) => [op.channel, method as Method]),
)

/** The method behind a channel, or undefined for a channel no operation has. */
export function methodOf(channel: string): Method | undefined {
  return METHOD_BY_CHANNEL.get(channel)
}

export function isShellMethod(method: Method): method is ShellMethod {
  return Object.hasOwn(SHELL_OPERATIONS, method)
}

/**
 * Calls `target[method]` with arguments its operation's schema has already validated (the table's
 * type proves each schema's output fits the method's parameters, so no cast can lie here).
 */
export function callOperation<M extends Method>(
  target: Pick<OperationApi, M>,
  method: M,
  args: readonly unknown[],
): unknown {
  const fn = target[method] as (...a: unknown[]) => unknown
  return fn.apply(target, [...args])
}
