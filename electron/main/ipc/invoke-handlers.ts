// What each invoke channel does: a straight call into the AppService (already validated), or
// for the `app:` channels into the shell (links, windows).
import type { ActionResult, AppServiceApi } from '../../shared/app-service'
import type { InvokeChannel, InvokeContract } from '../../shared/contract'

export type InvokeHandlers = {
  [C in InvokeChannel]: (
    ...args: InvokeContract[C]['args']
  ) => InvokeContract[C]['result'] | Promise<InvokeContract[C]['result']>
}

export interface InvokeHandlerDeps {
  service: AppServiceApi
  openExternal: (url: string) => Promise<ActionResult>
  /** Shows the dashboard window, at this monitor when one is given. */
  openDashboard: (monitorId: number | null) => void
  /** Hides the tray popover (no-op when it is not open). */
  hidePopover: () => void
}

export function createInvokeHandlers({
  service: s,
  openExternal,
  openDashboard,
  hidePopover,
}: InvokeHandlerDeps): InvokeHandlers {
  return {
    'session:get': () => s.getSession(),
    'session:test': (credentials) => s.testCredentials(credentials),
    'session:sign-in': (credentials) => s.signIn(credentials),
    'session:sign-out': () => s.signOut(),
    'session:start-demo': () => s.startDemo(),
    'snapshot:get': () => s.getSnapshot(),
    'sync:get': () => s.getSyncStatus(),
    'sync:refresh': () => s.refreshNow(),
    'check:snooze': (checkId, minutes) => s.snoozeCheck(checkId, minutes),
    'check:unsnooze': (checkId) => s.unsnoozeCheck(checkId),
    'check:rerun': (checkId) => s.rerunCheck(checkId),
    'check:set-enabled': (checkId, enabled) => s.setCheckEnabled(checkId, enabled),
    'cron:snooze': (cronCheckId, minutes) => s.snoozeCronCheck(cronCheckId, minutes),
    'cron:unsnooze': (cronCheckId) => s.unsnoozeCronCheck(cronCheckId),
    'cron:list': (monitorId) => s.cronChecks(monitorId),
    'maintenance:start': (monitorId, seconds, name) => s.startMaintenance(monitorId, seconds, name),
    'maintenance:stop': (monitorId) => s.stopMaintenance(monitorId),
    'maintenance:schedule': (monitorId, startsAt, endsAt, name) =>
      s.scheduleMaintenance(monitorId, startsAt, endsAt, name),
    'maintenance:list': (monitorId) => s.maintenancePeriods(monitorId),
    'status-page:list': () => s.statusPages(),
    'status-page:templates': () => s.statusUpdateTemplates(),
    'status-page:post-update': (input) => s.postStatusUpdate(input),
    'metrics:uptime': (monitorId, range, split) => s.uptime(monitorId, range, split),
    'metrics:http': (monitorId, range) => s.httpTimings(monitorId, range),
    'metrics:ping': (monitorId, range) => s.pingMetrics(monitorId, range),
    'metrics:tcp': (monitorId, range) => s.tcpMetrics(monitorId, range),
    'metrics:downtime': (monitorId, range) => s.downtime(monitorId, range),
    'view:focus': (monitorId) => s.setFocus(monitorId),
    'settings:get': () => s.getSettings(),
    'settings:update': (patch) => s.updateSettings(patch),
    'app:open-external': (url) => openExternal(url),
    // The popover asks for this: the dashboard takes over and the popover gets out of the way.
    'app:open-dashboard': (monitorId) => {
      openDashboard(monitorId)
      hidePopover()
    },
  }
}
