// Settings: read, and changed through the one patch path. A change applies at once to every
// session (budget share, interval, reminders); the sessions follow the accounts listed (a new one
// connects with the token the keychain has for it, or asks to sign in; a removed one closes).
import type { AppServiceApi } from '../../shared/app-service-api'
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

export function createSettingsOperations(
  host: SettingsHost,
): Pick<AppServiceApi, 'getSettings' | 'updateSettings'> {
  const { settings: source, sessions, io } = host
  return {
    getSettings: () => source.get(),

    async updateSettings(patch) {
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
