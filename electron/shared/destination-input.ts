// Notification destinations as Uptray creates and edits them: the one table of channels and their
// fields (spec, "Notification destinations": channel values and destination objects), read by
// the form (which fields to show and check before sending), the operation table (the argument
// schema) and the core (which fields are secrets, masked whenever they are shown back).
import type * as z from 'zod'
import type { DestinationLevel } from './coming-up'
import { SERVICE_TEXT_MAX } from './service-limits'

export type FieldKind = 'text' | 'email' | 'url' | 'https-url' | 'boolean' | 'priority'

export interface ChannelField {
  key: string
  label: string
  kind: FieldKind
  required: boolean
  /** An API key, a token or a URL carrying one: never shown back in full, never logged. */
  secret: boolean
  hint?: string
}

export interface ChannelSpec {
  channel: string
  label: string
  fields: readonly ChannelField[]
}

const text = (key: string, label: string, secret = false, hint?: string): ChannelField => ({
  key,
  label,
  kind: 'text',
  required: true,
  secret,
  ...(hint ? { hint } : {}),
})
/** Chat webhook URLs carry their token in the path: secrets. */
const hookUrl = (kind: FieldKind = 'url'): ChannelField => ({
  key: 'url',
  label: 'Webhook URL',
  kind,
  required: true,
  secret: true,
})

export const CHANNELS: readonly ChannelSpec[] = [
  {
    channel: 'mail',
    label: 'Email',
    fields: [{ key: 'mail', label: 'Address', kind: 'email', required: true, secret: false }],
  },
  {
    channel: 'chatApi',
    label: 'Chat via API',
    fields: [
      text('channel', 'Chat channel', false, 'For example #ops'),
      text('chat_api_token', 'API token', true),
    ],
  },
  { channel: 'chatWebhook', label: 'Chat via webhook', fields: [hookUrl('https-url')] },
  { channel: 'communityChat', label: 'Community chat', fields: [hookUrl()] },
  { channel: 'messenger', label: 'Messenger', fields: [text('chat_id', 'Chat id')] },
  { channel: 'workspaceWorkflow', label: 'Workspace chat (workflow)', fields: [hookUrl()] },
  { channel: 'workspaceLegacy', label: 'Workspace chat (legacy)', fields: [hookUrl()] },
  { channel: 'groupChat', label: 'Group chat', fields: [hookUrl()] },
  {
    channel: 'onCallPager',
    label: 'On-call pager',
    fields: [
      text('apiKey', 'API key', true),
      text('serviceId', 'Service id'),
      { key: 'fromEmail', label: 'From address', kind: 'email', required: true, secret: false },
    ],
  },
  {
    channel: 'alertManager',
    label: 'Alert manager',
    fields: [
      text('apiKey', 'API key', true),
      text('priority', 'Priority', false, 'For example P3'),
      { key: 'euEndpoint', label: 'EU endpoint', kind: 'boolean', required: false, secret: false },
    ],
  },
  {
    channel: 'pushService',
    label: 'Push service',
    fields: [
      text('userKey', 'User key', true),
      text('apiToken', 'API token', true),
      text('priority', 'Priority'),
    ],
  },
  {
    channel: 'topicPush',
    label: 'Topic push',
    fields: [
      { key: 'serverUrl', label: 'Server URL', kind: 'url', required: true, secret: false },
      text('topic', 'Topic'),
      { ...text('accessToken', 'Access token', true), required: false },
      {
        key: 'priority',
        label: 'Priority',
        kind: 'priority',
        required: false,
        secret: false,
        hint: '1 (min) to 5 (max); 3 when left empty',
      },
    ],
  },
  {
    channel: 'sms',
    label: 'SMS',
    fields: [
      text('to', 'To (phone number)'),
      text('from', 'From'),
      text('apiKey', 'API key', true),
      text('apiSecret', 'API secret', true),
    ],
  },
  {
    channel: 'webhook',
    label: 'Webhook',
    fields: [{ key: 'url', label: 'URL', kind: 'url', required: true, secret: true }],
  },
]

const BY_CHANNEL = new Map(CHANNELS.map((c) => [c.channel, c]))

export function channelSpec(channel: string): ChannelSpec | undefined {
  return BY_CHANNEL.get(channel)
}

export const DESTINATION_LIMITS = { label: SERVICE_TEXT_MAX, value: 2000, types: 100 } as const

