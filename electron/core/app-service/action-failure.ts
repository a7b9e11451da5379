// Sending one action, and why it failed as a kind callers can act on (the CLI's exit codes): the
// API client's error kinds and the gate's refusals folded into what the user can do about them.
import type { ActionFailureKind, ActionResult } from '../../shared/app-service-api'
import { nothingChanged } from '../../shared/errors'
import { apiErrorOf } from '../api/errors'
import { GateClosedError } from '../engine/request-gate'
import { NotSignedInError, type AppServiceContext } from './context'

export type Sent<T> = { ok: true; value: T } | { ok: false; answer: ActionResult }

/**
 * Sends one request at action priority, failing fast rather than queueing behind a wait. A
 * failure is reported (a 401 stops polling) and becomes the answer: why, that nothing changed,
 * and its kind. The reason only: the layer that shows it says what failed.
 */
export async function sendAction<T>(
  ctx: AppServiceContext,
  call: () => Promise<T>,
): Promise<Sent<T>> {
  try {
    ctx.api() // throws when signed out, before anything is queued
    return { ok: true, value: await ctx.gate.run('action', call, { failFast: true }) }
  } catch (error) {
    ctx.reportFailure(error)
    const answer = { ok: false, message: nothingChanged(error), kind: actionFailureKind(error) }
    return { ok: false, answer }
  }
}

export function actionFailureKind(error: unknown): ActionFailureKind {
  if (error instanceof NotSignedInError) return 'signed-out'
  if (error instanceof GateClosedError) return 'unreachable'
  const apiError = apiErrorOf(error)
  switch (apiError?.kind) {
    case 'auth':
    case 'forbidden':
      return 'auth'
    case 'not-found':
    case 'validation':
    case 'http-status':
      return 'refused'
    case 'invalid-request':
      return apiError.field === 'token' ? 'auth' : 'refused'
    case 'network':
    case 'timeout':
    case 'server':
    case 'rate-limited':
    case 'bad-response':
      return 'unreachable'
    default:
      return 'unexpected'
  }
}
