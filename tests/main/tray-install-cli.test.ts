// The tray's 'Install command-line tool' (after Preferences..., macOS and Linux only): clicking it
// writes the wrapper (into a temp home here) and the menu's feedback line says where it went.
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { installCliFromApp } from '@app/main/cli-install/from-app'
import { buildTrayMenu, findMenuItem } from '@app/main/tray/menu-template'
import { needsFeedback, runMenuAction } from '@app/main/tray/run-menu-action'
import { app as electronApp, resetElectronMock } from '../mocks/electron'
import { FakeAppService, OK_SYNC } from '../helpers/fake-app-service'
import { mixed, NOW } from './snapshots'

const ID = 'app:install-cli'
let home = ''
let service: FakeAppService

beforeEach(() => {
  resetElectronMock()
  service = new FakeAppService()
  home = mkdtempSync(join(tmpdir(), 'uptray-tray-cli-'))
  electronApp.paths.set('home', home)
})
afterEach(() => {
  electronApp.paths.delete('home')
  rmSync(home, { recursive: true, force: true })
})

const menu = (platform?: NodeJS.Platform) =>
  buildTrayMenu({
    snapshot: mixed(),
    sync: OK_SYNC,
    settings: service.settings,
    now: NOW,
    ...(platform ? { platform } : {}),
  })

describe('tray: Install command-line tool', () => {
  it('is offered right after Preferences... on macOS and Linux, not on Windows', () => {
    for (const platform of ['darwin', 'linux'] as const) {
      const items = menu(platform)
      const at = items.findIndex((entry) => entry.id === ID)
      expect(items[at]?.label).toBe('Install command-line tool')
      expect(items[at - 1]?.label).toBe('Preferences...')
    }
    expect(findMenuItem(menu('win32'), ID)).toBeUndefined()
    expect(findMenuItem(menu(), ID)).toBeUndefined()
  })

  if (process.platform === 'win32') console.log('skipped on Windows: the wrapper is a sh script')
  it.skipIf(process.platform === 'win32')(
    'installs into ~/.local/bin and says where in the feedback',
    async () => {
      const action = findMenuItem(menu('linux'), ID)!.action!
      const result = await runMenuAction(action, {
        service,
        now: () => NOW,
        openDashboard: () => undefined,
        openPreferences: () => undefined,
        openExternal: async () => ({ ok: true, message: '' }),
        quit: () => undefined,
        installCli: () => installCliFromApp({ platform: 'linux', canWrite: () => false }),
      })
      const path = join(home, '.local', 'bin', 'uptray')
      expect(result.ok).toBe(true)
      expect(result.message).toContain(path)
      expect(needsFeedback(action, result)).toBe(true)
      expect(statSync(path).mode & 0o777).toBe(0o755)
    },
  )
})
