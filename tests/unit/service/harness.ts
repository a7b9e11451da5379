// One AppService wired to a real simulator over HTTP, in-memory stores and a fake clock. The
// simulator's manual clock follows the fake clock: it is set to the fake time before every
// request the service sends (and by `syncSim` before control calls), so hours pass in
// milliseconds while both sides agree on the time of every request.
import { createAppService, type AppService } from '@app/core/app-service/create-app-service'
import type { FetchLike, Logger } from '@app/core/ports'
import { MemoryKeyValueStore, MemorySecretStore } from '@app/adapters/memory-stores'
import type { AppServiceEvent, Credentials } from '@app/shared/app-service-api'
import { DEFAULT_SETTINGS, type Settings } from '@app/shared/settings'
import { secretKeyOf } from '@app/shared/accounts'
import { accountOfBaseUrl } from '@app/shared/settings-accounts'
import { memorySettings } from '@app/shared/settings-patch'
import {
  startSimulator,
  type LoggedRequest,
  type RunningSimulator,
  type SimulatorOptions,
} from '@app/simulator'
import { FakeClock } from '../../helpers/fake-clock'

export interface HarnessOptions extends Omit<SimulatorOptions, 'port' | 'clock'> {
  settings?: Partial<Settings>
  random?: () => number
  /** Put the simulator's token in the keychain before start (default true). */
  signedIn?: boolean
  store?: MemoryKeyValueStore
  demo?: { start(): Promise<Credentials> }
  /** The API client's per-request timeout (real milliseconds). */
  timeoutMs?: number
  /** The simulator's port (default: any free one); the same port is the same base URL. */
  port?: number
  /** False: no slow rounds (radar, destinations, cron round), for exact request sets. */
  slowRounds?: boolean
  /** The zone the service takes for the system's (default: the process's). */
  systemZone?: string
}

export interface LogEntry {
  level: 'info' | 'warn' | 'error'
  message: string
  fields?: Record<string, unknown>
}

export interface Harness {
  sim: RunningSimulator
  clock: FakeClock
  service: AppService
  secrets: MemorySecretStore
  store: MemoryKeyValueStore
  events: AppServiceEvent[]
  logs: LogEntry[]
  settings(): Settings
  /** The simulator's account's keychain entry (its token), or null. */
  token(): Promise<string | null>
  /** Moves the fake clock (firing timers, letting requests finish between them). */
  advance(ms: number): Promise<void>
  advanceTo(time: number): Promise<void>
  /** Sets the simulator clock to the fake time (before control calls). */
  syncSim(): Promise<void>
  /** Requests the simulator answered on the API (control calls excluded). */
  requests(): Promise<LoggedRequest[]>
  close(): Promise<void>
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const {
    settings: settingsPatch,
    random,
    signedIn,
    store: givenStore,
    demo,
    timeoutMs,
    port,
    slowRounds,
    systemZone,
    ...simOptions
  } = options
  const sim = await startSimulator({
    scenario: 'steady',
    seed: 7,
    ...simOptions,
    port: port ?? 0,
    clock: 'manual',
  })
  const clock = new FakeClock({ start: sim.now() })
  let simTime = sim.now()
  const syncSim = async (): Promise<void> => {
    const now = clock.now()
    if (now === simTime) return
    await sim.control.setTime(now)
    simTime = now
  }
  const fetch: FetchLike = async (input, init) => {
    await syncSim()
    return globalThis.fetch(input, init)
  }
  const secrets = new MemorySecretStore()
  const tokenKey = secretKeyOf(accountOfBaseUrl(sim.baseUrl))
  if (signedIn ?? true) await secrets.set(tokenKey, sim.token)
  const store = givenStore ?? new MemoryKeyValueStore()
  const settings = memorySettings({ ...DEFAULT_SETTINGS, baseUrl: sim.baseUrl, ...settingsPatch })
  const logs: LogEntry[] = []
  const log =
    (level: LogEntry['level']) =>
    (message: string, fields?: Record<string, unknown>): void => {
      logs.push({ level, message, ...(fields ? { fields } : {}) })
    }
  const logger: Logger = { info: log('info'), warn: log('warn'), error: log('error') }
  const service = createAppService({
    fetch,
    clock,
    secrets,
    store,
    logger,
    settings,
    random: random ?? (() => 0.5),
    ...(demo ? { demo } : {}),
    ...(timeoutMs !== undefined ? { timeoutMs } : {}),
    ...(slowRounds !== undefined ? { slowRounds } : {}),
    ...(systemZone !== undefined ? { systemZone: () => systemZone } : {}),
  })
  clock.setSettle(() => service.idle())
  const events: AppServiceEvent[] = []
  service.subscribe((event) => events.push(event))
  return {
    sim,
    clock,
    service,
    secrets,
    store,
    events,
    logs,
    settings: () => settings.get(),
    token: () => secrets.get(tokenKey),
    advance: (ms) => clock.advance(ms),
    advanceTo: (time) => clock.advanceTo(time),
    syncSim,
    requests: async () => (await sim.control.requests()).filter((r) => r.path.startsWith('/api/')),
    close: async () => {
      await service.stop()
      await sim.close()
    },
  }
}

/** Requests that read the monitor list (one per page). */
export const isSweepPage = (r: LoggedRequest): boolean =>
  r.method === 'GET' && r.path === '/api/monitors'

export function lastSync(events: AppServiceEvent[]) {
  const syncs = events.filter((e) => e.type === 'sync')
  const last = syncs.at(-1)
  return last?.type === 'sync' ? last.status : null
}

/** Every alert decision the service has published so far. */
export const decisions = (harness: Harness) =>
  harness.events.flatMap((e) => (e.type === 'decisions' ? e.decisions : []))

/** Every alert (notification) the service has raised so far. */
export const alerts = (harness: Harness) =>
  harness.events.flatMap((e) => (e.type === 'alert' ? [e.alert] : []))
