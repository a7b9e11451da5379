// A saved base URL with a user name or password (older versions took one): it is repaired, not
// set aside. The secret is dropped, every other setting is kept, the file is written again
// without it, no backup holds it, and the user is told once.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { MemoryKeyValueStore } from '@app/adapters/memory-stores'
import { loadSettingsFile } from '@app/main/settings/settings-file'
import { loadServeSettings, SETTINGS_KEY } from '@app/serve/settings'
import { CREDENTIALS_REMOVED, migrateSettings } from '@app/shared/migrate-settings'
import { DEFAULT_SETTINGS } from '@app/shared/settings'

const SECRET = 'hunter2-SECRET'
const saved = {
  ...DEFAULT_SETTINGS,
  baseUrl: `https://bob:${SECRET}@ohdear.example/`,
  sweepIntervalSeconds: 120,
  theme: 'dark',
}

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))

describe('a base URL with credentials in the saved settings', () => {
  it('loses them and keeps everything else', () => {
    const result = migrateSettings(structuredClone(saved))
    expect(result).toMatchObject({ ok: true, migrated: true, notice: CREDENTIALS_REMOVED })
    if (!result.ok) return
    expect(result.settings).toMatchObject({
      baseUrl: 'https://ohdear.example',
      sweepIntervalSeconds: 120,
      theme: 'dark',
    })
    expect(JSON.stringify(result.settings)).not.toContain(SECRET)
  })

  it('leaves a clean base URL alone: nothing to write, nothing to say', () => {
    const result = migrateSettings({ ...saved, baseUrl: 'https://ohdear.example' })
    expect(result).toMatchObject({ ok: true, migrated: false, notice: null })
  })

  it("the app's settings file is rewritten without the secret, and no backup keeps it", () => {
    const dir = mkdtempSync(join(tmpdir(), 'uptray-credentials-'))
    dirs.push(dir)
    const path = join(dir, 'settings.json')
    writeFileSync(path, JSON.stringify(saved))
    const loaded = loadSettingsFile(path)
    expect(loaded).toMatchObject({
      needsWrite: true,
      notice: CREDENTIALS_REMOVED,
      backupPath: null,
    })
    expect(loaded.settings.theme).toBe('dark')
    expect(readdirSync(dir)).toEqual(['settings.json'])
    expect(JSON.stringify(loaded.settings)).not.toContain(SECRET)
  })

  it("serve mode's settings are stored again without the secret and the notice is logged", async () => {
    const store = new MemoryKeyValueStore()
    await store.set(SETTINGS_KEY, structuredClone(saved))
    const warned: string[] = []
    const logger = {
      debug: () => {},
      info: () => {},
      warn: (message: string) => warned.push(message),
      error: () => {},
    }
    const settings = await loadServeSettings(store, logger)
    expect(settings.notice).toBe(CREDENTIALS_REMOVED)
    expect(settings.get().sweepIntervalSeconds).toBe(120)
    expect(JSON.stringify(await store.get(SETTINGS_KEY))).not.toContain(SECRET)
    expect(warned).toEqual([CREDENTIALS_REMOVED])
  })
})
