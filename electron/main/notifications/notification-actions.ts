// What a notification offers to do, and how an action travels back to the app. Pure.
//
// A failure about one check: Snooze 1 h, Open, Start maintenance 1 h, and Seen while reminders
// are on. A summary with several failures: Snooze all 1 h, Open, Seen. Each action is an
// `uptray://action?...` URL naming its targets, so it means the same after a restart (a Windows
// toast can outlive the process that showed it); one that came through the OS acts only with the
// nonce it was issued with (action-tickets.ts). Open names the check's type too when the alert is
// about one check, so it opens that check's page.
import type { Alert, ChangeEvent } from '../../shared/model'
import type { Settings } from '../../shared/settings'
import { isCheckTypeName } from '../../shared/check-type'
import { checkResultHealth, cronResultHealth } from '../../shared/health'
import { QUICK_MAINTENANCE, QUICK_SNOOZE } from '../../shared/presets'
import { singleCheckType } from './single-check-type'
import { t } from '../../shared/i18n/translate'
import { shortMinutes } from '../../shared/minutes-text'

export const ACTION_PROTOCOL = 'uptray'
export type ActionKind = 'snooze' | 'snooze-all' | 'maintenance' | 'seen' | 'open'

/** What an action works on: monitors (maintenance, seen, open) and checks (snooze). */
export interface ActionTarget {
  monitors: number[]
  checks: number[]
  crons: number[]
  /** Open only, with one monitor: the check whose page opens (else the monitor's page). */
  checkType?: string | null
}

export interface NotificationAction {
  kind: ActionKind
  text: string
  url: string
}

export interface ParsedAction {
  kind: ActionKind
  target: ActionTarget
}

/** Each button's title, in the current language when the notification is made. */
const LABELS: Record<ActionKind, () => string> = {
  snooze: () => t('notify.action.snooze', { duration: shortMinutes(QUICK_SNOOZE.minutes) }),
  'snooze-all': () =>
    t('notify.action.snoozeAll', { duration: shortMinutes(QUICK_SNOOZE.minutes) }),
  maintenance: () =>
    t('notify.action.maintenance', { duration: shortMinutes(QUICK_MAINTENANCE.seconds / 60) }),
  seen: () => t('notify.action.seen'),
  open: () => t('notify.action.open'),
}
const KINDS = Object.keys(LABELS) as ActionKind[]
/** More ids than this do not fit a URL an OS hands back reliably; the rest stay as they are. */
const MAX_IDS = 20

function isFailure(event: ChangeEvent): boolean {
  if (event.type === 'check.changed') return checkResultHealth(event.to) === 'failed'
  if (event.type === 'cron.changed') return cronResultHealth(event.to) === 'failed'
  return false
}

function unique(ids: (number | undefined)[]): number[] {
  return [...new Set(ids.filter((id): id is number => id !== undefined))].slice(0, MAX_IDS)
}

/** The failing checks an alert is about, with their monitors. */
export function failureTarget(alert: Alert): ActionTarget {
  const failures = alert.events.filter(isFailure)
  return {
    monitors: unique(failures.map((e) => e.monitorId)),
    checks: unique(failures.map((e) => (e.cronCheckId === undefined ? e.checkId : undefined))),
    crons: unique(failures.map((e) => e.cronCheckId)),
  }
}

export function actionUrl(kind: ActionKind, target: ActionTarget): string {
  const params = new URLSearchParams({ do: kind })
  if (target.monitors.length > 0) params.set('monitors', target.monitors.join(','))
  if (target.checks.length > 0) params.set('checks', target.checks.join(','))
  if (target.crons.length > 0) params.set('crons', target.crons.join(','))
  if (kind === 'open' && target.monitors.length === 1 && target.checkType) {
    params.set('type', target.checkType)
  }
  return `${ACTION_PROTOCOL}://action?${params.toString()}`
}

function ids(value: string | null): number[] | null {
  if (value === null || value === '') return []
  const parts = value.split(',')
  if (parts.length > MAX_IDS || !parts.every((p) => /^[1-9]\d{0,14}$/.test(p))) return null
  return parts.map(Number)
}

/** An action URL back from the OS (argv, protocol); null for anything else or anything odd. */
export function parseActionUrl(text: string): ParsedAction | null {
  if (text.length > 2000 || !text.startsWith(`${ACTION_PROTOCOL}://action?`)) return null
  const params = new URLSearchParams(text.slice(text.indexOf('?') + 1))
  const kind = params.get('do')
  if (!kind || !KINDS.includes(kind as ActionKind)) return null
  const monitors = ids(params.get('monitors'))
  const checks = ids(params.get('checks'))
  const crons = ids(params.get('crons'))
  if (!monitors || !checks || !crons) return null
  const target: ActionTarget = { monitors, checks, crons }
  const types = params.getAll('type')
  if (types.length === 0) return { kind: kind as ActionKind, target }
  // Only Open at one monitor names a check, once, in the shape the check page's route takes.
  const [type] = types
  if (types.length > 1 || kind !== 'open' || monitors.length !== 1) return null
  if (type === undefined || !isCheckTypeName(type)) return null
  return { kind: 'open', target: { ...target, checkType: type } }
}

/** Every action the alert deserves, in the order they are offered; none for news that is good. */
export function actionsFor(alert: Alert, settings: Settings): NotificationAction[] {
  const target = failureTarget(alert)
  const seen = settings.notifications.remind.everyMinutes > 0
  const make = (kind: ActionKind, t: ActionTarget = target): NotificationAction => ({
    kind,
    text: LABELS[kind](),
    url: actionUrl(kind, t),
  })
  const snoozable = target.checks.length + target.crons.length
  if (snoozable === 0) {
    // Still failing after maintenance: another hour of it, or a look.
    const ended = alert.events.find((e) => e.type === 'maintenance.ended')
    if (alert.severity !== 'failed' || !ended) return []
    const monitor = { monitors: [ended.monitorId], checks: [], crons: [] }
    return [make('open', monitor), make('maintenance', monitor)]
  }
  if (snoozable === 1) {
    const [monitorId = null] = target.monitors
    const open = { ...target, checkType: singleCheckType(alert, monitorId) }
    const rest = seen ? [make('seen')] : []
    return [make('snooze'), make('open', open), make('maintenance'), ...rest]
  }
  const open = target.monitors.length === 1 ? target : { monitors: [], checks: [], crons: [] }
  return [make('snooze-all'), make('open', open), ...(seen ? [make('seen')] : [])]
}
