// Wires the transport and one module per resource family into the client the app uses.
import type { Clock, FetchLike } from '../ports'
import { createAccountApi } from './account'
import { rejectInsteadOfThrow } from './async-guard'
import { createApplicationHealthApi, createChecksApi } from './checks'
import { createCronChecksApi } from './cron-checks'
import { InvalidRequestError } from './errors'
import { createMaintenanceApi } from './maintenance'
import { createMonitorsApi } from './monitors'
import { createNotificationDestinationsApi } from './notification-destinations'
import { type RateLimitObservable, RateLimitTracker } from './rate-limit'
import { createReportsApi } from './reports'
import { createResellerApi } from './reseller'
import { createResultsApi, createRunsApi } from './runs-results'
import {
  createStatusPageTemplatesApi,
  createStatusPageUpdatesApi,
  createStatusPagesApi,
} from './status-pages'
import { createTagGroupsApi, createTagsApi } from './tags'
import { DEFAULT_TIMEOUT_MS, Transport } from './transport'
import { createUptimeApi } from './uptime'

export interface ApiClientOptions {
  /** e.g. `https://ohdear.app` (no `/api`); a trailing slash is fine. */
  baseUrl: string
  token: string
  /** Electron's `net.fetch` in the app, global `fetch` in tests. */
  fetch: FetchLike
  /** Per call, covering the whole exchange (headers and body). Default 15 s. */
  timeoutMs?: number
  /** Stamps rate-limit observations; defaults to the wall clock. */
  clock?: Pick<Clock, 'now'>
}

function checkOptions(options: ApiClientOptions): void {
  const fail = (field: string, why: string) =>
    new InvalidRequestError(
      `Invalid client option ${field}: ${why}`,
      { method: '', path: '', status: null },
      field,
    )
  let url: URL
  try {
    url = new URL(options.baseUrl)
  } catch {
    throw fail('baseUrl', 'must be an absolute http(s) URL')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw fail('baseUrl', 'must use http or https')
  if (typeof options.token !== 'string' || options.token.trim() === '')
    throw fail('token', 'must not be empty')
  if (/[\r\n]/.test(options.token)) throw fail('token', 'must be a single line')
  const timeout = options.timeoutMs
  if (timeout !== undefined && !(Number.isFinite(timeout) && timeout > 0))
    throw fail('timeoutMs', 'must be positive')
}

export function createApiClient(options: ApiClientOptions) {
  checkOptions(options)
  const rateLimit = new RateLimitTracker()
  const clock = options.clock ?? { now: () => Date.now() }
  const t = new Transport({
    baseUrl: options.baseUrl,
    token: options.token.trim(),
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    now: () => clock.now(),
    rateLimit,
  })
  const account = createAccountApi(t)
  const rateLimitView: RateLimitObservable = {
    get: () => rateLimit.get(),
    subscribe: (fn) => rateLimit.subscribe(fn),
  }
  const api = rejectInsteadOfThrow({
    me: account.me,
    monitors: createMonitorsApi(t),
    checks: createChecksApi(t),
    cronChecks: createCronChecksApi(t),
    applicationHealth: createApplicationHealthApi(t),
    runs: createRunsApi(t),
    results: createResultsApi(t),
    reports: createReportsApi(t),
    uptime: createUptimeApi(t),
    statusPages: createStatusPagesApi(t),
    statusPageUpdates: createStatusPageUpdatesApi(t),
    statusPageTemplates: createStatusPageTemplatesApi(t),
    maintenance: createMaintenanceApi(t),
    tags: createTagsApi(t),
    tagGroups: createTagGroupsApi(t),
    notificationDestinations: createNotificationDestinationsApi(t),
    reseller: createResellerApi(t),
  })
  return { ...api, rateLimit: rateLimitView }
}

export type ApiClient = ReturnType<typeof createApiClient>
