// The app's settings: a JSON file written by electron-store (atomic, in the user data folder),
// read, migrated and checked by our own code first (settings-file.ts), patched through the
// shared applySettingsPatch. The store is the AppService's settings source as it is.
// `openSettingsStore` takes the file store: the app passes electron-store, tests pass `conf`
// (the engine electron-store is built on), so the file handling is tested for real.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import Store from 'electron-store'
import { DEFAULT_SETTINGS, type Settings } from '../../shared/settings'
import { applySettingsPatch, type SettingsSource } from '../../shared/settings-patch'
import { loadSettingsFile } from './settings-file'

export interface SettingsStore extends SettingsSource {
  /** Set when the file on disk was unusable at start (tell the user once). */
  startupNotice: string | null
  path: string
}

/** The part of electron-store / conf used here: the whole object, read and written atomically. */
export interface JsonFileStore {
  store: Settings
}
/** The settings file is the user's alone: 0600, in a folder created 0700. */
export const SETTINGS_FILE_MODE = 0o600
export const SETTINGS_DIR_MODE = 0o700
export type JsonFileStoreFactory = (
  directory: string,
  name: string,
  fileMode: number,
) => JsonFileStore

export function openSettingsStore(
  directory: string,
  createStore: JsonFileStoreFactory,
  name = 'settings',
): SettingsStore {
  const path = join(directory, `${name}.json`)
  mkdirSync(directory, { recursive: true, mode: SETTINGS_DIR_MODE })
  const loaded = loadSettingsFile(path)
  const store = createStore(directory, name, SETTINGS_FILE_MODE)
  if (loaded.needsWrite) store.store = loaded.settings
  let settings = loaded.settings
  return {
    get: () => settings,
    // async: a failed write rejects (the AppService reports it) and keeps the settings in use.
    async update(patch) {
      const result = applySettingsPatch(settings, patch)
      if (!result.ok) return result
      store.store = result.settings
      settings = result.settings
      return result
    },
    startupNotice: loaded.notice,
    path,
  }
}

/** The production settings file: electron-store in the app's user data folder. */
export function openElectronSettingsStore(userDataDir: string): SettingsStore {
  return openSettingsStore(
    userDataDir,
    (cwd, name, fileMode) =>
      new Store<Settings>({ cwd, name, clearInvalidConfig: false, configFileMode: fileMode }),
  )
}

/**
 * Settings kept in memory only, from the defaults: for a data folder the app must not trust
 * (another user could have planted the file). `notice` tells the user why.
 */
export function openMemorySettingsStore(notice: string): SettingsStore {
  let settings: Settings = structuredClone(DEFAULT_SETTINGS)
  return {
    get: () => settings,
    async update(patch) {
      const result = applySettingsPatch(settings, patch)
      if (result.ok) settings = result.settings
      return result
    },
    startupNotice: notice,
    path: '(memory)',
  }
}
