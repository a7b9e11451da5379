// Runtime argument schemas for every invoke channel of the IPC contract: the pieces the operation
// table (./operations.ts) builds each call's schema from, and the settings and credentials
// schemas. The Electron handlers and serve mode's WebSocket both validate calls with these before
// anything happens, so a bad argument gets a clear error and changes nothing. No Electron import.
import * as z from 'zod'
import { ACCOUNT_NAME_MAX } from './accounts'
import { SLOT_MAX } from './account-slots'
import { hasCredentials } from './base-url'
import type { InvokeChannel, InvokeContract } from './contract'
import { RULE_LIMITS, RULE_MODES, RULE_SCOPES } from './notification-rule'
import { LANGUAGE_CHOICES, type LanguageChoice } from './i18n/languages'
import { ALL_OPERATIONS, type SchemaKit } from './operations'
import {
  ACCOUNTS_MAX,
  MAC_SOUNDS,
  MIN_SWEEP_INTERVAL_SECONDS,
  REMIND_EVERY_MINUTES,
} from './settings'
import { CHECK_TYPE_PATTERN, isCheckTypeName } from './check-type'
import { cronCheckInputSchema } from './cron-input'
import { recurringMaintenanceInputSchema } from './maintenance-input'
import { STATUS_PAGE_LIMITS } from './status-page-input'
import { isValidZone } from './team-time'

/** Every string from outside is bounded: a too-long one is a clear error, never a crash. */
export const LIMITS = {
  token: 1024,
  name: 255,
  statusUpdateText: STATUS_PAGE_LIMITS.text,
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

/** A monitor or team rule names an id; a check type rule a type as the API spells it. */
const notificationRuleSchema = z
  .strictObject({
    scope: z.enum(RULE_SCOPES),
    value: z.string().trim().min(1).max(RULE_LIMITS.value),
    mode: z.enum(RULE_MODES),
  })
  .refine(
    (rule) =>
      rule.scope === 'tag' ||
      (rule.scope === 'check-type'
        ? isCheckTypeName(rule.value)
        : /^[1-9][0-9]{0,15}$/.test(rule.value)),
    'a monitor or team rule needs an id, a check type rule a type such as broken_links',
  )

export const notificationSettingsSchema = z.strictObject({
  rules: z.array(notificationRuleSchema).max(RULE_LIMITS.rules),
  notifyOnRecovery: z.boolean(),
  sound: z.boolean(),
  sounds: z.strictObject({
    failure: z.enum(MAC_SOUNDS),
    warning: z.enum(MAC_SOUNDS),
    recovery: z.enum(MAC_SOUNDS),
  }),
  quietHours: z.strictObject({ enabled: z.boolean(), start: hhmm, end: hhmm }),
  pausedUntil: isoDate.nullable(),
  remind: z.strictObject({
    everyMinutes: z.literal(REMIND_EVERY_MINUTES),
    maxTimes: z.number().int().min(1).max(100),
  }),
})

/** Electron accelerator syntax, loosely: modifiers and one key joined by `+`. */
const accelerator = z
  .string()
  .max(64)
  .regex(
    /^([A-Za-z0-9]+\+)*[A-Za-z0-9=\-[\];',./`\\]+$/,
    'expected a shortcut like CommandOrControl+Shift+U',
  )

/** Picture team id -> IANA zone (bounded: one entry per team, at most 500 teams). */
const teamTimezones = z
  .record(
    z.string().regex(/^[1-9][0-9]{0,15}$/, 'a team id'),
    z.string().max(64).refine(isValidZone, 'expected a timezone such as Europe/Brussels'),
  )
  .refine((zones) => Object.keys(zones).length <= 500, 'at most 500 teams')

const accountSlot = z.number().int().min(0).max(SLOT_MAX)

/**
 * An account as the settings keep it (no token): a slug id, the user's name, its address and its
 * slot in the picture ids (account-slots.ts).
 */
export const accountRefSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'an account id such as acme-corp'),
  name: z
    .string()
    .trim()
    .min(1)
    .max(ACCOUNT_NAME_MAX)
    // eslint-disable-next-line no-control-regex
    .refine((name) => !/[\u0000-\u001f\u007f-\u009f]/.test(name), 'no control characters'),
  baseUrl: baseUrlSchema,
  slot: accountSlot,
})

