// Optimistic actions: show the outcome at once, ask the app, and on refusal or a lost call
// put the old state back and say what failed (the failure's kind in the user's language, see
// lib/error-text.ts) and what to do.
import type { ActionResult } from '../../electron/shared/app-service-api'
import { useToastStore } from './toasts'
import { failureAdvice, failureText, showsAppWords } from '../lib/error-text'
import { t } from '../i18n'

export interface OptimisticAction {
  /** Applies the expected outcome; returns the function that undoes it. */
  apply: () => () => void
  call: () => Promise<ActionResult>
  /** "Snooze uptime on example.com", used in the toast (in the current language). */
  what: string
  /** What was done, in the current language ("Snoozed Uptime on shop for 1 hr."), for the toast. */
  done?: string
}

/** The hint of a failed action: it was undone, and the failure's advice when its kind is known. */
export function undoneHint(failure: unknown): string {
  const advice = failureAdvice(failure)
  return advice ? t('errors.undoneAdvice', { advice }) : t('errors.undone')
}

export async function runOptimistic(action: OptimisticAction): Promise<boolean> {
  const toasts = useToastStore()
  const rollback = action.apply()
  let result: unknown
  try {
    result = await action.call()
  } catch (error) {
    result = error
  }
  const answer = result as Partial<ActionResult> | null
  if (answer?.ok === true) {
    // The app's own words for what it did where they are the dashboard's language (they may
    // name when a snooze ends), else the dashboard's from what was asked.
    const said = showsAppWords() ? answer.message : null
    toasts.push('success', said || action.done || t('errors.actionDone', { what: action.what }))
    return true
  }
  rollback()
  toasts.push(
    'error',
    t('errors.actionFailed', { what: action.what, error: failureText(result) }),
    undoneHint(result),
  )
  return false
}
