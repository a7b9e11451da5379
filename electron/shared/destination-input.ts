// Notification destinations as Uptray creates and edits them: the one table of channels and their
// fields (spec, "Notification destinations": channel values and destination objects), read by
// the form (which fields to show and check before sending), the operation table (the argument
// schema) and the core (which fields are secrets, masked whenever they are shown back).
import type * as z from 'zod'
import type { DestinationLevel } from './coming-up'
import type { Messages } from './i18n/messages/en'
import { SERVICE_TEXT_MAX } from './service-limits'

export type FieldKind = 'text' | 'email' | 'url' | 'https-url' | 'boolean' | 'priority'

/** A field's name in the catalogue (`destinations.field.*`). */
export type FieldLabel = keyof Messages['destinations']['field']
/** A field's hint in the catalogue (`destinations.hint.*`). */
export type FieldHint = keyof Messages['destinations']['hint']

export interface ChannelField {
  key: string
  label: FieldLabel
  kind: FieldKind
  required: boolean
  /** An API key, a token or a URL carrying one: never shown back in full, never logged. */
  secret: boolean
  hint?: FieldHint
}

export interface ChannelSpec {
  channel: keyof Messages['destinations']['channel']
  fields: readonly ChannelField[]
}

const text = (key: string, label: FieldLabel, secret = false, hint?: FieldHint): ChannelField => ({
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
  label: 'webhookUrl',
  kind,
  required: true,
  secret: true,
})

export const CHANNELS: readonly ChannelSpec[] = [
  {
    channel: 'mail',
    fields: [{ key: 'mail', label: 'address', kind: 'email', required: true, secret: false }],
  },
  {
    channel: 'chatApi',
    fields: [
      text('channel', 'chatChannel', false, 'chatChannel'),
      text('chat_api_token', 'apiToken', true),
    ],
  },
  { channel: 'chatWebhook', fields: [hookUrl('https-url')] },
  { channel: 'communityChat', fields: [hookUrl()] },
  { channel: 'messenger', fields: [text('chat_id', 'chatId')] },
  { channel: 'workspaceWorkflow', fields: [hookUrl()] },
  { channel: 'workspaceLegacy', fields: [hookUrl()] },
  { channel: 'groupChat', fields: [hookUrl()] },
  {
    channel: 'onCallPager',
    fields: [
      text('apiKey', 'apiKey', true),
      text('serviceId', 'serviceId'),
      { key: 'fromEmail', label: 'fromAddress', kind: 'email', required: true, secret: false },
    ],
  },
  {
    channel: 'alertManager',
    fields: [
      text('apiKey', 'apiKey', true),
      text('priority', 'priority', false, 'alertPriority'),
      { key: 'euEndpoint', label: 'euEndpoint', kind: 'boolean', required: false, secret: false },
    ],
  },
  {
    channel: 'pushService',
    fields: [
      text('userKey', 'userKey', true),
      text('apiToken', 'apiToken', true),
      text('priority', 'priority'),
    ],
  },
  {
    channel: 'topicPush',
    fields: [
      { key: 'serverUrl', label: 'serverUrl', kind: 'url', required: true, secret: false },
      text('topic', 'topic'),
      { ...text('accessToken', 'accessToken', true), required: false },
      {
        key: 'priority',
        label: 'priority',
        kind: 'priority',
        required: false,
        secret: false,
        hint: 'topicPriority',
      },
    ],
  },
  {
    channel: 'sms',
    fields: [
      text('to', 'phoneTo'),
      text('from', 'from'),
      text('apiKey', 'apiKey', true),
      text('apiSecret', 'apiSecret', true),
    ],
  },
  {
    channel: 'webhook',
    fields: [{ key: 'url', label: 'url', kind: 'url', required: true, secret: true }],
  },
]

const BY_CHANNEL = new Map(CHANNELS.map((c) => [c.channel, c]))

export function channelSpec(channel: string): ChannelSpec | undefined {
  return BY_CHANNEL.get(channel as ChannelSpec['channel'])
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
