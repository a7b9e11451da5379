import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  AUTOSTART_FILE_NAME,
  autostartDir,
  autostartEntry,
  setLinuxAutostart,
} from '@app/main/life/linux-autostart'
import { setupSystemSettings } from '@app/main/life/system-settings'
import { DEFAULT_SETTINGS } from '@app/shared/settings'
import { callsTo } from '../mocks/electron'

describe('start at login on Linux (XDG autostart)', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'uptray-autostart-'))
  })
  afterEach(async () => {
    vi.unstubAllEnvs()
    await rm(dir, { recursive: true, force: true })
  })

  it('finds the autostart folder from XDG_CONFIG_HOME, else ~/.config', () => {
    expect(autostartDir({ XDG_CONFIG_HOME: '/x/conf' }, '/home/u')).toBe('/x/conf/autostart')
    expect(autostartDir({}, '/home/u')).toBe('/home/u/.config/autostart')
  })

  it('writes an entry that starts the app hidden, quoting paths with spaces', () => {
    const entry = autostartEntry('/opt/Up Tray/uptray', ['/my app'])
    expect(entry).toContain('[Desktop Entry]\nType=Application\nName=Uptray')
    expect(entry).toContain('Exec="/opt/Up Tray/uptray" "/my app" --hidden\n')
  })

  it('adds and removes the file on disk', async () => {
    const target = join(dir, 'autostart')
    await setLinuxAutostart(true, { dir: target, execPath: '/usr/bin/uptray', args: [] })
    const file = join(target, AUTOSTART_FILE_NAME)
    expect(await readFile(file, 'utf8')).toContain('Exec=/usr/bin/uptray --hidden')
    await setLinuxAutostart(false, { dir: target, execPath: '/usr/bin/uptray', args: [] })
    await expect(stat(file)).rejects.toThrow(/ENOENT/)
    // Removing twice is fine.
    await setLinuxAutostart(false, { dir: target, execPath: '/usr/bin/uptray', args: [] })
  })

  it('the start-at-login setting writes the entry on Linux instead of the login-item API', async () => {
    vi.stubEnv('XDG_CONFIG_HOME', dir)
    const warnings: string[] = []
    const system = setupSystemSettings({
      platform: 'linux',
      onShortcut: () => undefined,
      warn: (m) => warnings.push(m),
    })
    expect(autostartDir()).toBe(join(dir, 'autostart'))
    const before = callsTo('app.setLoginItemSettings').length
    system.apply({ ...DEFAULT_SETTINGS, startAtLogin: true, globalShortcut: null })
    const file = join(dir, 'autostart', AUTOSTART_FILE_NAME)
    await vi.waitFor(async () => expect(await readFile(file, 'utf8')).toContain('--hidden'), {
      timeout: 5000,
    })
    system.apply({ ...DEFAULT_SETTINGS, startAtLogin: false, globalShortcut: null })
    await vi.waitFor(async () => expect(stat(file)).rejects.toThrow(/ENOENT/), { timeout: 5000 })
    expect(callsTo('app.setLoginItemSettings').length).toBe(before)
    expect(warnings).toEqual([])
    system.dispose()
  })
})
