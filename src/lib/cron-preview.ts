// The cron check form's rules, said in words before anything is sent: a schedule in words
// (cronstrue) or why it is not one. The app checks again with cron-parser before the request.
import cronstrue from 'cronstrue'
import type { CronCheckInput } from '../../electron/shared/cron-input'
import { CRON_INPUT_LIMITS } from '../../electron/shared/cron-input'

export interface CronForm {
  name: string
  type: 'simple' | 'cron'
  frequencyInMinutes: number | null
  cronExpression: string
  serverTimezone: string
  graceTimeInMinutes: number | null
}

/** The schedule in words, or an error for an expression that does not read as one. */
export function schedulePreview(form: CronForm): { text: string; ok: boolean } {
  if (form.type === 'simple') {
    const n = form.frequencyInMinutes
    if (!n || !Number.isInteger(n) || n < 1)
      return { text: 'Give a frequency of at least 1 minute.', ok: false }
    return { text: n === 1 ? 'Every minute' : `Every ${n} minutes`, ok: true }
  }
  const expression = form.cronExpression.trim()
  if (!expression) return { text: 'Give a cron expression, e.g. 0 3 * * *', ok: false }
  if (expression.split(/\s+/).length !== 5)
    return { text: 'A cron expression has 5 fields: minute hour day month weekday.', ok: false }
  try {
    const words = cronstrue.toString(expression, { use24HourTimeFormat: true })
    return { text: `${words} (${form.serverTimezone.trim() || 'no time zone'})`, ok: true }
  } catch (error) {
    return { text: `Not a cron expression: ${String(error).replace(/^Error: /, '')}`, ok: false }
  }
}

/** Every problem of the form, by field, each one sentence; empty when it may be sent. */
export function formProblems(form: CronForm): Partial<Record<keyof CronForm, string>> {
  const problems: Partial<Record<keyof CronForm, string>> = {}
  const name = form.name.trim()
  if (!name) problems.name = 'Give the job a name.'
  else if (name.length > CRON_INPUT_LIMITS.name)
    problems.name = `At most ${CRON_INPUT_LIMITS.name} characters.`
  const preview = schedulePreview(form)
  if (!preview.ok)
    problems[form.type === 'simple' ? 'frequencyInMinutes' : 'cronExpression'] = preview.text
  if (form.type === 'cron' && !isTimeZone(form.serverTimezone.trim()))
    problems.serverTimezone = 'Give a time zone such as UTC or Europe/Brussels.'
  const grace = form.graceTimeInMinutes
  if (grace === null || !Number.isInteger(grace) || grace < 0)
    problems.graceTimeInMinutes = 'Give a grace time of 0 minutes or more.'
  return problems
}

function isTimeZone(value: string): boolean {
  if (!value) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}

export function toInput(form: CronForm): CronCheckInput {
  const base = { name: form.name.trim(), graceTimeInMinutes: form.graceTimeInMinutes ?? 0 }
  return form.type === 'simple'
    ? { ...base, type: 'simple', frequencyInMinutes: form.frequencyInMinutes ?? 1 }
    : {
        ...base,
        type: 'cron',
        cronExpression: form.cronExpression.trim(),
        serverTimezone: form.serverTimezone.trim(),
      }
}
