// Sending one action, and why it failed: the error table's kind and sentence (failure.ts), so the
// app, serve mode and the CLI (its exit codes) read an action's failure alike.
import type { ActionResult } from '../../shared/app-service-api'
import { failureOf } from './failure'
import type { AppServiceContext } from './context'

export type Sent<T> = { ok: true; value: T } | { ok: false; answer: ActionResult }

/** An action's failure: the table's sentence, then that nothing changed. */
export function actionFailure(error: unknown): ActionResult {
  const { kind, message } = failureOf(error)
  return { ok: false, kind, message: `${message} Nothing was changed.` }
}

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
    return { ok: false, answer: actionFailure(error) }
  }
}
