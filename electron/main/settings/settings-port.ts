// Adapts the settings file to what the engine asks for: a rejected patch becomes an error
// whose message the AppService passes on to the user ("Settings were not saved: ...").
import type { Settings, SettingsPatch } from '../../shared/settings'
import type { SettingsStore } from './settings-store'

export function settingsPort(store: SettingsStore): {
  get(): Settings
  update(patch: SettingsPatch): Promise<Settings>
} {
  return {
    get: () => store.get(),
    update(patch) {
      const result = store.update(patch)
      return result.ok ? Promise.resolve(store.get()) : Promise.reject(new Error(result.message))
    },
  }
}