/** Bounded, ids unique and names unique ignoring case (menus and the CLI's --account name one). */
const accountList = <T extends z.ZodType<{ id: string; name: string }>>(item: T) =>
  z
    .array(item)
    .max(ACCOUNTS_MAX)
    .refine(
      (list) => new Set(list.map((a) => a.id)).size === list.length,
      'account ids must differ',
    )
    .refine(
      (list) => new Set(list.map((a) => a.name.toLowerCase())).size === list.length,
      'account names must differ',
    )

const accountsSchema = accountList(accountRefSchema).refine(
  (list) => new Set(list.map((a) => a.slot)).size === list.length,
  'account slots must differ',
)

/** A settings change may list a new account without its slot (settings.ts gives it one). */
const accountEntriesSchema = accountList(accountRefSchema.extend({ slot: accountSlot.optional() }))

export const settingsSchema = z.strictObject({
  schemaVersion: z.literal(4),
  accounts: accountsSchema,
  baseUrl: baseUrlSchema,
  sweepIntervalSeconds: z.number().int().min(MIN_SWEEP_INTERVAL_SECONDS).max(3600),
  budgetShare: z.number().min(0.05).max(0.9),
  notifications: notificationSettingsSchema,
  startAtLogin: z.boolean(),
  theme: z.enum(['system', 'light', 'dark']),
  language: z.enum(LANGUAGE_CHOICES as [LanguageChoice, ...LanguageChoice[]]),
  globalShortcut: accelerator.nullable(),
  teamTimezones,
})

export const settingsPatchSchema = settingsSchema
  .omit({ schemaVersion: true, notifications: true, accounts: true })
  .partial()
  .extend({
    accounts: accountEntriesSchema.optional(),
    notifications: notificationSettingsSchema.partial().optional(),
  })
  .strict()

type ArgsSchemas = { [C in InvokeChannel]: z.ZodType<InvokeContract[C]['args'], unknown> }

let built: ArgsSchemas | null = null

/**
 * Every invoke channel's argument schema, built on first use from the operation table (whose type
 * already proves each schema fits its method): a command that takes no calls never builds them.
 */
export function invokeSchemas(): ArgsSchemas {
  return (built ??= buildSchemas())
}

function buildSchemas(): ArgsSchemas {
  const maintenanceSeconds = z
    .number()
    .int()
    .min(60)
    .max(60 * 60 * 24 * 30)
  // The builders the table uses, not the namespace (which would keep all of zod bundled).
  const builders: SchemaKit['z'] = {
    array: z.array,
    boolean: z.boolean,
    enum: z.enum,
    number: z.number,
    object: z.object,
    strictObject: z.strictObject,
    string: z.string,
    tuple: z.tuple,
    union: z.union,
  }
  const kit: SchemaKit = {
    z: builders,
    none: z.tuple([]),
    id,
    minutes,
    maintenanceSeconds,
    isoDate,
    range,
    optionalSplit,
    checkType: z.string().regex(CHECK_TYPE_PATTERN, 'must be a check type such as broken_links'),
    name: z.string().max(LIMITS.name),
    url: z.string().max(LIMITS.url),
    credentials: credentialsSchema,
    settingsPatch: settingsPatchSchema,
    cronCheckInput: cronCheckInputSchema(builders),
    recurringMaintenanceInput: recurringMaintenanceInputSchema(builders),
  }
  const schemas: Record<string, z.ZodType> = {}
  for (const op of Object.values(ALL_OPERATIONS)) schemas[op.channel] = op.args(kit)
  return schemas as ArgsSchemas
}

export type InvalidArguments = { ok: false; message: string }

/** Validates one call's arguments; the message names the channel and the first problems. */
export function parseInvokeArgs<C extends InvokeChannel>(
  channel: C,
  args: unknown[],
): { ok: true; args: InvokeContract[C]['args'] } | InvalidArguments {
  const schemas = invokeSchemas()
  const schema = Object.hasOwn(schemas, channel) ? schemas[channel] : undefined
  if (!schema) return { ok: false, message: `Unknown channel ${String(channel)}` }
  const parsed = schema.safeParse(args)
  if (parsed.success) return { ok: true, args: parsed.data }
  return {
    ok: false,
    message: `Invalid arguments for ${channel}: ${z.prettifyError(parsed.error)}`,
  }
}
