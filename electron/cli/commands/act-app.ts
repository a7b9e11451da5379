// The running app as the CLI's ActService: each action is one request over its control socket
// (the operation names and arguments of the IPC contract), its answer read like anything from
// outside and turned into an ActionResult, so the exit codes and messages are those of the
// direct path.
import type { ActionResult } from '../../shared/app-service-api'
import { isErrorKind } from '../../shared/error-table'
import type { AppAnswer } from '../app-client'
import type { ActService } from './act'

export type Ask = (op: string, args: unknown[]) => Promise<AppAnswer | null>

/** How long the app may take to act: its own request (with its timeout) and the gate before it. */
export const APP_ACTION_TIMEOUT_MS = 45_000

/** No answer (in time) after the request went out: the app may still act, so the CLI does not. */
export const NO_ANSWER =
  'The running app did not answer; it may still act on the request. Look in the app before trying again, or use --direct.'

export function actionResultOf(answer: AppAnswer | null): ActionResult {
  if (answer === null) return { ok: false, kind: 'disconnected', message: NO_ANSWER }
  if (!answer.ok) {
    // The host's own refusal (invalid arguments, unknown operation): its kind and sentence as
    // sent. No answer in time: the app may still act, as when the socket closed.
    const { kind, message } = answer.error
    return { ok: false, kind, message: kind === 'no-answer' ? NO_ANSWER : message }
  }
  const result = answer.result as { ok?: unknown; message?: unknown; kind?: unknown } | null
  if (typeof result?.ok !== 'boolean' || typeof result.message !== 'string') {
    return { ok: false, kind: 'unexpected', message: 'The app answered unlike an action result.' }
  }
  if (result.ok) return { ok: true, message: result.message }
  return {
    ok: false,
    kind: isErrorKind(result.kind) ? result.kind : 'unexpected',
    message: result.message,
  }
}

export function appActService(ask: Ask): ActService {
  const run = async (op: keyof ActService, args: unknown[]) => actionResultOf(await ask(op, args))
  return {
    snoozeCheck: (checkId, minutes) => run('snoozeCheck', [checkId, minutes]),
    unsnoozeCheck: (checkId) => run('unsnoozeCheck', [checkId]),
    rerunCheck: (checkId) => run('rerunCheck', [checkId]),
    startMaintenance: (monitorId, seconds, name) =>
      run(
        'startMaintenance',
        name === undefined ? [monitorId, seconds] : [monitorId, seconds, name],
      ),
    stopMaintenance: (monitorId) => run('stopMaintenance', [monitorId]),
  }
}
