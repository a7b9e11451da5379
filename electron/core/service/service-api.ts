// The slice of the API client the engine uses, built on the client's own resource modules.
// Every request goes through the gate's metered fetch.
import { createAccountApi } from '../api/account'
import { createChecksApi } from '../api/checks'
import { createCronChecksApi } from '../api/cron-checks'
import { createMaintenanceApi } from '../api/maintenance'
import { createMonitorsApi } from '../api/monitors'
import { RateLimitTracker } from '../api/rate-limit'
import {
  createStatusPageTemplatesApi,
  createStatusPageUpdatesApi,
  createStatusPagesApi,
} from '../api/status-pages'
import { DEFAULT_TIMEOUT_MS, Transport } from '../api/transport'
import { createUptimeApi } from '../api/uptime'
import type { FetchLike } from '../ports'

export interface ServiceApiOptions {
  baseUrl: string
  token: string
  fetch: FetchLike
  now: () => number
  timeoutMs?: number
}

export function createServiceApi(options: ServiceApiOptions) {
  const transport = new Transport({
    baseUrl: options.baseUrl,
    token: options.token,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    now: options.now,
    rateLimit: new RateLimitTracker(),
  })
  return {
    redact: (text: string) => transport.redact(text),
    account: createAccountApi(transport),
    monitors: createMonitorsApi(transport),
    checks: createChecksApi(transport),
    cronChecks: createCronChecksApi(transport),
    maintenance: createMaintenanceApi(transport),
    uptime: createUptimeApi(transport),
    statusPages: createStatusPagesApi(transport),
    statusPageUpdates: createStatusPageUpdatesApi(transport),
    templates: createStatusPageTemplatesApi(transport),
  }
}

export type ServiceApi = ReturnType<typeof createServiceApi>
