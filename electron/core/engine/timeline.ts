// The timeline as pure functions: turn what the engine saw or did into bounded events, keep the
// history inside its limits (7 days, 10,000 events), answer filtered queries newest first.
// Persistence is timeline-log.ts; the handover summary is timeline-handover.ts.
import type { SyncState, AlertDecision, Alert, Snapshot, SyncStatus } from '../../shared/model'
import type {
  SyncCause,
  SyncCauseKind,
  TimelineActionParts,
  TimelineEvent,
  TimelinePage,
  TimelineQuery,
} from '../../shared/timeline'
import { clip, clipOrNull, TEXT_LIMITS } from '../../shared/clip'
import { englishCheckTypeLabel } from '../../shared/check-labels'
import { indexOf } from './snapshot-index'

export const TIMELINE_LIMITS = { maxEvents: 10_000, maxAgeMs: 7 * 24 * 60 * 60_000 } as const

/** Longest sentence kept per event. */
export const EVENT_TEXT_LIMIT = 500
/** Most tags kept per event. */
const MAX_TAGS = 20

/** An event before the history numbers it. */
export type NewTimelineEvent = Omit<TimelineEvent, 'seq'>

type Subject = Pick<NewTimelineEvent, 'monitorId' | 'monitorLabel' | 'tags'>

/** Every string bounded, so a runaway field from the service cannot bloat the history. */
export function boundEvent(event: NewTimelineEvent): NewTimelineEvent {
  return {
    ...event,
    type: clip(event.type, 60),
    monitorLabel: clipOrNull(event.monitorLabel, TEXT_LIMITS.name),
    tags: event.tags.slice(0, MAX_TAGS).map((tag) => clip(tag, TEXT_LIMITS.tag)),
    checkType: clipOrNull(event.checkType, 60),
    from: clipOrNull(event.from, 100),
    to: clipOrNull(event.to, 100),
    reason: clipOrNull(event.reason, TEXT_LIMITS.text),
    text: clip(event.text, EVENT_TEXT_LIMIT),
    ...(typeof event.cronJob === 'string'
      ? { cronJob: clip(event.cronJob, TEXT_LIMITS.name) }
      : {}),
    ...(event.action ? { action: boundAction(event.action) } : {}),
  }
}

function boundAction(action: TimelineActionParts): TimelineActionParts {
  return action.outcome === 'done'
    ? { outcome: 'done', message: clip(action.message, EVENT_TEXT_LIMIT) }
    : { outcome: 'failed', what: clip(action.what, EVENT_TEXT_LIMIT) }
}

/** Drops what is older than the age limit, then the oldest beyond the count limit. */
export function pruneEvents(
  events: readonly TimelineEvent[],
  now: number,
  limits: { maxEvents: number; maxAgeMs: number } = TIMELINE_LIMITS,
): TimelineEvent[] {
  const oldest = now - limits.maxAgeMs
  const young = events.filter((e) => Date.parse(e.at) >= oldest)
  return young.length > limits.maxEvents ? young.slice(young.length - limits.maxEvents) : young
}

/** `events` (oldest first) with `added` numbered after them, bounded and pruned. */
export function appendEvents(
  events: readonly TimelineEvent[],
  added: readonly NewTimelineEvent[],
  now: number,
  limits: { maxEvents: number; maxAgeMs: number } = TIMELINE_LIMITS,
): TimelineEvent[] {
  let seq = events.length > 0 ? events[events.length - 1]!.seq : 0
  const numbered = added.map((event) => ({ ...boundEvent(event), seq: ++seq }))
  return pruneEvents([...events, ...numbered], now, limits)
}

/** Whether a monitor id is one of the account's the query names (the caller knows the ids). */
export type AccountTest = (monitorId: number) => boolean

function matches(event: TimelineEvent, query: TimelineQuery, inAccount?: AccountTest): boolean {
  if (inAccount && (event.monitorId === null || !inAccount(event.monitorId))) return false
  if (query.monitorId != null && event.monitorId !== query.monitorId) return false
  if (query.tag && !event.tags.includes(query.tag)) return false
  if (query.kinds && query.kinds.length > 0 && !query.kinds.includes(event.kind)) return false
  const at = Date.parse(event.at)
  if (query.since && at < Date.parse(query.since)) return false
  if (query.until && at >= Date.parse(query.until)) return false
  return true
}

