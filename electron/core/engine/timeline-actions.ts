// Which operations of the operation table (shared/operations.ts) are actions the timeline
// records, and what each one acts on, so that the recorder (timeline-recorder.ts) records every
// action in one place, naming what it acted on. Every operation is listed (a unit test holds the
// table to the operation table): null for reads, the session flow and the timeline itself.
import type { Snapshot } from '../../shared/model'

export type ActionTarget =
  /** (checkId, ...) */
  | 'check'
  /** (cronCheckId, ...) */
  | 'cron-check'
  /** (monitorId, input with the job's name) */
  | 'new-cron-check'
  /** (monitorId, ...) */
  | 'monitor'
  /** (monitorId, healthCheckId, ...) */
  | 'health-check'
  /** (destinationId) */
  | 'destination'
  /** ({ statusPageId, title, ... }) */
  | 'status-page'
  /** (settings patch): recorded as the changes to what alerts (timeline-settings.ts) */
  | 'settings'

export const ACTION_TARGETS: Readonly<Record<string, ActionTarget | null>> = {
  // Signing in or out starts or clears the history itself; a refresh only reads.
  getSession: null,
  testCredentials: null,
  signIn: null,
  signOut: null,
  startDemo: null,
  getSnapshot: null,
  getSyncStatus: null,
  refreshNow: null,
  snoozeCheck: 'check',
  unsnoozeCheck: 'check',
  rerunCheck: 'check',
  setCheckEnabled: 'check',
  snoozeCronCheck: 'cron-check',
  unsnoozeCronCheck: 'cron-check',
  cronChecks: null,
  startMaintenance: 'monitor',
  stopMaintenance: 'monitor',
  scheduleMaintenance: 'monitor',
  maintenancePeriods: null,
  teamZones: null,
  statusPages: null,
  statusUpdateTemplates: null,
  postStatusUpdate: 'status-page',
  uptime: null,
  httpTimings: null,
  pingMetrics: null,
  tcpMetrics: null,
  downtime: null,
  checkDetails: null,
  checkRuns: null,
  snoozeHealthCheck: 'health-check',
  unsnoozeHealthCheck: 'health-check',
  comingUp: null,
  destinations: null,
  enableDestination: 'destination',
  createCronCheck: 'new-cron-check',
  updateCronCheck: 'cron-check',
  deleteCronCheck: 'cron-check',
  timeline: null,
  timelineHandover: null,
  // A bulk run's actions are recorded one by one as it runs them (create-app-service.ts).
  bulk: null,
  bulkProgress: null,
  acknowledge: 'monitor',
  setFocus: null,
  getSettings: null,
  updateSettings: 'settings',
}

/** What an action acted on, looked up before it runs (a deleted cron job's name is gone after). */
export interface ActionSubject {
  monitorId: number | null
  checkId: number | null
  checkType: string | null
  /** "Uptime of shop.example.com", "the cron job Nightly backup on shop.example.com". */
  name: string | null
  /** The word an answer about it must contain to name it (the job's, check's or monitor's name). */
  key: string | null
}

export interface SubjectLookups {
  snapshot: Snapshot | null
  monitorOfCheck: (checkId: number) => number | undefined
  monitorOfCronCheck: (cronCheckId: number) => number | undefined
  destinationName: (destinationId: number) => string | undefined
}

const NONE: ActionSubject = {
  monitorId: null,
  checkId: null,
  checkType: null,
  name: null,
  key: null,
}

const quoted = (text: string) => `'${text.replace(/\s+/g, ' ').trim()}'`

function monitorLabel(lookups: SubjectLookups, monitorId: number | undefined): string | null {
  if (monitorId === undefined) return null
  return lookups.snapshot?.monitors.find((m) => m.id === monitorId)?.label ?? null
}

function cronName(lookups: SubjectLookups, cronCheckId: number): ActionSubject {
  const monitorId = lookups.monitorOfCronCheck(cronCheckId)
  const job =
    monitorId === undefined
      ? undefined
      : lookups.snapshot?.cron?.[monitorId]?.find((c) => c.id === cronCheckId)
  const on = monitorLabel(lookups, monitorId)
  const name = job
    ? `the cron job ${quoted(job.name)}${on ? ` on ${on}` : ''}`
    : `cron job ${cronCheckId}`
  return {
    monitorId: monitorId ?? null,
    checkId: cronCheckId,
    checkType: 'cron',
    name,
    key: job?.name ?? null,
  }
}

