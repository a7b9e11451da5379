// The SyncStatus every consumer shows: the scheduler's phase plus the gate's 429 wait, the
// budget used in the last minute and whether the snapshot shown is stale.
import type { Snapshot, SyncState, SyncStatus } from '../../shared/model'
import type { SchedulerState } from '../engine/scheduler'
import { TEXT_LIMITS, clip } from '../../shared/clip'
import type { SyncNotice } from '../../shared/sync-notice'
import type { SyncWarning } from '../../shared/sync-warning'

export interface SyncInputs {
  scheduler: SchedulerState
  signedIn: boolean
  stale: boolean
  rateLimitedUntil: number | null
  budgetUsed: number
  /** Files set aside at start (see SyncStatus.notice); null when all were fine. */
  notice?: string | null
  /** The same as data. */
  noticeParts?: SyncNotice[]
  /** Problems found by the slow rounds (a notification destination the service disabled). */
  warnings?: string[]
  /** The same warnings as data. */
  warningParts?: SyncWarning[]
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString())

function stateOf(inputs: SyncInputs): SyncState {
  if (!inputs.signedIn) return 'auth-needed'
  if (!inputs.scheduler.online) return 'offline'
  if (inputs.rateLimitedUntil !== null) return 'rate-limited'
  switch (inputs.scheduler.phase) {
    case 'idle':
      return inputs.scheduler.lastSuccessAt === null ? 'syncing' : 'ok'
    default:
      return inputs.scheduler.phase
  }
}

export function buildSyncStatus(inputs: SyncInputs): SyncStatus {
  const { scheduler } = inputs
  const state = stateOf(inputs)
  let message = scheduler.message
  if (!inputs.signedIn && message === null) message = 'Sign in with an API token to start.'
  if (state === 'offline' && message === null) message = 'You are offline.'
  return {
    state,
    stale: inputs.stale,
    lastSuccessAt: iso(scheduler.lastSuccessAt),
    nextSweepAt: iso(scheduler.nextSweepAt),
    offlineSince: state === 'offline' ? iso(scheduler.offlineSince) : null,
    rateLimitedUntil: iso(inputs.rateLimitedUntil),
    budgetUsed: Math.round(inputs.budgetUsed * 1000) / 1000,
    message,
    errorKind: scheduler.errorKind ?? (inputs.signedIn ? null : 'signed-out'),
    notice: inputs.notice ?? null,
    noticeParts: inputs.noticeParts ?? [],
    warnings: (inputs.warnings ?? []).map((w) => clip(w, TEXT_LIMITS.text)).slice(0, 5),
    warningParts: (inputs.warningParts ?? []).slice(0, 5),
  }
}

/** A snapshot older than this many sweep intervals counts as stale. */
export const STALE_AFTER_INTERVALS = 2

/** The picture shown is stale when it comes from the cache, is old, or cannot be refreshed. */
export function isStale(inputs: {
  snapshot: Snapshot | null
  fromCache: boolean
  now: number
  intervalMs: number
  scheduler: SchedulerState
}): boolean {
  const { snapshot, scheduler } = inputs
  if (!snapshot) return false
  const age = inputs.now - Date.parse(snapshot.fetchedAt)
  return (
    inputs.fromCache ||
    age > STALE_AFTER_INTERVALS * inputs.intervalMs ||
    scheduler.phase === 'auth-needed' ||
    // Unreachable (a network error, not only the OS going offline): nothing new is coming.
    scheduler.phase === 'offline' ||
    !scheduler.online
  )
}
