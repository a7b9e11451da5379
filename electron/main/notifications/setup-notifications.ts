// Shows a native notification for every alert the engine decided to raise (bursts and "while
// you were away" arrive already summarized as one Alert). A click opens the dashboard at the
// monitor. Also used for tray action feedback.
import { Notification } from 'electron'
import type { AppServiceApi } from '../../shared/app-service'
import type { Alert } from '../../shared/model'
import { line, NOTIFICATION_BODY_MAX, NOTIFICATION_TITLE_MAX } from '../tray/safe-text'
import { notificationContent } from './notification-content'

export interface NotificationsDeps {
  service: AppServiceApi
  openDashboard: (monitorId: number | null) => void
}

export interface Notifier {
  showAlert(alert: Alert): void
  /** A short message about something the user just did (tray action results). */
  showMessage(title: string, body: string): void
  dispose(): void
}

export function setupNotifications({ service, openDashboard }: NotificationsDeps): Notifier {
  // Keep references: a garbage-collected Notification loses its click handler.
  const open = new Set<Notification>()
  const show = (notification: Notification) => {
    open.add(notification)
    notification.on('close', () => open.delete(notification))
    notification.show()
  }

  const notifier: Notifier = {
    showAlert(alert) {
      if (!Notification.isSupported()) return
      const content = notificationContent(alert, service.getSettings())
      const notification = new Notification({
        title: content.title,
        body: content.body,
        silent: content.silent,
        urgency: content.urgency,
      })
      notification.on('click', () => openDashboard(content.monitorId))
      show(notification)
    },
    showMessage(title, body) {
      if (!Notification.isSupported()) return
      show(
        new Notification({
          title: line(title, NOTIFICATION_TITLE_MAX),
          body: line(body, NOTIFICATION_BODY_MAX),
          silent: true,
        }),
      )
    },
    dispose: () => unsubscribe(),
  }
  const unsubscribe = service.subscribe((event) => {
    if (event.type === 'alert') notifier.showAlert(event.alert)
  })
  return notifier
}
