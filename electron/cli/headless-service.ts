// The AppService as the CLI runs it (the facade is the only door, for `status` as for
// `watch`), one per account: settings in memory naming the one account its base URL stands for,
// the token in a MemorySecretStore under that account's key, a MemoryKeyValueStore in place of
// the app's offline cache file (nothing is read from or written to disk), the real clock unless
// one is given.
// Also what a sync state means for a command: keep going, or stop with which exit code.
import { createAppService, type AppService } from '../core/app-service/create-app-service'
import type { Clock, FetchLike, Logger } from '../core/ports'
import { realClock } from '../core/wall-clock'
import { MemoryKeyValueStore, MemorySecretStore } from '../adapters/memory-stores'
import { secretKeyOf } from '../shared/accounts'
import { normalizeBaseUrl } from '../shared/base-url'
import { accountOfBaseUrl } from '../shared/settings-accounts'
import type { SyncStatus } from '../shared/model'
import { DEFAULT_SETTINGS } from '../shared/settings'
import { memorySettings } from '../shared/settings-patch'
import { cliErrorOf, type CliError } from './exit-codes'

export interface HeadlessOptions {
  baseUrl: string
  token: string
  fetch: FetchLike
  logger: Logger
  /** The sweep interval; null or absent: the app's default. */
  intervalSeconds?: number | null
  /** Per-request timeout of the API client (the client's default when absent). */
  timeoutMs?: number
  clock?: Clock
  /** False: no sweeps, only the requests of the operations called (see AppServiceDeps.poll). */
  poll?: boolean
  /** False: no slow rounds (see AppServiceDeps.slowRounds); a one-shot status spends none. */
  slowRounds?: boolean
  /** False: the account is not read (see AppServiceDeps.readAccount). */
  readAccount?: boolean
}

export interface HeadlessService {
  service: AppService
  /** The clock the service runs on (its Retry-After waits are on it). */
  clock: Clock
  /**
   * The CliError a sync state stands for, or null to keep going. A rejected token (401) always
   * ends the command: the service stops polling until a new token is given. Other failures only
   * before the first good sweep (`hadSuccess` false): a wrong address, no network, a token
   * without permission. Afterwards they are outages the service backs off from and retries.
   */
  failure(status: SyncStatus, hadSuccess: boolean): CliError | null
}

export function createHeadlessService(options: HeadlessOptions): HeadlessService {
  const { baseUrl } = options
  const account = accountOfBaseUrl(normalizeBaseUrl(baseUrl))
  const clock = options.clock ?? realClock
  const service = createAppService({
    fetch: options.fetch,
    clock,
    // The token under the key the engine reads for this address's account (shared/accounts.ts).
    secrets: new MemorySecretStore({ [secretKeyOf(account)]: options.token }),
    store: new MemoryKeyValueStore(),
    logger: options.logger,
    settings: memorySettings({
      ...DEFAULT_SETTINGS,
      accounts: [account],
      baseUrl,
      sweepIntervalSeconds: options.intervalSeconds ?? DEFAULT_SETTINGS.sweepIntervalSeconds,
    }),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.poll !== undefined ? { poll: options.poll } : {}),
    ...(options.slowRounds !== undefined ? { slowRounds: options.slowRounds } : {}),
    ...(options.readAccount !== undefined ? { readAccount: options.readAccount } : {}),
  })

  // The sync status carries the failure's kind: its exit code and sentence are the error
  // table's (a 403 is a token problem, exit 2, as everywhere).
  function failure(status: SyncStatus, hadSuccess: boolean): CliError | null {
    if (status.state === 'auth-needed') return cliErrorOf(status.errorKind ?? 'token-rejected')
    if (hadSuccess || (status.state !== 'offline' && status.state !== 'error')) return null
    const kind = status.errorKind ?? (status.state === 'offline' ? 'network' : 'unexpected')
    return cliErrorOf(kind, status.message)
  }

  return { service, clock, failure }
}
