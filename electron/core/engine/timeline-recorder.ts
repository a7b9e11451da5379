// What goes into the timeline: the AppService's own events (changes with the alert policy's
// verdict, notifications, sync problems) and every action it performs, with its result.
import type { ActionResult, AppServiceEvent } from '../../shared/app-service-api'
import type { Snapshot, SyncState } from '../../shared/model'
import type { Clock } from '../ports'
import { fromAction, fromAlert, fromDecision, fromSync } from './timeline'
import type { TimelineLog } from './timeline-log'

export interface TimelineRecorderDeps {
  log: TimelineLog
  clock: Clock
  snapshot: () => Snapshot | null
  monitorOfCheck: (checkId: number) => number | undefined
  monitorOfCronCheck: (cronCheckId: number) => number | undefined
}

/** Actions whose first argument is a check id, a cron check id or a monitor id. */
const CHECK_ACTIONS = new Set(['snoozeCheck', 'unsnoozeCheck', 'rerunCheck', 'setCheckEnabled'])
const CRON_ACTIONS = new Set(['snoozeCronCheck', 'unsnoozeCronCheck'])
const MONITOR_ACTIONS = new Set(['startMaintenance', 'stopMaintenance', 'scheduleMaintenance'])

type ActionFn = (...args: never[]) => Promise<ActionResult>

export function createTimelineRecorder(deps: TimelineRecorderDeps) {
  let lastSync: SyncState | null = null
  /** Sync problems count once polling ran: before it, "sign in to start" is no problem. */
  let polling = false
  const nowIso = () => new Date(deps.clock.now()).toISOString()

  function subjectOf(
    operation: string,
    first: unknown,
  ): { monitorId: number | null; checkId: number | null } {
    if (typeof first !== 'number') return { monitorId: null, checkId: null }
    if (CHECK_ACTIONS.has(operation)) {
      return { monitorId: deps.monitorOfCheck(first) ?? null, checkId: first }
    }
    if (CRON_ACTIONS.has(operation)) {
      return { monitorId: deps.monitorOfCronCheck(first) ?? null, checkId: first }
    }
    if (MONITOR_ACTIONS.has(operation)) return { monitorId: first, checkId: null }
    return { monitorId: null, checkId: null }
  }

  return {
    onEvent(event: AppServiceEvent): void {
      if (event.type === 'decisions') {
        const snapshot = deps.snapshot()
        const at = nowIso()
        deps.log.record(event.decisions.map((d) => fromDecision(d, snapshot, at)))
      } else if (event.type === 'alert') {
        deps.log.record(fromAlert(event.alert, nowIso(), deps.snapshot()))
      } else if (event.type === 'sync') {
        const { state } = event.status
        if (state === 'syncing' || state === 'ok') polling = true
        const added = polling ? fromSync(lastSync, event.status, nowIso()) : null
        lastSync = state
        if (added) deps.log.record(added)
      }
    },

    /** The same actions, each recorded with its result once it answers. */
    wrapActions<T extends Record<string, ActionFn>>(actions: T): T {
      const wrapped: Record<string, ActionFn> = {}
      for (const [operation, action] of Object.entries(actions)) {
        wrapped[operation] = async (...args: never[]) => {
          const result = await action(...args)
          deps.log.record(
            fromAction({
              at: nowIso(),
              operation,
              ...subjectOf(operation, args[0]),
              ok: result.ok,
              message: result.message,
              snapshot: deps.snapshot(),
            }),
          )
          return result
        }
      }
      return wrapped as T
    },
  }
}
