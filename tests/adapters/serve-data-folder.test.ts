// Serve mode with a data folder others may write into: settings planted there (an attacker's base
// URL, alerts muted) are not read; the run uses defaults in memory and says why on the sync line.
// Real temp folders; the core is composed as `npm run serve` does, without a token (no request).
import { chmodSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { composeCore, type ComposedCore } from '@app/serve/compose'
import { DEFAULT_SETTINGS } from '@app/shared/settings'

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }
const unix = process.platform !== 'win32'
if (!unix) console.log('serve data folder tests skipped: they need POSIX modes')

const planted = {
  ...DEFAULT_SETTINGS,
  baseUrl: 'https://attacker.example',
  notifications: { ...DEFAULT_SETTINGS.notifications, pausedUntil: '2099-01-01T00:00:00.000Z' },
}

describe.skipIf(!unix)('serve mode data folder', () => {
  let dataDir: string
  let core: ComposedCore | null = null
  const compose = () =>
    composeCore(
      { demo: false, port: 0, baseUrl: null, dataDir, rendererDir: dataDir },
      { noKeychain: '1' },
      quiet,
    )

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'uptray-serve-data-'))
    writeFileSync(join(dataDir, 'serve-settings.json'), JSON.stringify(planted))
  })
  afterEach(async () => {
    await core?.stop()
    core = null
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('reads settings from a folder only this user may write', async () => {
    core = await compose()
    expect(core.service.getSettings().baseUrl).toBe('https://attacker.example')
  })

  it('ignores a world-writable folder: defaults in memory, a notice, nothing written', async () => {
    chmodSync(dataDir, 0o777)
    core = await compose()
    expect(core.service.getSettings().baseUrl).toBe(DEFAULT_SETTINGS.baseUrl)
    expect(core.service.getSettings().notifications.pausedUntil).toBeNull()
    expect(core.service.getSyncStatus().notice).toContain('can be written by other users')
    await core.service.updateSettings({ sweepIntervalSeconds: 120 })
    expect(readdirSync(dataDir)).toEqual(['serve-settings.json'])
  })
})