export type FieldValue = string | number | boolean

export interface DestinationInput {
  level: DestinationLevel
  /** The team, monitor, tag or tag group it belongs to. */
  ownerId: number
  channel: string
  label?: string
  /** The channel's fields. On an edit, a secret left out keeps the one the service has. */
  destination: Record<string, FieldValue>
  /** Left out: every type the channel can receive. */
  notificationTypes?: string[]
}

/** A team, tag, tag group or monitor a destination can belong to, as the form lists it. */
export interface DestinationOwner {
  id: number
  name: string
}

/** What the edit form starts from: the fields with every secret masked. */
export interface DestinationSettings {
  id: number
  level: DestinationLevel
  ownerId: number | null
  channel: string
  label: string
  destination: Record<string, FieldValue>
  /** The secret fields that have a value (shown masked). */
  secretsSet: string[]
  notificationTypes: string[]
}

/** `••••abcd`: the last 4 characters only (a URL keeps its host, which names the service). */
export function maskSecret(value: string): string {
  const tail = value.length > 8 ? value.slice(-4) : ''
  let host = ''
  try {
    const url = new URL(value)
    if (url.protocol === 'https:' || url.protocol === 'http:')
      host = `${url.protocol}//${url.host}/`
  } catch {
    host = ''
  }
  return `${host}••••${tail}`
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
  if (empty) return field.required && !keep ? `${field.label} is required.` : null
  const text = String(value).trim()
  if (text.length > DESTINATION_LIMITS.value) return `${field.label} is too long.`
  if (field.kind === 'email' && !EMAIL.test(text)) return `${field.label} must be an email address.`
  if (field.kind === 'url' && !isUrl(text, false)) return `${field.label} must be a URL.`
  if (field.kind === 'https-url' && !isUrl(text, true))
    return `${field.label} must be an https:// URL.`
  if (field.kind === 'priority' && !/^[1-5]$/.test(text))
    return `${field.label} must be a whole number from 1 to 5.`
  return null
}

/** Every problem of an input, keyed as the service keys its 422 (`destination.url`, `label`). */
export function inputProblems(
  input: Pick<DestinationInput, 'channel' | 'label' | 'destination'>,
  keptSecrets: readonly string[] = [],
): Record<string, string> {
  const problems: Record<string, string> = {}
  const spec = channelSpec(input.channel)
  if (!spec) return { channel: 'Choose a channel.' }
  if ((input.label ?? '').length > DESTINATION_LIMITS.label)
    problems.label = `The label must be at most ${DESTINATION_LIMITS.label} characters.`
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

/** The `destination` object the API wants: the channel's fields only, typed as it reads them. */
export function destinationBody(
  channel: string,
  values: Record<string, FieldValue>,
): Record<string, FieldValue> {
  const body: Record<string, FieldValue> = {}
  for (const field of channelSpec(channel)?.fields ?? []) {
    const value = values[field.key]
    if (field.kind === 'boolean') {
      body[field.key] = value === true
      continue
    }
    if (value === undefined || String(value).trim() === '') continue
    body[field.key] = field.kind === 'priority' ? Number(value) : String(value).trim()
  }
  return body
}

type Kit = Pick<
  typeof z,
  'array' | 'boolean' | 'enum' | 'number' | 'strictObject' | 'string' | 'union'
>

const FIELD_KEYS = [...new Set(CHANNELS.flatMap((c) => c.fields.map((f) => f.key)))]

export function destinationInputSchema(zod: Kit): z.ZodType<DestinationInput, unknown> {
  const value = zod.union([zod.string().max(DESTINATION_LIMITS.value), zod.number(), zod.boolean()])
  return zod.strictObject({
    level: zod.enum(['team', 'monitor', 'tag', 'tagGroup']),
    ownerId: zod.number().int().positive(),
    channel: zod.enum(CHANNELS.map((c) => c.channel) as [string, ...string[]]),
    label: zod.string().max(DESTINATION_LIMITS.label).optional(),
    destination: zod.strictObject(Object.fromEntries(FIELD_KEYS.map((k) => [k, value.optional()]))),
    notificationTypes: zod.array(zod.string().max(100)).max(DESTINATION_LIMITS.types).optional(),
  }) as unknown as z.ZodType<DestinationInput, unknown>
}
