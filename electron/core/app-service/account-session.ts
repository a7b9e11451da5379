// One account's session: the connection to one service address (its token, API client and
// engine), its picture, caches and background reads, and its sync status. The AppService holds
// sessions by account (sessions.ts), all running at once; a session knows nothing of
// the others, so several can live side by side.
import type { AccountRef } from '../../shared/accounts'
import type { SessionView } from '../../shared/app-service-api'
import { accountOfBaseUrl } from '../../shared/settings-accounts'
import type { Snapshot, SyncStatus } from '../../shared/model'
import type { Settings } from '../../shared/settings'
import { describeFailure } from '../../shared/errors'
import { createApiClient, type ApiClient } from '../api'
import type { Priority } from '../engine/priorities'
import { ServiceEmitter } from './emitter'
import { toAccount, toSessionView, type ActiveSession } from './session'
import { createSessionEngine, type SessionDeps, type SessionEngine } from './session-engine'
import { createSessionOperations, type SessionOperations } from './session-operations'
import { createSessionSync } from './session-sync'

/**
 * Why a session closes: another session takes its place (none given), or its account was
 * `removed` while others stay.
 */
export type CloseReason = 'removed'

export interface AccountSession {
  /** The watched account: its id keys the session among the others. */
  readonly ref: AccountRef
  /** The service address this session polls. */
  readonly baseUrl: string
  readonly engine: SessionEngine
  readonly operations: SessionOperations
  /** Who is connected (the token stays here); null while signed out. */
  current(): ActiveSession | null
  view(): SessionView
  snapshot(): Snapshot | null
  syncStatus(): SyncStatus
  publishSync(): void
  /** Loads what was kept on disk; false when the cached picture was another service's. */
  load(): Promise<boolean>
  /** Polls with `next` (a token /api/me accepted, or one read from the keychain). */
  connect(next: ActiveSession): void
  /** Reads the account now (beside the first sweep after start). */
  readAccount(): void
  /** Stops polling and forgets the account: signed out, the token refused or gone. */
  disconnect(message: string): void
  /**
   * Drops everything known about the account: the picture, details, reminders and history. A
   * `removed` account leaves the app's timeline to the caller, which drops its slot's part.
   */
  forget(why?: CloseReason): void
  /**
   * Another account's session takes its place, or its account was `removed` while others stay:
   * it stops, forgets what it held (a connection or a cached picture) and tells the app nothing
   * more.
   */
  close(why?: CloseReason): void
  /** Stops polling and the background reads and puts what is kept on disk. */
  stop(): Promise<void>
  suspend(): void
  resume(): void
  setOnline(online: boolean): void
  applySettings(settings: Settings): void
}

export function createAccountSession(
  deps: SessionDeps,
  watched: AccountRef | string,
): AccountSession {
  const ref = typeof watched === 'string' ? accountOfBaseUrl(watched) : watched
  const { baseUrl } = ref
  const { clock, logger, io, track } = deps
  let active: ActiveSession | null = null
  let api: ApiClient | null = null
  // The session's own events reach the app's listeners until it is closed (a late answer to a
  // closed session's request must not show its account again).
  let closed = false
  const emitter = new ServiceEmitter(logger)
  emitter.subscribe((event) => {
    if (!closed) deps.emitter.emit(event)
  })
  const sync = createSessionSync(
    deps,
    () => engine,
    () => active !== null,
    emitter,
  )
  const syncStatus = sync.status
  const publishSync = sync.publish
  const engine = createSessionEngine(
    { ...deps, emitter },
    {
      api: () => api,
      signedIn: () => active !== null,
      readAccount: loadAccountQuietly,
      publishSync,
    },
  )
  const { snapshots, offlineCache, scheduler, gate, rounds, account, reminders, zones } = engine

  const publishSession = () => emitter.emit({ type: 'session', session: toSessionView(active) })

  async function loadAccountQuietly(priority: Priority): Promise<boolean> {
    const current = active
    if (!current || !api) return false
    const client = api
    try {
      const me = await gate.run(priority, () => client.me())
      if (active !== current) return false
      active = { ...current, account: toAccount(me, current.baseUrl) }
      publishSession()
      return true
    } catch (error) {
      engine.ctx.reportFailure(error)
      logger.warn('Could not read the account', { error: describeFailure(error) })
      return false
    }
  }

  function forget(why?: CloseReason): void {
    snapshots.reset()
    engine.cron.forget()
    engine.watch.forget()
    track(io(zones.clear()))
    engine.radar.forget()
    engine.destinations.forget()
    reminders.clear()
    track(io(offlineCache.clear()))
    // The app's own record of the account (the timeline) goes too, but a removed account's part
    // of it is dropped by the caller (the other accounts' stays).
    if (why !== 'removed') deps.onForget()
  }

  function stopPolling(message?: string): void {
    if (message === undefined) scheduler.stop()
    else scheduler.stop('auth-needed', message)
    rounds.stop()
  }

  const session: AccountSession = {
    ref,
    baseUrl,
    engine,
    operations: createSessionOperations({
      deps,
      engine,
      current: () => active,
      syncStatus,
      publishSync,
    }),
    current: () => active,
    view: () => toSessionView(active),
    snapshot: () => snapshots.snapshot,
    syncStatus,
    publishSync,
    forget,

    async load() {
      const cached = await io(offlineCache.load())
      await io(reminders.load())
      await io(zones.load())
      if (cached && cached.owner !== null && cached.owner !== baseUrl) {
        // Fetched from another service address: not this account's picture.
        await io(offlineCache.clear())
        return false
      }
      if (cached) {
        snapshots.loadCached(cached.snapshot)
        engine.countMonitors(cached.snapshot.monitors.length)
      }
      return true
    },

    connect(next) {
      const previous = active
      active = next
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
      const otherCache = snapshots.fromCache && cachedOwner !== null && cachedOwner !== next.baseUrl
      if (otherSession || otherCache) forget()
      offlineCache.setOwner(next.baseUrl)
      engine.ctx.cache.clear()
      if (next.account) account.noteRead()
      else account.forget()
      if (deps.running() && deps.poll) {
        scheduler.start()
        if (deps.slowRounds) rounds.start(clock)
      }
      publishSession()
      publishSync()
    },

    readAccount() {
      if (deps.readAccount) track(account.readNow())
    },

    disconnect(message) {
      active = null
      api = null
      stopPolling(message)
      gate.cancelQueued(message)
      engine.ctx.cache.clear()
      // Signed out: the next start must not show this account's monitors.
      forget()
      publishSession()
      publishSync()
    },

    close(why) {
      const holds = active !== null || (snapshots.fromCache && offlineCache.owner !== null)
      active = null
      api = null
      stopPolling()
      gate.cancelQueued('Another account was opened.')
      reminders.stop()
      if (holds) forget(why)
      closed = true
    },

    async stop() {
      stopPolling()
      gate.cancelQueued('The app is shutting down.')
      await io(offlineCache.flush())
      await io(zones.flush())
      reminders.stop()
      await io(reminders.flush())
    },

    suspend() {
      scheduler.suspend()
      // The machine may not wake up again: put the last picture on disk now.
      track(io(offlineCache.flush()))
    },
    resume: () => scheduler.resume(),
    setOnline: (online) => scheduler.setOnline(online),

    applySettings(settings) {
      engine.budget.setShare(settings.budgetShare)
      scheduler.retime()
      reminders.reschedule()
      publishSync()
    },
  }
  return session
}
