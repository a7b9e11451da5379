// What the AppService is built from (the composer's ports and switches) and what it offers
// beyond the operation table (its life, for the composer and tests).
import type { AppServiceApi, Credentials } from '../../shared/app-service-api'
import type { SettingsSource } from '../../shared/settings-patch'
import type { SyncNotice } from '../../shared/sync-notice'
import type { Clock, FetchLike, KeyValueStore, Logger, SecretStore } from '../ports'
import type { SessionOperations } from './session-operations'
import type { Sessions } from './sessions'

export interface AppServiceDeps {
  fetch: FetchLike
  clock: Clock
  secrets: SecretStore
  store: KeyValueStore
  logger: Logger
  settings: SettingsSource
  /** Uniform in [0, 1): backoff and wake-up jitter. Defaults to Math.random. */
  random?: () => number
  demo?: { start(): Promise<Credentials> }
  /** Per-request timeout of the API client. */
  timeoutMs?: number
  /**
   * False: signing in does not start sweeps nor read the account, so only the operations asked
   * for send requests (a CLI command that acts). Default true.
   */
  poll?: boolean
  /**
   * False: no slow rounds (expiry radar, destinations, cron round) next to the sweeps, for a
   * one-shot status. Default true.
   */
  slowRounds?: boolean
  /**
   * False: a stored token starts the sweeps without reading the account (`/api/me`) beside them,
   * for a one-shot status, whose report does not name it: one request and its round trip less.
   * Default true.
   */
  readAccount?: boolean
  /**
   * A file the composer had to set aside at start (settings), for the sync line: a sentence, or
   * notices as data for pages that may speak another language (serve mode).
   */
  startupNotice?: string | readonly SyncNotice[] | null
  /** The system's timezone (tests inject one; Intl's otherwise). */
  systemZone?: () => string
}

export interface AppService extends AppServiceApi {
  start(): Promise<void>
  stop(): Promise<void>
  setOnline(online: boolean): void
  suspend(): void
  resume(): void
  /** Resolves when no request, keychain or disk I/O is pending (tests drive a fake clock). */
  idle(): Promise<void>
  readProblemMaintenance: SessionOperations['readProblemMaintenance']
  /** The sessions by account; the app shows the active one. */
  readonly sessions: Sessions
}
