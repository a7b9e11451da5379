// What goes into the timeline: the AppService's own events (changes with the alert policy's
// verdict, notifications, sync problems as one row per episode) and every action it performs,
// recorded in one place (wrapActions, over the operations timeline-actions.ts names) with its
// result and the names of what it acted on.
import type { ActionResult, AppServiceEvent } from '../../shared/app-service-api'
import type { Snapshot, SyncStatus } from '../../shared/model'
import type { Settings } from '../../shared/settings'
import type { TimelineEvent } from '../../shared/timeline'
import type { Clock } from '../ports'
import {
  episodeEnd,
  episodeStart,
  fromAction,
  fromAlert,
  fromDecision,
  isOpenEpisode,
  SYNC_PROBLEMS,
} from './timeline'
import {
  ACTION_TARGETS,
  actionDone,
  actionWhat,
  actionSubject,
  type SubjectLookups,
} from './timeline-actions'
import type { TimelineLog } from './timeline-log'
import { settingsChanges } from './timeline-settings'

export interface TimelineRecorderDeps {
  log: TimelineLog
  clock: Clock
  snapshot: () => Snapshot | null
  monitorOfCheck: (checkId: number) => number | undefined
  monitorOfCronCheck: (cronCheckId: number) => number | undefined
  /** A notification destination's name, when the app has read it. */
  destinationName?: (destinationId: number) => string | undefined
  /** A team's name, for a team rule's sentence. */
  teamName?: (teamId: number) => string | undefined
  /** The settings as they are now (read before and after a change). */
  settings?: () => Settings
}

type AnyFn = (...args: never[]) => unknown

const isActionResult = (value: unknown): value is ActionResult =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ActionResult).ok === 'boolean' &&
  typeof (value as ActionResult).message === 'string'

export function createTimelineRecorder(deps: TimelineRecorderDeps) {
  /** Sync problems count once polling ran: before it, "sign in to start" is no problem. */
  let polling = false
  /** The sync problem under way, its row in the log; undefined until the log was looked at. */
  let episode: TimelineEvent | null | undefined
  const nowIso = () => new Date(deps.clock.now()).toISOString()

  const lookups = (): SubjectLookups => ({
    snapshot: deps.snapshot(),
    monitorOfCheck: deps.monitorOfCheck,
    monitorOfCronCheck: deps.monitorOfCronCheck,
    destinationName: deps.destinationName ?? (() => undefined),
    ...(deps.teamName ? { teamName: deps.teamName } : {}),
  })

  function onSync(status: SyncStatus): void {
    const { state } = status
    if (state === 'syncing' || state === 'ok') polling = true
    if (!polling) return
    // An episode the app was in when it stopped goes on (or ends) now.
    if (episode === undefined) {
      const last = deps.log.findLast((e) => e.kind === 'sync')
      episode = last && isOpenEpisode(last) ? last : null
    }
    const at = nowIso()
    if (SYNC_PROBLEMS.has(state)) {
      if (episode?.type === state) return
      if (episode) deps.log.update(episodeEnd(episode, at))
      episode = deps.log.record(episodeStart(status, at))[0] ?? null
    } else if (state === 'ok' && episode) {
      deps.log.update(episodeEnd(episode, at))
      episode = null
    }
  }

  function recordSettings(before: Settings, result: ActionResult): void {
    if (!deps.settings || !result.ok) return
    const snapshot = deps.snapshot()
    const names = {
      monitor: (id: number) => snapshot?.monitors.find((m) => m.id === id)?.label,
      team: (id: number) => deps.teamName?.(id),
    }
    const at = nowIso()
    const changes = settingsChanges(before, deps.settings(), names)
    deps.log.record(
      changes.map((change) =>
        fromAction({
          at,
          operation: 'updateSettings',
          monitorId: change.monitorId,
          checkId: null,
          checkType: null,
          ok: true,
          what: 'save the settings',
          message: change.text,
          snapshot,
        }),
      ),
    )
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
        onSync(event.status)
      }
    },

    /**
     * `target` with every action of the operation table (timeline-actions.ts) recorded once it
     * answers; its other members as they are. What an action acts on is named before it runs.
     */
    wrapActions<T extends object>(target: T): T {
      const wrapped: Record<string, unknown> = { ...(target as Record<string, unknown>) }
      for (const [operation, member] of Object.entries(target as Record<string, unknown>)) {
        const kind = ACTION_TARGETS[operation]
        if (!kind || typeof member !== 'function') continue
        const action = member as AnyFn
        wrapped[operation] = async (...args: never[]) => {
          const subject = actionSubject(kind, args, lookups())
          const before = kind === 'settings' ? deps.settings?.() : undefined
          const result = await action(...args)
          if (!isActionResult(result)) return result
          if (before !== undefined) {
            recordSettings(before, result)
            if (result.ok) return result
          }
          deps.log.record(
            fromAction({
              at: nowIso(),
              operation,
              monitorId: subject.monitorId,
              checkId: subject.checkId,
              checkType: subject.checkType,
              ok: result.ok,
              what: actionWhat(operation, args, subject),
              message: result.ok ? actionDone(result.message, subject) : result.message,
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
