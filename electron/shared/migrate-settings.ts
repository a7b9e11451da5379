// Turns whatever the settings file holds into valid Settings: runs the migrations from the
// file's schemaVersion up to the current one, fills keys added since with their defaults, and
// validates with the shared zod schema. Pure: each reader handles its own file
// (main/settings/settings-file.ts for the app, serve/settings.ts for serve mode); changes
// after loading go through settings-patch.ts.
import { repairSlots } from './account-slots'
import { withoutCredentials } from './base-url'
import { settingsSchema } from './contract-schemas'
import { checkTypeRules } from './notification-rule'
import { DEFAULT_SETTINGS, type Settings } from './settings'
import { accountOfBaseUrl } from './settings-accounts'
import type * as z from 'zod'

export const CURRENT_SCHEMA_VERSION = DEFAULT_SETTINGS.schemaVersion

type Raw = Record<string, unknown>

/**
 * Step `n` upgrades a version-`n` object to version `n + 1`. Version 0 is a file written
 * before versions existed (the 0.0.x previews): it named the sweep interval
 * `pollIntervalSeconds` and kept the sound switch at the top level.
 */
export const MIGRATIONS: Record<number, (raw: Raw) => Raw> = {
  0: ({ pollIntervalSeconds, notificationSound, ...rest }) => {
    const notifications = isRecord(rest.notifications) ? rest.notifications : {}
    return {
      ...rest,
      ...(pollIntervalSeconds !== undefined ? { sweepIntervalSeconds: pollIntervalSeconds } : {}),
      notifications: {
        ...notifications,
        ...(notificationSound !== undefined ? { sound: notificationSound } : {}),
      },
      schemaVersion: 1,
    }
  },
  /** Muted check types become 'never' rules for those types (notification-rule.ts). */
  1: (raw) => {
    const notifications = isRecord(raw.notifications) ? raw.notifications : {}
    const { mutedCheckTypes, ...rest } = notifications
    const types = Array.isArray(mutedCheckTypes)
      ? mutedCheckTypes.filter((t): t is string => typeof t === 'string')
      : []
    const notificationRules = Array.isArray(rest.rules) ? rest.rules : []
    return {
      ...raw,
      notifications: { ...rest, rules: [...notificationRules, ...checkTypeRules(types)] },
      schemaVersion: 2,
    }
  },
  /**
   * The one service address becomes the one account, named by its host (its token moves to the
   * account's keychain entry when first read). `baseUrl` stays, as what "Add account" offers.
   */
  2: (raw) => ({ ...raw, accounts: [accountOfBaseUrl(raw.baseUrl)], schemaVersion: 3 }),
  /**
   * Each account gets a slot that no longer follows its place in the list: its place now, which
   * is what its picture ids have been so far, so every saved monitor and team rule and team zone
   * keeps naming the account it named. Nothing else moves: before version 3 there was one account
   * (its rules and zones are the service's ids, its slot 0), and the views of a version-3 app
   * saved rules and zones by picture id (the Rules view and the team zones offer only the
   * picture's monitors and teams), so no rule or zone is ambiguous.
   */
  3: (raw) => ({
    ...raw,
    accounts: Array.isArray(raw.accounts)
      ? raw.accounts.map((item: unknown, slot) => (isRecord(item) ? { ...item, slot } : item))
      : raw.accounts,
    schemaVersion: 4,
  }),
}

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Keys missing from `raw` take the default; nested objects are merged one level deep. */
function withDefaults(raw: Raw): Raw {
  const merged: Raw = { ...DEFAULT_SETTINGS, ...raw }
  for (const [key, value] of Object.entries(DEFAULT_SETTINGS)) {
    if (isRecord(value) && isRecord(raw[key])) merged[key] = { ...value, ...raw[key] }
  }
  const notifications = merged.notifications
  if (isRecord(notifications) && isRecord(raw.notifications)) {
    // Objects inside notifications (quiet hours, reminders, sounds) keep the keys they lack too.
    for (const [key, value] of Object.entries(DEFAULT_SETTINGS.notifications)) {
      const given = raw.notifications[key]
      if (isRecord(value) && isRecord(given)) notifications[key] = { ...value, ...given }
    }
  }
  return merged
}

/** "sweepIntervalSeconds: Too small: expected number to be >=10; ..." (first three). */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'settings'}: ${issue.message}`)
    .join('; ')
}

export type MigrationResult =
  | {
      ok: true
      settings: Settings
      /** The file must be written again (an older version, or something repaired). */
      migrated: boolean
      /** For the user when something was repaired; null when all is well. */
      notice: string | null
    }
  | { ok: false; problem: string }

/** Said when a base URL carried a user name or password: they are dropped, never kept. */
export const CREDENTIALS_REMOVED =
  'The user name and password in the saved base URL were removed: Uptray signs in with the API token only.'

/**
 * A base URL with a user name or password (refused since; older versions took it) loses them,
 * so the file is rewritten without the secret instead of set aside with it and every setting.
 */
function repairBaseUrl(raw: Raw): Raw | null {
  const stripped = typeof raw.baseUrl === 'string' ? withoutCredentials(raw.baseUrl) : null
  return stripped === null ? null : { ...raw, baseUrl: stripped }
}

/** Said when an account's slot was missing, bad or another's: it got a free one. */
export const SLOTS_REPAIRED =
  'An account in the settings had no usable place of its own in the picture and was given a free one: rules naming its monitors or teams may need to be set again.'

/**
 * An account whose slot is missing, malformed or repeats another's (a file edited by hand) gets
 * the lowest free one instead of the whole file being set aside: the account is never lost.
 */
function repairAccountSlots(raw: Raw): Raw | null {
  if (!Array.isArray(raw.accounts)) return null
  const { list, repaired } = repairSlots(raw.accounts)
  return repaired === 0 ? null : { ...raw, accounts: list }
}

export function migrateSettings(raw: unknown): MigrationResult {
  if (!isRecord(raw)) return { ok: false, problem: 'the file does not hold a settings object' }
  const version = raw.schemaVersion === undefined ? 0 : raw.schemaVersion
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    return { ok: false, problem: `unknown schemaVersion ${JSON.stringify(version)}` }
  }
  if (version > CURRENT_SCHEMA_VERSION) {
    return { ok: false, problem: `written by a newer Uptray (schemaVersion ${version})` }
  }
  let current: Raw = raw
  for (let v = version; v < CURRENT_SCHEMA_VERSION; v++) {
    const step = MIGRATIONS[v]
    if (!step) return { ok: false, problem: `no migration from schemaVersion ${v}` }
    current = step(current)
  }
  const repaired = repairBaseUrl(current)
  const slotted = repairAccountSlots(repaired ?? current)
  const parsed = settingsSchema.safeParse(withDefaults(slotted ?? repaired ?? current))
  if (!parsed.success) return { ok: false, problem: describeIssues(parsed.error) }
  const notices = [repaired && CREDENTIALS_REMOVED, slotted && SLOTS_REPAIRED].filter(
    (n): n is string => typeof n === 'string',
  )
  return {
    ok: true,
    settings: parsed.data as Settings,
    migrated: version !== CURRENT_SCHEMA_VERSION || repaired !== null || slotted !== null,
    notice: notices.length > 0 ? notices.join(' ') : null,
  }
}
