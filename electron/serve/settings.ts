// Serve mode's settings: one JSON value in the data folder's KeyValueStore, validated with the
// shared schemas. The engine reads them synchronously, so they are loaded once and kept.
import { z } from 'zod'
import type { KeyValueStore, Logger } from '../core/ports'
import { settingsPatchSchema, settingsSchema } from '../shared/contract-schemas'
import { DEFAULT_SETTINGS, type Settings, type SettingsPatch } from '../shared/settings'

const KEY = 'serve-settings'

export interface ServeSettings {
  get(): Settings
  update(patch: SettingsPatch): Promise<Settings>
}

export async function loadServeSettings(
  store: KeyValueStore,
  logger: Logger,
): Promise<ServeSettings> {
  let current: Settings = structuredClone(DEFAULT_SETTINGS)
  const stored = await store.get(KEY)
  if (stored !== undefined) {
    const parsed = settingsSchema.safeParse(stored)
    if (parsed.success) current = parsed.data as Settings
    else
      logger.warn('Stored settings were unusable; starting from the defaults', {
        problem: z.prettifyError(parsed.error),
      })
  }

  return {
    get: () => current,
    async update(patch) {
      const p = settingsPatchSchema.safeParse(patch)
      if (!p.success) throw new Error(`Settings were not saved: ${z.prettifyError(p.error)}`)
      const { notifications, ...rest } = p.data
      const next = settingsSchema.safeParse({
        ...current,
        ...rest,
        notifications: { ...current.notifications, ...notifications },
      })
      if (!next.success) throw new Error(`Settings were not saved: ${z.prettifyError(next.error)}`)
      await store.set(KEY, next.data)
      current = next.data as Settings
      return current
    },
  }
}