/** The events `query` asks for, newest first. */
export function queryEvents(
  events: readonly TimelineEvent[],
  query: TimelineQuery,
  unreadable = 0,
  inAccount?: AccountTest,
): TimelinePage {
  const found: TimelineEvent[] = []
  for (let i = events.length - 1; i >= 0; i -= 1) {
    if (matches(events[i]!, query, inAccount)) found.push(events[i]!)
  }
  const limit = query.limit ?? TIMELINE_LIMITS.maxEvents
  return { events: found.slice(0, Math.max(0, limit)), total: found.length, unreadable }
}

/** The monitor's label and tags as the snapshot knows them. */
export function monitorSubject(snapshot: Snapshot | null, monitorId: number | null): Subject {
  if (monitorId === null) return { monitorId: null, monitorLabel: null, tags: [] }
  const monitor = snapshot ? indexOf(snapshot).monitor(monitorId) : undefined
  return {
    monitorId,
    monitorLabel: monitor?.label ?? null,
    tags: monitor ? [...monitor.tags] : [],
  }
}

const CHANGE_WORDS: Record<string, string> = {
  'check.changed': 'changed',
  'cron.changed': 'cron job changed',
  'monitor.added': 'monitor added',
  'monitor.removed': 'monitor removed',
  'snooze.started': 'snoozed',
  'snooze.ended': 'snooze ended',
  'maintenance.started': 'maintenance started',
  'maintenance.ended': 'maintenance ended',
}

/** An end time for a sentence: `2026-01-01 09:30 UTC` (the value as is when it is no time). */
function untilText(value: string): string {
  const ms = Date.parse(value)
  return Number.isFinite(ms)
    ? `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`
    : value
}

/**
 * One change the diff found, with what the alert policy made of it, at `at` (when the app saw
 * it: a targeted refresh keeps the last sweep's time in its snapshot). A change that never
 * notifies (a snooze or maintenance starting) is not "muted".
 */
export function fromDecision(
  decision: AlertDecision,
  snapshot: Snapshot | null,
  at: string = decision.event.at,
): NewTimelineEvent {
  const { event } = decision
  const subject = monitorSubject(snapshot, event.monitorId)
  // A cron job by its name (the snapshot knows it), a check by its type's label.
  const job =
    event.cronCheckId === undefined
      ? undefined
      : snapshot?.cron?.[event.monitorId]?.find((c) => c.id === event.cronCheckId)?.name
  const what = job
    ? `cron job '${job}' `
    : event.checkType
      ? `${englishCheckTypeLabel(event.checkType)} `
      : ''
  const words =
    job && event.type === 'cron.changed' ? 'changed' : (CHANGE_WORDS[event.type] ?? event.type)
  const fromTo =
    event.type === 'check.changed' || event.type === 'cron.changed'
      ? ` from ${event.from ?? '?'} to ${event.to ?? '?'}`
      : event.to
        ? ` until ${untilText(event.to)}`
        : ''
  const reason =
    decision.notify || decision.reason === 'not-alertable' ? null : (decision.reason ?? null)
  const muted = reason ? ` (muted: ${reason})` : ''
  const checkType = event.checkType ?? (event.cronCheckId !== undefined ? 'cron' : null)
  const cron = event.type === 'cron.changed' || checkType === 'cron'
  return {
    at,
    kind: 'change',
    type: event.type,
    ...subject,
    monitorLabel: event.monitorLabel,
    checkId: event.checkId ?? event.cronCheckId ?? null,
    checkType,
    from: event.from ?? null,
    to: event.to ?? null,
    reason,
    text: `${event.monitorLabel}: ${what}${words}${fromTo}${muted}`,
    // The job's name as data: the sentence above is English, a window words it again.
    ...(cron ? { cronJob: job ?? null } : {}),
  }
}

/** A notification that was shown. */
export function fromAlert(alert: Alert, at: string, snapshot: Snapshot | null): NewTimelineEvent {
  return {
    at,
    kind: 'alert',
    type: alert.severity,
    ...monitorSubject(snapshot, alert.monitorId),
    checkId: null,
    checkType: null,
    from: null,
    to: null,
    reason: null,
    text: `${alert.title}: ${alert.body}`,
  }
}

/** Something this app did (an action or a settings change), in one sentence, and how it went. */
export function fromAction(input: {
  at: string
  operation: string
  monitorId: number | null
  checkId: number | null
  checkType: string | null
  ok: boolean
  /** What was asked, for a failure's sentence: "snooze Uptime of shop.example.com". */
  what: string
  /** The action's answer: on success a sentence naming what changed, else the reason. */
  message: string
  snapshot: Snapshot | null
}): NewTimelineEvent {
  return {
    at: input.at,
    kind: 'action',
    type: input.operation,
    ...monitorSubject(input.snapshot, input.monitorId),
    checkId: input.checkId,
    checkType: input.checkType,
    from: null,
    to: null,
    reason: input.ok ? null : input.message,
    text: input.ok
      ? `This app: ${input.message}`
      : `This app could not ${input.what}: ${input.message}`,
    action: input.ok
      ? { outcome: 'done', message: input.message }
      : { outcome: 'failed', what: input.what },
  }
}

