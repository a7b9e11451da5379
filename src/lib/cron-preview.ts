// The cron check form's rules, said in words before anything is sent, in the user's language: a
// schedule in words (cronstrue, in the current language) with its next runs, or why it is not
// one. The app checks again with cron-parser before the request.
import { CronExpressionParser } from 'cron-parser'
import cronstrue from 'cronstrue'
// cronstrue's own translations of Uptray's languages (English is built in); each registers itself.
import 'cronstrue/locales/de'
import 'cronstrue/locales/fr'
import 'cronstrue/locales/nl'
import type { CronCheckInput } from '../../electron/shared/cron-input'
import { CRON_INPUT_LIMITS } from '../../electron/shared/cron-input'
import { i18n, t } from '../i18n'
import { atText } from './clock-text'

export interface CronForm {
  name: string
  type: 'simple' | 'cron'
  frequencyInMinutes: number | null
  cronExpression: string
  serverTimezone: string
  graceTimeInMinutes: number | null
}

/** Runs listed after the schedule in words. */
const NEXT_RUNS = 3

/** A cron expression in words in the current language ("Um 03:00"), or null when it is none. */
export function describeCron(expression: string): string | null {
  try {
    return cronstrue.toString(expression, {
      use24HourTimeFormat: true,
      locale: i18n.global.locale.value,
    })
  } catch {
    return null
  }
}

/**
 * The next runs of an expression in `zone`, each written in that zone (named when it is not the
 * user's) in the current locale; empty when cron-parser cannot place them.
 */
export function nextRuns(expression: string, zone: string, now: number = Date.now()): string[] {
  try {
    const runs = CronExpressionParser.parse(expression, { tz: zone, currentDate: new Date(now) })
    return runs.take(NEXT_RUNS).map((run) => atText(run.getTime(), { now, zone }))
  } catch {
    return []
  }
}

/** The schedule in words, or an error for an expression that does not read as one. */
export function schedulePreview(
  form: CronForm,
  now: number = Date.now(),
): { text: string; ok: boolean; next: string[] } {
  const wrong = (text: string) => ({ text, ok: false, next: [] })
  if (form.type === 'simple') {
    const n = form.frequencyInMinutes
    if (!n || !Number.isInteger(n) || n < 1) return wrong(t('cron.preview.needFrequency'))
    return { text: t('cron.schedule.every', n), ok: true, next: [] }
  }
  const expression = form.cronExpression.trim()
  if (!expression) return wrong(t('cron.preview.needExpression', { example: '0 3 * * *' }))
  if (expression.split(/\s+/).length !== 5) return wrong(t('cron.preview.fields'))
  const words = describeCron(expression)
  if (words === null) return wrong(t('cron.preview.invalid'))
  const zone = form.serverTimezone.trim()
  return {
    text: t('cron.preview.inZone', { schedule: words, zone: zone || t('cron.preview.noZone') }),
    ok: true,
    next: isTimeZone(zone) ? nextRuns(expression, zone, now) : [],
  }
}

/** Every problem of the form, by field, each one sentence; empty when it may be sent. */
export function formProblems(form: CronForm): Partial<Record<keyof CronForm, string>> {
  const problems: Partial<Record<keyof CronForm, string>> = {}
  const name = form.name.trim()
  if (!name) problems.name = t('cron.problem.name')
  else if (name.length > CRON_INPUT_LIMITS.name)
    problems.name = t('cron.problem.nameLength', { n: CRON_INPUT_LIMITS.name })
  const preview = schedulePreview(form)
  if (!preview.ok)
    problems[form.type === 'simple' ? 'frequencyInMinutes' : 'cronExpression'] = preview.text
  if (form.type === 'cron' && !isTimeZone(form.serverTimezone.trim()))
    problems.serverTimezone = t('cron.problem.timeZone')
  const grace = form.graceTimeInMinutes
  if (grace === null || !Number.isInteger(grace) || grace < 0)
    problems.graceTimeInMinutes = t('cron.problem.grace')
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
