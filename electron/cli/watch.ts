// `watch`: the app's engine (AppService) in a terminal, with in-memory stores, the real clock and
// global fetch. Prints one line per change event and per sync state change until stopped.
// The first sweep of a fresh start has nothing to compare with: it prints only sync.status.
// With `format: 'waybar'` it prints instead one Waybar JSON line whenever that object changes.
import type { AppService } from '../core/app-service/create-app-service'
import type { FetchLike, Logger } from '../core/ports'
import { realClock } from '../core/wall-clock'
import type { SyncState, SyncStatus } from '../shared/model'
import type { CliError } from './exit-codes'
import { waybarLine } from './formats/waybar'
import { createHeadlessService } from './headless-service'
import { statusReport } from './status-report'
import { decisionLine, humanLine, syncWatchLine, type WatchLine } from './watch-lines'

export interface WatchOptions {
  baseUrl: string
  token: string
  json: boolean
  /** Waybar's continuous mode: one JSON line per change of the bar. */
  format?: 'waybar' | null
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

export async function startWatch(options: WatchOptions): Promise<RunningWatch> {
  const headless = createHeadlessService({
    baseUrl: options.baseUrl,
    token: options.token,
    fetch: options.fetch,
    logger: options.logger,
    intervalSeconds: options.intervalSeconds,
  })
  const service: AppService = headless.service
  const bar = options.format === 'waybar'
  const print = (line: WatchLine, label?: string) => {
    if (!bar) options.write(`${options.json ? JSON.stringify(line) : humanLine(line, label)}\n`)
  }
  let lastBar = ''
  const printBar = (status: SyncStatus) => {
    if (!bar) return
    const snapshot = service.getSnapshot()
    const problem =
      status.state === 'auth-needed'
        ? 'auth-needed'
        : status.stale || status.state === 'offline' || status.state === 'error'
          ? 'stale'
          : null
    // Before the first sweep there is nothing to show yet.
    if (!snapshot && !problem) return
    const report = snapshot ? statusReport(snapshot, realClock.now()) : null
    const line = waybarLine({ report, problem, baseUrl: options.baseUrl })
    if (line === lastBar) return
    lastBar = line
    options.write(`${line}\n`)
  }

  let lastState: SyncState | null = null
  let hadSuccess = false
  let finish: (error?: CliError) => void = () => undefined
  const done = new Promise<void>((resolve, reject) => {
    finish = (error) => (error ? reject(error) : resolve())
  })

  const onSync = (status: SyncStatus) => {
    if (status.state === 'ok') hadSuccess = true
    printBar(status)
    if (status.state === lastState) return
    // Every sweep passes through `syncing`; after the start that is not news.
    if (status.state === 'syncing' && lastState !== null) return
    print(syncWatchLine(new Date(realClock.now()).toISOString(), lastState, status.state))
    lastState = status.state
    // A rejected token ends watching at any time; other failures only before the first good
    // sweep (afterwards they are printed as sync.status lines and watching goes on).
    const error = headless.failure(status, hadSuccess)
    if (error) void stop(error)
  }

  // Subscribe after start(): before it, the service reports "signed out" for a moment.
  await service.start()
  const unsubscribe = service.subscribe((event) => {
    if (event.type === 'sync') onSync(event.status)
    else if (event.type === 'snapshot') printBar(service.getSyncStatus())
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
