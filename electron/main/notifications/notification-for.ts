// Everything a native notification is, per OS, for one alert. Pure.
//
// macOS: Electron's `actions` (the first is a button, the rest in its Options menu) and a sound
// per severity. Windows: a toast (`toastXml`) whose buttons come back as `uptray://` URLs.
// Linux: notification servers show no buttons through Electron, so a click opens the popover at
// the monitor, where the same actions are buttons. A click that opens the dashboard opens the
// check's page when the alert is about one check alone.
import type { Alert } from '../../shared/model'
import type { Settings } from '../../shared/settings'
import { actionsFor, actionUrl, type NotificationAction } from './notification-actions'
import { notificationContent } from './notification-content'
import { soundFor } from './notification-sound'
import { singleCheckType } from './single-check-type'
import { toastXml } from './toast-xml'

export interface NotificationSpec {
  title: string
  body: string
  silent: boolean
  urgency: 'low' | 'normal' | 'critical'
  monitorId: number | null
  /** The one check the alert is about (a click opens its page), else null. */
  checkType: string | null
  /** macOS sound name, when one was chosen. */
  sound?: string
  /** The buttons the OS shows (macOS); empty where it shows none. */
  actions: NotificationAction[]
  toastXml?: string
  /** Where a click on the notification itself goes. */
  click: 'dashboard' | 'popover'
}

/**
 * `issue` gives one notification's action URLs their single-use nonces (action-tickets.ts): only
 * Windows hands them to the OS, so only there do they need one.
 */
export function notificationFor(
  alert: Alert,
  platform: NodeJS.Platform,
  settings: Settings,
  issue: (urls: string[]) => string[] = (urls) => urls,
): NotificationSpec {
  const content = notificationContent(alert, settings)
  const actions = actionsFor(alert, settings)
  const { silent, sound } = soundFor(alert.severity, platform, settings)
  const checkType = singleCheckType(alert, content.monitorId)
  const base = {
    title: content.title,
    body: content.body,
    silent,
    urgency: content.urgency,
    monitorId: content.monitorId,
    checkType,
    ...(sound ? { sound } : {}),
  }
  if (platform === 'darwin') return { ...base, actions, click: 'dashboard' }
  if (platform === 'win32') {
    const monitors = content.monitorId === null ? [] : [content.monitorId]
    const open = actionUrl('open', { monitors, checks: [], crons: [], checkType })
    const [launch = null, ...urls] = issue([open, ...actions.map((a) => a.url)])
    const issued = actions.map((a, i) => ({ ...a, url: urls[i] ?? a.url }))
    const xml = toastXml({
      title: content.title,
      body: content.body,
      silent,
      launch,
      actions: issued,
    })
    return { ...base, actions: [], toastXml: xml, click: 'dashboard' }
  }
  return { ...base, actions: [], click: actions.length > 0 ? 'popover' : 'dashboard' }
}
