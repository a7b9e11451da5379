// Optimistic actions: show the outcome at once, ask the app, and on refusal or a lost call
// put the old state back and say what failed and what to do.
import type { ActionResult } from '../../electron/shared/app-service-api'
import { useToastStore } from './toasts'
import { messageOf } from '../../electron/shared/errors'

export interface OptimisticAction {
  /** Applies the expected outcome; returns the function that undoes it. */
  apply: () => () => void
  call: () => Promise<ActionResult>
  /** "Snooze uptime on example.com", used in the toast. */
  what: string
}

export const RETRY_HINT = 'Your change was undone. Check the sync status line and try again.'

export async function runOptimistic(action: OptimisticAction): Promise<boolean> {
  const toasts = useToastStore()
  const rollback = action.apply()
  let result: ActionResult
  try {
    result = await action.call()
  } catch (error) {
    result = { ok: false, message: messageOf(error) }
  }
  if (result.ok) {
    toasts.push('success', result.message || `${action.what}: done`)
    return true
  }
  rollback()
  toasts.push('error', `${action.what} failed: ${result.message}`, RETRY_HINT)
  return false
}
