// One AppService watching two accounts at once, each on its own simulator (127.0.0.1, a free port
// each, manual clocks following one fake clock), with its own token. The fetch notes the
// Authorization header sent to each simulator, so a test can prove a token never went to the
// other account's service.
import { createAppService, type AppService } from '@app/core/app-service/create-app-service'
import type { FetchLike, Logger } from '@app/core/ports'
import { MemoryKeyValueStore, MemorySecretStore } from '@app/adapters/memory-stores'
import { secretKeyOf, type AccountRef } from '@app/shared/accounts'
import type { AppServiceEvent } from '@app/shared/app-service-api'
import { DEFAULT_SETTINGS, type Settings } from '@app/shared/settings'
import { memorySettings } from '@app/shared/settings-patch'
import { startSimulator, type LoggedRequest, type RunningSimulator } from '@app/simulator'
import { FakeClock } from '../../helpers/fake-clock'

export interface TwoAccounts {
  acme: { sim: RunningSimulator; ref: AccountRef; token: string }
  own: { sim: RunningSimulator; ref: AccountRef; token: string }
  clock: FakeClock
  service: AppService
  secrets: MemorySecretStore
  store: MemoryKeyValueStore
  events: AppServiceEvent[]
  /** Authorization headers sent, by the simulator's base URL. */
  sent: Map<string, string[]>
  settings(): Settings
  advance(ms: number): Promise<void>
  requests(sim: RunningSimulator): Promise<LoggedRequest[]>
  close(): Promise<void>
}

export async function startTwoAccounts(
  options: { acmeMonitors?: number; ownMonitors?: number; store?: MemoryKeyValueStore } = {},
): Promise<TwoAccounts> {
  // The same seed: both simulators number their monitors and checks alike, as two real accounts
  // may, so the picture must keep them apart.
  const start = (monitors: number) =>
    startSimulator({ scenario: 'steady', seed: 7, monitors, port: 0, clock: 'manual' })
  const acmeSim = await start(options.acmeMonitors ?? 3)
  const ownSim = await start(options.ownMonitors ?? 4)
  await acmeSim.control.setToken('acme-token-1111')
  await ownSim.control.setToken('own-token-2222')
  const acme = {
    sim: acmeSim,
    ref: { id: 'acme', name: 'Acme', baseUrl: acmeSim.baseUrl, slot: 0 },
    token: 'acme-token-1111',
  }
  const own = {
    sim: ownSim,
    ref: { id: 'own', name: 'Own sites', baseUrl: ownSim.baseUrl, slot: 1 },
    token: 'own-token-2222',
  }
  const clock = new FakeClock({ start: acmeSim.now() })
  const sims = [acmeSim, ownSim]
  const simTime = new Map<RunningSimulator, number>()
  const sent = new Map<string, string[]>()
  const fetch: FetchLike = async (input, init) => {
    const sim = sims.find((s) => input.startsWith(s.baseUrl))
    if (sim && simTime.get(sim) !== clock.now()) {
      await sim.control.setTime(clock.now())
      simTime.set(sim, clock.now())
    }
    const headers = new Headers(init?.headers)
    const key = sim?.baseUrl ?? input
    sent.set(key, [...(sent.get(key) ?? []), headers.get('authorization') ?? ''])
    return globalThis.fetch(input, init)
  }
  const secrets = new MemorySecretStore({
    [secretKeyOf(acme.ref)]: acme.token,
    [secretKeyOf(own.ref)]: own.token,
  })
  const store = options.store ?? new MemoryKeyValueStore()
  const settings = memorySettings({
    ...DEFAULT_SETTINGS,
    accounts: [acme.ref, own.ref],
    baseUrl: acmeSim.baseUrl,
  })
  const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} }
  const service = createAppService({
    fetch,
    clock,
    secrets,
    store,
    logger: quiet,
    settings,
    random: () => 0.5,
    slowRounds: false,
  })
  clock.setSettle(() => service.idle())
  const events: AppServiceEvent[] = []
  service.subscribe((event) => events.push(event))
  return {
    acme,
    own,
    clock,
    service,
    secrets,
    store,
    events,
    sent,
    settings: () => settings.get(),
    advance: (ms) => clock.advance(ms),
    requests: async (sim) => {
      await sim.control.setTime(clock.now())
      simTime.set(sim, clock.now())
      return (await sim.control.requests()).filter((r) => r.path.startsWith('/api/'))
    },
    close: async () => {
      await service.stop()
      await Promise.all(sims.map((s) => s.close()))
    },
  }
}
