// Typed client for the simulator's control API (/__sim/*), for tests, benchmarks and demo mode.
// No Node-only imports: it runs wherever `fetch` does.
import type { FaultSpec } from './http/faults'
import type { LoggedRequest } from './http/request-log'
import type { ScenarioName } from './seed/scenarios'
import type { ColleagueAction, ColleagueCommand, ColleagueRecord } from './world/colleagues'

export type {
  ColleagueAction,
  ColleagueCommand,
  ColleagueRecord,
  FaultSpec,
  LoggedRequest,
  ScenarioName,
}
export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>
export type SimCheckResult = 'pending' | 'succeeded' | 'warning' | 'failed' | 'errored-or-timed-out'

export interface ClockInfo {
  now: number
  iso: string
  mode: 'real' | 'manual'
  timeScale: number
}

export interface FaultInfo {
  id: number
  kind: FaultSpec['kind']
  status: number
  delayMs: number
  retryAfterSeconds: number
  remaining: number | null
  until: number | null
  pathPrefix: string | null
  everyNth: number
  seen: number
  monitorIds: number[] | null
  share: number
  variant: FaultSpec['variant'] | null
}

export interface SimTruth {
  monitorId: number
  checkId: number
  type: string
  result: SimCheckResult
}

export interface SimInfo {
  seed: number
  scenario: ScenarioName
  monitors?: number
  monitorCount: number
  /** Every team with its IANA zone (the reseller team too, which managed-teams leaves out). */
  teams: { id: number; name: string; timezone: string }[]
  teamTimezones?: string[]
  colleagues?: boolean
  baseUrl: string
  rateLimit: number
  clock: ClockInfo
}

/** A maintenance period as instants, beside its team's zone (the truth behind team times). */
export interface SimMaintenance {
  id: number
  monitorId: number
  recurringId: number | null
  timezone: string
  /** ISO 8601 UTC. */
  startsAt: string
  endsAt: string
}

export type AdvanceBy = { ms?: number; seconds?: number; minutes?: number; hours?: number }

export class SimControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'SimControlError'
  }
}

export class SimControl {
  private readonly baseUrl: string

  constructor(
    baseUrl: string,
    private readonly fetchFn: FetchFn = (input, init) => fetch(input, init),
  ) {
    this.baseUrl = baseUrl.replace(/\/+$/, '')
  }

  info(): Promise<SimInfo> {
    return this.call('GET', '/info')
  }
  clock(): Promise<ClockInfo> {
    return this.call('GET', '/clock')
  }
  /** Moves the simulator clock forward; returns the new time. */
  advance(by: AdvanceBy | number): Promise<ClockInfo> {
    return this.call('POST', '/clock/advance', typeof by === 'number' ? { ms: by } : by)
  }
  setTime(time: number | string): Promise<ClockInfo> {
    return this.call('POST', '/clock/set', { time })
  }
  /** Forces a check's result from now on; `null` hands it back to the scenario. */
  setCheckResult(
    checkId: number,
    result: SimCheckResult | null,
    summary?: string,
  ): Promise<Record<string, unknown>> {
    return this.call(
      'POST',
      `/checks/${checkId}/result`,
      summary === undefined ? { result } : { result, summary },
    )
  }
  /** Sets a cron check's `latest_result` (e.g. `pingFailed`, `checkRanTooLate`). */
  setCronResult(cronCheckId: number, latestResult: string): Promise<Record<string, unknown>> {
    return this.call('POST', `/cron-checks/${cronCheckId}/result`, { latest_result: latestResult })
  }
  /** Same effect as the task calling its ping URL. */
  pingCron(
    cronCheckId: number,
    kind: 'starting' | 'finished' | 'failed',
  ): Promise<Record<string, unknown>> {
    return this.call('POST', `/cron-checks/${cronCheckId}/ping`, { kind })
  }
  /** Every check's true result at the simulator's now (no limit, faults or token). */
  async results(): Promise<SimTruth[]> {
    return (await this.call<{ data: SimTruth[] }>('GET', '/results')).data
  }
  /** Every maintenance period as UTC instants with its team's zone. */
  async maintenance(): Promise<SimMaintenance[]> {
    return (await this.call<{ data: SimMaintenance[] }>('GET', '/maintenance')).data
  }
  addFault(spec: FaultSpec): Promise<FaultInfo> {
    return this.call('POST', '/faults', spec)
  }
  async faults(): Promise<FaultInfo[]> {
    return (await this.call<{ data: FaultInfo[] }>('GET', '/faults')).data
  }
  clearFaults(): Promise<void> {
    return this.call('DELETE', '/faults')
  }
  removeFault(id: number): Promise<void> {
    return this.call('DELETE', `/faults/${id}`)
  }
  /** Replaces the valid token (or adds one with mode `add`). */
  setToken(token: string, mode: 'replace' | 'add' = 'replace'): Promise<{ validTokens: number }> {
    return this.call('POST', '/token', { token, mode })
  }
  setRateLimit(limit: number): Promise<{ limit: number }> {
    return this.call('POST', '/rate-limit', { limit })
  }
  /** Rebuilds the world; clears faults, the request log and the rate-limit window. */
  reset(
    options: {
      seed?: number
      scenario?: ScenarioName
      monitors?: number
      resellers?: boolean
    } = {},
  ): Promise<Record<string, unknown>> {
    return this.call('POST', '/reset', options)
  }
  /** A colleague does `action` now, as in the service's web app; answers what was done. */
  colleague(command: ColleagueCommand): Promise<ColleagueRecord> {
    return this.call('POST', '/colleague', command)
  }
  /** What colleagues did (seeded and commanded), oldest first. */
  async colleagues(): Promise<ColleagueRecord[]> {
    return (await this.call<{ data: ColleagueRecord[] }>('GET', '/colleagues')).data
  }
  async requests(): Promise<LoggedRequest[]> {
    return (await this.call<{ data: LoggedRequest[] }>('GET', '/requests')).data
  }
  clearRequests(): Promise<void> {
    return this.call('DELETE', '/requests')
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.fetchFn(`${this.baseUrl}/__sim${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    if (!response.ok) {
      let message = text
      try {
        message = (JSON.parse(text) as { message?: string }).message ?? text
      } catch {
        // keep the raw text
      }
      throw new SimControlError(
        response.status,
        `simulator control ${method} ${path} failed (${response.status}): ${message}`,
      )
    }
    return (text === '' ? undefined : JSON.parse(text)) as T
  }
}
