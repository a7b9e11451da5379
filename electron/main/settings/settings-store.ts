// Settings persisted by electron-store (atomic JSON in the user data folder), validated and
// migrated by our own code first (settings-file.ts), patched with the shared zod schema.
// The store is handed in: the app passes electron-store, tests pass `conf` (the engine
// electron-store is built on), so the file handling is tested for real without Electron.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { settingsPatchSchema, settingsSchema } from '../../shared/contract-schemas'
import type { ActionResult } from '../../shared/app-service'
import type { Settings, SettingsPatch } from '../../shared/settings'
import { z } from 'zod'
import { loadSettingsFile } from './settings-file'

export interface SettingsStore {
  get(): Settings
  /** Validates and saves a patch; an invalid patch changes nothing. */
  update(patch: SettingsPatch): ActionResult
  /** Set when the file on disk was unusable at start (tell the user once). */
  startupNotice: string | null
  path: string
}

export function applySettingsPatch(
  current: Settings,
  patch: unknown,
): { ok: true; settings: Settings } | { ok: false; message: string } {
  const parsedPatch = settingsPatchSchema.safeParse(patch)
  if (!parsedPatch.success) {
    return { ok: false, message: `Invalid settings: ${z.prettifyError(parsedPatch.error)}` }
  }
  const { notifications, ...rest } = parsedPatch.data
  const next = {
    ...current,
    ...rest,
    notifications: { ...current.notifications, ...notifications },
  }
  const parsed = settingsSchema.safeParse(next)
  if (!parsed.success)
    return { ok: false, message: `Invalid settings: ${z.prettifyError(parsed.error)}` }
  return { ok: true, settings: parsed.data as Settings }
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
    update(patch) {
      const result = applySettingsPatch(settings, patch)
      if (!result.ok) return result
      settings = result.settings
      store.store = settings
      return { ok: true, message: 'Settings saved.' }
    },
    startupNotice: loaded.notice,
    path,
  }
}
