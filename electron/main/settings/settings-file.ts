// Reads the settings file before electron-store opens it: a file that is not JSON or does not
// validate is moved aside to `<name>.invalid-<time>.json` (nothing is lost), defaults are used,
// and the caller gets a sentence to tell the user. Only a regular file is read: anything else in
// its place (a FIFO would block the start for good) is moved aside the same way.
import { existsSync, renameSync } from 'node:fs'
import { readRegularFileSync } from '../../adapters/own-folder'
import { DEFAULT_SETTINGS, type Settings } from '../../shared/settings'
import { migrateSettings } from '../../shared/migrate-settings'
import { messageOf } from '../../shared/errors'
import { t } from '../../shared/i18n/translate'

export interface LoadedSettings {
  settings: Settings
  /** True when the file must be (re)written: new, migrated or replaced. */
  needsWrite: boolean
  /** For the user when their file could not be used; null when all is well. */
  notice: string | null
  backupPath: string | null
}

function backupName(path: string, now: Date): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-')
  return path.replace(/\.json$/, '') + `.invalid-${stamp}.json`
}

export function loadSettingsFile(path: string, now = new Date()): LoadedSettings {
  if (!existsSync(path)) {
    return {
      settings: structuredClone(DEFAULT_SETTINGS),
      needsWrite: true,
      notice: null,
      backupPath: null,
    }
  }
  let problem: string
  try {
    const result = migrateSettings(JSON.parse(readRegularFileSync(path)))
    if (result.ok) {
      return {
        settings: result.settings,
        needsWrite: result.migrated,
        notice: result.notice,
        backupPath: null,
      }
    }
    problem = result.problem
  } catch (error) {
    problem = error instanceof SyntaxError ? 'the file is not valid JSON' : messageOf(error)
  }
  const backupPath = backupName(path, now)
  renameSync(path, backupPath)
  return {
    settings: structuredClone(DEFAULT_SETTINGS),
    needsWrite: true,
    notice: t('tray.system.settingsUnreadable', { problem, path: backupPath }),
    backupPath,
  }
}