/** What `args` of an action with `target` point at, with names where the app knows them. */
export function subjectOf(
  target: ActionTarget,
  args: readonly unknown[],
  lookups: SubjectLookups,
): ActionSubject {
  const [first, second] = args
  if (target === 'status-page') {
    const title = (first as { title?: unknown } | null)?.title
    return typeof title === 'string' ? { ...NONE, name: quoted(title), key: title } : NONE
  }
  if (target === 'settings' || typeof first !== 'number') return NONE
  switch (target) {
    case 'check': {
      const monitorId = lookups.monitorOfCheck(first)
      const monitor = lookups.snapshot?.monitors.find((m) => m.id === monitorId)
      const check = monitor?.checks.find((c) => c.id === first)
      return {
        monitorId: monitorId ?? null,
        checkId: first,
        checkType: check?.type ?? null,
        name:
          monitor && check
            ? `${quoted(check.label || check.type)} of ${monitor.label}`
            : `check ${first}`,
        key: check ? check.label || check.type : null,
      }
    }
    case 'cron-check':
      return cronName(lookups, first)
    case 'new-cron-check': {
      const jobName = (second as { name?: unknown } | null)?.name
      const on = monitorLabel(lookups, first)
      const job = typeof jobName === 'string' ? quoted(jobName) : 'a cron job'
      return {
        monitorId: first,
        checkId: null,
        checkType: 'cron',
        name: `${job}${on ? ` on ${on}` : ''}`,
        key: typeof jobName === 'string' ? jobName.trim() : null,
      }
    }
    case 'monitor': {
      const label = monitorLabel(lookups, first)
      return { ...NONE, monitorId: first, name: label ?? `monitor ${first}`, key: label }
    }
    case 'health-check': {
      const on = monitorLabel(lookups, first)
      return {
        ...NONE,
        monitorId: first,
        checkType: 'application_health',
        name: `a health check${on ? ` of ${on}` : ''}`,
        key: on,
      }
    }
    case 'destination': {
      const name = lookups.destinationName(first)
      return {
        ...NONE,
        name: name ? quoted(name) : `notification destination ${first}`,
        key: name ?? null,
      }
    }
  }
}

/** The verb of each action, for a failure's sentence ("could not snooze 'Uptime' of shop"). */
const VERBS: Record<string, string> = {
  snoozeCheck: 'snooze',
  unsnoozeCheck: 'unsnooze',
  rerunCheck: 're-run',
  snoozeCronCheck: 'snooze',
  unsnoozeCronCheck: 'unsnooze',
  startMaintenance: 'start maintenance on',
  stopMaintenance: 'stop maintenance on',
  scheduleMaintenance: 'schedule maintenance on',
  postStatusUpdate: 'post the status update',
  snoozeHealthCheck: 'snooze',
  unsnoozeHealthCheck: 'unsnooze',
  enableDestination: 'enable',
  createCronCheck: 'create',
  updateCronCheck: 'save',
  deleteCronCheck: 'delete',
  acknowledge: 'mark as seen the failures of',
  updateSettings: 'save the settings',
}

/** "snooze 'Uptime' of shop.example.com": what was asked, for a failure's sentence. */
export function actionWhat(
  operation: string,
  args: readonly unknown[],
  subject: ActionSubject,
): string {
  const verb =
    operation === 'setCheckEnabled' ? (args[1] === true ? 'enable' : 'disable') : VERBS[operation]
  return [verb ?? operation, subject.name].filter(Boolean).join(' ')
}

/**
 * The line an action that worked leaves in the timeline: its answer, which names what changed,
 * with the subject's name added when the answer does not carry it.
 */
export function actionDone(message: string, subject: ActionSubject): string {
  if (!subject.name || (subject.key !== null && message.includes(subject.key))) return message
  return `${message} (${subject.name})`
}
