// Runs a tray menu action against the AppService and the shell, and says how it went in a
// sentence the menu's status line and a notification can show.
import { addHours, setHours, startOfDay, addDays } from 'date-fns'
import type { ActionResult, AppServiceApi } from '../../shared/app-service-api'
import type { MenuAction, PausePreset } from './menu-action'
import { messageOf } from '../../shared/errors'
import { type BulkProgress } from '../../shared/bulk'
import { failingMonitorIds } from '../../shared/counts'
import { atText } from '../../shared/time-text'
import { t, tn } from '../../shared/i18n/translate'
import { shortMinutes } from '../../shared/minutes-text'

export interface MenuActionDeps {
  service: AppServiceApi
  now: () => number
  openDashboard: (monitorId: number | null) => void
  /** Opens one check's page (absent: the monitor's page). */
  openCheck?: (monitorId: number, checkType: string) => void
  openPreferences: () => void
  /** Opens the dashboard's "Monitor a URL" form (absent: the dashboard). */
  openNewMonitor?: () => void
  openExternal: (url: string) => Promise<ActionResult>
  quit: () => void
  /** Auto-update (setup-updater.ts); absent when updates are off. */
  checkForUpdates?: () => Promise<void>
  restartToUpdate?: () => Promise<void>
  /** "Install command-line tool" (cli-install/); its answer says where the command went. */
  installCli?: () => Promise<ActionResult>
}

/** When "Pause notifications" ends: in one hour, or at 08:00 local time tomorrow. */
export function pauseUntil(preset: PausePreset, now: number): string {
  const end = preset === '1h' ? addHours(now, 1) : setHours(addDays(startOfDay(now), 1), 8)
  return end.toISOString()
}

const DONE: ActionResult = { ok: true, message: '' }

/** Adds context to the service's answer: "Snoozed Shop Uptime for 1 h" or the failure. */
function labelled(result: ActionResult, success: string, failure: string): ActionResult {
  return result.ok
    ? { ok: true, message: success }
    : { ok: false, message: t('tray.outcome.failure', { what: failure, reason: result.message }) }
}

/** "Re-ran the failing checks of 5 monitors" or how many failed and the first reason. */
function bulkOutcome(progress: BulkProgress): ActionResult {
  if (progress.refused) return { ok: false, message: progress.refused }
  const failed = progress.results.filter((r) => !r.ok)
  if (failed.length === 0) {
    const n = progress.total
    return { ok: true, message: tn('tray.outcome.rerunDone', n) }
  }
  const first = failed[0]!
  return {
    ok: false,
    message: tn('tray.outcome.rerunFailed', progress.total, {
      failed: failed.length,
      label: first.label,
      message: first.message,
    }),
  }
}

export async function runMenuAction(
  action: MenuAction,
  deps: MenuActionDeps,
): Promise<ActionResult> {
  const { service } = deps
  try {
    switch (action.type) {
      case 'check:snooze':
        return labelled(
          await service.snoozeCheck(action.checkId, action.minutes, action.monitorId),
          t('tray.outcome.snoozed', { name: action.label, duration: shortMinutes(action.minutes) }),
          t('tray.outcome.notSnoozed', { name: action.label }),
        )
      case 'check:unsnooze':
        return labelled(
          await service.unsnoozeCheck(action.checkId, action.monitorId),
          t('tray.outcome.unsnoozed', { name: action.label }),
          t('tray.outcome.notUnsnoozed', { name: action.label }),
        )
      case 'check:rerun':
        return labelled(
          await service.rerunCheck(action.checkId, action.monitorId),
          t('tray.outcome.rerunning', { name: action.label }),
          t('tray.outcome.notRerun', { name: action.label }),
        )
      case 'cron:snooze':
        return labelled(
          await service.snoozeCronCheck(action.cronCheckId, action.minutes),
          t('tray.outcome.snoozed', { name: action.label, duration: shortMinutes(action.minutes) }),
          t('tray.outcome.notSnoozed', { name: action.label }),
        )
      case 'cron:unsnooze':
        return labelled(
          await service.unsnoozeCronCheck(action.cronCheckId),
          t('tray.outcome.unsnoozed', { name: action.label }),
          t('tray.outcome.notUnsnoozed', { name: action.label }),
        )
      case 'maintenance:start':
        return labelled(
          await service.startMaintenance(action.monitorId, action.seconds),
          t('tray.outcome.maintenanceStarted', {
            name: action.label,
            duration: shortMinutes(action.seconds / 60),
          }),
          t('tray.outcome.maintenanceNotStarted', { name: action.label }),
        )
      case 'maintenance:stop':
        return labelled(
          await service.stopMaintenance(action.monitorId),
          t('tray.outcome.maintenanceStopped', { name: action.label }),
          t('tray.outcome.maintenanceNotStopped', { name: action.label }),
        )
      case 'sync:refresh':
        return labelled(
          await service.refreshNow(),
          t('tray.outcome.refreshed'),
          t('tray.outcome.notRefreshed'),
        )
      case 'bulk:rerun-failing':
        return bulkOutcome(
          await service.bulk({
            kind: 'rerun',
            monitorIds: failingMonitorIds(service.getSnapshot(), deps.now()),
          }),
        )
      case 'notifications:pause': {
        const until = pauseUntil(action.preset, deps.now())
        return labelled(
          await service.updateSettings({ notifications: { pausedUntil: until } }),
          action.preset === '1h'
            ? t('tray.outcome.pausedHour')
            : t('tray.outcome.pausedUntil', { time: atText(until, { now: deps.now() }) }),
          t('tray.outcome.notPaused'),
        )
      }
      case 'notifications:resume':
        return labelled(
          await service.updateSettings({ notifications: { pausedUntil: null } }),
          t('tray.outcome.resumed'),
          t('tray.outcome.notResumed'),
        )
      case 'open:url':
        return await deps.openExternal(action.url)
      case 'open:dashboard':
        deps.openDashboard(action.monitorId)
        return DONE
      case 'open:check':
        if (deps.openCheck) deps.openCheck(action.monitorId, action.checkType)
        else deps.openDashboard(action.monitorId)
        return DONE
      case 'open:preferences':
        deps.openPreferences()
        return DONE
      case 'open:new-monitor':
        if (deps.openNewMonitor) deps.openNewMonitor()
        else deps.openDashboard(null)
        return DONE
      case 'app:quit':
        deps.quit()
        return DONE
      case 'update:check':
        await deps.checkForUpdates?.()
        return DONE
      case 'update:restart':
        await deps.restartToUpdate?.()
        return DONE
      case 'app:install-cli':
        return deps.installCli
          ? await deps.installCli()
          : { ok: false, message: t('tray.outcome.installOff') }
    }
  } catch (error) {
    // The service should answer with { ok: false }, but a thrown error must still be visible.
    return { ok: false, message: messageOf(error) }
  }
}

/**
 * Whether to show the outcome: always for a failure; for a success only when the user cannot
 * see it otherwise (opening a window or the browser speaks for itself).
 */
export function needsFeedback(action: MenuAction, result: ActionResult): boolean {
  if (!result.ok) return true
  // The update entry shows its own progress.
  return ![
    'open:dashboard',
    'open:preferences',
    'open:new-monitor',
    'open:url',
    'app:quit',
    'update:check',
    'update:restart',
  ].includes(action.type)
}
