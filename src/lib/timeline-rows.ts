// How a timeline event reads as a row: its label and tone, its sentence (a sync episode in the
// user's own time) and the page it links to (its check's page, else its monitor's).
import { isCheckTypeName } from '../../electron/shared/check-type'
import type { TimelineEvent } from '../../electron/shared/timeline'
import { dateTime } from './clock-text'

export interface RowLabel {
  text: string
  tone: string
}

const KIND_LABELS: Record<TimelineEvent['kind'], RowLabel> = {
  change: { text: 'Change', tone: 'tone-muted' },
  alert: { text: 'Alert', tone: 'tone-warn' },
  action: { text: 'Action', tone: 'tone-ok' },
  sync: { text: 'Sync problem', tone: 'tone-bad' },
}

const PROBLEM_WORDS: Record<string, string> = {
  offline: 'Offline',
  'rate-limited': 'Rate-limited',
  'auth-needed': 'Token refused',
  error: 'Sync failing',
}

const validTime = (value: string | null): value is string =>
  value !== null && Number.isFinite(Date.parse(value))

/** A sync problem's row: `from` is when it began, `to` when it ended (null while it lasts). */
function isEpisode(event: TimelineEvent): boolean {
  return event.kind === 'sync' && validTime(event.from)
}

/** A sync row that is over (an ended episode, or an older history's "back to normal" row). */
function isRecovery(event: TimelineEvent): boolean {
  if (event.kind !== 'sync') return false
  return isEpisode(event) ? validTime(event.to) : event.type === 'ok'
}

export function rowLabel(event: TimelineEvent): RowLabel {
  if (isRecovery(event)) return { text: 'Back to normal', tone: 'tone-ok' }
  return KIND_LABELS[event.kind]
}

/** The end of an episode: without its day when that is the start's ("today 03:19" reads "03:19"). */
function endText(start: string, end: string): string {
  const a = dateTime(start)
  const b = dateTime(end)
  if (new Date(start).toDateString() !== new Date(end).toDateString()) return b
  let same = 0
  while (same < a.length && a[same] === b[same]) same += 1
  const cut = b.lastIndexOf(' ', same)
  return cut > 0 && cut < same ? b.slice(cut + 1) : b
}

/** The row's sentence: a sync episode in the user's time, anything else as recorded. */
export function rowText(event: TimelineEvent): string {
  if (!isEpisode(event)) return event.text
  const word = PROBLEM_WORDS[event.type] ?? 'Sync problem'
  const cause = event.reason ? `: ${event.reason}` : ''
  const since = event.from!
  if (!validTime(event.to)) return `${word} since ${dateTime(since)}${cause}`
  return `${word} from ${dateTime(since)} to ${endText(since, event.to)}${cause}`
}

/** The page a row opens: its check's page when it is about one check, else its monitor's. */
export function rowLink(event: TimelineEvent): string | null {
  if (event.monitorId === null) return null
  const type = event.checkType
  if (type && isCheckTypeName(type)) return `/monitor/${event.monitorId}/check/${type}`
  return `/monitor/${event.monitorId}`
}
