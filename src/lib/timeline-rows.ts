// How a timeline event reads as a row: its label and tone, its sentence and the page it links to
// (its check's page, else its monitor's). The app stores each event with a sentence in the
// language it spoke then, which need not be the dashboard's (serve mode: the engine follows its
// machine, the page its browser). So changes, sync problems and actions are written here again
// from the event's fields in the dashboard's language and times; only what the fields cannot
// give back (an alert's text, the app's own answer to an action) is shown as stored.
import { checkTypeLabel } from '../../electron/shared/check-labels'
import { isCheckTypeName } from '../../electron/shared/check-type'
import { ruleSubject, RULE_SCOPES, type RuleScope } from '../../electron/shared/notification-rule'
import type { SyncCause, TimelineEvent } from '../../electron/shared/timeline'
import { t } from '../i18n'
import { serviceIdOf } from './account-names'
import { dateTime } from './clock-text'

export interface RowLabel {
  text: string
  tone: string
}

const KIND_TONES: Record<TimelineEvent['kind'], string> = {
  change: 'tone-muted',
  alert: 'tone-warn',
  action: 'tone-ok',
  sync: 'tone-bad',
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

function kindLabel(kind: TimelineEvent['kind']): string {
  switch (kind) {
    case 'change':
      return t('timeline.labels.change')
    case 'alert':
      return t('timeline.labels.alert')
    case 'action':
      return t('timeline.labels.action')
    case 'sync':
      return t('timeline.labels.sync')
  }
}

export function rowLabel(event: TimelineEvent): RowLabel {
  if (isRecovery(event)) return { text: t('timeline.labels.backToNormal'), tone: 'tone-ok' }
  return { text: kindLabel(event.kind), tone: KIND_TONES[event.kind] }
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

function problemWord(state: string): string {
  switch (state) {
    case 'offline':
      return t('timeline.problems.offline')
    case 'rate-limited':
      return t('timeline.problems.rateLimited')
    case 'auth-needed':
      return t('timeline.problems.authNeeded')
    case 'error':
      return t('timeline.problems.error')
  }
  return t('timeline.problems.other')
}

/** A sync problem's cause in the dashboard's language, from the kind and status the app records. */
function causeText(cause: SyncCause): string {
  const status = String(cause.status ?? '?')
  switch (cause.kind) {
    case 'server-error':
      return t('timeline.causes.serverError', { status })
    case 'refused':
      return t('timeline.causes.refused', { status })
    case 'rate-limited':
      return t('timeline.causes.rateLimited')
    case 'token-refused':
      return t('timeline.causes.tokenRefused')
    case 'no-network':
      return t('timeline.causes.noNetwork')
    case 'timed-out':
      return t('timeline.causes.timedOut')
    case 'no-answer':
      return t('timeline.causes.noAnswer')
    case 'unreadable':
      return t('timeline.causes.unreadable')
    case 'failed':
      return t('timeline.causes.failed')
  }
}

function episodeText(event: TimelineEvent): string {
  const problem = problemWord(event.type)
  const start = event.from!
  const text = validTime(event.to)
    ? t('timeline.episode.over', { problem, start: dateTime(start), end: endText(start, event.to) })
    : t('timeline.episode.open', { problem, start: dateTime(start) })
  // A row stored before causes were recorded as data keeps its English cause.
  const cause = event.cause ? causeText(event.cause) : event.reason
  return cause ? t('timeline.episode.cause', { text, cause }) : text
}

/** A check's result in the words of change events; a value Uptray does not know, as sent. */
function resultWord(result: string | null): string {
  switch (result) {
    case 'succeeded':
      return t('events.state.succeeded')
    case 'warning':
      return t('events.state.warning')
    case 'failed':
      return t('events.state.failed')
    case 'pending':
      return t('events.state.pending')
    case 'errored-or-timed-out':
      return t('events.state.erroredOrTimedOut')
    case 'unknown':
      return t('events.state.unknown')
  }
  return result || '?'
}

/** Why a change did not notify (core's MuteReason), in words. */
function muteWord(reason: string, event: TimelineEvent): string {
  const rule = /^rule:([a-z-]+)=(.*):(always|failures|never)$/.exec(reason)
  if (rule && (RULE_SCOPES as readonly string[]).includes(rule[1]!)) {
    // A monitor's rule names the event's monitor: its label reads better than its id.
    const label = event.monitorLabel ?? undefined
    // The session judging it names the monitor by its service's id (core/app-service/slot-rules.ts).
    const own = event.monitorId === null ? null : serviceIdOf(event.monitorId)
    const monitor = (id: number) => (id === event.monitorId || id === own ? label : undefined)
    const subject = ruleSubject({ scope: rule[1] as RuleScope, value: rule[2]! }, { monitor })
    return t('timeline.muteReasons.rule', { subject })
  }
  switch (reason) {
    case 'snoozed':
      return t('timeline.muteReasons.snoozed')
    case 'maintenance':
      return t('timeline.muteReasons.maintenance')
    case 'quiet-hours':
      return t('timeline.muteReasons.quietHours')
    case 'paused':
      return t('timeline.muteReasons.paused')
    case 'recovery-off':
      return t('timeline.muteReasons.recoveryOff')
    case 'flapping':
      return t('timeline.muteReasons.flapping')
    case 'first-sweep':
      return t('timeline.muteReasons.firstSweep')
  }
  return reason
}

/** A change about a cron check: the app records its job's name (null when it knew none). */
const isCron = (event: TimelineEvent) => event.type === 'cron.changed' || event.checkType === 'cron'

/** What changed: the cron job, else the check's type; null for the monitor itself. */
function changeSubject(event: TimelineEvent): string | null {
  if (isCron(event)) {
    const job = event.cronJob
    return job ? t('timeline.change.cronJob', { job }) : t('timeline.change.cron')
  }
  return event.checkType ? checkTypeLabel(event.checkType) : null
}

function changeWords(type: string): string | null {
  switch (type) {
    case 'monitor.added':
      return t('timeline.change.monitorAdded')
    case 'monitor.removed':
      return t('timeline.change.monitorRemoved')
    case 'snooze.started':
      return t('timeline.change.snoozeStarted')
    case 'snooze.ended':
      return t('timeline.change.snoozeEnded')
    case 'maintenance.started':
      return t('timeline.change.maintenanceStarted')
    case 'maintenance.ended':
      return t('timeline.change.maintenanceEnded')
  }
  return null
}

/** A change's sentence from its fields, or null for a type this dashboard does not know. */
function changeText(event: TimelineEvent): string | null {
  // A cron change stored before its job's name was recorded keeps its stored sentence.
  if (isCron(event) && event.cronJob === undefined) return null
  const what = changeSubject(event)
  let text: string
  if (event.type === 'check.changed' || event.type === 'cron.changed') {
    const from = resultWord(event.from)
    const to = resultWord(event.to)
    text = what
      ? t('timeline.change.moved', { what, from, to })
      : t('timeline.change.movedPlain', { from, to })
  } else {
    const words = changeWords(event.type)
    if (words === null) return null
    text = what ? t('timeline.change.subject', { check: what, words }) : words
    if (event.to) {
      const time = validTime(event.to) ? dateTime(event.to) : event.to
      text = t('timeline.change.until', { text, time })
    }
  }
  if (event.reason)
    text = t('timeline.change.muted', { text, reason: muteWord(event.reason, event) })
  return event.monitorLabel
    ? t('timeline.change.line', { monitor: event.monitorLabel, text })
    : text
}

/**
 * An action's sentence: "This app" in the dashboard's words around the app's own answer (which
 * names what changed and is kept as the app wrote it), or what it could not do and why. A row
 * stored before its parts were recorded keeps its stored sentence.
 */
function actionText(event: TimelineEvent): string | null {
  const action = event.action
  if (!action) return null
  return action.outcome === 'done'
    ? t('timeline.action.done', { message: action.message })
    : t('timeline.action.failed', { what: action.what, reason: event.reason ?? '' })
}

/** The row's sentence in the dashboard's language; the stored one where it cannot be rebuilt. */
export function rowText(event: TimelineEvent): string {
  if (isEpisode(event)) return episodeText(event)
  if (event.kind === 'change') return changeText(event) ?? event.text
  if (event.kind === 'action') return actionText(event) ?? event.text
  return event.text
}

/** The page a row opens: its check's page when it is about one check, else its monitor's. */
export function rowLink(event: TimelineEvent): string | null {
  if (event.monitorId === null) return null
  const type = event.checkType
  if (type && isCheckTypeName(type)) return `/monitor/${event.monitorId}/check/${type}`
  return `/monitor/${event.monitorId}`
}
