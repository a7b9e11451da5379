// 'Install command-line tool' through IPC (app:install-cli), as Preferences asks for it: the
// wrapper for this app's binary and CLI bundle lands in the user's home (a temp one here; the
// test says /usr/local/bin is not writable) and the answer says where. Windows writes nothing.
import { unwrap } from '@app/shared/answer'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { WebContents as ElectronWebContents } from 'electron'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { bundledCliPath, installCliFromApp } from '@app/main/cli-install/from-app'
import { setupIpc, type IpcHandle } from '@app/main/ipc/setup-ipc'
import { app as electronApp, ipcMain, resetElectronMock, WebContents } from '../mocks/electron'
import { FakeAppService } from '../helpers/fake-app-service'

let home = ''
let ipc: IpcHandle | null = null
let window: WebContents

function start(platform: NodeJS.Platform): void {
  window = new WebContents()
  window.mainFrame.url = 'file:///opt/uptray/out/renderer/index.html#/settings'
  ipc = setupIpc({
    service: new FakeAppService(),
    appWebContents: () => [window as unknown as ElectronWebContents],
    isAppUrl: () => true,
    openExternal: async () => ({ ok: true, message: '' }),
    openDashboard: () => undefined,
    hidePopover: () => undefined,
    installCli: () => installCliFromApp({ platform, canWrite: () => false }),
  })
}

beforeEach(() => {
  resetElectronMock()
  home = mkdtempSync(join(tmpdir(), 'uptray-install-cli-'))
  electronApp.paths.set('home', home)
})
afterEach(() => {
  ipc?.dispose()
  ipc = null
  electronApp.paths.delete('home')
  rmSync(home, { recursive: true, force: true })
})

describe('app:install-cli', () => {
  if (process.platform === 'win32') console.log('skipped on Windows: the wrapper is a sh script')
  it.skipIf(process.platform === 'win32')(
    'writes the wrapper into ~/.local/bin and says where',
    async () => {
      start('linux')
      const path = join(home, '.local', 'bin', 'uptray')
      const answer = unwrap(await ipcMain.invokeFrom(window, 'app:install-cli')) as {
        ok: boolean
        message: string
      }
      expect(answer.ok).toBe(true)
      expect(answer.message).toContain(path)
      expect(statSync(path).mode & 0o777).toBe(0o755)
      const script = readFileSync(path, 'utf8')
      expect(script).toContain(`'${process.execPath}'`)
      expect(script).toContain(`'${bundledCliPath(electronApp.getAppPath(), false)}'`)
    },
  )

  it('on Windows answers that the installer adds it to PATH and writes nothing', async () => {
    start('win32')
    const answer = unwrap(await ipcMain.invokeFrom(window, 'app:install-cli')) as {
      ok: boolean
      message: string
    }
    expect(answer).toMatchObject({ ok: false })
    expect(answer.message).toContain('PATH')
    expect(readdirSync(home)).toEqual([])
  })

  it('the packaged app points at the bundle outside the asar archive', () => {
    expect(bundledCliPath('/opt/Uptray/resources/app.asar', true)).toBe(
      '/opt/Uptray/resources/app.asar.unpacked/out/cli/uptray.mjs',
    )
    expect(bundledCliPath('/work/uptray', false)).toBe('/work/uptray/out/cli/uptray.mjs')
  })
})
