// How bad a check or cron result is, and what kind of alert a change between two results is.
// `null` level: pending, unknown or waiting, which never raises an alert on its own.

import { checkResultHealth, cronResultHealth, type ResultHealth } from '../../shared/health'

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

const CHECK_WORDS: Record<string, string> = {
  succeeded: 'succeeded',
  warning: 'has a warning',
  failed: 'failed',
  'errored-or-timed-out': 'errored or timed out',
  pending: 'is pending',
  unknown: 'is in an unknown state',
}

const CRON_WORDS: Record<string, string> = {
  '': 'is waiting on its first ping',
  pingStarting: 'started',
  pingFinished: 'finished',
  pingFailed: 'reported a failure',
  checkRanTooLate: 'did not run on time',
  pingEndpointDown: 'could not reach its ping endpoint',
  checkFailed: 'failed',
  sentCronNotExutedOnTimeNotification: 'did not run on time',
  sentPingFailedNotification: 'reported a failure',
  cronCheckDefinitionNotRegistered: 'is not registered',
  cronCheckChanged: 'was changed',
}

/** A result in words, for alert text ("failed", "did not run on time"). */
export function describeResult(result: string, isCron: boolean): string {
  return (isCron ? CRON_WORDS[result] : CHECK_WORDS[result]) ?? `is ${result}`
}
