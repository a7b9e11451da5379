// `status`: one read of every monitor page through the API client, printed as the JSON contract
// or as a table.
import { createApiClient } from '../core/api/client'
import { buildSnapshot } from '../core/engine/snapshot'
import type { FetchLike } from '../core/ports'
import { statusReport, statusTable } from './status-report'

export interface StatusOptions {
  baseUrl: string
  token: string
  json: boolean
  fetch: FetchLike
  now?: () => number
  timeoutMs?: number
}

/** The text to print on stdout; API failures are thrown as ApiErrors. */
export async function runStatus(options: StatusOptions): Promise<string> {
  const now = options.now ?? Date.now
  const client = createApiClient({
    baseUrl: options.baseUrl,
    token: options.token,
    fetch: options.fetch,
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  })
  const fetchedAt = new Date(now()).toISOString()
  const monitors = await client.monitors.listAll()
  const report = statusReport(buildSnapshot(monitors, fetchedAt, null))
  return options.json ? JSON.stringify(report) : statusTable(report, options.baseUrl)
}
