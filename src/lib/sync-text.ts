// The sentence on the always-visible sync line, and whether it needs attention.
import type { SyncStatus } from '../../electron/shared/model'
import type { Tone } from './result-meta'
import { atText, timeText } from './clock-text'

export interface SyncLine {
  text: string
  tone: Tone
  icon: string
  /** Shown as a banner (offline, rate limited, token rejected, error). */
  banner: boolean
  /** The token was rejected: offer to sign in again. */
  needsSignIn: boolean
}

/**
 * The sync sentence, then the start-up notice (a file set aside) and the warnings (a notification
 * destination the service disabled) when there are any.
 */
export function syncText(status: SyncStatus | null, now: number): SyncLine {
  const line = stateLine(status, now)
  const extra = [status?.notice, ...(status?.warnings ?? [])].filter(Boolean)
  return extra.length
    ? {
        ...line,
        text: [line.text, ...extra].join('. '),
        tone: line.tone === 'ok' ? 'warn' : line.tone,
      }
    : line
}

function stateLine(status: SyncStatus | null, now: number): SyncLine {
  const base = { banner: false, needsSignIn: false }
  if (!status) return { ...base, text: 'Connecting…', tone: 'muted', icon: '◌' }
  switch (status.state) {
    case 'offline':
      return {
        ...base,
        banner: true,
        tone: 'bad',
        icon: '⚠',
        text: status.offlineSince
          ? `Offline since ${atText(status.offlineSince, { now })} - showing cached data`
          : 'Offline - showing cached data',
      }
    case 'rate-limited':
      return {
        ...base,
        banner: true,
        tone: 'warn',
        icon: '⏸',
        text: status.rateLimitedUntil
          ? `Rate limited until ${atText(status.rateLimitedUntil, { now })} - showing the last data`
          : 'Rate limited - showing the last data',
      }
    case 'auth-needed':
      return {
        ...base,
        banner: true,
        needsSignIn: true,
        tone: 'bad',
        icon: '⚠',
        text: 'Token rejected - sign in again',
      }
    case 'error':
      return {
        ...base,
        banner: true,
        tone: 'bad',
        icon: '⚠',
        text: status.message ?? 'Sync failed - retrying',
      }
    case 'syncing':
      return { ...base, tone: 'muted', icon: '↻', text: 'Syncing…' }
    case 'ok':
      return {
        ...base,
        tone: status.stale ? 'warn' : 'ok',
        icon: status.stale ? '▲' : '✓',
        text: status.lastSuccessAt
          ? `Synced ${timeText(status.lastSuccessAt, { now })}${status.stale ? ' (cached data)' : ''}`
          : 'Waiting for the first sync',
      }
  }
  return { ...base, text: status.message ?? 'Unknown sync state', tone: 'muted', icon: '?' }
}
