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

export interface SyncTextOptions {
  /**
   * False: the sentence without its moment ("Offline - showing cached data"). Before the first
   * paint: the first Intl formatter a page makes costs about a frame.
   */
  moments?: boolean
}

/**
 * The sync sentence, then the start-up notice (a file set aside) and the warnings (a notification
 * destination the service disabled) when there are any.
 */
export function syncText(
  status: SyncStatus | null,
  now: number,
  options: SyncTextOptions = {},
): SyncLine {
  const line = stateLine(status, now, options.moments ?? true)
  const extra = [status?.notice, ...(status?.warnings ?? [])].filter(Boolean)
  return extra.length
    ? {
        ...line,
        text: [line.text, ...extra].join('. '),
        tone: line.tone === 'ok' ? 'warn' : line.tone,
      }
    : line
}

function stateLine(status: SyncStatus | null, now: number, moments: boolean): SyncLine {
  const base = { banner: false, needsSignIn: false }
  if (!status) return { ...base, text: 'Connecting…', tone: 'muted', icon: '◌' }
  switch (status.state) {
    case 'offline':
      return {
        ...base,
        banner: true,
        tone: 'bad',
        icon: '⚠',
        text:
          status.offlineSince && moments
            ? `Offline since ${atText(status.offlineSince, { now })} - showing cached data`
            : 'Offline - showing cached data',
      }
    case 'rate-limited':
      return {
        ...base,
        banner: true,
        tone: 'warn',
        icon: '⏸',
        text:
          status.rateLimitedUntil && moments
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
        text: !status.lastSuccessAt
          ? 'Waiting for the first sync'
          : moments
            ? `Synced ${timeText(status.lastSuccessAt, { now })}${status.stale ? ' (cached data)' : ''}`
            : `Synced${status.stale ? ' (cached data)' : ''}`,
      }
  }
  return { ...base, text: status.message ?? 'Unknown sync state', tone: 'muted', icon: '?' }
}
