// The AppService facade: the only door for the tray, IPC, the CLI and serve mode. It wires the
// request gate (budget, priorities, 429), the sweep scheduler, the snapshot store (diff, alert
// policy, offline cache), actions and detail queries, and the session (token in SecretStore).
import type { AppServiceApi, Credentials, SessionView } from '../../shared/app-service-api'
import type { Snapshot, SyncStatus } from '../../shared/model'
import { MIN_SWEEP_INTERVAL_SECONDS, type Settings } from '../../shared/settings'
import type { SettingsPatchResult, SettingsSource } from '../../shared/settings-patch'
import { AlertPolicy } from '../engine/alert-policy'
import { RequestBudget } from '../engine/budget'
import { DetailCache } from '../engine/detail-cache'
import { pagesFor, sweepIntervalMs } from '../engine/interval'
import { OfflineCache } from '../engine/offline-cache'
import { handoverMarkdown } from '../engine/timeline-handover'
import { TimelineLog } from '../engine/timeline-log'
import { createTimelineRecorder } from '../engine/timeline-recorder'
import { RequestGate } from '../engine/request-gate'
import type { Priority } from '../engine/priorities'
import { SweepScheduler } from '../engine/scheduler'
import { describeFailure, messageOf } from '../../shared/errors'
import { classifyFailure } from '../engine/failure-kind'
import type { Clock, FetchLike, KeyValueStore, Logger, SecretStore } from '../ports'
import { AccountRefresh } from './account-refresh'
import { createActions } from './actions'
import { createBulk } from './bulk'
import { NotSignedInError, type AppServiceContext } from './context'
import { CronDetails } from './cron-details'
import { createCronManagement } from './cron-management'
import { Destinations } from './destinations'
import { Radar } from './radar'
import { createDetails } from './details'
import { createCheckDetails } from './check-details'
import { ServiceEmitter } from './emitter'
import { IoTracker } from './io-tracker'
import { createApiClient, type ApiClient } from '../api'
import { createSessionFlow } from './session-flow'
import { normalizeBaseUrl } from '../../shared/base-url'
import { toAccount, toSessionView, type ActiveSession } from './session'
import { SnapshotStore } from './snapshot-store'
import { MaintenanceWatch, rereadMaintenance, watchedMonitors } from './maintenance-watch'
import { TeamZones } from './team-zones'
import { hasSpareRoom, hasWatchRoom } from './spare-budget'
import { runSweep } from './sweep'
import { buildSyncStatus, isStale } from './sync-status'

export interface AppServiceDeps {
  fetch: FetchLike
  clock: Clock
  secrets: SecretStore
  store: KeyValueStore
  logger: Logger
  settings: SettingsSource
  /** Uniform in [0, 1): backoff and wake-up jitter. Defaults to Math.random. */
  random?: () => number
  demo?: { start(): Promise<Credentials> }
  /** Per-request timeout of the API client. */
  timeoutMs?: number
  /**
   * False: signing in does not start sweeps nor read the account, so only the operations asked
   * for send requests (a CLI command that acts). Default true.
   */
  poll?: boolean
  /**
   * False: no slow rounds (expiry radar, destinations, cron round) next to the sweeps, for a
   * one-shot status. Default true.
   */
  slowRounds?: boolean
  /**
   * False: a stored token starts the sweeps without reading the account (`/api/me`) beside them,
   * for a one-shot status, whose report does not name it: one request and its round trip less.
   * Default true.
   */
  readAccount?: boolean
  /** A file the composer had to set aside at start (settings), for the sync line. */
  startupNotice?: string | null
  /** The system's timezone (tests inject one; Intl's otherwise). */
  systemZone?: () => string
}

export interface AppService extends AppServiceApi {
  start(): Promise<void>
  stop(): Promise<void>
  setOnline(online: boolean): void
  suspend(): void
  resume(): void
  /** Resolves when no request, keychain or disk I/O is pending (tests drive a fake clock). */
  idle(): Promise<void>
  /**
   * Reads the maintenance of the failing and warning monitors (and those in maintenance) now, at
   * most `limit` of them (failing first) and what the budget has room for now, and commits what changed: a
   * one-shot status that runs no watch. Answers how many were read.
   */
  readProblemMaintenance(limit: number): Promise<number>
}

/** The window's monitor is refreshed at most this often when focus moves to it. */
const FOCUS_REFRESH_MS = 10_000

