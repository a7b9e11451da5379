// The timeline: what happened, kept locally (core/engine/timeline.ts). Types only, so the
// renderer, serve mode and the CLI share them without pulling in the engine.

/** change: the service's picture changed; alert: a notification was shown; action: this app
 * acted (snooze, maintenance, re-run...); sync: polling ran into a problem or out of one. */
export type TimelineKind = 'change' | 'alert' | 'action' | 'sync'

export const TIMELINE_KINDS: readonly TimelineKind[] = ['change', 'alert', 'action', 'sync']

export interface TimelineEvent {
  /** Increasing per history: newer events have larger numbers. */
  seq: number
  /** ISO 8601 UTC. */
  at: string
  kind: TimelineKind
  /** change: the ChangeEventType; alert: its severity; action: the operation; sync: the state. */
  type: string
  monitorId: number | null
  monitorLabel: string | null
  /** The monitor's tags when it was recorded. */
  tags: string[]
  checkId: number | null
  /** The check's type, or the cron check for a cron change. */
  checkType: string | null
  from: string | null
  to: string | null
  /** change: muted and why ('snoozed', 'quiet-hours'...), or null when it notified or was not
   * judged; action: null when it worked, else why not. */
  reason: string | null
  /** One sentence for people (bounded). */
  text: string
  /**
   * sync: why it failed as data (its `reason` is the same in English), for a window to say in
   * its own language. Absent on other kinds and on rows stored before it was recorded.
   */
  cause?: SyncCause
  /**
   * change about a cron check: the job's name, null when the app did not know it. Absent on other
   * events and on rows stored before it was recorded.
   */
  cronJob?: string | null
  /**
   * action: its sentence's parts as data, for a window to say in its own language. Absent on
   * other kinds and on rows stored before it was recorded.
   */
  action?: TimelineActionParts
}

/** An action that worked: the app's answer (naming what changed); one that failed: what was
 * asked ("re-run 'Uptime' of shop.example.com"), its `reason` saying why not. */
export type TimelineActionParts =
  { outcome: 'done'; message: string } | { outcome: 'failed'; what: string }

/** Why syncing failed, by kind; `status` the HTTP status where the kind names one. */
export type SyncCauseKind =
  | 'rate-limited'
  | 'token-refused'
  | 'no-network'
  | 'timed-out'
  | 'no-answer'
  | 'server-error'
  | 'refused'
  | 'unreadable'
  | 'failed'

export const SYNC_CAUSE_KINDS: readonly SyncCauseKind[] = [
  'rate-limited',
  'token-refused',
  'no-network',
  'timed-out',
  'no-answer',
  'server-error',
  'refused',
  'unreadable',
  'failed',
]

export interface SyncCause {
  kind: SyncCauseKind
  status: number | null
}

export interface TimelineQuery {
  /**
   * Only the events about this account's monitors (its id, shared/accounts.ts); events about no
   * monitor (the app's sync state, which is every account's) are left out.
   */
  account?: string | null
  monitorId?: number | null
  tag?: string | null
  kinds?: TimelineKind[] | null
  /** ISO 8601: only events at or after this time. */
  since?: string | null
  /** ISO 8601: only events before this time. */
  until?: string | null
  /** At most this many, newest first (default and ceiling: the history's size). */
  limit?: number | null
}

export interface TimelinePage {
  /** Newest first. */
  events: TimelineEvent[]
  /** How many events matched before `limit` cut the list. */
  total: number
  /** Stored events that could not be read at start and were set aside. */
  unreadable: number
}
