// Shows a native notification for every alert the engine decided to raise (bursts and "while
// you were away" arrive already summarized as one Alert), with the actions its OS can show
// (notification-for.ts). An action runs through the AppService and its outcome is shown as a
// short notice; a Windows toast's action arrives later as an `uptray://` URL (`handleArgv`), which
// acts only when it is a live link this app issued (action-tickets.ts): any other `uptray://` URL
// opens nothing and does nothing, and the user is told.
// A click opens the dashboard at the monitor (at the check's page for an alert about one check),
// or on Linux the popover, where the actions are.
import { Notification } from 'electron'
import type { AppServiceApi } from '../../shared/app-service-api'
import type { Alert } from '../../shared/model'
import { line, NOTIFICATION_BODY_MAX, NOTIFICATION_TITLE_MAX } from '../tray/safe-text'
import { createActionTickets, type ActionTickets } from './action-tickets'
import { ACTION_PROTOCOL, parseActionUrl, type ParsedAction } from './notification-actions'
import { notificationFor } from './notification-for'
import { runNotificationAction } from './run-notification-action'
import { t } from '../../shared/i18n/translate'

export interface NotificationsDeps {
  service: AppServiceApi
  openDashboard: (monitorId: number | null, checkType?: string | null) => void
  /** The popover, focused on the monitor (Linux: the actions live there). */
  openPopover?: (monitorId: number | null) => void
  platform?: NodeJS.Platform
  /** The links this app issued (kept on disk by the app; in memory when not given). */
  tickets?: ActionTickets
}

export interface Notifier {
  showAlert(alert: Alert): void
  /** A short message about something the user just did (tray action results). */
  showMessage(title: string, body: string): void
  /**
   * A second launch's arguments: true when they carried an `uptray:` link, which is run when this
   * app issued it and is refused (with a notice) otherwise; false when there was none.
   */
  handleArgv(argv: readonly string[]): boolean
  /** Resolves when the actions started so far have finished (tests). */
  settled(): Promise<void>
  dispose(): void
}

export function setupNotifications(deps: NotificationsDeps): Notifier {
  const { service, openDashboard } = deps
  const platform = deps.platform ?? process.platform
  const openPopover = deps.openPopover ?? openDashboard
  const tickets = deps.tickets ?? createActionTickets()
  // Keep references: a garbage-collected Notification loses its click handler.
  const open = new Set<Notification>()
  let running: Promise<void> = Promise.resolve()
  const show = (notification: Notification) => {
    open.add(notification)
    notification.on('close', () => open.delete(notification))
    notification.show()
  }

  function act(action: ParsedAction): void {
    const work = runNotificationAction(action, service, openDashboard).then(
      (outcome) => {
        if (outcome) notifier.showMessage(outcome.title, outcome.result.message)
      },
      () => undefined,
    )
    running = running.then(() => work)
  }

  const notifier: Notifier = {
    showAlert(alert) {
      if (!Notification.isSupported()) return
      const spec = notificationFor(alert, platform, service.getSettings(), tickets.issue)
      const notification = new Notification({
        title: spec.title,
        body: spec.body,
        silent: spec.silent,
        urgency: spec.urgency,
        ...(spec.sound ? { sound: spec.sound } : {}),
        ...(spec.actions.length > 0
          ? { actions: spec.actions.map((a) => ({ type: 'button' as const, text: a.text })) }
          : {}),
        ...(spec.toastXml ? { toastXml: spec.toastXml } : {}),
      })
      notification.on('click', () => {
        if (spec.click === 'popover') openPopover(spec.monitorId)
        else if (spec.checkType) openDashboard(spec.monitorId, spec.checkType)
        else openDashboard(spec.monitorId)
      })
      notification.on('action', (_event, index: number) => {
        const parsed = parseActionUrl(spec.actions[index]?.url ?? '')
        if (parsed) act(parsed)
      })
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
    handleArgv(argv) {
      const link = argv.find((arg) => arg.toLowerCase().startsWith(`${ACTION_PROTOCOL}:`))
      if (link === undefined) return false
      const action = tickets.redeem(link)
      if (action) act(action)
      else notifier.showMessage(t('notify.refused.title'), t('notify.refused.body'))
      return true
    },
    settled: () => running,
    dispose: () => unsubscribe(),
  }
  const unsubscribe = service.subscribe((event) => {
    if (event.type === 'alert') notifier.showAlert(event.alert)
  })
  return notifier
}
