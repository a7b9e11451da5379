// The words the tray shows: the one-line tooltip ("2 failing, 1 warning - synced 20 s ago")
// and the menu's status line. Pure functions of the snapshot, sync status and time.
import type { Snapshot, SyncState, SyncStatus } from '../../shared/model'
import type { Settings } from '../../shared/settings'
import type { HealthCounts } from '../../shared/health'
import { atText, timeText } from '../../shared/time-text'
import { line, TOOLTIP_MAX } from './safe-text'
import { countHealth } from '../../shared/counts'
import { unreadableText } from '../../shared/unreadable-text'
import { isPaused } from './tray-state'

/** "2 failing, 1 warning, 1 snoozed": every count but up and disabled, worst first. */
export function problemSummary(counts: HealthCounts): string {
  if (counts.total === 0) return 'No monitors yet'
  const parts: string[] = []
  if (counts.failed > 0) parts.push(`${counts.failed} failing`)
  if (counts.warning > 0) parts.push(`${counts.warning} warning${counts.warning === 1 ? '' : 's'}`)
  if (counts.snoozed > 0) parts.push(`${counts.snoozed} snoozed`)
  if (counts.maintenance > 0) parts.push(`${counts.maintenance} in maintenance`)
  if (counts.unknown > 0) parts.push(`${counts.unknown} unknown`)
  if (counts.pending > 0) parts.push(`${counts.pending} pending`)
  if (parts.length > 0) return parts.join(', ')
  return counts.total === 1 ? 'The monitor is up' : `All ${counts.total} monitors up`
}

function syncPhrase(sync: SyncStatus, now: number): string {
  // "3 minutes ago", or "today 14:02" once it is not recent.
  return phrase(sync, sync.lastSuccessAt ? timeText(sync.lastSuccessAt, { now }) : null)
}

/**
 * The sync words with their time left out: 'syncing' and 'ok' read alike once a sweep has
 * succeeded, so the tray knows a sweep's page events change nothing it shows but the time.
 */
export function syncWords(sync: SyncStatus): string {
  return phrase(sync, sync.lastSuccessAt ? '…' : null)
}

function phrase(sync: SyncStatus, since: string | null): string {
  switch (sync.state) {
    case 'offline':
      return since ? `offline, last synced ${since}` : 'offline'
    case 'rate-limited':
      return 'rate limited, waiting'
    case 'error':
      return since ? `sync failing, last synced ${since}` : 'sync failing'
    default:
      if (sync.stale) return since ? `stale, last synced ${since}` : 'stale data'
      return since ? `synced ${since}` : 'syncing'
  }
}

export function tooltipText(
  snapshot: Snapshot | null,
  sync: SyncStatus,
  settings: Settings,
  now: number,
  /** The snapshot's counts when the caller keeps them; judged here if absent. */
  counts?: HealthCounts,
): string {
  if (sync.state === 'auth-needed') return 'Uptray - sign in needed'
  if (snapshot === null) return `Uptray - ${syncPhrase(sync, now)}`
  counts ??= countHealth(snapshot, now)
  const unreadable = unreadableText(snapshot.unreadable)
  const paused = isPaused(settings, now) ? ' - notifications paused' : ''
  const text = [problemSummary(counts), unreadable, accountsTrouble(sync), syncPhrase(sync, now)]
    .filter((part) => part !== null)
    .join(' - ')
  return line(`${text}${paused}`, TOOLTIP_MAX)
}

/** What a state of one of several accounts reads as, after its name. */
const ACCOUNT_TROUBLE: Partial<Record<SyncState, string>> = {
  'auth-needed': 'sign in needed',
  error: 'sync failing',
  offline: 'offline',
  'rate-limited': 'rate limited',
}

/** "Acme: sign in needed, Own: offline" when several accounts are watched and some fail. */
export function accountsTrouble(sync: SyncStatus): string | null {
  const troubled = (sync.accounts ?? []).flatMap((a) => {
    const words = ACCOUNT_TROUBLE[a.state]
    return words ? [`${a.name}: ${words}`] : []
  })
  return troubled.length > 0 ? troubled.join(', ') : null
}

/** The first, disabled line of the menu: what is wrong and how fresh the data is. */
export function menuHeadline(
  snapshot: Snapshot | null,
  sync: SyncStatus,
  settings: Settings,
  now: number,
  counts?: HealthCounts,
): string {
  if (sync.state === 'auth-needed') return 'Sign in needed: the API token was refused'
  return tooltipText(snapshot, sync, settings, now, counts).replace(/^Uptray - /, '')
}

/** "until today 14:05", "until Tue 08:00": the one formatter, always absolute. */
export function untilText(iso: string, now: number): string {
  return `until ${atText(iso, { now })}`
}
