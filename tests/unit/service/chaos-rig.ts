// The chaos test's rig: one simulator on a manual clock, a fake clock it follows, and the
// AppService built on them (again after a restart, on the same stores). Every request the
// service sends is recorded on the client side with the fake time and an order number, so the
// test sees what the engine did, not what the server got.
import { createAppService, type AppService } from '@app/core/app-service/create-app-service'
import type { FetchLike, Logger } from '@app/core/ports'
import { MemoryKeyValueStore, MemorySecretStore } from '@app/adapters/memory-stores'
import type { AppServiceEvent } from '@app/shared/app-service-api'
import { DEFAULT_SETTINGS, type Settings } from '@app/shared/settings'
import { memorySettings } from '@app/shared/settings-patch'
import { startSimulator, type RunningSimulator } from '@app/simulator'
import { FakeClock } from '../../helpers/fake-clock'
import { mulberry32 } from '@app/simulator/engine/prng'

export interface Sent {
  seq: number
  at: number
  method: string
  path: string
  query: string
  /** Filled when the answer's headers arrive (null: no answer, e.g. timeout or dropped). */
  answer: { seq: number; at: number; status: number; retryAfterSeconds: number | null } | null
}

export interface RigOptions {
  seed: number
  monitors: number
  rateLimit: number
  settings: Partial<Settings>
  /** The API client's per-request timeout (real ms). */
  timeoutMs: number
}

export interface Rig {
  sim: RunningSimulator
  clock: FakeClock
  service: AppService
  sent: Sent[]
  events: { at: number; event: AppServiceEvent }[]
  errors: string[]
  /** Sets the simulator clock to the fake time (before control calls). */
  syncSim(): Promise<void>
  /** False between `stopService` and `startService` (a restart). */
  running: boolean
  /** Stops the service: the app quits (the offline cache is flushed). */
  stopService(): Promise<void>
  /** Starts a new service on the same stores: the app starts again from its offline cache. */
  startService(): Promise<void>
  close(): Promise<void>
}

export async function startRig(options: RigOptions): Promise<Rig> {
  const sim = await startSimulator({
    scenario: 'steady',
    seed: options.seed,
    monitors: options.monitors,
    rateLimit: options.rateLimit,
    clock: 'manual',
  })
  const clock = new FakeClock({ start: sim.now() })
  let simTime = sim.now()
  const syncSim = async (): Promise<void> => {
    if (clock.now() === simTime) return
    simTime = clock.now()
    await sim.control.setTime(simTime)
  }
  let seq = 0
  const sent: Sent[] = []
  const fetch: FetchLike = async (input, init) => {
    await syncSim()
    const url = new URL(String(input))
    const entry: Sent = {
      seq: seq++,
      at: clock.now(),
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.search,
      answer: null,
    }
    sent.push(entry)
    const response = await globalThis.fetch(input, init)
    const retryAfter = response.headers.get('retry-after')
    entry.answer = {
      seq: seq++,
      at: clock.now(),
      status: response.status,
      retryAfterSeconds: retryAfter === null ? null : Number(retryAfter),
    }
    return response
  }
  const secrets = new MemorySecretStore()
  await secrets.set(sim.baseUrl, sim.token)
  const store = new MemoryKeyValueStore()
  const settings = memorySettings({
    ...DEFAULT_SETTINGS,
    baseUrl: sim.baseUrl,
    ...options.settings,
  })
  const events: Rig['events'] = []
  const errors: string[] = []
  const logger: Logger = {
    info: () => undefined,
    warn: () => undefined,
    error: (message) => errors.push(message),
  }
  // The jitter is seeded too, so a seed replays the same run.
  const random = mulberry32(options.seed ^ 0x5eed)

  const build = (): AppService => {
    const service = createAppService({
      fetch,
      clock,
      secrets,
      store,
      logger,
      settings,
      random,
      timeoutMs: options.timeoutMs,
    })
    service.subscribe((event) => events.push({ at: clock.now(), event }))
    clock.setSettle(() => service.idle())
    return service
  }

  let used = false
  const rig: Rig = {
    sim,
    clock,
    service: build(),
    sent,
    events,
    errors,
    syncSim,
    running: false,
    async stopService() {
      rig.running = false
      await rig.service.stop()
    },
    async startService() {
      if (rig.running) return
      if (used) rig.service = build()
      used = true
      rig.running = true
      await rig.service.start()
      await clock.advance(0)
    },
    async close() {
      await rig.service.stop()
      await sim.close()
    },
  }
  return rig
}
