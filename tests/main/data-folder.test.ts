// The desktop app's data folder (under the shared electron mock, real files in temp folders): a
// folder others may write into is not read (planted settings take no effect; defaults in memory
// and a notice), and a FIFO planted as the settings file or a cache file does not hang the start.
import { execFileSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startApp, type RunningApp } from '@app/main/start-app'
import { DEFAULT_SETTINGS } from '@app/shared/settings'
import { app, callsTo, Notification, resetElectronMock } from '../mocks/electron'

// electron-store is `conf` plus Electron's default folder (see start-app.test.ts).
vi.mock('electron-store', async () => {
  const { default: Conf } = await import('conf')
  class ElectronStoreInTests extends Conf<Record<string, unknown>> {
    constructor(options: { cwd: string; name: string; clearInvalidConfig?: boolean }) {
      super({ ...options, configName: options.name, projectName: 'uptray' })
    }
  }
  return { default: ElectronStoreInTests }
})

const unix = process.platform !== 'win32'
if (!unix) console.log('data folder tests skipped: they need POSIX modes and mkfifo')

const planted = {
  ...DEFAULT_SETTINGS,
  baseUrl: 'https://attacker.example',
  notifications: { ...DEFAULT_SETTINGS.notifications, pausedUntil: '2099-01-01T00:00:00.000Z' },
}

let folders: string[] = []
let running: RunningApp | null = null

function folder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  folders.push(dir)
  return dir
}

async function launch(userData: string): Promise<RunningApp> {
  resetElectronMock()
  app.paths.set('userData', userData)
  const started = await startApp({
    platform: 'linux',
    env: {
      UPTRAY_NO_SECRET_SERVICE: 'tests use memory',
      UPTRAY_CONTROL_SOCKET: join(folder('uptray-socket-'), 'control.sock'),
    },
    argv: [],
    outMainDir: '/opt/uptray/out/main',
  })
  if (!started) throw new Error('the app did not start')
  running = started
  return started
}

afterEach(async () => {
  if (running) {
    app.emit('before-quit')
    app.emit('will-quit', { preventDefault: () => undefined })
    await vi.waitFor(() => expect(callsTo('app.quit').length).toBeGreaterThan(0), {
      timeout: 10_000,
    })
    running = null
  }
  for (const dir of folders) rmSync(dir, { recursive: true, force: true })
  folders = []
})

describe.skipIf(!unix)('the data folder of the app', () => {
  it('reads planted settings from nowhere when others may write the folder', async () => {
    const userData = folder('uptray-open-')
    writeFileSync(join(userData, 'settings.json'), JSON.stringify(planted))
    chmodSync(userData, 0o777)
    const started = await launch(userData)
    expect(started.service.getSettings().baseUrl).toBe(DEFAULT_SETTINGS.baseUrl)
    expect(started.service.getSettings().notifications.pausedUntil).toBeNull()
    expect(started.service.getSyncStatus().notice).toContain('can be written by other users')
    await vi.waitFor(() =>
      expect(Notification.shown.map((n) => String(n.options.body))).toContainEqual(
        expect.stringContaining('can be written by other users'),
      ),
    )
    // Nothing was written there: no cache folder, no settings rewrite.
    expect(readdirSync(userData).sort()).toEqual(['settings.json'])
  }, 30_000)

  it('uses the same settings from a folder only this user may write', async () => {
    const userData = folder('uptray-own-')
    writeFileSync(join(userData, 'settings.json'), JSON.stringify(planted))
    const started = await launch(userData)
    expect(started.service.getSettings().baseUrl).toBe('https://attacker.example')
  }, 30_000)

  it('starts on defaults when FIFOs stand in for the settings and cache files', async () => {
    const userData = folder('uptray-fifo-')
    mkdirSync(join(userData, 'cache'), { mode: 0o700 })
    execFileSync('mkfifo', [join(userData, 'settings.json')])
    execFileSync('mkfifo', [join(userData, 'window-state.json')])
    for (const key of ['snapshot-cache', 'timeline', 'reminders']) {
      execFileSync('mkfifo', [join(userData, 'cache', `${key}.json`)])
    }
    const started = await launch(userData)
    expect(started.service.getSettings().baseUrl).toBe(DEFAULT_SETTINGS.baseUrl)
    expect(started.service.getSyncStatus().notice).toContain('not a regular file')
  }, 30_000)
})
