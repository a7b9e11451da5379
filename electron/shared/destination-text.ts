// A destination form's words: each channel's one name (the form and the destinations list say
// the same), its fields' names and hints, and the form's own check before anything is sent, in the
// current language of ./i18n/translate: in the dashboard, the dashboard's, so the check speaks
// the user's language even when serve mode's engine runs in another. Kept apart from
// ./destination-input.ts, which the operation table (and so the preload) imports.
import { clip } from './clip'
import {
  DESTINATION_LIMITS,
  channelSpec,
  type ChannelField,
  type DestinationInput,
} from './destination-input'
import { t, type MessageKey } from './i18n/translate'

/** The channel's one name, in the form and in the destinations list; an unknown one as sent. */
export function channelLabel(channel: string): string {
  return channelSpec(channel)
    ? t(`destinations.channel.${channel}` as MessageKey)
    : clip(channel, 40)
}

export function fieldLabel(field: ChannelField): string {
  return t(`destinations.field.${field.label}`)
}

export function fieldHint(field: ChannelField): string | null {
  return field.hint ? t(`destinations.hint.${field.hint}`) : null
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function isUrl(value: string, https: boolean): boolean {
  try {
    const url = new URL(value)
    return https ? url.protocol === 'https:' : url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/** One field's problem as a sentence, or null; `keep` is true for a secret left as it was. */
export function fieldProblem(field: ChannelField, value: unknown, keep = false): string | null {
  if (field.kind === 'boolean') return null
  const empty = value === undefined || value === null || String(value).trim() === ''
  const named = { field: fieldLabel(field) }
  if (empty) return field.required && !keep ? t('destinations.problem.required', named) : null
  const text = String(value).trim()
  if (text.length > DESTINATION_LIMITS.value) return t('destinations.problem.tooLong', named)
  if (field.kind === 'email' && !EMAIL.test(text)) return t('destinations.problem.email', named)
  if (field.kind === 'url' && !isUrl(text, false)) return t('destinations.problem.url', named)
  if (field.kind === 'https-url' && !isUrl(text, true))
    return t('destinations.problem.httpsUrl', named)
  if (field.kind === 'priority' && !/^[1-5]$/.test(text))
    return t('destinations.problem.priority', named)
  return null
}

/** Every problem of an input, keyed as the service keys its 422 (`destination.url`, `label`). */
export function inputProblems(
  input: Pick<DestinationInput, 'channel' | 'label' | 'destination'>,
  keptSecrets: readonly string[] = [],
): Record<string, string> {
  const problems: Record<string, string> = {}
  const spec = channelSpec(input.channel)
  if (!spec) return { channel: t('destinations.problem.channel') }
  if ((input.label ?? '').length > DESTINATION_LIMITS.label)
    problems.label = t('destinations.problem.label', { max: DESTINATION_LIMITS.label })
  for (const field of spec.fields) {
    const problem = fieldProblem(
      field,
      input.destination[field.key],
      keptSecrets.includes(field.key),
    )
    if (problem) problems[`destination.${field.key}`] = problem
  }
  return problems
}
