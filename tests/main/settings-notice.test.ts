// The app on a corrupt settings file: it starts on the defaults, keeps the file as a backup, and
// says so once in the log and on the sync line (as well as in a notification).
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startApp, type RunningApp } from '@app/main/start-app'
import { app, callsTo, resetElectronMock } from '../mocks/electron'

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

let userData: string
let running: RunningApp
const logged: string[] = []

beforeAll(async () => {
  resetElectronMock()
  userData = mkdtempSync(join(tmpdir(), 'uptray-notice-'))
  writeFileSync(join(userData, 'settings.json'), '{"schemaVersion": 1, "theme": ')
  app.paths.set('userData', userData)
  vi.spyOn(process.stderr, 'write').mockImplementation(
    (chunk) => (logged.push(String(chunk)), true),
  )
  const started = await startApp({
    platform: 'linux',
    env: {
      UPTRAY_NO_SECRET_SERVICE: 'tests use memory',
      UPTRAY_CONTROL_SOCKET: join(userData, 'control.sock'),
    },
    argv: [],
    outMainDir: '/opt/uptray/out/main',
  })
  if (!started) throw new Error('the app did not start')
  running = started
}, 30_000)

afterAll(async () => {
  if (running) {
    app.emit('before-quit')
    app.emit('will-quit', { preventDefault: () => undefined })
    await vi.waitFor(() => expect(callsTo('app.quit').length).toBeGreaterThan(0), {
      timeout: 10_000,
    })
  }
  vi.restoreAllMocks()
  rmSync(userData, { recursive: true, force: true })
})

describe('the app on a corrupt settings file', () => {
  it('keeps a backup, logs once and puts the notice on the sync line', () => {
    const backups = readdirSync(userData).filter((n) => /^settings\.invalid-.+\.json$/.test(n))
    expect(backups).toHaveLength(1)
    const warnings = logged.filter((line) => line.includes('settings could not be read'))
    expect(warnings).toHaveLength(1)
    expect(running.service.getSyncStatus().notice).toContain(backups[0])
  })
})
