// What a native notification says for an alert: which monitor, which check, what changed and
// since when, in plain words. The engine already wrote the title and body; this keeps them
// short (bidi controls removed, see tray/safe-text.ts) and refuses anything that looks like raw
// JSON or a credential.
import type { Alert, ChangeEvent } from '../../shared/model'
import type { Settings } from '../../shared/settings'
import { checkTypeLabel } from '../../shared/check-labels'
import { atText } from '../../shared/time-text'
import { line, NOTIFICATION_BODY_MAX, NOTIFICATION_TITLE_MAX } from '../tray/safe-text'
import { t, tn, type MessageKey } from '../../shared/i18n/translate'

export interface NotificationContent {
  title: string
  body: string
  silent: boolean
  urgency: 'low' | 'normal' | 'critical'
  /** Where a click goes: the monitor, or the dashboard's overview when null. */
  monitorId: number | null
}

/** Raw payloads or bearer tokens must never reach the screen. */
export function looksUnsafe(text: string): boolean {
  const t = text.trim()
  return /^[[{]/.test(t) || /"\w+"\s*:/.test(t) || /bearer\s+\S/i.test(t)
}

/** A check result's word for the API's value; others (cron results) as sent, dashes as spaces. */
const STATE_KEYS: Record<string, MessageKey> = {
  succeeded: 'events.state.succeeded',
  warning: 'events.state.warning',
  failed: 'events.state.failed',
  'errored-or-timed-out': 'events.state.erroredOrTimedOut',
  pending: 'events.state.pending',
  unknown: 'events.state.unknown',
}

function humanResult(value: string | undefined): string {
  const key = STATE_KEYS[value ?? 'unknown']
  return key ? t(key) : (value ?? '').replace(/-/g, ' ')
}

/** A sentence built from the event alone, for when the engine's text cannot be shown. */
export function describeEvent(event: ChangeEvent, now: number = Date.now()): string {
  const what = event.checkType
    ? t('events.what.check', { type: checkTypeLabel(event.checkType) })
    : t('events.what.monitor')
  const since = t('time.since', { time: atText(event.at, { now }) })
  switch (event.type) {
    case 'check.changed':
    case 'cron.changed':
      return t('events.phrase.changed', {
        what,
        from: humanResult(event.from),
        to: humanResult(event.to),
        since,
      })
    case 'maintenance.started':
      return t('events.phrase.maintenanceStarted', { since })
    case 'maintenance.ended':
      return t('events.phrase.maintenanceEnded', { since })
    case 'snooze.started':
      return t('events.phrase.snoozed', { what, since })
    case 'snooze.ended':
      return t('events.phrase.snoozeEnded', { what, since })
    case 'monitor.added':
      return t('events.phrase.monitorAdded', { since })
    case 'monitor.removed':
      return t('events.phrase.monitorRemoved', { since })
  }
}

export function notificationContent(alert: Alert, settings: Settings): NotificationContent {
  const first = alert.events[0]
  const fallbackTitle = first ? first.monitorLabel : 'Uptray'
  const fallbackBody =
    alert.events.length > 1
      ? tn('notify.fallback.changes', alert.events.length)
      : first
        ? describeEvent(first)
        : t('notify.fallback.somethingChanged')
  const title = alert.title && !looksUnsafe(alert.title) ? alert.title : fallbackTitle
  const body = alert.body && !looksUnsafe(alert.body) ? alert.body : fallbackBody
  return {
    title: line(title, NOTIFICATION_TITLE_MAX),
    body: line(body, NOTIFICATION_BODY_MAX),
    silent: !settings.notifications.sound,
    urgency: alert.severity === 'failed' ? 'critical' : 'normal',
    monitorId: alert.monitorId,
  }
}
