// Which icon the tray shows: the worst state across everything the app watches.
import type { Snapshot, SyncStatus } from '../../shared/model'
import type { Settings } from '../../shared/settings'
import { badgeCount, countHealth, type HealthCounts } from '../../shared/counts'

export const TRAY_STATES = [
  'ok',
  'warning',
  'failed',
  'syncing',
  'offline',
  'auth-needed',
  'paused',
] as const
export type TrayState = (typeof TRAY_STATES)[number]

/**
 * Worst first. Failures beat stale data (a known outage matters more than an old sweep), but
 * a lost token beats everything: nothing is being watched until the user signs in again.
 */
const SEVERITY: Record<TrayState, number> = {
  'auth-needed': 6,
  failed: 5,
  offline: 4,
  warning: 3,
  syncing: 2,
  paused: 1,
  ok: 0,
}

export interface TrayView {
  state: TrayState
  /** The number drawn on the badge; 0 draws none. */
  count: number
  counts: HealthCounts
}

export function worstState(states: readonly TrayState[]): TrayState {
  return states.reduce<TrayState>((worst, s) => (SEVERITY[s] > SEVERITY[worst] ? s : worst), 'ok')
}

/**
 * Whether a token is waiting to be given: the lone account's, or one of several accounts' (its
 * monitors are then not being watched, which counts as much).
 */
export function signInNeeded(sync: SyncStatus): boolean {
  return (
    sync.state === 'auth-needed' || sync.accounts?.some((a) => a.state === 'auth-needed') === true
  )
}

export function isPaused(settings: Settings, now: number): boolean {
  const until = settings.notifications.pausedUntil
  return until !== null && Date.parse(until) > now
}

export function trayViewOf(
  snapshot: Snapshot | null,
  sync: SyncStatus,
  settings: Settings,
  now: number,
  /** The snapshot's counts when the caller keeps them (health-tally.ts); judged here if absent. */
  counts: HealthCounts = countHealth(snapshot, now),
): TrayView {
  const states: TrayState[] = []
  // The badge still sums the failing monitors of every account.
  if (signInNeeded(sync)) states.push('auth-needed')
  if (counts.failed > 0) states.push('failed')
  if (counts.warning > 0) states.push('warning')
  if (sync.state === 'offline' || sync.state === 'error' || sync.stale) states.push('offline')
  // Only "unknown" before the first data: flipping the icon on every sweep would flicker.
  if (snapshot === null) states.push('syncing')
  if (isPaused(settings, now)) states.push('paused')
  const state = worstState(states)
  // Warnings are drawn only while the icon shows one (not under an offline or paused icon).
  const count = counts.failed > 0 || state === 'warning' ? badgeCount(counts) : 0
  return { state, count, counts }
}
