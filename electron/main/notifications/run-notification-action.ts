// Carries out an action chosen on a notification (a macOS action button, a Windows toast button
// that came back as a URL) through the AppService, and words the outcome for a short notice: a
// failed action says why (the service's reason).
import type { ActionResult, AppServiceApi } from '../../shared/app-service-api'
import { messageOf } from '../../shared/errors'
import { QUICK_MAINTENANCE, QUICK_SNOOZE } from '../../shared/presets'
import type { ParsedAction } from './notification-actions'
import { t, tn } from '../../shared/i18n/translate'
import { longMinutes, shortMinutes } from '../../shared/minutes-text'

export type ActionService = Pick<
  AppServiceApi,
  'snoozeCheck' | 'snoozeCronCheck' | 'startMaintenance' | 'acknowledge' | 'bulk'
>

export interface ActionOutcome {
  title: string
  result: ActionResult
}

async function all(work: Promise<ActionResult>[]): Promise<ActionResult[]> {
  return Promise.all(
    work.map((w) => w.catch((error: unknown) => ({ ok: false, message: messageOf(error) }))),
  )
}

/** One result for many: the only one, a count when all went well, else the first failure. */
function combine(results: ActionResult[], many: (n: number) => string): ActionResult {
  const failed = results.find((r) => !r.ok)
  if (failed) return failed
  if (results.length === 1) return results[0]!
  return { ok: true, message: many(results.length) }
}

/**
 * Snoozes the checks: one with its monitor (when the notification names one), several in one
 * bulk run of their monitors, which reads each monitor back once instead of after every check.
 */
async function snoozeChecks(
  service: ActionService,
  monitorIds: number[],
  checkIds: number[],
  minutes: number,
): Promise<ActionResult> {
  if (checkIds.length === 1) {
    const monitorId = monitorIds.length === 1 ? monitorIds[0] : undefined
    return service.snoozeCheck(checkIds[0]!, minutes, monitorId)
  }
  const run = await service.bulk({ kind: 'snooze', monitorIds, checkIds, minutes })
  if (run.refused) return { ok: false, message: run.refused }
  const failed = run.results.find((r) => !r.ok)
  if (failed)
    return {
      ok: false,
      message: t('notify.outcome.failedOn', { label: failed.label, message: failed.message }),
    }
  return { ok: true, message: tn('notify.outcome.checksSnoozed', checkIds.length) }
}

/** The notice's title: how it went, in the current language. */
const TITLES = {
  snooze: () => [
    t('notify.outcome.snoozed', { duration: shortMinutes(QUICK_SNOOZE.minutes) }),
    t('notify.outcome.notSnoozed'),
  ],
  maintenance: () => [
    t('notify.outcome.maintenanceStarted'),
    t('notify.outcome.maintenanceNotStarted'),
  ],
  seen: () => [t('notify.outcome.seen'), t('notify.outcome.notSeen')],
}

/** Runs the action; null for Open, which only shows a window. */
export async function runNotificationAction(
  action: ParsedAction,
  service: ActionService,
  open: (monitorId: number | null, checkType?: string) => void,
): Promise<ActionOutcome | null> {
  const { monitors, checks, crons } = action.target
  let kind: keyof typeof TITLES
  let result: ActionResult
  switch (action.kind) {
    case 'open': {
      const monitorId = monitors.length === 1 ? monitors[0]! : null
      const checkType = action.target.checkType
      if (monitorId !== null && checkType) open(monitorId, checkType)
      else open(monitorId)
      return null
    }
    case 'snooze':
    case 'snooze-all': {
      kind = 'snooze'
      const results = await all([
        ...(checks.length > 0
          ? [snoozeChecks(service, monitors, checks, QUICK_SNOOZE.minutes)]
          : []),
        ...crons.map((id) => service.snoozeCronCheck(id, QUICK_SNOOZE.minutes)),
      ])
      const n = checks.length + crons.length
      const failed = results.find((r) => !r.ok)
      result =
        failed ??
        (n === 1
          ? results[0]!
          : {
              ok: true,
              message: tn('notify.outcome.checksSnoozedFor', n, {
                duration: longMinutes(QUICK_SNOOZE.minutes),
              }),
            })
      break
    }
    case 'maintenance': {
      kind = 'maintenance'
      const seconds = QUICK_MAINTENANCE.seconds
      const results = await all(monitors.map((id) => service.startMaintenance(id, seconds)))
      result = combine(results, (n) =>
        tn('notify.outcome.maintenanceOn', n, {
          duration: longMinutes(QUICK_MAINTENANCE.seconds / 60),
        }),
      )
      break
    }
    case 'seen': {
      kind = 'seen'
      const results = await all(monitors.map((id) => service.acknowledge(id)))
      result = combine(results, (n) => tn('notify.outcome.remindersStopped', n))
      break
    }
  }
  if (checks.length + crons.length + monitors.length === 0) {
    result = { ok: false, message: t('notify.outcome.nothingNamed') }
  }
  return { title: TITLES[kind]()[result.ok ? 0 : 1]!, result }
}
