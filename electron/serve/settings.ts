// Serve mode's settings: one JSON value in the data folder's KeyValueStore, migrated and
// validated like the app's settings file and patched through the shared applySettingsPatch.
// The engine reads them synchronously, so they are loaded once and kept. A file that is not JSON or does not validate is kept as a backup next
// to it, the defaults are used, and `notice` says so (logged once, shown on the sync line).
import type { KeyValueStore, Logger } from '../core/ports'
import { DEFAULT_SETTINGS, type Settings } from '../shared/settings'
import { migrateSettings } from '../shared/migrate-settings'
import { applySettingsPatch, type SettingsSource } from '../shared/settings-patch'
import { messageOf } from '../shared/errors'
import { TEXT_LIMITS, clip } from '../shared/clip'
import { noticeSentence, type SyncNotice } from '../shared/sync-notice'

export const SETTINGS_KEY = 'serve-settings'

export interface ServeSettings extends SettingsSource {
  /** Set when the stored settings were unusable at start; null when all is well. */
  notice: string | null
  /** The same as data, for each page to say in its own language (empty when all is well). */
  notices: SyncNotice[]
}

function problemOf(error: unknown): string {
  const text = messageOf(error)
  return /valid JSON/.test(text) ? 'the file is not valid JSON' : text.slice(0, 200)
}

export async function loadServeSettings(
  store: KeyValueStore,
  logger: Logger,
  now: () => Date = () => new Date(),
): Promise<ServeSettings> {
  let current: Settings = structuredClone(DEFAULT_SETTINGS)
  let problem: string | null = null
  let migrated = false
  let repairNotice: string | null = null
  try {
    const stored = await store.get(SETTINGS_KEY)
    if (stored !== undefined) {
      const result = migrateSettings(stored)
      if (result.ok) {
        current = result.settings
        migrated = result.migrated
        repairNotice = result.notice
      } else problem = result.problem
    }
  } catch (error) {
    problem = problemOf(error)
  }

  const notices: SyncNotice[] = repairNotice ? [{ kind: 'text', text: repairNotice }] : []
  /** A bad file that could not be moved aside must not be overwritten by a save. */
  let keepFile = false
  if (problem !== null) {
    const backupKey = `${SETTINGS_KEY}.invalid-${now().toISOString().replace(/[-:.]/g, '')}`
    try {
      if (!store.rename) throw new Error('this store cannot keep a backup')
      await store.rename(SETTINGS_KEY, backupKey)
      notices.splice(0, notices.length, {
        kind: 'settings-set-aside',
        problem: clip(problem, TEXT_LIMITS.text),
        backup: `${backupKey}.json`,
      })
    } catch (error) {
      keepFile = true
      notices.splice(0, notices.length, {
        kind: 'settings-not-set-aside',
        problem: clip(problem, TEXT_LIMITS.text),
        reason: problemOf(error),
      })
    }
  }
  const notice = notices.map(noticeSentence).join(' ') || null
  if (problem === null && migrated) await store.set(SETTINGS_KEY, current)
  if (notice && (problem !== null || migrated)) logger.warn(notice)

  return {
    get: () => current,
    notice,
    notices,
    async update(patch) {
      const result = applySettingsPatch(current, patch)
      if (!result.ok) return result
      if (!keepFile) await store.set(SETTINGS_KEY, result.settings)
      current = result.settings
      return result
    },
  }
}