/** States that are a sync problem; each run of one is one episode, one row. */
export const SYNC_PROBLEMS: ReadonlySet<SyncState> = new Set([
  'offline',
  'rate-limited',
  'auth-needed',
  'error',
])

const PROBLEM_WORDS: Record<string, string> = {
  offline: 'Offline',
  'rate-limited': 'Rate-limited',
  'auth-needed': 'Signed out',
  error: 'Sync failing',
}

/**
 * Why syncing failed, as data: never the request's path (an encoded query string says nothing to
 * a person) nor the token. `message` is the scheduler's failure text.
 */
export function syncCauseOf(state: SyncState, message: string | null): SyncCause {
  const text = message ?? ''
  const cause = (kind: SyncCauseKind, status: number | null = null): SyncCause => ({ kind, status })
  if (state === 'rate-limited') return cause('rate-limited')
  if (state === 'auth-needed') return cause('token-refused')
  if (/you are offline/i.test(text)) return cause('no-network')
  if (/timed out/i.test(text)) return cause('timed-out')
  if (state === 'offline') return cause('no-answer')
  const status = /failed with (\d{3})/.exec(text)?.[1]
  if (status) return cause(status.startsWith('5') ? 'server-error' : 'refused', Number(status))
  if (/answered \d{3} with/.test(text)) return cause('unreadable')
  return cause('failed')
}

const CAUSE_WORDS: Record<SyncCauseKind, string> = {
  'rate-limited': 'the service asked Uptray to slow down',
  'token-refused': 'the service refused the API token',
  'no-network': 'no network connection',
  'timed-out': 'the service did not answer in time',
  'no-answer': 'the service did not answer',
  'server-error': 'the service answered with an error',
  refused: 'the service refused the request',
  unreadable: 'the service sent an answer Uptray could not read',
  failed: 'syncing failed',
}

/** A cause in plain English words, as the timeline stores it. */
export function causeSentence(cause: SyncCause): string {
  const words = CAUSE_WORDS[cause.kind]
  return cause.status === null ? words : `${words} (HTTP ${cause.status})`
}

/** Why syncing failed, in plain English words. */
export function syncCause(state: SyncState, message: string | null): string {
  return causeSentence(syncCauseOf(state, message))
}

/** `03:18 UTC` (with the date when `other` is not the same UTC day). */
function clockUtc(iso: string, other?: string): string {
  const sameDay = other !== undefined && iso.slice(0, 10) === other.slice(0, 10)
  return sameDay ? `${iso.slice(11, 16)} UTC` : untilText(iso)
}

/** The sentence of a sync episode, open (`until` null) or over. */
export function episodeText(state: string, since: string, until: string | null, cause: string) {
  const word = PROBLEM_WORDS[state] ?? `Sync ${state}`
  if (until === null) return `${word} since ${untilText(since)}: ${cause}`
  return `${word} from ${untilText(since)} to ${clockUtc(until, since)}: ${cause}. Back to normal.`
}

/**
 * A sync problem starting: one row for the whole episode, `from` its start and `to` its end
 * (null while it lasts; episodeEnd fills it in), `reason` the cause in plain words and `cause`
 * the same as data.
 */
export function episodeStart(status: SyncStatus, at: string): NewTimelineEvent {
  const parts = syncCauseOf(status.state, status.message)
  const cause = causeSentence(parts)
  return {
    at,
    kind: 'sync',
    type: status.state,
    monitorId: null,
    monitorLabel: null,
    tags: [],
    checkId: null,
    checkType: null,
    from: at,
    to: null,
    reason: cause,
    cause: parts,
    text: episodeText(status.state, at, null, cause),
  }
}

/** The same episode, over at `at`. */
export function episodeEnd(event: TimelineEvent, at: string): TimelineEvent {
  const since = event.from ?? event.at
  return {
    ...event,
    to: at,
    text: episodeText(event.type, since, at, event.reason ?? 'syncing failed'),
  }
}

/** Whether `event` is a sync episode still running (rows of older versions have states in from/to). */
export function isOpenEpisode(event: TimelineEvent): boolean {
  return (
    event.kind === 'sync' &&
    event.to === null &&
    event.from !== null &&
    Number.isFinite(Date.parse(event.from))
  )
}
