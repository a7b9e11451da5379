// `status`: one sweep of the app's engine (AppService, through the same headless service as
// `watch`), printed as the JSON contract, a table or a status bar format. The report comes from
// a ReportSource (by default `sweepReport`: the service is started, the first sweep (every
// monitor page) is awaited, the maintenance of at most MAX_MAINTENANCE_READS failing or warning
// monitors is read (one request each, and one for the status pages that name the teams'
// zones), the service is stopped, and its snapshot is the report).
// A 429 wait that ends within `maxWaitSeconds` of the first 429 is sat out: the engine's request
// gate sends nothing until it is over and the scheduler then runs the sweep again. A longer one
// ends the command.
import type { Snapshot, SyncStatus } from '../shared/model'
import type { Clock, FetchLike, Logger } from '../core/ports'
import { DEFAULT_MAX_WAIT_SECONDS } from './args'
import { waitTooLong } from './errors'
import { CliError, EXIT } from './exit-codes'
import { renderBar, type BarFormat } from './formats'
import { createHeadlessService } from './headless-service'
import { statusReport, statusTable, type StatusReport } from './status-report'
import { hostOf } from '../core/app-service/sign-in-failure'
import { accountsJson } from './status-accounts'

/** Failing and warning monitors whose maintenance a one-shot status reads, at most. */
export const MAX_MAINTENANCE_READS = 20

/** Where the report comes from. */
export type ReportSource = (options: StatusOptions) => Promise<StatusReport>

export interface StatusOptions {
  baseUrl: string
  /** The account's name in the JSON (the host of the base URL when absent). */
  account?: string
  token: string
  json: boolean
  /** A status bar format instead of the table or JSON (see formats/). */
  format?: BarFormat | null
  /** Where the report comes from (default: one sweep of the engine). */
  source?: ReportSource
  fetch: FetchLike
  logger: Logger
  clock?: Clock
  timeoutMs?: number
  /** How long 429 waits may hold the command, in seconds from the first one (0: no wait). */
  maxWaitSeconds?: number
  /** Told once per wait that is being sat out (epoch ms of its end). */
  onWait?: (until: number) => void
}

/**
 * The text to print on stdout; failures are thrown as CliErrors with watch's exit codes, except
 * with a status bar format: a refused or missing token and an unreachable service are shown in
 * the bar (auth-needed, stale) and `onProblem` is told, so the bar keeps its module.
 */
export async function runStatus(
  options: StatusOptions,
  onProblem: (error: CliError) => void = () => undefined,
): Promise<string> {
  const source = options.source ?? sweepReport
  if (!options.format) {
    const report = await source(options)
    return options.json
      ? accountsJson(
          [{ name: options.account ?? hostOf(options.baseUrl), baseUrl: options.baseUrl, report }],
          'direct',
        )
      : statusTable(report, options.baseUrl)
  }
  const state = { report: null, problem: null, baseUrl: options.baseUrl }
  try {
    return renderBar(options.format, { ...state, report: await source(options) })
  } catch (error) {
    if (!(error instanceof CliError)) throw error
    if (error.exitCode === EXIT.token) {
      onProblem(error)
      return renderBar(options.format, { ...state, problem: 'auth-needed' })
    }
    if (error.exitCode === EXIT.unreachable) {
      onProblem(error)
      return renderBar(options.format, { ...state, problem: 'stale' })
    }
    throw error
  }
}

/** The report of one sweep of the engine. */
export async function sweepReport(options: StatusOptions): Promise<StatusReport> {
  const maxWaitMs = (options.maxWaitSeconds ?? DEFAULT_MAX_WAIT_SECONDS) * 1000
  const { service, clock, failure } = createHeadlessService({
    baseUrl: options.baseUrl,
    token: options.token,
    fetch: options.fetch,
    logger: options.logger,
    // One sweep and out: no radar, destination or cron reads.
    slowRounds: false,
    readAccount: false,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  })
  let unsubscribe: () => void = () => undefined
  let announced: number | null = null
  // --max-wait bounds the waiting of the whole command, from the first 429 on.
  let firstWaitAt: number | null = null
  const firstSweep = new Promise<Snapshot>((resolve, reject) => {
    const onSync = (status: SyncStatus) => {
      if (status.state === 'ok') {
        const snapshot = service.getSnapshot()
        if (snapshot) resolve(snapshot)
        else reject(new CliError(EXIT.unexpected, 'The first sweep left no snapshot.'))
        return
      }
      if (status.state === 'rate-limited') {
        const until = status.rateLimitedUntil ? Date.parse(status.rateLimitedUntil) : NaN
        const now = clock.now()
        firstWaitAt ??= now
        if (Number.isFinite(until) && until <= firstWaitAt + maxWaitMs) {
          if (until !== announced) options.onWait?.(until)
          announced = until
          return
        }
        const wait = {
          until: Number.isFinite(until) ? until : null,
          now,
          waitedMs: now - firstWaitAt,
        }
        reject(waitTooLong(options.baseUrl, wait, maxWaitMs / 1000))
        return
      }
      const error = failure(status, false)
      if (error) reject(error)
    }
    // Subscribed after start() (as watch does): before it, the service reports "signed out".
    service
      .start()
      .then(() => {
        unsubscribe = service.subscribe((event) => {
          if (event.type === 'sync') onSync(event.status)
        })
        onSync(service.getSyncStatus())
      })
      .catch(reject)
  })
  let snapshot: Snapshot
  try {
    const first = await firstSweep
    // A window someone started on a monitor that was already failing is found by no sweep: the
    // monitors the report counts as failing or warning have their maintenance read (bounded).
    await service.readProblemMaintenance(MAX_MAINTENANCE_READS)
    snapshot = service.getSnapshot() ?? first
  } finally {
    unsubscribe()
    await service.stop()
  }
  return statusReport(snapshot)
}
