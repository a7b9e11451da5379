// What a native notification says for an alert: which monitor, which check, what changed and
// since when, in plain words. The engine already wrote the title and body; this keeps them
// short (bidi controls removed, see tray/safe-text.ts) and refuses anything that looks like raw
// JSON or a credential.
import type { Alert, ChangeEvent } from '../../shared/model'
import type { Settings } from '../../shared/settings'
import { checkTypeLabel } from '../../shared/check-labels'
import { atText } from '../../shared/time-text'
import { line, NOTIFICATION_BODY_MAX, NOTIFICATION_TITLE_MAX } from '../tray/safe-text'

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

function humanResult(value: string | undefined): string {
  return (value ?? 'unknown').replace(/-/g, ' ')
}

/** A sentence built from the event alone, for when the engine's text cannot be shown. */
export function describeEvent(event: ChangeEvent, now: number = Date.now()): string {
  const what = event.checkType ? `${checkTypeLabel(event.checkType)} check` : 'monitor'
  const since = `since ${atText(event.at, { now })}`
  switch (event.type) {
    case 'check.changed':
    case 'cron.changed':
      return `${what} ${humanResult(event.from)} → ${humanResult(event.to)} ${since}`
    case 'maintenance.started':
      return `maintenance started ${since}`
    case 'maintenance.ended':
      return `maintenance ended ${since}`
    case 'snooze.started':
      return `${what} snoozed ${since}`
    case 'snooze.ended':
      return `${what} snooze ended ${since}`
    case 'monitor.added':
      return `monitor added ${since}`
    case 'monitor.removed':
      return `monitor removed ${since}`
  }
}

export function notificationContent(alert: Alert, settings: Settings): NotificationContent {
  const first = alert.events[0]
  const fallbackTitle = first ? first.monitorLabel : 'Uptray'
  const fallbackBody =
    alert.events.length > 1
      ? `${alert.events.length} changes`
      : first
        ? describeEvent(first)
        : 'Something changed'
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
