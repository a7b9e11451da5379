// What the parts of one account's session share (session-engine.ts builds it): ports, its request
// gate, detail cache and snapshot store, its API client and how to report a rejected token.
import type { DetailCache } from '../engine/detail-cache'
import type { RequestGate } from '../engine/request-gate'
import type { Clock, Logger } from '../ports'
import type { ApiClient } from '../api'
import type { SnapshotStore } from './snapshot-store'
import type { TeamZones } from './team-zones'

export interface AppServiceContext {
  clock: Clock
  random: () => number
  logger: Logger
  gate: RequestGate
  cache: DetailCache
  snapshots: SnapshotStore
  /** The signed-in client; throws NotSignedInError when there is none. */
  api(): ApiClient
  /** Called with every API failure: a 401 stops polling and asks for a token. */
  reportFailure(error: unknown): void
  /** A background read may start now on spare budget (see spare-budget.ts). */
  spareRoom(): boolean
  /** Each team's timezone (maintenance times are the team's wall-clock time). */
  zones: TeamZones
  /** Requests a minute the budget allows now. */
  perMinute(): number
  /** Requests a minute the sweeps spend at their current interval. */
  sweepPerMinute(): number
  /** The maintenance watch may start its reads now (see spare-budget.ts). */
  watchRoom(): boolean
}

export class NotSignedInError extends Error {
  constructor() {
    super('Not signed in: add an API token first.')
    this.name = 'NotSignedInError'
  }
}
