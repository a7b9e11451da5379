// The operations one session answers: its picture and sync status, actions, details, cron
// management, bulk runs, the slow rounds' views, reminders and the window's focus. The AppService
// forwards them to the active session.
import type { AppServiceApi } from '../../shared/app-service-api'
import type { SyncStatus } from '../../shared/model'
import { createActions } from './actions'
import { createBulk } from './bulk'
import { createCheckDetails } from './check-details'
import { createCronManagement } from './cron-management'
import { createDestinationManagement } from './destination-management'
import { createMonitorManagement } from './monitor-management'
import { createTagManagement } from './tag-management'
import { createDetails } from './details'
import { createDowntimeManagement } from './downtime-management'
import { createRunHistory } from './run-history'
import { createCrawledUrls } from './crawled-urls'
import { createMaintenanceManagement } from './maintenance-management'
import { createManagedTeams } from './managed-teams'
import { rereadMaintenance, watchedMonitors } from './maintenance-watch'
import { toSessionView, type ActiveSession } from './session'
import { createStatusPageManagement } from './status-page-management'
import type { SessionDeps, SessionEngine } from './session-engine'

type Answered =
  | 'getSnapshot'
  | 'getSyncStatus'
  | 'getSession'
  | 'refreshNow'
  | 'comingUp'
  | 'teamZones'
  | 'destinations'
  | 'enableDestination'
  | 'bulk'
  | 'bulkProgress'
  | 'acknowledge'
  | 'setFocus'

type Created = ReturnType<typeof createDetails> &
  ReturnType<typeof createDowntimeManagement> &
  ReturnType<typeof createRunHistory> &
  ReturnType<typeof createCrawledUrls> &
  ReturnType<typeof createCheckDetails> &
  ReturnType<typeof createCronManagement> &
  ReturnType<typeof createTagManagement> &
  ReturnType<typeof createMonitorManagement> &
  ReturnType<typeof createMaintenanceManagement> &
  ReturnType<typeof createManagedTeams> &
  ReturnType<typeof createStatusPageManagement> &
  ReturnType<typeof createDestinationManagement> &
  ReturnType<typeof createActions>['actions']

export type SessionOperations = Pick<AppServiceApi, Answered> &
  Created & {
    /**
     * Reads the maintenance of the failing and warning monitors (and those in maintenance) now,
     * at most `limit` of them (failing first) and what the budget has room for now, and commits
     * what changed: a one-shot status that runs no watch. Answers how many were read.
     */
    readProblemMaintenance(limit: number): Promise<number>
  }

/** The window's monitor is refreshed at most this often when focus moves to it. */
const FOCUS_REFRESH_MS = 10_000

export function createSessionOperations(input: {
  deps: SessionDeps
  engine: SessionEngine
  current(): ActiveSession | null
  syncStatus(): SyncStatus
  publishSync(): void
}): SessionOperations {
  const { deps, engine, current, syncStatus } = input
  const { ctx, cron, snapshots, scheduler, destinations, reminders } = engine
  const { clock, track } = deps
  let focus: { monitorId: number; refreshedAt: number } | null = null
  const created = createActions(ctx, cron, track)
  const bulk = createBulk({
    actions: (gather) => deps.recordActions(created.gathering(gather)),
    refresh: created.refreshMonitors,
    snapshot: () => snapshots.snapshot,
    now: () => clock.now(),
  })

  return {
    ...created.actions,
    ...createDetails(ctx, cron),
    ...createCheckDetails(ctx),
    ...createCronManagement(ctx, cron, track),
    ...createTagManagement(ctx, created.refreshMonitors),
    ...createMonitorManagement(ctx, {
      refreshMonitor: (monitorId) => created.refreshMonitor(monitorId, 'action'),
      sweepNow: () => scheduler.sweepNow(),
      track,
    }),
    ...createMaintenanceManagement(ctx, track),
    ...createDowntimeManagement(ctx),
    ...createRunHistory(ctx),
    ...createCrawledUrls(ctx),
    ...createManagedTeams(ctx, {
      account: () => current()?.account ?? null,
      teamsChanged: () => track(engine.account.readNow('action')),
    }),
    ...createStatusPageManagement(ctx, track),
    ...createDestinationManagement(ctx, destinations, () => input.publishSync()),

    getSnapshot: () => snapshots.snapshot,
    getSyncStatus: syncStatus,
    getSession: () => toSessionView(current()),

    async refreshNow() {
      if (!current()) return { ok: false, message: 'Sign in first.' }
      const status = syncStatus()
      if (status.state === 'auth-needed')
        return { ok: false, message: status.message ?? 'Sign in again.' }
      if (status.rateLimitedUntil)
        return {
          ok: false,
          message: `The service asked us to wait until ${status.rateLimitedUntil}.`,
        }
      if (status.state === 'offline') return { ok: false, message: 'You are offline.' }
      scheduler.sweepNow()
      return { ok: true, message: 'Refreshing.' }
    },

    async readProblemMaintenance(limit) {
      const snapshot = snapshots.snapshot
      if (!snapshot || !current()) return 0
      // Only what this minute's budget has room for now (one slot for the status pages, one
      // kept): a one-shot command must not wait for budget.
      const room = Math.min(limit, engine.budget.remaining(clock.now()) - 2)
      const ids = watchedMonitors(snapshot, clock.now())
        .slice(0, Math.max(0, room))
        .map((m) => m.id)
      await rereadMaintenance(ctx, ids)
      return ids.length
    },

    comingUp: async () => engine.radar.view(),
    teamZones: async () => engine.zones.view(current()?.account?.teams ?? []),
    destinations: async () => {
      const rounds = deps.poll && deps.slowRounds
      if (destinations.empty && current() && rounds) destinations.round.nudge()
      return destinations.view()
    },
    enableDestination: async (destinationId) => {
      const result = await destinations.enable(destinationId)
      input.publishSync()
      return result
    },

    bulk: (request) => bulk.run(request),
    bulkProgress: () => bulk.progress(),

    async acknowledge(monitorId) {
      const count = reminders.acknowledge(monitorId)
      const label =
        snapshots.snapshot?.monitors.find((m) => m.id === monitorId)?.label ?? 'the monitor'
      if (count === 0) return { ok: true, message: `Seen: no reminder was open for ${label}.` }
      return { ok: true, message: `Seen: reminders for ${label} stopped.` }
    },

    setFocus(monitorId) {
      if (monitorId === null) {
        focus = null
        return
      }
      const now = clock.now()
      if (focus?.monitorId === monitorId && now - focus.refreshedAt < FOCUS_REFRESH_MS) return
      focus = { monitorId, refreshedAt: now }
      // Until the first sweep replaces the cached picture, that sweep is the refresh: a single
      // monitor refreshed earlier would alert outside the "while you were away" summary.
      if (!current() || !snapshots.snapshot || snapshots.fromCache) return
      track(created.refreshMonitor(monitorId, 'focus'))
    },
  }
}
