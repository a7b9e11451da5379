// The app's settings file, serve mode's settings and the CLI's in-memory settings take a patch
// the same way: one message for a refused patch, nothing changed, nothing written.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Conf from 'conf'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Logger } from '@app/core/ports'
import { MemoryKeyValueStore } from '@app/adapters/memory-stores'
import { openSettingsStore } from '@app/main/settings/settings-store'
import { loadServeSettings, SETTINGS_KEY } from '@app/serve/settings'
import { DEFAULT_SETTINGS, type Settings } from '@app/shared/settings'
import { memorySettings, type SettingsSource } from '@app/shared/settings-patch'

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined }
const REFUSED = 'Invalid settings: budgetShare: Too big: expected number to be <=0.9'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'uptray-sources-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

async function expectSamePatching(settings: SettingsSource, saved: () => Promise<unknown>) {
  expect(await settings.update({ theme: 'dark', notifications: { sound: true } })).toEqual({
    ok: true,
    settings: {
      ...DEFAULT_SETTINGS,
      theme: 'dark',
      notifications: { ...DEFAULT_SETTINGS.notifications, sound: true },
    },
  })
  expect(await settings.update({ theme: 'light', budgetShare: 5 })).toEqual({
    ok: false,
    message: REFUSED,
  })
  expect(settings.get().theme).toBe('dark')
  expect(await saved()).toMatchObject({ theme: 'dark', budgetShare: DEFAULT_SETTINGS.budgetShare })
}

describe('one patch path', () => {
  it('the app settings file', async () => {
    const store = openSettingsStore(
      dir,
      (cwd, configName, configFileMode) =>
        new Conf<Settings>({ cwd, configName, projectName: 'uptray', configFileMode }),
    )
    await expectSamePatching(
      store,
      async () => JSON.parse(readFileSync(store.path, 'utf8')) as unknown,
    )
  })

  it('serve mode', async () => {
    const store = new MemoryKeyValueStore()
    const settings = await loadServeSettings(store, quiet)
    await expectSamePatching(settings, () => store.get(SETTINGS_KEY))
  })

  it("the CLI's settings in memory", async () => {
    const settings = memorySettings(structuredClone(DEFAULT_SETTINGS))
    await expectSamePatching(settings, async () => settings.get())
  })
})
