// Settings: read, and changed through the one patch path. A change applies at once to every
// session (budget share, interval, reminders); a new service address opens its account's session
// with the token the keychain has for it, or asks to sign in.
import type { AppServiceApi } from '../../shared/app-service-api'
import { normalizeBaseUrl } from '../../shared/base-url'
import { messageOf } from '../../shared/errors'
import { MIN_SWEEP_INTERVAL_SECONDS } from '../../shared/settings'
import type { SettingsPatchResult, SettingsSource } from '../../shared/settings-patch'
import type { ServiceEmitter } from './emitter'
import type { Sessions } from './sessions'

export interface SettingsHost {
  settings: SettingsSource
  emitter: ServiceEmitter
  sessions: Sessions
  io<T>(work: Promise<T>): Promise<T>
  running(): boolean
  readToken(baseUrl: string): Promise<string | null>
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
      const current = sessions.active.current()
      const urlChanged =
        patch.baseUrl !== undefined && normalizeBaseUrl(patch.baseUrl) !== current?.baseUrl
      for (const session of sessions.all()) session.applySettings(settings)
      host.emitter.emit({ type: 'settings', settings })
      if (urlChanged && host.running() && !current?.demo) {
        const baseUrl = normalizeBaseUrl(settings.baseUrl)
        const token = await io(host.readToken(baseUrl)).catch(() => null)
        const next = sessions.open(baseUrl)
        if (token) next.connect({ baseUrl, token, demo: false, account: null })
        else next.disconnect(`Sign in to ${baseUrl} with an API token.`)
      }
      const seconds = Math.max(MIN_SWEEP_INTERVAL_SECONDS, settings.sweepIntervalSeconds)
      return { ok: true, message: `Settings saved. Sweeping every ${seconds} s at most.` }
    },
  }
}
