// The whole main process, wired as in the app, on the demo: the real engine and the real
// simulator (in process, on a free 127.0.0.1 port), real files in a temp folder; only the
// Electron binary is the shared mock.
import { unwrap } from '@app/shared/answer'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startApp, type RunningApp } from '@app/main/start-app'
import { askApp } from '@app/cli/app-client'
import type { ActionResult } from '@app/shared/app-service-api'
import { DEFAULT_TOKEN } from '@app/simulator/index'
import {
  app,
  BrowserWindow,
  callsTo,
  globalShortcut,
  ipcMain,
  type Menu,
  Notification,
  resetElectronMock,
  Tray,
  WebContents,
} from '../mocks/electron'

// electron-store is `conf` plus Electron's default folder; outside Electron its own `electron`
// import cannot load, so the same engine stands in with the folder passed explicitly.
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

beforeAll(async () => {
  resetElectronMock()
  userData = mkdtempSync(join(tmpdir(), 'uptray-app-'))
  app.paths.set('userData', userData)
  const started = await startApp({
    platform: 'linux',
    env: {
      UPTRAY_DEMO: '1',
      UPTRAY_NO_SECRET_SERVICE: 'tests use memory',
      UPTRAY_CONTROL_SOCKET: join(userData, 'control.sock'),
    },
    argv: [],
    outMainDir: '/opt/uptray/out/main',
  })
  if (!started) throw new Error('the app did not start')
  running = started
  await vi.waitFor(() => expect(running.service.getSnapshot()).not.toBeNull(), { timeout: 15_000 })
}, 30_000)

afterAll(async () => {
  if (running) {
    app.emit('before-quit')
    app.emit('will-quit', { preventDefault: () => undefined })
    await vi.waitFor(() => expect(callsTo('app.quit').length).toBeGreaterThan(0), {
      timeout: 10_000,
    })
  }
  rmSync(userData, { recursive: true, force: true })
})

describe('the app on the demo', () => {
  it('signs in to the demo and opens the dashboard window on the app page', () => {
    expect(running.service.getSession()).toMatchObject({ signedIn: true, demo: true })
    const dashboard = BrowserWindow.all[0]
    expect(dashboard?.webContents.url).toBe('file:///opt/uptray/out/renderer/index.html#/')
    expect(dashboard?.visible).toBe(true)
    expect(dashboard?.options.webPreferences).toMatchObject({
      preload: '/opt/uptray/out/preload/index.cjs',
      sandbox: true,
    })
  })

  it('the tray shows the demo account', () => {
    const tray = Tray.all[0]!
    const monitors = running.service.getSnapshot()!.monitors.length
    expect(monitors).toBeGreaterThan(0)
    expect(tray.tooltip).toMatch(/failing|warning|monitors up/)
    expect(tray.contextMenu).not.toBeNull()
  })

  it('an action from the dashboard reaches the simulator, and a stranger is refused', async () => {
    const dashboard = BrowserWindow.all[0]!
    const checks = running.service.getSnapshot()!.monitors.flatMap((m) => m.checks)
    const target = checks.find((c) => c.snoozedUntil === null)!
    const foreign = new WebContents()
    foreign.mainFrame.url = dashboard.webContents.url
    expect(await ipcMain.invokeFrom(foreign, 'check:snooze', target.id, 15)).toMatchObject({
      ok: false,
      error: { kind: 'untrusted-caller' },
    })

    const result = unwrap(
      await ipcMain.invokeFrom(dashboard.webContents, 'check:snooze', target.id, 15),
    ) as ActionResult
    expect(result.ok).toBe(true)
    // Confirmed by the service itself: the next sweep sees the snooze.
    await running.service.refreshNow()
    await vi.waitFor(
      () => {
        const check = running.service
          .getSnapshot()!
          .monitors.flatMap((m) => m.checks)
          .find((c) => c.id === target.id)
        expect(check?.snoozedUntil).not.toBeNull()
      },
      { timeout: 10_000 },
    )
  })

  it('the popover (opened by the global shortcut) sends the user to a monitor in the dashboard', async () => {
    const dashboard = BrowserWindow.all[0]!
    const monitorId = running.service.getSnapshot()!.monitors[0]!.id
    globalShortcut.registered.get('CommandOrControl+Shift+U')!()
    const popover = BrowserWindow.all.find((w) => w.webContents.url.endsWith('#/popover'))!
    expect(popover.visible).toBe(true)
    dashboard.hide()
    await ipcMain.invokeFrom(popover.webContents, 'app:open-dashboard', monitorId)
    expect(popover.visible).toBe(false)
    expect(dashboard.visible).toBe(true)
    expect(dashboard.webContents.sent).toContainEqual({
      channel: 'navigate:monitor',
      payload: monitorId,
    })
    expect(await ipcMain.invokeFrom(popover.webContents, 'app:open-dashboard', 'x')).toMatchObject({
      ok: false,
      error: {
        kind: 'invalid-arguments',
        message: expect.stringMatching(/Invalid arguments for app:open-dashboard/),
      },
    })
  })

  it('tells the user once that the token is kept in memory only', () => {
    const bodies = Notification.shown.map((n) => String(n.options.body))
    expect(bodies.filter((b) => b.includes('kept in memory for this session only'))).toHaveLength(1)
  })

  it('never sends the API token to a window', () => {
    const sent = JSON.stringify(BrowserWindow.all.flatMap((w) => w.webContents.sent))
    expect(sent.length).toBeGreaterThan(100)
    expect(sent).not.toContain(DEFAULT_TOKEN)
  })

  it('answers status on its control socket from its own state', async () => {
    const answer = await askApp(join(userData, 'control.sock'), 'status')
    expect(answer).toMatchObject({
      ok: true,
      result: { baseUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:/) },
    })
  })

  it("the tray's 'Monitor a URL...' takes the dashboard to its form", async () => {
    const dashboard = BrowserWindow.all[0]!
    const template = (Tray.all[0]!.contextMenu as Menu).template
    const item = template.find((i) => i.id === 'open:new-monitor')
    expect(item?.label).toBe('Monitor a URL...')
    item!.click!()
    await vi.waitFor(() =>
      expect(dashboard.webContents.sent).toContainEqual({
        channel: 'navigate:view',
        payload: '/monitors/new',
      }),
    )
    expect(dashboard.visible).toBe(true)
  })

  it('pushes changes to the dashboard window', async () => {
    const channels = () => BrowserWindow.all[0]!.webContents.sent.map((m) => m.channel)
    await vi.waitFor(() => expect(channels()).toContain('snapshot:update'))
    expect(channels()).toContain('summary:changed')
    expect(channels()).toContain('sync:changed')
  })

  it("switches the tray to Settings' language at once, and back to the OS's", async () => {
    const tray = Tray.all[0]!
    const label = (id: string) => (tray.contextMenu as Menu).template.find((i) => i.id === id)
    expect(label('app:quit')?.label).toBe('Quit Uptray')
    try {
      expect((await running.service.updateSettings({ language: 'de' })).ok).toBe(true)
      expect(label('app:quit')?.label).toBe('Uptray beenden')
      expect(tray.tooltip).toMatch(/fehlgeschlagen|Warnung|erreichbar/)
      expect(tray.tooltip).not.toMatch(/failing|warning|monitors up|synced/)
    } finally {
      await running.service.updateSettings({ language: 'system' })
    }
    // The OS's language in the mock is English.
    expect(label('app:quit')?.label).toBe('Quit Uptray')
  })
})
