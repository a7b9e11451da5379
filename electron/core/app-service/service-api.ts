// The API client as the engine uses it: every request goes through the gate's metered fetch
// and rate-limit observations are stamped with the injected clock.
import { createApiClient, type ApiClient } from '../api'
import type { Clock, FetchLike } from '../ports'

export interface ServiceApiOptions {
  baseUrl: string
  token: string
  fetch: FetchLike
  clock: Pick<Clock, 'now'>
  timeoutMs?: number
}

export type ServiceApi = ApiClient

export function createServiceApi(options: ServiceApiOptions): ServiceApi {
  return createApiClient({
    baseUrl: options.baseUrl,
    token: options.token,
    fetch: options.fetch,
    clock: options.clock,
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  })
}