export function createAppService(deps: AppServiceDeps): AppService {
  const { clock, logger } = deps
  const random = deps.random ?? Math.random
  const io = new IoTracker()
  const emitter = new ServiceEmitter(logger)
  const budget = new RequestBudget({ share: deps.settings.get().budgetShare })
  const trackedFetch: FetchLike = (input, init) => io.track(deps.fetch(input, init))
  const gate = new RequestGate({
    clock,
    budget,
    fetch: trackedFetch,
    onRateLimited: () => publishSync(),
    onRequest: () => publishSync(),
  })
  const offlineCache = new OfflineCache({ store: deps.store, clock, logger })
  const policy: AlertPolicy = new AlertPolicy({
    clock,
    getSettings: () => deps.settings.get(),
    remind: {
      store: deps.store,
      logger,
      snapshot: (): Snapshot | null => store.snapshot,
      emit: (alert) => emitter.emit({ type: 'alert', alert }),
    },
  })
  const reminders = policy.reminders!
  const store = new SnapshotStore({ clock, policy, offlineCache, emitter })
  const detailCache = new DetailCache(clock)
  const zones = new TeamZones({
    settings: () => deps.settings.get(),
    store: deps.store,
    logger,
    ...(deps.systemZone ? { systemZone: deps.systemZone } : {}),
  })
  const timelineLog = new TimelineLog({ store: deps.store, clock, logger })
  const timeline = createTimelineRecorder({
    log: timelineLog,
    clock,
    snapshot: () => store.snapshot,
    monitorOfCheck: (checkId) => store.findMonitorOfCheck(checkId)?.id,
    monitorOfCronCheck: (cronCheckId) => store.findMonitorOfCronCheck(cronCheckId),
    destinationName: (id) => destinations.view().destinations.find((d) => d.id === id)?.name,
    teamName: (id) => session?.account?.teams.find((t) => t.id === id)?.name,
    settings: () => deps.settings.get(),
  })
  emitter.subscribe((event) => timeline.onEvent(event))

  let session: ActiveSession | null = null
  let api: ApiClient | null = null
  let monitorCount = 0
  let focus: { monitorId: number; refreshedAt: number } | null = null
  let started = false
  let lastSyncJson = ''

  const ctx: AppServiceContext = {
    clock,
    random,
    logger,
    gate,
    cache: detailCache,
    store,
    api: () => {
      if (!api) throw new NotSignedInError()
      return api
    },
    reportFailure: (error) => {
      if (classifyFailure(error) === 'auth' && session) {
        scheduler.authNeeded('The service refused the API token. Sign in with a new token.')
      }
    },
    spareRoom: () => hasSpareRoom(spareState()),
    watchRoom: () => hasWatchRoom(spareState()),
    zones,
    perMinute: () => budget.perMinute,
    sweepPerMinute: () => pagesFor(monitorCount) / (intervalMs() / 60_000),
  }
  const maintenanceWatch = new MaintenanceWatch(ctx)
  function spareState() {
    return {
      now: clock.now(),
      budget,
      gate,
      polling: scheduler.polling,
      sweeping: scheduler.sweeping,
      nextSweepAt: scheduler.snapshot.nextSweepAt,
      pages: pagesFor(monitorCount),
    }
  }
  const cron = new CronDetails(ctx)
  const radar = new Radar(ctx, () => publishSync())
  const destinations = new Destinations(ctx, () => publishSync())
  const spareRounds = [radar.round, destinations.round]
  // The first good sweep of a session nudges the spare rounds, so their first reads need not
  // wait a whole round (they still run only on spare budget).
  let nudgeAfterSweep = false
  const intervalMs = () =>
    sweepIntervalMs({
      userIntervalSeconds: deps.settings.get().sweepIntervalSeconds,
      monitorCount,
      perMinute: budget.perMinute,
    })
  // Re-read on every reconnect and every few hours (a one-shot status names no account).
  const readsAccount = deps.poll !== false && deps.readAccount !== false
  const account = new AccountRefresh({ clock, read: loadAccountQuietly })
  const scheduler = new SweepScheduler({
    clock,
    random,
    gate,
    intervalMs,
    sweep: async (signal) => {
      const result = await runSweep(ctx, cron, signal)
      if (result) {
        monitorCount = result.monitorCount
        radar.learnThresholds(result.thresholds)
      }
    },
    onChange: (state) => {
      publishSync()
      if (readsAccount) account.onPhase(state.phase)
      // Once the sweep is done and the next one is scheduled (spare room is judged against it).
      if (nudgeAfterSweep && state.phase === 'ok' && state.nextSweepAt !== null) {
        nudgeAfterSweep = false
        for (const round of spareRounds) round.nudge()
      }
    },
  })
  const track = (work: Promise<unknown>): void => {
    work.catch((error: unknown) =>
      logger.warn('Background work failed', { error: describeFailure(error) }),
    )
  }
  const created = createActions(ctx, cron, track)
  const { actions } = created
  const { refreshMonitor } = created
  const bulk = createBulk({
    actions: (gather) => timeline.wrapActions(created.gathering(gather)),
    refresh: created.refreshMonitors,
    snapshot: () => store.snapshot,
    now: () => clock.now(),
  })
  const details = createDetails(ctx, cron)
  const checkDetails = createCheckDetails(ctx)
  const cronManagement = createCronManagement(ctx, cron, track)

  function syncStatus(): SyncStatus {
    const now = clock.now()
    const state = scheduler.snapshot
    return buildSyncStatus({
      scheduler: state,
      signedIn: session !== null,
      stale: isStale({
        snapshot: store.snapshot,
        fromCache: store.fromCache,
        now,
        intervalMs: intervalMs(),
        scheduler: state,
      }),
      rateLimitedUntil: gate.rateLimitedUntil,
      budgetUsed: budget.usedShare(now),
      notice:
        [deps.startupNotice, offlineCache.notice, timelineLog.notice].filter(Boolean).join(' ') ||
        null,
      warnings: destinations.warnings(),
    })
  }

  function publishSync(): void {
    const status = syncStatus()
    const json = JSON.stringify(status)
    if (json === lastSyncJson) return
    lastSyncJson = json
    emitter.emit({ type: 'sync', status })
  }

  function publishSession(): void {
    emitter.emit({ type: 'session', session: toSessionView(session) })
  }

  /** Starts polling for `next` (a token that /api/me accepted or one read from the keychain). */
  function connect(next: ActiveSession): void {
    const previous = session
    session = next
    api = createApiClient({
      baseUrl: next.baseUrl,
      token: next.token,
      fetch: gate.fetch,
      clock,
      ...(deps.timeoutMs !== undefined ? { timeoutMs: deps.timeoutMs } : {}),
    })
    // Another identity (address or token) than the one whose snapshot is shown or cached: its
    // snapshot must not be shown nor diffed against ("while you were away").
    const otherSession =
      previous !== null && (previous.baseUrl !== next.baseUrl || previous.token !== next.token)
    const cachedOwner = offlineCache.owner
    const otherCache = store.fromCache && cachedOwner !== null && cachedOwner !== next.baseUrl
    if (otherSession || otherCache) forgetAccount()
    offlineCache.setOwner(next.baseUrl)
    detailCache.clear()
    if (next.account) account.noteRead()
    else account.forget()
    if (started && deps.poll !== false) {
      scheduler.start()
      if (deps.slowRounds !== false) {
        cron.startRound(clock)
        maintenanceWatch.start(clock)
        for (const round of spareRounds) round.start(clock)
        nudgeAfterSweep = true
      }
    }
    publishSession()
    publishSync()
  }

  /** Drops everything known about the account: the picture, details, reminders and history. */
  function forgetAccount(): void {
    store.reset()
    cron.forget()
    maintenanceWatch.forget()
    track(io.track(zones.clear()))
    radar.forget()
    destinations.forget()
    reminders.clear()
    track(io.track(offlineCache.clear()))
    track(io.track(timelineLog.clear()))
  }

  function disconnect(message: string): void {
    session = null
    api = null
    scheduler.stop('auth-needed', message)
    cron.stopRound()
    maintenanceWatch.stop()
    for (const round of spareRounds) round.stop()
    gate.cancelQueued(message)
    detailCache.clear()
    // Signed out: the next start must not show this account's monitors.
    forgetAccount()
    publishSession()
    publishSync()
  }

  /** Reads /api/me for the current session; true when the account was read. */
  async function loadAccountQuietly(priority: Priority): Promise<boolean> {
    const current = session
    if (!current || !api) return false
    const client = api
    try {
      const me = await gate.run(priority, () => client.me())
      if (session !== current) return false
      session = { ...current, account: toAccount(me, current.baseUrl) }
      publishSession()
      return true
    } catch (error) {
      ctx.reportFailure(error)
      logger.warn('Could not read the account', { error: describeFailure(error) })
      return false
    }
  }

  const sessions = createSessionFlow({
    secrets: deps.secrets,
    settings: deps.settings,
    demo: deps.demo,
    fetch: trackedFetch,
    clock,
    logger,
    io,
    emitter,
    timeoutMs: deps.timeoutMs,
    rateLimit: {
      until: () => gate.rateLimitedUntil,
      block: (until) => {
        gate.blockUntil(until)
        publishSync()
      },
    },
    current: () => session,
    connect,
    disconnect,
  })
  const { readToken } = sessions

  function applySettings(settings: Settings): void {
    budget.setShare(settings.budgetShare)
    scheduler.retime()
    reminders.reschedule()
    publishSync()
  }

  // Every action of the operation table is recorded in the timeline, wherever it comes from.
  return timeline.wrapActions({
    async start() {
      if (started) return
      started = true
      const cached = await io.track(offlineCache.load())
      await io.track(timelineLog.load())
      await io.track(reminders.load())
      await io.track(zones.load())
      const baseUrl = normalizeBaseUrl(deps.settings.get().baseUrl)
      if (cached && cached.owner !== null && cached.owner !== baseUrl) {
        // Fetched from another service address: not this account's picture.
        await io.track(offlineCache.clear())
        await io.track(timelineLog.clear())
      } else if (cached) {
        store.loadCached(cached.snapshot)
        monitorCount = cached.snapshot.monitors.length
      }
      publishSync()
      let token: string | null = null
      try {
        token = await io.track(readToken(baseUrl))
      } catch (error) {
        logger.warn('Could not read the token from the keychain', { error: describeFailure(error) })
      }
      if (token) {
        connect({ baseUrl, token, demo: false, account: null })
        if (readsAccount) track(account.readNow())
      } else {
        publishSync()
      }
    },

    async stop() {
      started = false
      scheduler.stop()
      cron.stopRound()
      maintenanceWatch.stop()
      for (const round of spareRounds) round.stop()
      gate.cancelQueued('The app is shutting down.')
      await io.track(offlineCache.flush())
      await io.track(timelineLog.flush())
      await io.track(zones.flush())
      reminders.stop()
      await io.track(reminders.flush())
    },

    setOnline: (online) => scheduler.setOnline(online),
    suspend: () => {
      scheduler.suspend()
      // The machine may not wake up again: put the last picture on disk now.
      track(io.track(offlineCache.flush()))
      track(io.track(timelineLog.flush()))
    },
    resume: () => scheduler.resume(),
    idle: () => io.idle(() => gate.inFlight === 0),
    async readProblemMaintenance(limit) {
      const snapshot = store.snapshot
      if (!snapshot || !api) return 0
      // Only what this minute's budget has room for now (one slot for the status pages, one
      // kept): a one-shot command must not wait for budget.
      const room = Math.min(limit, budget.remaining(clock.now()) - 2)
      const ids = watchedMonitors(snapshot, clock.now())
        .slice(0, Math.max(0, room))
        .map((m) => m.id)
      await rereadMaintenance(ctx, ids)
      return ids.length
    },

    getSnapshot: () => store.snapshot,
    getSyncStatus: syncStatus,
    getSession: (): SessionView => toSessionView(session),
    subscribe: (listener) => emitter.subscribe(listener),

    testCredentials: sessions.testCredentials,
    signIn: sessions.signIn,
    signOut: sessions.signOut,
    startDemo: sessions.startDemo,

    async refreshNow() {
      if (!session) return { ok: false, message: 'Sign in first.' }
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

    ...actions,
    ...details,
    ...checkDetails,
    ...cronManagement,

    comingUp: async () => radar.view(),
    teamZones: async () => zones.view(session?.account?.teams ?? []),
    destinations: async () => {
      const rounds = deps.poll !== false && deps.slowRounds !== false
      if (destinations.empty && session && rounds) destinations.round.nudge()
      return destinations.view()
    },
    enableDestination: async (destinationId) => {
      const result = await destinations.enable(destinationId)
      publishSync()
      return result
    },

    timeline: async (query) => timelineLog.query(query),
    async timelineHandover(since, until) {
      const from = Date.parse(since)
      const to = Date.parse(until)
      const events = timelineLog.query({ since, until }).events.slice().reverse()
      return handoverMarkdown(events, store.snapshot, { since: from, until: to, now: clock.now() })
    },

    bulk: (request) => bulk.run(request),
    bulkProgress: () => bulk.progress(),

    async acknowledge(monitorId) {
      const count = reminders.acknowledge(monitorId)
      const label = store.snapshot?.monitors.find((m) => m.id === monitorId)?.label ?? 'the monitor'
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
      if (!api || !store.snapshot || store.fromCache) return
      track(refreshMonitor(monitorId, 'focus'))
    },

    getSettings: () => deps.settings.get(),

    async updateSettings(patch) {
      let result: SettingsPatchResult
      try {
        result = await io.track(deps.settings.update(patch))
      } catch (error) {
        // The reason only: the layer that shows it says what failed ("Save settings failed: ...").
        return { ok: false, message: messageOf(error) }
      }
      if (!result.ok) return { ok: false, message: result.message }
      const { settings } = result
      const urlChanged =
        patch.baseUrl !== undefined && normalizeBaseUrl(patch.baseUrl) !== session?.baseUrl
      applySettings(settings)
      emitter.emit({ type: 'settings', settings })
      if (urlChanged && started && !session?.demo) {
        const baseUrl = normalizeBaseUrl(settings.baseUrl)
        const token = await io.track(readToken(baseUrl)).catch(() => null)
        if (token) connect({ baseUrl, token, demo: false, account: null })
        else disconnect(`Sign in to ${baseUrl} with an API token.`)
      }
      const seconds = Math.max(MIN_SWEEP_INTERVAL_SECONDS, settings.sweepIntervalSeconds)
      return { ok: true, message: `Settings saved. Sweeping every ${seconds} s at most.` }
    },
  })
}
