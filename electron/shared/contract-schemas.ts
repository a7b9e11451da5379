// Runtime argument schemas for every invoke channel of the IPC contract (./contract.ts). The
// Electron handlers and serve mode's WebSocket both validate calls with these before anything
// happens, so a bad argument gets a clear error and changes nothing. No Electron import.
import { z } from 'zod'
import { hasCredentials } from './base-url'
import type { InvokeChannel, InvokeContract } from './contract'
import { MIN_SWEEP_INTERVAL_SECONDS } from './settings'

/** Every string from outside is bounded: a too-long one is a clear error, never a crash. */
export const LIMITS = {
  token: 1024,
  name: 255,
  /** The spec does not bound an update's text; this is far above any real one. */
  statusUpdateText: 10_000,
  url: 2048,
  checkType: 64,
} as const

const id = z.number().int().positive()
const minutes = z
  .number()
  .int()
  .min(1)
  .max(60 * 24 * 366)
const isoDate = z.iso.datetime({ offset: true }).max(64)
const range = z.enum(['24h', '7d', '30d', '90d'])
/**
 * The uptime endpoint's `split` (spec: hour, day or month), optional. A left-out split that was
 * passed as `undefined` arrives as `null` over serve mode's JSON, so null also means "default".
 */
const optionalSplit = z
  .enum(['hour', 'day', 'month'])
  .nullish()
  .transform((split) => split ?? undefined)
const hhmm = z
  .string()
  .max(5)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected a time as HH:MM')

/** An http(s) base address; the token travels with it, so nothing else is accepted. */
export const baseUrlSchema = z
  .url({ protocol: /^https?$/, hostname: z.regexes.hostname })
  .max(LIMITS.url)
  .refine((url) => !hasCredentials(url), 'the base URL may not contain a user name or password')
  .transform((url) => url.replace(/\/+$/, ''))

export const credentialsSchema = z.strictObject({
  baseUrl: baseUrlSchema,
  token: z
    .string()
    .max(LIMITS.token, `the API token is longer than ${LIMITS.token} characters`)
    .trim()
    .min(1, 'the API token is empty'),
})

export const notificationSettingsSchema = z.strictObject({
  mutedCheckTypes: z.array(z.string().min(1).max(LIMITS.checkType)).max(64),
  notifyOnRecovery: z.boolean(),
  sound: z.boolean(),
  quietHours: z.strictObject({ enabled: z.boolean(), start: hhmm, end: hhmm }),
  pausedUntil: isoDate.nullable(),
})

/** Electron accelerator syntax, loosely: modifiers and one key joined by `+`. */
const accelerator = z
  .string()
  .max(64)
  .regex(
    /^([A-Za-z0-9]+\+)*[A-Za-z0-9=\-[\];',./`\\]+$/,
    'expected a shortcut like CommandOrControl+Shift+U',
  )

export const settingsSchema = z.strictObject({
  schemaVersion: z.literal(1),
  baseUrl: baseUrlSchema,
  sweepIntervalSeconds: z.number().int().min(MIN_SWEEP_INTERVAL_SECONDS).max(3600),
  budgetShare: z.number().min(0.05).max(0.9),
  notifications: notificationSettingsSchema,
  startAtLogin: z.boolean(),
  theme: z.enum(['system', 'light', 'dark']),
  globalShortcut: accelerator.nullable(),
})

export const settingsPatchSchema = settingsSchema
  .omit({ schemaVersion: true, notifications: true })
  .partial()
  .extend({ notifications: notificationSettingsSchema.partial().optional() })
  .strict()

const none = z.tuple([])

type ArgsSchemas = { [C in InvokeChannel]: z.ZodType<InvokeContract[C]['args'], unknown> }

export const INVOKE_SCHEMAS = {
  'session:get': none,
  'session:test': z.tuple([credentialsSchema]),
  'session:sign-in': z.tuple([credentialsSchema]),
  'session:sign-out': none,
  'session:start-demo': none,
  'snapshot:get': none,
  'sync:get': none,
  'sync:refresh': none,
  'check:snooze': z.tuple([id, minutes]),
  'check:unsnooze': z.tuple([id]),
  'check:rerun': z.tuple([id]),
  'check:set-enabled': z.tuple([id, z.boolean()]),
  'cron:snooze': z.tuple([id, minutes]),
  'cron:unsnooze': z.tuple([id]),
  'cron:list': z.tuple([id]),
  'maintenance:start': z.union([
    z.tuple([
      id,
      z
        .number()
        .int()
        .min(60)
        .max(60 * 60 * 24 * 30),
    ]),
    z.tuple([
      id,
      z
        .number()
        .int()
        .min(60)
        .max(60 * 60 * 24 * 30),
      z.string().max(LIMITS.name),
    ]),
  ]),
  'maintenance:stop': z.tuple([id]),
  'maintenance:schedule': z
    .union([
      z.tuple([id, isoDate, isoDate]),
      z.tuple([id, isoDate, isoDate, z.string().max(LIMITS.name)]),
    ])
    .refine(
      ([, start, end]) => Date.parse(end) > Date.parse(start),
      'the end must be after the start',
    ),
  'maintenance:list': z.tuple([id]),
  'status-page:list': none,
  'status-page:templates': none,
  'status-page:post-update': z.tuple([
    z.strictObject({
      statusPageId: id,
      title: z.string().max(LIMITS.name).trim().min(1),
      text: z.string().max(LIMITS.statusUpdateText),
      severity: z.enum(['info', 'warning', 'high', 'resolved', 'scheduled']),
      pinned: z.boolean(),
    }),
  ]),
  'metrics:uptime': z.tuple([id, range, optionalSplit]),
  'metrics:http': z.tuple([id, range]),
  'metrics:ping': z.tuple([id, range]),
  'metrics:tcp': z.tuple([id, range]),
  'metrics:downtime': z.tuple([id, range]),
  'view:focus': z.tuple([id.nullable()]),
  'settings:get': none,
  'settings:update': z.tuple([settingsPatchSchema]),
  'app:open-external': z.tuple([z.string().max(LIMITS.url)]),
  'app:open-dashboard': z.tuple([id.nullable()]),
} satisfies ArgsSchemas

export type InvalidArguments = { ok: false; message: string }

/** Validates one call's arguments; the message names the channel and the first problems. */
export function parseInvokeArgs<C extends InvokeChannel>(
  channel: C,
  args: unknown[],
): { ok: true; args: InvokeContract[C]['args'] } | InvalidArguments {
  const schema = INVOKE_SCHEMAS[channel] as
    z.ZodType<InvokeContract[C]['args'], unknown> | undefined
  if (!schema) return { ok: false, message: `Unknown channel ${String(channel)}` }
  const parsed = schema.safeParse(args)
  if (parsed.success) return { ok: true, args: parsed.data }
  return {
    ok: false,
    message: `Invalid arguments for ${channel}: ${z.prettifyError(parsed.error)}`,
  }
}
