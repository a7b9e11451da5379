// How bad a check or cron result is, and what kind of alert a change between two results is.
// `null` level: pending, unknown or waiting, which never raises an alert on its own.

import { checkResultHealth, cronResultHealth, type ResultHealth } from '../../shared/health'
import { t, type MessageKey } from '../../shared/i18n/translate'

export type Level = 'ok' | 'warning' | 'failing'
export type ChangeKind = 'failure' | 'warning' | 'recovery'

/** Results come from the shared health rule; pending and unknown have no level. */
const LEVELS: Record<ResultHealth, Level | null> = {
  ok: 'ok',
  warning: 'warning',
  failed: 'failing',
  pending: null,
  unknown: null,
}

export function checkLevel(result: string | undefined): Level | null {
  return LEVELS[checkResultHealth(result)]
}

/** Only `pingFinished` is a success; waiting values (`''`, `pingStarting`, ...) have no level. */
export function cronLevel(result: string | undefined): Level | null {
  return LEVELS[cronResultHealth(result)]
}

/** The alert a move between two levels deserves; null when nothing changed that matters. */
export function changeKind(from: Level | null, to: Level | null): ChangeKind | null {
  if (from === null || to === null || from === to) return null
  if (to === 'failing') return 'failure'
  if (to === 'warning') return 'warning'
  return 'recovery'
}

/** A new result said after the check's name ("failed", "did not run on time"). */
const CHECK_WORDS: Record<string, MessageKey> = {
  succeeded: 'events.result.check.succeeded',
  warning: 'events.result.check.warning',
  failed: 'events.result.check.failed',
  'errored-or-timed-out': 'events.result.check.erroredOrTimedOut',
  pending: 'events.result.check.pending',
  unknown: 'events.result.check.unknown',
}

const CRON_WORDS: Record<string, MessageKey> = {
  '': 'events.result.cron.waiting',
  pingStarting: 'events.result.cron.started',
  pingFinished: 'events.result.cron.finished',
  pingFailed: 'events.result.cron.pingFailed',
  checkRanTooLate: 'events.result.cron.late',
  pingEndpointDown: 'events.result.cron.endpointDown',
  checkFailed: 'events.result.cron.failed',
  sentCronNotExutedOnTimeNotification: 'events.result.cron.late',
  sentPingFailedNotification: 'events.result.cron.pingFailed',
  cronCheckDefinitionNotRegistered: 'events.result.cron.notRegistered',
  cronCheckChanged: 'events.result.cron.changed',
}

const has = (table: Record<string, MessageKey>, key: string) =>
  Object.prototype.hasOwnProperty.call(table, key)

/** A result in words of the current language, for alert text ("failed", "did not run on time"). */
export function describeResult(result: string, isCron: boolean): string {
  const table = isCron ? CRON_WORDS : CHECK_WORDS
  return has(table, result) ? t(table[result]!) : t('events.result.other', { result })
}
