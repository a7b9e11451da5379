// The sentence on the always-visible sync line, and whether it needs attention. A failure is said
// by its kind in the user's language (./error-text.ts); the engine's English message stays only
// as the detail where it carries the service's reason.
import type { SyncStatus } from '../../electron/shared/model'
import type { Tone } from './result-meta'
import { atText, timeText } from './clock-text'
import { detailOf, errorText } from './error-text'
import { t } from '../i18n'

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

const TROUBLE = new Set<SyncStatus['state']>(['offline', 'rate-limited', 'error', 'auth-needed'])

/**
 * With several accounts and only some in trouble, the line names those and says each one's own
 * state ("Bravo: Offline - showing cached data"): the others are watched as usual.
 */
function stateLine(status: SyncStatus | null, now: number, moments: boolean): SyncLine {
  const accounts = status?.accounts ?? []
  const troubled = accounts.filter((a) => TROUBLE.has(a.state))
  if (
    !status ||
    accounts.length < 2 ||
    troubled.length === 0 ||
    troubled.length === accounts.length
  )
    return oneLine(status, now, moments)
  const lines = troubled.map((a) => ({
    name: a.name,
    line: oneLine(
      { ...status, state: a.state, message: a.message, errorKind: a.errorKind },
      now,
      moments,
    ),
  }))
  const worst = lines.find((l) => l.line.tone === 'bad') ?? lines[0]!
  return {
    ...worst.line,
    // Signing in again is the account's own, in Settings: the line's button is the lone account's.
    needsSignIn: false,
    text: lines.map((l) => t('sync.ofAccount', { account: l.name, text: l.line.text })).join(' · '),
  }
}

function oneLine(status: SyncStatus | null, now: number, moments: boolean): SyncLine {
  const base = { banner: false, needsSignIn: false }
  if (!status) return { ...base, text: t('sync.connecting'), tone: 'muted', icon: '◌' }
  switch (status.state) {
    case 'offline':
      return {
        ...base,
        banner: true,
        tone: 'bad',
        icon: '⚠',
        text:
          status.offlineSince && moments
            ? t('sync.offlineSince', { at: atText(status.offlineSince, { now }) })
            : t('sync.offline'),
      }
    case 'rate-limited':
      return {
        ...base,
        banner: true,
        tone: 'warn',
        icon: '⏸',
        text:
          status.rateLimitedUntil && moments
            ? t('sync.rateLimitedUntil', { at: atText(status.rateLimitedUntil, { now }) })
            : t('sync.rateLimited'),
      }
    case 'auth-needed':
      return {
        ...base,
        banner: true,
        needsSignIn: true,
        tone: 'bad',
        icon: '⚠',
        text: t('sync.tokenRejected'),
      }
    case 'error':
      return {
        ...base,
        banner: true,
        tone: 'bad',
        icon: '⚠',
        text: failedText(status),
      }
    case 'syncing':
      return { ...base, tone: 'muted', icon: '↻', text: t('sync.syncing') }
    case 'ok':
      return {
        ...base,
        tone: status.stale ? 'warn' : 'ok',
        icon: status.stale ? '▲' : '✓',
        text: !status.lastSuccessAt
          ? t('sync.waiting')
          : moments
            ? status.stale
              ? t('sync.syncedCached', { at: timeText(status.lastSuccessAt, { now }) })
              : t('sync.synced', { at: timeText(status.lastSuccessAt, { now }) })
            : status.stale
              ? t('sync.syncedNowCached')
              : t('sync.syncedNow'),
      }
  }
  return { ...base, text: status.message ?? t('sync.unknown'), tone: 'muted', icon: '?' }
}

/** A failed sync: the kind's sentence (with the service's reason), or the message as given. */
function failedText(status: SyncStatus): string {
  const kind = status.errorKind
  if (!kind) return status.message ?? t('sync.failed')
  return t('sync.failedWith', { error: errorText(kind, detailOf(kind, status.message)) })
}
