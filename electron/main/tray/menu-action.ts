// What a tray menu item does, as data: the template stays pure and tests can "click" items by
// running their action against a recorder.
export type PausePreset = '1h' | 'tomorrow-08'

export type MenuAction =
  | { type: 'check:snooze'; checkId: number; monitorId: number; minutes: number; label: string }
  | { type: 'check:unsnooze'; checkId: number; monitorId: number; label: string }
  | { type: 'check:rerun'; checkId: number; monitorId: number; label: string }
  | { type: 'cron:snooze'; cronCheckId: number; minutes: number; label: string }
  | { type: 'cron:unsnooze'; cronCheckId: number; label: string }
  | { type: 'maintenance:start'; monitorId: number; seconds: number; label: string }
  | { type: 'maintenance:stop'; monitorId: number; label: string }
  | { type: 'open:url'; url: string }
  | { type: 'sync:refresh' }
  /** Re-runs the failing checks of every monitor (the AppService's bulk action). */
  | { type: 'bulk:rerun-failing' }
  | { type: 'notifications:pause'; preset: PausePreset }
  | { type: 'notifications:resume' }
  | { type: 'open:dashboard'; monitorId: number | null }
  | { type: 'open:check'; monitorId: number; checkType: string }
  | { type: 'open:preferences' }
  /** The dashboard's "Monitor a URL" form. */
  | { type: 'open:new-monitor' }
  | { type: 'app:quit' }
  | { type: 'update:check' }
  | { type: 'update:restart' }
  /** Installs the `uptray` command (macOS, Linux; cli-install/). */
  | { type: 'app:install-cli' }

/** A stable, readable menu item id, e.g. `check:snooze:12:60`. */
export function actionId(action: MenuAction): string {
  switch (action.type) {
    case 'check:snooze':
      return `${action.type}:${action.checkId}:${action.minutes}`
    case 'check:unsnooze':
    case 'check:rerun':
      return `${action.type}:${action.checkId}`
    case 'cron:snooze':
      return `${action.type}:${action.cronCheckId}:${action.minutes}`
    case 'cron:unsnooze':
      return `${action.type}:${action.cronCheckId}`
    case 'maintenance:start':
      return `${action.type}:${action.monitorId}:${action.seconds}`
    case 'maintenance:stop':
      return `${action.type}:${action.monitorId}`
    case 'open:url':
      return `${action.type}:${action.url}`
    case 'notifications:pause':
      return `${action.type}:${action.preset}`
    case 'open:dashboard':
      return `${action.type}:${action.monitorId ?? 'all'}`
    case 'open:check':
      return `${action.type}:${action.monitorId}:${action.checkType}`
    default:
      return action.type
  }
}
