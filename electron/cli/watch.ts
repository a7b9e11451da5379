// `watch`: the app's engine (AppService) in a terminal, with in-memory stores, the real clock and
// global fetch. Prints one line per change event and per sync state change until stopped.
// The first sweep of a fresh start has nothing to compare with: it prints only sync.status.
import { createAppService, type AppService } from '../core/app-service'
import type { FetchLike, Logger } from '../core/ports'
import { realClock } from '../core/ports'
import { MemoryKeyValueStore, MemorySecretStore } from '../core/stores/memory'
import type { SettingsPatch } from '../shared/app-service'
import type { SyncState, SyncStatus } from '../shared/model'
import { DEFAULT_SETTINGS, type Settings } from '../shared/settings'
import { CliError, EXIT } from './exit-codes'
import { decisionLine, humanLine, syncLine, type WatchLine } from './watch-lines'

export interface WatchOptions {
  baseUrl: string
  token: string
  json: boolean
  intervalSeconds: number | null
  fetch: FetchLike
  logger: Logger
  write: (text: string) => void
}

export interface RunningWatch {
  /** Settles when watching must end: resolves on stop(), rejects with a CliError. */
  done: Promise<void>
  stop(): Promise<void>
}

function memorySettings(baseUrl: string, intervalSeconds: number | null) {
  let settings: Settings = {
    ...DEFAULT_SETTINGS,
    baseUrl,
    sweepIntervalSeconds: intervalSeconds ?? DEFAULT_SETTINGS.sweepIntervalSeconds,
  }
  return {
    get: () => settings,
    async update(patch: SettingsPatch): Promise<Settings> {
      settings = {
        ...settings,
        ...patch,
        notifications: { ...settings.notifications, ...patch.notifications },
      }
      return settings
    },
  }
}

/** What a sync state means for the watcher: keep going, or stop with an exit code. */
function fatal(status: SyncStatus, hadSuccess: boolean, baseUrl: string): CliError | null {
  if (status.state === 'auth-needed') {
    return new CliError(
      EXIT.token,
      `${baseUrl} rejected the API token. Create a new token in your account's API access page and set UPTRAY_API_TOKEN, or sign in again in the Uptray app.`,
    )
  }
  // Before the first good sweep, failing to reach the service means a wrong address or no
  // network; afterwards, outages are reported as sync.status lines and watching goes on.
  if (!hadSuccess && (status.state === 'offline' || status.state === 'error')) {
    const why = status.message ? `: ${status.message}` : ''
    return new CliError(
      EXIT.unreachable,
      `Cannot reach ${baseUrl}${why}. Check your connection and the address (--base-url or UPTRAY_BASE_URL).`,
    )
  }
  return null
}

export async function startWatch(options: WatchOptions): Promise<RunningWatch> {
  const service: AppService = createAppService({
    fetch: options.fetch,
    clock: realClock,
    secrets: new MemorySecretStore({ [options.baseUrl]: options.token }),
    store: new MemoryKeyValueStore(),
    logger: options.logger,
    settings: memorySettings(options.baseUrl, options.intervalSeconds),
  })
  const print = (line: WatchLine, label?: string) =>
    options.write(`${options.json ? JSON.stringify(line) : humanLine(line, label)}\n`)

  let lastState: SyncState | null = null
  let hadSuccess = false
  let finish: (error?: CliError) => void = () => undefined
  const done = new Promise<void>((resolve, reject) => {
    finish = (error) => (error ? reject(error) : resolve())
  })

  const onSync = (status: SyncStatus) => {
    if (status.state === 'ok') hadSuccess = true
    if (status.state === lastState) return
    // Every sweep passes through `syncing`; after the start that is not news.
    if (status.state === 'syncing' && lastState !== null) return
    print(syncLine(new Date(realClock.now()).toISOString(), lastState, status.state))
    lastState = status.state
    const error = fatal(status, hadSuccess, options.baseUrl)
    if (error) void stop(error)
  }

  // Subscribe after start(): before it, the service reports "signed out" for a moment.
  await service.start()
  const unsubscribe = service.subscribe((event) => {
    if (event.type === 'sync') onSync(event.status)
    else if (event.type === 'decisions') {
      for (const decision of event.decisions)
        print(decisionLine(decision), decision.event.monitorLabel)
    }
  })
  onSync(service.getSyncStatus())

  let stopped = false
  async function stop(error?: CliError): Promise<void> {
    if (stopped) return
    stopped = true
    unsubscribe()
    await service.stop()
    finish(error)
  }
  return { done, stop: () => stop() }
}
