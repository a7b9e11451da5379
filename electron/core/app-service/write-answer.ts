// Sending one write (tags, tag groups, monitors) and its answer: as an action's failure
// (action-failure.ts), plus, for the service's 422 or a field the client refused before sending,
// the first message per field, so a form can show each beside its input.
import { clip } from '../../shared/clip'
import type { ManageResult } from '../../shared/monitor-input'
import { apiErrorOf } from '../api/errors'
import { actionFailure } from './action-failure'
import type { AppServiceContext } from './context'

/** At most this many fields are answered (a form has fewer). */
const MAX_FIELDS = 30

/** `tags.3` and `checks.0` under their list; a settings key keeps its object (`a.b`). */
export function fieldKey(name: string): string {
  return name.replace(/(\.\d+)+$/, '').slice(0, 100)
}

/** The fields an error names, each with its first message (bounded); null when it names none. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  const api = apiErrorOf(error)
  if (api?.kind === 'invalid-request') {
    // "Invalid request for POST /api/monitors: url: must be ...": the part after the field.
    const why = api.message.split(`${api.field}: `).pop() ?? api.message
    return { [fieldKey(api.field)]: clip(why) }
  }
  if (api?.kind !== 'validation') return null
  const fields: Record<string, string> = {}
  for (const [name, messages] of Object.entries(api.fields).slice(0, MAX_FIELDS)) {
    const key = fieldKey(name)
    const first = messages.find((m) => typeof m === 'string')
    if (first !== undefined && !(key in fields)) fields[key] = clip(first)
  }
  return Object.keys(fields).length > 0 ? fields : null
}

export type Written<T> = { ok: true; value: T } | { ok: false; answer: ManageResult }

/** One request at action priority (failing fast); a failure answers its reason and fields. */
export async function sendWrite<T>(
  ctx: AppServiceContext,
  call: () => Promise<T>,
): Promise<Written<T>> {
  try {
    ctx.api() // throws when signed out, before anything is queued
    return { ok: true, value: await ctx.gate.run('action', call, { failFast: true }) }
  } catch (error) {
    ctx.reportFailure(error)
    const fields = fieldErrorsOf(error)
    return { ok: false, answer: { ...actionFailure(error), ...(fields ? { fields } : {}) } }
  }
}
