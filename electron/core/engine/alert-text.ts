// Turns decided change events into the words of a notification: which monitor, which check,
// what changed and since when. Plain sentences only, never raw JSON.
import type { Alert, ChangeEvent, Snapshot } from '../../shared/model'
import { checkLabel, checkTypeLabel } from '../../shared/check-labels'
import { atText } from '../../shared/time-text'
import { describeResult, type ChangeKind } from './alert-levels'
import { checkRanAt } from './check-run-table'
import { indexOf } from './snapshot-index'
import { t, tn } from '../../shared/i18n/translate'

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
    return cron ? t('events.cronJob', { name: cron.name }) : t('events.cronJobUnnamed')
  }
  const check = indexOf(snapshot).check(event.checkId ?? -1)
  if (check) return checkLabel(check)
  return event.checkType ? checkTypeLabel(event.checkType) : t('common.checkType.fallback')
}

/** When the new result was seen by the service (the run or ping time), else the sweep time. */
function sinceIso(event: ChangeEvent, snapshot: Snapshot): string {
  if (isCron(event)) return indexOf(snapshot).cron(event.cronCheckId!)?.lastPingAt ?? event.at
  const ranAt = checkRanAt(snapshot.ran, event.checkId ?? -1)
  return ranAt === undefined ? event.at : new Date(ranAt).toISOString()
}

function checkSummary(event: ChangeEvent, snapshot: Snapshot): string | null {
  if (isCron(event)) return null
  return indexOf(snapshot).check(event.checkId ?? -1)?.summary ?? null
}

/** `today 15:21`, `Tue 15:21`, `3 Jan 15:21` in the user's zone (the one formatter). */
export function formatSince(iso: string, now: Date): string {
  if (Number.isNaN(Date.parse(iso))) return t('time.justNow')
  return atText(iso, { now: now.getTime() })
}

/** `freek.dev: Uptime failed` — one line per event, used in titles and summaries. */
export function eventLine(event: ChangeEvent, snapshot: Snapshot): string {
  const monitor = event.monitorLabel
  switch (event.type) {
    case 'monitor.added':
      return t('events.line.monitorAdded', { monitor })
    case 'monitor.removed':
      return t('events.line.monitorRemoved', { monitor })
    case 'maintenance.started':
      return t('events.line.maintenanceStarted', { monitor })
    case 'maintenance.ended':
      return t('events.line.maintenanceEnded', { monitor })
    case 'snooze.started':
      return t('events.line.snoozed', { monitor, check: targetName(event, snapshot) })
    case 'snooze.ended':
      return t('events.line.snoozeEnded', { monitor, check: targetName(event, snapshot) })
    default:
      return t('events.line.result', {
        monitor,
        check: targetName(event, snapshot),
        result: describeResult(event.to ?? 'unknown', isCron(event)),
      })
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
  const monitor = event.monitorLabel
  const words = { monitor, check: name, to, from, since }
  let title: string
  let body: string
  if (event.type === 'maintenance.ended') {
    const failing = subject.stillFailing ?? []
    title = t('notify.alert.stillFailingTitle', { monitor })
    body = tn('notify.alert.stillFailingBody', failing.length, {
      time: formatSince(event.at, now),
      checks: failing.join(', '),
    })
  } else if (subject.flapping) {
    title = t('notify.alert.flappingTitle', words)
    body = t('notify.alert.flappingBody', words)
  } else if (kind === 'recovery') {
    title = t('notify.alert.recoveredTitle', words)
    body = t('notify.alert.recoveredBody', words)
  } else {
    title = t('notify.alert.changedTitle', words)
    body = t('notify.alert.changedBody', words)
  }
  if (summary) body += ` ${t('notify.alert.status', { summary })}`
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

function listBody(events: ChangeEvent[], snapshot: Snapshot): string {
  const lines = events.slice(0, LINES_SHOWN).map((e) => eventLine(e, snapshot))
  if (events.length > LINES_SHOWN) lines.push(tn('notify.burst.more', events.length - LINES_SHOWN))
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
    count('failure') && tn('notify.burst.failed', count('failure')),
    count('warning') && tn('notify.burst.warning', count('warning')),
    count('recovery') && tn('notify.burst.recovered', count('recovery')),
  ].filter(Boolean)
  const events = subjects.map((s) => s.event)
  return {
    id,
    title: t('notify.burst.title', {
      changes: tn('notify.burst.changes', subjects.length),
      parts: parts.join(', '),
    }),
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
    title: tn('notify.burst.away', changes.length),
    body: listBody(events, snapshot),
    severity: worst(kinds),
    monitorId: onlyMonitor(events),
    events,
  }
}
