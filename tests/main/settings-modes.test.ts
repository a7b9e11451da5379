// Data folders are the user's alone: settings and cache files 0600 in folders created 0700,
// also when an older 0644 file is rewritten (POSIX modes; Windows has none to check).
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createFileStore } from '@app/adapters/file-store'
import { openElectronSettingsStore } from '@app/main/settings/settings-store'
import { loadServeSettings, SETTINGS_KEY } from '@app/serve/settings'
import type { Logger } from '@app/core/ports'

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined }
const mode = (path: string) => statSync(path).mode & 0o777

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'uptray-modes-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const noModes = process.platform === 'win32'
if (noModes) console.log('Skipping the file mode tests: Windows has no POSIX file modes.')

describe.skipIf(noModes)('file modes', () => {
  it('the file store creates 0700 folders and 0600 files, and tightens an old 0644 file', async () => {
    const dir = join(root, 'data', 'uptray-serve')
    const store = await createFileStore(dir)
    expect(mode(join(root, 'data'))).toBe(0o700)
    expect(mode(dir)).toBe(0o700)
    await store.set('snapshot-cache', { a: 1 })
    expect(mode(store.pathFor('snapshot-cache'))).toBe(0o600)

    writeFileSync(store.pathFor('old'), '{}')
    chmodSync(store.pathFor('old'), 0o644)
    await store.set('old', { b: 2 })
    expect(mode(store.pathFor('old'))).toBe(0o600)
  })

  it('serve settings are written 0600', async () => {
    const store = await createFileStore(join(root, 'serve'))
    const settings = await loadServeSettings(store, quiet)
    await settings.update({ theme: 'dark' })
    expect(mode(store.pathFor(SETTINGS_KEY))).toBe(0o600)
  })

  it("the app's settings file (electron-store) is 0600 in a 0700 folder", async () => {
    const dir = join(root, 'userData')
    const settings = openElectronSettingsStore(dir)
    expect(await settings.update({ theme: 'dark' })).toMatchObject({ ok: true })
    expect(mode(dir)).toBe(0o700)
    expect(mode(settings.path)).toBe(0o600)
  })
})
