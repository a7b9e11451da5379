// The production settings file: electron-store in the app's user data folder.
import Store from 'electron-store'
import type { Settings } from '../../shared/settings'
import { openSettingsStore, type SettingsStore } from './settings-store'

export function openElectronSettingsStore(userDataDir: string): SettingsStore {
  return openSettingsStore(
    userDataDir,
    (cwd, name, fileMode) =>
      new Store<Settings>({ cwd, name, clearInvalidConfig: false, configFileMode: fileMode }),
  )
}
