// An in-memory UptrayBridge for component tests: answers from plain state, records every
// call, can be told to refuse or throw, and can push events like the app does.
import type { ActionResult, SessionView } from '@app/shared/app-service-api'
import {
  EVENT_METHODS,
  INVOKE_METHODS,
  type EventChannel,
  type EventContract,
  type UptrayBridge,
} from '@app/shared/contract'
import type { Snapshot, SyncStatus } from '@app/shared/model'
import type { Settings } from '@app/shared/settings'
import { snapshotDelta, windowCopy } from '@app/shared/snapshot-delta'
import { runTimesOf } from '@app/core/engine/run-times'
import { popoverSummary } from '@app/shared/popover-summary'
import { SIGNED_IN, settings, syncStatus } from './fixtures'

type Method = keyof typeof INVOKE_METHODS
type Impl = { [M in Method]?: (...args: never[]) => unknown }

export interface FakeBridge {
  bridge: UptrayBridge
  calls: { method: Method; args: unknown[] }[]
  callsTo(method: Method): unknown[][]
  /** Overrides one method's answer. */
  answer<M extends Method>(method: M, impl: (...args: Parameters<UptrayBridge[M]>) => unknown): void
  emit<C extends EventChannel>(channel: C, payload: EventContract[C]): void
  /** Pushes a new snapshot as the hosts do: a delta from the last one sent, and the summary. */
  pushSnapshot(snapshot: Snapshot): void
  state: { session: SessionView; snapshot: Snapshot | null; sync: SyncStatus; settings: Settings }
}

const ok = (message = 'Done'): ActionResult => ({ ok: true, message })

export function createFakeBridge(initial: Partial<FakeBridge['state']> = {}): FakeBridge {
  const state: FakeBridge['state'] = {
    session: SIGNED_IN,
    snapshot: null,
    sync: syncStatus(),
    settings: settings(),
    ...initial,
  }
  const calls: FakeBridge['calls'] = []
  const listeners = new Map<EventChannel, Set<(p: unknown) => void>>()
  const feed = { epoch: 'fake', version: 0, sent: null as Snapshot | null }

  const defaults: Impl = {
    getSession: () => state.session,
    getSnapshot: () => state.snapshot,
    snapshotFull: () => {
      if (!state.snapshot) return null
      if (state.snapshot !== feed.sent) feed.version++
      feed.sent = state.snapshot
      return { epoch: feed.epoch, version: feed.version, full: windowCopy(state.snapshot) }
    },
    runTimes: (monitorId) => runTimesOf(state.snapshot, monitorId),
    popoverSummary: () => popoverSummary(state.snapshot, Date.now()),
    getSyncStatus: () => state.sync,
    getSettings: () => state.settings,
    updateSettings: () => ok('Settings saved'),
    testCredentials: () => ({ ok: true, account: SIGNED_IN.account }),
    signIn: () => {
      state.session = SIGNED_IN
      return ok('Signed in')
    },
    signOut: () => {
      state.session = { signedIn: false, demo: false, account: null }
      return ok('Signed out')
    },
    startDemo: () => {
      state.session = { ...SIGNED_IN, demo: true }
      return ok('Demo started')
    },
    refreshNow: () => ok('Refreshing'),
    setFocus: () => undefined,
    cronChecks: () => [],
    cronFill: (ids: number[]) => ({
      lists: ids.map((monitorId) => ({ monitorId, checks: [] })),
      failedIds: [],
      leftIds: [],
      retryInMs: null,
    }),
    comingUp: () => ({ items: [], summary: null }),
    destinations: () => ({ destinations: [], readAt: null }),
    maintenancePeriods: () => ({
      running: null,
      upcoming: [],
      recurring: [],
      zone: 'UTC',
      zoneSource: 'system',
    }),
    teamZones: () => [],
    uptime: () => [],
    httpTimings: () => [],
    pingMetrics: () => [],
    tcpMetrics: () => [],
    downtime: () => [],
    statusPages: () => [],
    statusUpdateTemplates: () => [],
    openExternal: () => ok(),
    openDashboard: () => undefined,
    checkForUpdates: () => ok(),
  }
  const overrides: Impl = {}

  const api: Record<string, unknown> = {}
  for (const method of Object.keys(INVOKE_METHODS) as Method[]) {
    api[method] = async (...args: unknown[]) => {
      calls.push({ method, args })
      const impl = (overrides[method] ?? defaults[method] ?? (() => ok())) as (
        ...a: unknown[]
      ) => unknown
      return impl(...args)
    }
  }
  for (const [method, channel] of Object.entries(EVENT_METHODS)) {
    api[method] = (fn: (p: unknown) => void) => {
      let set = listeners.get(channel)
      if (!set) listeners.set(channel, (set = new Set()))
      set.add(fn)
      return () => set.delete(fn)
    }
  }

  function emit<C extends EventChannel>(channel: C, payload: EventContract[C]) {
    listeners.get(channel)?.forEach((fn) => fn(payload))
  }

  return {
    bridge: api as UptrayBridge,
    calls,
    callsTo: (method) => calls.filter((c) => c.method === method).map((c) => c.args),
    answer: (method, impl) => {
      overrides[method] = impl as Impl[typeof method]
    },
    emit,
    pushSnapshot: (snapshot) => {
      state.snapshot = snapshot
      const { epoch, version, sent } = feed
      feed.version++
      feed.sent = snapshot
      emit(
        'snapshot:update',
        sent
          ? { epoch, version: feed.version, base: version, delta: snapshotDelta(sent, snapshot) }
          : { epoch, version: feed.version, full: windowCopy(snapshot) },
      )
      emit('summary:changed', popoverSummary(snapshot, Date.now())!)
    },
    state,
  }
}
