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
import { t, tn } from '../../shared/i18n/translate'

/** "2 failing, 1 warning, 1 snoozed": every count but up and disabled, worst first. */
export function problemSummary(counts: HealthCounts): string {
  if (counts.total === 0) return t('tray.summary.noMonitors')
  const parts: string[] = []
  if (counts.failed > 0) parts.push(tn('tray.summary.failing', counts.failed))
  if (counts.warning > 0) parts.push(tn('tray.summary.warning', counts.warning))
  if (counts.snoozed > 0) parts.push(tn('tray.summary.snoozed', counts.snoozed))
  if (counts.maintenance > 0) parts.push(tn('tray.summary.maintenance', counts.maintenance))
  if (counts.unknown > 0) parts.push(tn('tray.summary.unknown', counts.unknown))
  if (counts.pending > 0) parts.push(tn('tray.summary.pending', counts.pending))
  if (parts.length > 0) return parts.join(', ')
  return counts.total === 1 ? t('tray.summary.oneUp') : tn('tray.summary.allUp', counts.total)
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
      return since ? t('tray.sync.offlineSince', { since }) : t('tray.sync.offline')
    case 'rate-limited':
      return t('tray.sync.rateLimited')
    case 'error':
      return since ? t('tray.sync.failingSince', { since }) : t('tray.sync.failing')
    default:
      if (sync.stale) return since ? t('tray.sync.staleSince', { since }) : t('tray.sync.stale')
      return since ? t('tray.sync.syncedSince', { since }) : t('tray.sync.syncing')
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
  if (sync.state === 'auth-needed') return t('tray.tooltip.signInNeeded')
  if (snapshot === null) return t('tray.tooltip.named', { text: syncPhrase(sync, now) })
  counts ??= countHealth(snapshot, now)
  const unreadable = unreadableText(snapshot.unreadable)
  const paused = isPaused(settings, now) ? ` - ${t('tray.tooltip.paused')}` : ''
  const text = [problemSummary(counts), unreadable, accountsTrouble(sync), syncPhrase(sync, now)]
    .filter((part) => part !== null)
    .join(' - ')
  return line(`${text}${paused}`, TOOLTIP_MAX)
}

/** What a state of one of several accounts reads as, after its name. */
const ACCOUNT_TROUBLE: Partial<Record<SyncState, () => string>> = {
  'auth-needed': () => t('tray.account.signInNeeded'),
  error: () => t('tray.account.syncFailing'),
  offline: () => t('tray.account.offline'),
  'rate-limited': () => t('tray.account.rateLimited'),
}

/** The words for an account's troubled state ("sign in needed"), or null when it is fine. */
export function accountTroubleWords(state: SyncState): string | null {
  return ACCOUNT_TROUBLE[state]?.() ?? null
}

/** "Acme: sign in needed, Own: offline" when several accounts are watched and some fail. */
export function accountsTrouble(sync: SyncStatus): string | null {
  const troubled = (sync.accounts ?? []).flatMap((a) => {
    const words = ACCOUNT_TROUBLE[a.state]
    return words ? [t('tray.account.line', { name: a.name, words: words() })] : []
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
  if (sync.state === 'auth-needed') return t('tray.headline.signInNeeded')
  if (snapshot === null) return syncPhrase(sync, now)
  return tooltipText(snapshot, sync, settings, now, counts)
}

/** "until today 14:05", "until Tue 08:00": the one formatter, always absolute. */
export function untilText(iso: string, now: number): string {
  return t('time.until', { time: atText(iso, { now }) })
}
