// User settings: stored by electron-store in the app and in the data folder in serve mode, read
// by the engine (sweep and alert policy) and edited in the Settings view. Types, defaults and
// the merge step only; the schema is in contract-schemas.ts, migrations in migrate-settings.ts,
// and every change goes through applySettingsPatch (settings-patch.ts).

import { freedSlots, rulesWithout, withSlots, zonesWithout } from './account-slots'
import type { AccountEntry, AccountRef } from './accounts'
import type { NotificationRule } from './notification-rule'
import type { LanguageChoice } from './i18n/languages'

export type Theme = 'system' | 'light' | 'dark'

export interface QuietHours {
  enabled: boolean
  /** Local time `HH:MM`; a window whose end is before its start spans midnight. */
  start: string
  end: string
}

/** 'Remind me until I react': 0 is off. */
export const REMIND_EVERY_MINUTES = [0, 5, 10, 15] as const
export type RemindEveryMinutes = (typeof REMIND_EVERY_MINUTES)[number]

export interface ReminderSettings {
  everyMinutes: RemindEveryMinutes
  /** At most this many reminders per failure. */
  maxTimes: number
}

/** macOS notification sounds a severity may play (elsewhere only on/off applies). */
export const MAC_SOUNDS = [
  'default',
  'Basso',
  'Blow',
  'Bottle',
  'Frog',
  'Funk',
  'Glass',
  'Hero',
  'Morse',
  'Ping',
  'Pop',
  'Purr',
  'Sosumi',
  'Submarine',
  'Tink',
] as const
export type MacSound = (typeof MAC_SOUNDS)[number]

export interface SeveritySounds {
  failure: MacSound
  warning: MacSound
  recovery: MacSound
}

export interface NotificationSettings {
  /** Per monitor, tag, team or check type: always, failures only or never (notification-rule.ts). */
  rules: NotificationRule[]
  notifyOnRecovery: boolean
  sound: boolean
  /** The sound per severity where the OS lets us choose (macOS); `sound` switches them all. */
  sounds: SeveritySounds
  quietHours: QuietHours
  /** ISO 8601 UTC: notifications paused until then, or null. */
  pausedUntil: string | null
  remind: ReminderSettings
}

export interface Settings {
  schemaVersion: 4
  /**
   * The accounts Uptray watches at once, in the user's order (the first is the one a lone
   * account's views and id-less operations use). Names, ids and slots unique; tokens in the
   * keychain.
   */
  accounts: AccountRef[]
  /** The base URL the first-run form and "Add account" offer (not an account by itself). */
  baseUrl: string
  sweepIntervalSeconds: number
  /** Share of the API rate limit the app may use, 0.05..0.9. */
  budgetShare: number
  notifications: NotificationSettings
  startAtLogin: boolean
  theme: Theme
  /** The language of every view, the tray and notifications; 'system' follows the OS or browser. */
  language: LanguageChoice
  /** Accelerator for the popover, e.g. `CommandOrControl+Shift+U`, or null for none. */
  globalShortcut: string | null
  /**
   * The timezone of each team (picture team id -> IANA zone: the account's slot above the
   * service's id, account-slots.ts), set by the user: wins over whatever the app learned (status
   * pages, an answer's Date header) and over the system zone.
   */
  teamTimezones: Record<string, string>
}

export const DEFAULT_BASE_URL = 'https://ohdear.app'
export const MIN_SWEEP_INTERVAL_SECONDS = 10

/** At most this many accounts at once (each polls on its own budget). */
export const ACCOUNTS_MAX = 20

export const DEFAULT_SETTINGS: Settings = {
  schemaVersion: 4,
  accounts: [],
  baseUrl: DEFAULT_BASE_URL,
  sweepIntervalSeconds: 30,
  budgetShare: 0.3,
  notifications: {
    rules: [],
    notifyOnRecovery: true,
    sound: false,
    sounds: { failure: 'Basso', warning: 'Purr', recovery: 'Glass' },
    quietHours: { enabled: false, start: '22:00', end: '07:00' },
    pausedUntil: null,
    remind: { everyMinutes: 0, maxTimes: 6 },
  },
  startAtLogin: false,
  theme: 'system',
  language: 'system',
  globalShortcut: 'CommandOrControl+Shift+U',
  teamTimezones: {},
}

/**
 * A change to some settings; `notifications` may change some of its fields only, and a new
 * account comes without a slot.
 */
export type SettingsPatch = Partial<
  Omit<Settings, 'schemaVersion' | 'notifications' | 'accounts'>
> & {
  accounts?: AccountEntry[]
  notifications?: Partial<Settings['notifications']>
}

/**
 * `settings` with a patch applied, unchecked; a notifications patch changes only the fields it
 * names. A new account gets its slot here, and a removed account's monitor and team rules and
 * team zones go in the same change (account-slots.ts). The dashboard's optimistic view uses it
 * alone (its bundle carries no zod).
 */
export function mergeSettings(settings: Settings, patch: SettingsPatch): Settings {
  const merged: Settings = {
    ...settings,
    ...patch,
    accounts: settings.accounts,
    notifications: { ...settings.notifications, ...patch.notifications },
  }
  if (!patch.accounts) return merged
  const accounts = withSlots(patch.accounts, settings.accounts)
  const freed = freedSlots(settings.accounts, accounts)
  if (freed.length === 0) return { ...merged, accounts }
  return {
    ...merged,
    accounts,
    notifications: {
      ...merged.notifications,
      rules: rulesWithout(merged.notifications.rules, freed),
    },
    teamTimezones: zonesWithout(merged.teamTimezones, freed),
  }
}
