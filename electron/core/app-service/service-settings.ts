// Settings: read, and changed through the one patch path. A change applies at once to every
// session (budget share, interval, reminders); the sessions follow the accounts listed (a new one
// connects with the token the keychain has for it, or asks to sign in; a removed one closes).
import { ACCOUNT_NAME_MAX, type AccountEntry, type AccountRef } from '../../shared/accounts'
import type { AppServiceApi } from '../../shared/app-service-api'
import { clip } from '../../shared/clip'
import { messageOf } from '../../shared/errors'
import { MIN_SWEEP_INTERVAL_SECONDS } from '../../shared/settings'
import type { SettingsPatchResult, SettingsSource } from '../../shared/settings-patch'
import { watchedAccounts } from '../../shared/settings-accounts'
import type { AccountSession } from './account-session'
import type { ServiceEmitter } from './emitter'
import type { Sessions } from './sessions'

export interface SettingsHost {
  settings: SettingsSource
  emitter: ServiceEmitter
  sessions: Sessions
  io<T>(work: Promise<T>): Promise<T>
  running(): boolean
  /** Connects a new account's session with its stored token (or asks to sign in). */
  connect(session: AccountSession): Promise<void>
  /** The demo runs: the accounts listed wait for the next start. */
  demo(): boolean
}

/**
 * The first account of `accounts` listed at another address than the one it is watched at. The
 * keychain keeps tokens by account id, so the same id at a new address would send that account's
 * token there: a new address comes only with its token (a new account: addAccount, signIn, the
 * CLI's accounts add).
 */
function movedIn(accounts: readonly AccountEntry[], watched: readonly AccountRef[]) {
  const at = (url: string) => url.trim().replace(/\/+$/, '')
  return accounts.find((a) => watched.some((w) => w.id === a.id && at(w.baseUrl) !== at(a.baseUrl)))
}

export function createSettingsOperations(
  host: SettingsHost,
): Pick<AppServiceApi, 'getSettings' | 'updateSettings'> {
  const { settings: source, sessions, io } = host
  return {
    getSettings: () => source.get(),

    async updateSettings(patch) {
      const moved = patch.accounts && movedIn(patch.accounts, watchedAccounts(source.get()))
      if (moved)
        return {
          ok: false,
          message: `${clip(moved.name, ACCOUNT_NAME_MAX)} is watched at another address: remove it and add it again with the new address and its token.`,
        }
      let result: SettingsPatchResult
      try {
        result = await io(source.update(patch))
      } catch (error) {
        // The reason only: the layer that shows it says what failed ("Save settings failed: ...").
        return { ok: false, message: messageOf(error) }
      }
      if (!result.ok) return { ok: false, message: result.message }
      const { settings } = result
      for (const session of sessions.all()) session.applySettings(settings)
      host.emitter.emit({ type: 'settings', settings })
      if (host.running() && !host.demo()) {
        const created = sessions.reconcile(watchedAccounts(settings))
        for (const session of created) await session.load()
        await Promise.all(created.map((session) => host.connect(session)))
      }
      const seconds = Math.max(MIN_SWEEP_INTERVAL_SECONDS, settings.sweepIntervalSeconds)
      return { ok: true, message: `Settings saved. Sweeping every ${seconds} s at most.` }
    },
  }
}
