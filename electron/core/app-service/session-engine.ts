// One account's engine, built once per session: its request gate and budget (the service meters
// each token), the sweep scheduler, the snapshot store with its alert policy and offline cache,
// the detail cache, team zones and the background reads. The session (account-session.ts)
// drives its life; this file only wires the parts to each other.
import type { Snapshot } from '../../shared/model'
import type { SettingsSource } from '../../shared/settings-patch'
import type { SyncNotice } from '../../shared/sync-notice'
import type { ApiClient } from '../api'
import { AlertPolicy } from '../engine/alert-policy'
import { RequestBudget } from '../engine/budget'
import { DetailCache } from '../engine/detail-cache'
import { classifyFailure } from '../engine/failure-kind'
import { pagesFor, sweepIntervalMs } from '../engine/interval'
import { OfflineCache } from '../engine/offline-cache'
import type { Priority } from '../engine/priorities'
import { RequestGate } from '../engine/request-gate'
import { SweepScheduler } from '../engine/scheduler'
import type { Clock, FetchLike, KeyValueStore, Logger } from '../ports'
import { AccountRefresh } from './account-refresh'
import { NotSignedInError, type AppServiceContext } from './context'
import { CronDetails } from './cron-details'
import { Destinations } from './destinations-round'
import type { ServiceEmitter } from './emitter'
import { MaintenanceWatch } from './maintenance-watch'
import { Radar } from './radar-round'
import { BackgroundRounds } from './session-rounds'
import { SnapshotStore } from './snapshot-store'
import { hasSpareRoom, hasWatchRoom } from './spare-budget'
import { runSweep } from './sweep'
import { TeamZones } from './team-zones'

/** What every session is built from: the app's ports, its events and what it keeps beside them. */
export interface SessionDeps {
  /** The app's fetch (its I/O counted for idle()). */
  fetch: FetchLike
  clock: Clock
  random: () => number
  logger: Logger
  store: KeyValueStore
  settings: SettingsSource
  emitter: ServiceEmitter
  timeoutMs?: number
  /** Signing in starts sweeps (false: a CLI command that only acts). */
  poll: boolean
  /** Slow rounds beside the sweeps (false: a one-shot status). */
  slowRounds: boolean
  /** The account (/api/me) is read beside the sweeps. */
  readAccount: boolean
  systemZone?: () => string
  /** The app has started: a connection starts polling (unless `poll` is off). */
  running(): boolean
  /**
   * Sentences (or notices as data) for the sync line from the app's own files, before and after
   * this account's.
   */
  notices(): {
    before: (string | readonly SyncNotice[] | null | undefined)[]
    after: (string | null | undefined)[]
  }
  /** Background work whose failure is only logged. */
  track(work: Promise<unknown>): void
  /** Counts I/O for idle(). */
  io<T>(work: Promise<T>): Promise<T>
  /** Records a bulk run's actions in the timeline. */
  recordActions<T extends object>(actions: T): T
  /** What the app keeps of this account outside the session is dropped too (the timeline). */
  onForget(): void
  /**
   * An account was removed from the settings while others stay: what the app keeps under its
   * slot (the timeline's events) is dropped, so an account added later in that slot starts clean.
   */
  onRemoved?(slot: number): void
}

/** What the engine asks of the session that drives it. */
export interface EngineHooks {
  api(): ApiClient | null
  signedIn(): boolean
  /** Reads /api/me for the session; true when it was read. */
  readAccount(priority: Priority): Promise<boolean>
  publishSync(): void
}

export type SessionEngine = ReturnType<typeof createSessionEngine>

export function createSessionEngine(deps: SessionDeps, hooks: EngineHooks) {
  const { clock, logger, emitter } = deps
  const budget = new RequestBudget({ share: deps.settings.get().budgetShare })
  const gate = new RequestGate({
    clock,
    budget,
    fetch: deps.fetch,
    onRateLimited: () => hooks.publishSync(),
    onRequest: () => hooks.publishSync(),
  })
  const offlineCache = new OfflineCache({ store: deps.store, clock, logger })
  const policy: AlertPolicy = new AlertPolicy({
    clock,
    getSettings: () => deps.settings.get(),
    remind: {
      store: deps.store,
      logger,
      snapshot: (): Snapshot | null => snapshots.snapshot,
      emit: (alert) => emitter.emit({ type: 'alert', alert }),
    },
  })
  const snapshots = new SnapshotStore({ clock, policy, offlineCache, emitter })
  const zones = new TeamZones({
    settings: () => deps.settings.get(),
    store: deps.store,
    logger,
    ...(deps.systemZone ? { systemZone: deps.systemZone } : {}),
  })
  let monitorCount = 0
  const intervalMs = () =>
    sweepIntervalMs({
      userIntervalSeconds: deps.settings.get().sweepIntervalSeconds,
      monitorCount,
      perMinute: budget.perMinute,
    })
  const spareState = () => ({
    now: clock.now(),
    budget,
    gate,
    polling: scheduler.polling,
    sweeping: scheduler.sweeping,
    nextSweepAt: scheduler.state().nextSweepAt,
    pages: pagesFor(monitorCount),
  })
  const ctx: AppServiceContext = {
    clock,
    random: deps.random,
    logger,
    gate,
    cache: new DetailCache(clock),
    snapshots,
    api: () => {
      const api = hooks.api()
      if (!api) throw new NotSignedInError()
      return api
    },
    reportFailure: (error) => {
      if (classifyFailure(error) === 'auth' && hooks.signedIn()) {
        scheduler.authNeeded('The service refused the API token. Sign in with a new token.')
      }
    },
    spareRoom: () => hasSpareRoom(spareState()),
    watchRoom: () => hasWatchRoom(spareState()),
    zones,
    perMinute: () => budget.perMinute,
    sweepPerMinute: () => pagesFor(monitorCount) / (intervalMs() / 60_000),
  }
  const cron = new CronDetails(ctx)
  const watch = new MaintenanceWatch(ctx)
  const radar = new Radar(ctx, () => hooks.publishSync())
  const destinations = new Destinations(ctx, () => hooks.publishSync())
  const rounds = new BackgroundRounds(cron.round, watch, [radar.round, destinations.round])
  // Re-read on every reconnect and every few hours (a one-shot status names no account).
  const account = new AccountRefresh({ clock, read: (priority) => hooks.readAccount(priority) })
  const scheduler: SweepScheduler = new SweepScheduler({
    clock,
    random: deps.random,
    gate,
    intervalMs,
    sweep: async (signal) => {
      const result = await runSweep(ctx, cron, signal)
      if (result) {
        monitorCount = result.monitorCount
        radar.learnThresholds(result.thresholds, result.domainThresholds)
      }
    },
    onChange: (state) => {
      hooks.publishSync()
      if (deps.readAccount) account.onPhase(state.phase)
      // Spare room is judged against the next sweep, so only once it is scheduled.
      rounds.afterSweep(state.phase === 'ok' && state.nextSweepAt !== null)
    },
  })
  return {
    ctx,
    budget,
    gate,
    offlineCache,
    reminders: policy.reminders!,
    snapshots,
    zones,
    cron,
    watch,
    radar,
    destinations,
    rounds,
    account,
    scheduler,
    intervalMs,
    /** The picture loaded from the offline cache counts its monitors until the first sweep. */
    countMonitors(count: number): void {
      monitorCount = count
    },
  }
}
