// Turns decided change events into the words of a notification: which monitor, which check,
// what changed and since when. Plain sentences only, never raw JSON.
import type { Alert, ChangeEvent, Snapshot } from '../../shared/model'
import { checkLabel, checkTypeLabel } from '../../shared/check-labels'
import { atText } from '../../shared/time-text'
import { describeResult, type ChangeKind } from './alert-levels'
import { indexOf } from './snapshot-index'

/** One notifying event with what the policy learned about it. */
export interface AlertSubject {
  event: ChangeEvent
  kind: ChangeKind
  /** True for the one alert that announces a flapping check. */
  flapping: boolean
  /** For `maintenance.ended`: labels of the checks still failing. */
  stillFailing?: string[]
}

const SEVERITY: Record<ChangeKind, Alert['severity']> = {
  failure: 'failed',
  warning: 'warning',
  recovery: 'recovered',
}

const LINES_SHOWN = 4

function isCron(event: ChangeEvent): boolean {
  return event.cronCheckId !== undefined
}

/** The check's name as the user knows it: its label, or `cron job "name"`. */
function targetName(event: ChangeEvent, snapshot: Snapshot): string {
  if (isCron(event)) {
    const cron = indexOf(snapshot).cron(event.cronCheckId!)
    return cron ? `Cron job "${cron.name}"` : 'Cron job'
  }
  const check = indexOf(snapshot).check(event.checkId ?? -1)
  return check ? checkLabel(check) : event.checkType ? checkTypeLabel(event.checkType) : 'Check'
}

/** When the new result was seen by the service (the run or ping time), else the sweep time. */
function sinceIso(event: ChangeEvent, snapshot: Snapshot): string {
  if (isCron(event)) return indexOf(snapshot).cron(event.cronCheckId!)?.lastPingAt ?? event.at
  const ranAt = snapshot.ran.checks[event.checkId ?? -1]
  return ranAt === undefined ? event.at : new Date(ranAt).toISOString()
}

function checkSummary(event: ChangeEvent, snapshot: Snapshot): string | null {
  if (isCron(event)) return null
  return indexOf(snapshot).check(event.checkId ?? -1)?.summary ?? null
}

/** `today 15:21`, `Tue 15:21`, `3 Jan 15:21` in the user's zone (the one formatter). */
export function formatSince(iso: string, now: Date): string {
  if (Number.isNaN(Date.parse(iso))) return 'just now'
  return atText(iso, { now: now.getTime() })
}

/** `freek.dev: Uptime failed` — one line per event, used in titles and summaries. */
export function eventLine(event: ChangeEvent, snapshot: Snapshot): string {
  switch (event.type) {
    case 'monitor.added':
      return `${event.monitorLabel}: monitor added`
    case 'monitor.removed':
      return `${event.monitorLabel}: monitor removed`
    case 'maintenance.started':
      return `${event.monitorLabel}: maintenance started`
    case 'maintenance.ended':
      return `${event.monitorLabel}: maintenance ended`
    case 'snooze.started':
      return `${event.monitorLabel}: ${targetName(event, snapshot)} snoozed`
    case 'snooze.ended':
      return `${event.monitorLabel}: ${targetName(event, snapshot)} no longer snoozed`
    default:
      return `${event.monitorLabel}: ${targetName(event, snapshot)} ${describeResult(event.to ?? 'unknown', isCron(event))}`
  }
}

export function eventAlert(
  subject: AlertSubject,
  snapshot: Snapshot,
  now: Date,
  id: string,
): Alert {
  const { event, kind } = subject
  const name = targetName(event, snapshot)
  const since = formatSince(sinceIso(event, snapshot), now)
  const to = describeResult(event.to ?? 'unknown', isCron(event))
  const from = describeResult(event.from ?? 'unknown', isCron(event))
  const summary = checkSummary(event, snapshot)
  let title: string
  let body: string
  if (event.type === 'maintenance.ended') {
    const failing = subject.stillFailing ?? []
    title = `${event.monitorLabel}: still failing after maintenance`
    body = `Maintenance ended at ${formatSince(event.at, now)}; ${failing.join(', ')} ${failing.length === 1 ? 'is' : 'are'} still failing.`
  } else if (subject.flapping) {
    title = `${event.monitorLabel}: ${name} is flapping`
    body = `${name} changed state 3 times in 10 minutes; it now ${to} (since ${since}). Further changes stay quiet until it settles.`
  } else if (kind === 'recovery') {
    title = `${event.monitorLabel}: ${name} recovered`
    body = `${name} ${to} again since ${since}; before that it ${from}.`
  } else {
    title = `${event.monitorLabel}: ${name} ${to}`
    body = `${name} ${to} since ${since}; before that it ${from}.`
  }
  if (summary) body += ` Status: ${summary}.`
  return {
    id,
    title,
    body,
    severity: SEVERITY[kind],
    monitorId: event.monitorId,
    events: [event],
  }
}

function worst(kinds: ChangeKind[]): Alert['severity'] {
  if (kinds.includes('failure')) return 'failed'
  if (kinds.includes('warning')) return 'warning'
  return kinds.length > 0 ? 'recovered' : 'info'
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}

function listBody(events: ChangeEvent[], snapshot: Snapshot): string {
  const lines = events.slice(0, LINES_SHOWN).map((e) => eventLine(e, snapshot))
  if (events.length > LINES_SHOWN) lines.push(`and ${events.length - LINES_SHOWN} more`)
  return lines.join('\n')
}

function onlyMonitor(events: ChangeEvent[]): number | null {
  const ids = new Set(events.map((e) => e.monitorId))
  return ids.size === 1 ? events[0]!.monitorId : null
}

/** Many notifying changes in one sweep: one notification listing them. */
export function burstAlert(subjects: AlertSubject[], snapshot: Snapshot, id: string): Alert {
  const kinds = subjects.map((s) => s.kind)
  const count = (kind: ChangeKind) => kinds.filter((k) => k === kind).length
  const parts = [
    count('failure') && `${count('failure')} failed`,
    count('warning') && plural(count('warning'), 'warning'),
    count('recovery') && `${count('recovery')} recovered`,
  ].filter(Boolean)
  const events = subjects.map((s) => s.event)
  return {
    id,
    title: `${plural(subjects.length, 'change')}: ${parts.join(', ')}`,
    body: listBody(events, snapshot),
    severity: worst(kinds),
    monitorId: onlyMonitor(events),
    events,
  }
}

/** First sweep after starting from the cache: one "while you were away" notification. */
export function awayAlert(
  changes: { event: ChangeEvent; kind: ChangeKind | null }[],
  snapshot: Snapshot,
  id: string,
): Alert {
  const events = changes.map((c) => c.event)
  const kinds = changes.flatMap((c) => (c.kind ? [c.kind] : []))
  return {
    id,
    title: `${plural(changes.length, 'change')} while you were away`,
    body: listBody(events, snapshot),
    severity: worst(kinds),
    monitorId: onlyMonitor(events),
    events,
  }
}
