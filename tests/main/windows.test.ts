import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { appLocation, appPageUrl, isAllowedExternalUrl, isAppUrl } from '@app/main/windows/app-url'
import { electronCsp, withCsp } from '@app/main/windows/content-security-policy'
import { guardSession, guardWebContents } from '@app/main/windows/navigation-guard'
import { popoverPosition, trayEdge } from '@app/main/windows/popover-position'
import { setupWindows, type Windows } from '@app/main/windows/setup-windows'
import { restorableBounds } from '@app/main/windows/window-bounds'
import { createSecureWindow } from '@app/main/windows/secure-window'
import { dashboardWindowOptions, popoverWindowOptions } from '@app/main/windows/window-options'
import {
  app,
  BrowserWindow,
  callsTo,
  resetElectronMock,
  screen,
  session,
  shell,
  WebContents,
} from '../mocks/electron'

const location = appLocation('/opt/uptray/out/renderer', undefined)
const ours = (url: string) => isAppUrl(url, location)

beforeEach(() => resetElectronMock())

describe('window options', () => {
  it('are the secure ones for every window', () => {
    const secure = {
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      disableBlinkFeatures: 'Auxclick',
      preload: '/app/preload.cjs',
    }
    const dashboard = createSecureWindow(dashboardWindowOptions({}, false), '/app/preload.cjs')
    const popover = createSecureWindow(
      popoverWindowOptions({ width: 380, height: 520 }, true),
      '/app/preload.cjs',
    )
    for (const win of [dashboard, popover] as unknown as BrowserWindow[]) {
      expect(win.options.webPreferences).toMatchObject(secure)
      expect(win.options.webPreferences).not.toHaveProperty('enableBlinkFeatures')
    }
    expect((popover as unknown as BrowserWindow).options).toMatchObject({
      frame: false,
      skipTaskbar: true,
      backgroundColor: '#16181d',
    })
  })

  it('the CSP allows scripts only from the app and forbids framing, objects and forms', () => {
    const csp = electronCsp()
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("script-src 'self';")
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).toMatch(/script-src[^;]*$|script-src 'self';/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(withCsp({ 'content-security-policy': ['*'], 'x-a': ['1'] }, csp)).toEqual({
      'x-a': ['1'],
      'Content-Security-Policy': [csp],
    })
    expect(electronCsp('http://localhost:5173')).toContain(
      "connect-src 'self' http://localhost:5173 ws://localhost:5173",
    )
  })

  it('the session adds the CSP header and refuses every permission', () => {
    guardSession()
    let headers: Record<string, string[]> | undefined
    session.defaultSession.headersListener?.(
      { url: location.indexUrl, responseHeaders: {} },
      (r) => {
        headers = r.responseHeaders
      },
    )
    expect(headers?.['Content-Security-Policy']?.[0]).toContain("script-src 'self'")
    let granted: boolean | undefined
    ;(session.defaultSession.permissionRequestHandler as (...a: unknown[]) => void)(
      null,
      'media',
      (ok: boolean) => {
        granted = ok
      },
    )
    expect(granted).toBe(false)
  })
})

describe('navigation', () => {
  it('app URLs are the renderer page only', () => {
    expect(ours(`${location.indexUrl}#/monitors/3`)).toBe(true)
    expect(ours('file:///etc/passwd')).toBe(false)
    expect(ours('https://ohdear.app')).toBe(false)
    expect(ours('not a url')).toBe(false)
    const dev = appLocation('/x', 'http://localhost:5173')
    expect(isAppUrl('http://localhost:5173/#/popover', dev)).toBe(true)
    expect(isAppUrl('http://localhost:5174/', dev)).toBe(false)
    expect(appPageUrl(location, '/popover')).toBe(`${location.indexUrl}#/popover`)
  })

  it('only http(s) links may leave, and only to the system browser', () => {
    expect(isAllowedExternalUrl('https://ohdear.app/monitors/1')).toBe(true)
    expect(isAllowedExternalUrl('http://legacy.example.com/')).toBe(true)
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://host/share',
      'https://user:pw@host/',
    ]) {
      expect(isAllowedExternalUrl(url), url).toBe(false)
    }
  })

  it('blocks navigation away, new windows and webviews; http(s) links open in the browser', async () => {
    const contents = new WebContents()
    guardWebContents(contents as unknown as Electron.WebContents, ours)
    expect(contents.tryNavigate(`${location.indexUrl}#/settings`)).toBe(true)
    expect(contents.tryNavigate('https://evil.example.com/')).toBe(false)
    expect(contents.tryNavigate('file:///etc/passwd')).toBe(false)
    expect(contents.windowOpenHandler?.({ url: 'https://ohdear.app/' })).toEqual({ action: 'deny' })
    expect(contents.windowOpenHandler?.({ url: 'http://plain.example.com/' })).toEqual({
      action: 'deny',
    })
    expect(contents.windowOpenHandler?.({ url: 'javascript:alert(1)' })).toEqual({
      action: 'deny',
    })
    let webviewPrevented = false
    contents.emit('will-attach-webview', { preventDefault: () => (webviewPrevented = true) })
    expect(webviewPrevented).toBe(true)
    await new Promise((r) => setImmediate(r))
    expect(shell.opened).toEqual([
      'https://evil.example.com/',
      'https://ohdear.app/',
      'http://plain.example.com/',
    ])
  })
})

describe('popover position', () => {
  const display = { x: 0, y: 0, width: 1920, height: 1080 }
  const size = { width: 380, height: 520 }
  it('macOS menu bar: centred under the icon, below the bar', () => {
    const tray = { x: 1500, y: 0, width: 22, height: 24 }
    const workArea = { x: 0, y: 25, width: 1920, height: 1055 }
    expect(trayEdge(tray, display)).toBe('top')
    expect(popoverPosition(tray, size, workArea, display)).toEqual({ x: 1321, y: 29 })
  })
  it('Windows taskbar at the bottom right: above the icon, inside the screen', () => {
    const tray = { x: 1880, y: 1045, width: 24, height: 32 }
    const workArea = { x: 0, y: 0, width: 1920, height: 1040 }
    expect(trayEdge(tray, display)).toBe('bottom')
    expect(popoverPosition(tray, size, workArea, display)).toEqual({ x: 1540, y: 516 })
  })
  it('a taskbar on the left: beside it', () => {
    const tray = { x: 10, y: 900, width: 24, height: 24 }
    const workArea = { x: 48, y: 0, width: 1872, height: 1080 }
    expect(popoverPosition(tray, size, workArea, display)).toEqual({ x: 52, y: 560 })
  })
})

describe('remembered bounds', () => {
  const areas = [{ x: 0, y: 0, width: 1920, height: 1080 }]
  it('restores bounds that are still on a screen', () => {
    expect(restorableBounds({ x: 100, y: 100, width: 900, height: 600 }, areas)).toEqual({
      x: 100,
      y: 100,
      width: 900,
      height: 600,
    })
  })
  it('forgets bounds on a display that is gone, or garbage', () => {
    expect(restorableBounds({ x: 2500, y: 100, width: 900, height: 600 }, areas)).toBeNull()
    expect(restorableBounds({ x: 'a' }, areas)).toBeNull()
    expect(restorableBounds(undefined, areas)).toBeNull()
  })
})

describe('the windows', () => {
  let windows: Windows
  let saved: Map<string, unknown>
  let quitting: boolean
  afterEach(() => {
    for (const w of BrowserWindow.all) w.removeAllListeners()
  })
  /** On demand unless `createAtStart`: then both windows exist, hidden, from the start. */
  function start(platform: NodeJS.Platform, createAtStart = false) {
    saved = new Map([['dashboard', { x: 40, y: 60, width: 1000, height: 700 }]])
    quitting = false
    windows = setupWindows({
      preloadPath: '/app/out/preload/index.cjs',
      location,
      bounds: { get: (n) => saved.get(n), set: (n, b) => saved.set(n, b) },
      platform,
      isQuitting: () => quitting,
      trayBounds: () => ({ x: 1500, y: 0, width: 22, height: 24 }),
      createAtStart,
    })
  }

  it('created at start: both windows load the app hidden, and opening one only shows it', () => {
    start('darwin', true)
    app.dock.hide()
    const [dashboard, popover] = BrowserWindow.all
    expect(BrowserWindow.all).toHaveLength(2)
    expect(dashboard!.webContents.url).toBe(`${location.indexUrl}#/`)
    expect(popover!.webContents.url).toBe(`${location.indexUrl}#/popover`)
    expect([dashboard!.visible, popover!.visible]).toEqual([false, false])
    expect(app.dock.visible).toBe(false)
    expect(windows.webContents()).toHaveLength(2)

    // Opened while its page still loads: the navigation waits for the page.
    windows.openDashboard(12)
    expect(dashboard!.visible).toBe(true)
    expect(dashboard!.webContents.sent).toEqual([])
    dashboard!.webContents.emit('did-finish-load')
    windows.openDashboard(13)
    expect(dashboard!.webContents.sent).toEqual([
      { channel: 'navigate:monitor', payload: 12 },
      { channel: 'navigate:monitor', payload: 13 },
    ])

    windows.togglePopover()
    expect(popover!.visible).toBe(true)
    windows.hidePopover()
    windows.showPopover(null) // Already on its page: shown, not loaded again.
    windows.showPopover(7)
    expect(BrowserWindow.all).toHaveLength(2)
    expect(callsTo('BrowserWindow.loadURL')).toEqual([
      [`${location.indexUrl}#/`],
      [`${location.indexUrl}#/popover`],
      [`${location.indexUrl}#/popover?focus=7`],
    ])
  })

  it('created at start and loaded before the first opening: the navigation goes at once', () => {
    start('linux', true)
    const dashboard = BrowserWindow.all[0]!
    dashboard.webContents.emit('did-finish-load')
    windows.openView('/settings')
    expect(dashboard.webContents.sent).toEqual([{ channel: 'navigate:view', payload: '/settings' }])
  })

  it('the dashboard opens at its remembered bounds with the secure options, loads the app', () => {
    start('linux')
    windows.openDashboard(null)
    const win = BrowserWindow.all[0]!
    expect(win.options).toMatchObject({ x: 40, y: 60, width: 1000, height: 700 })
    expect(win.options.webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
    })
    expect(win.webContents.url).toBe(`${location.indexUrl}#/`)
    expect(win.visible).toBe(true)
    expect(windows.webContents()).toHaveLength(1)
  })

  it("opening at a monitor with a check type goes to the check's page, without one to the monitor", () => {
    start('linux')
    windows.openDashboard(12, 'uptime')
    const win = BrowserWindow.all[0]!
    win.webContents.emit('did-finish-load')
    windows.openDashboard(12, null)
    windows.openDashboard(null, 'uptime')
    expect(win.webContents.sent).toEqual([
      { channel: 'navigate:check', payload: { monitorId: 12, checkType: 'uptime' } },
      { channel: 'navigate:monitor', payload: 12 },
    ])
  })

  it('opening at a monitor tells the page once it has loaded, or at once if already open', () => {
    start('linux')
    windows.openDashboard(12)
    const win = BrowserWindow.all[0]!
    expect(win.webContents.sent).toEqual([])
    win.webContents.emit('did-finish-load')
    windows.openDashboard(13)
    expect(win.webContents.sent).toEqual([
      { channel: 'navigate:monitor', payload: 12 },
      { channel: 'navigate:monitor', payload: 13 },
    ])
    expect(BrowserWindow.all).toHaveLength(1)
  })

  it('opening a view (Preferences) tells the page which one once it has loaded', () => {
    start('linux')
    windows.openView('/settings')
    const win = BrowserWindow.all[0]!
    expect(win.webContents.sent).toEqual([])
    win.webContents.emit('did-finish-load')
    windows.openView('/cron')
    expect(win.webContents.sent).toEqual([
      { channel: 'navigate:view', payload: '/settings' },
      { channel: 'navigate:view', payload: '/cron' },
    ])
    expect(win.visible).toBe(true)
  })

  it('closing hides to the tray and remembers the bounds; quitting really closes', () => {
    start('linux')
    windows.openDashboard(null)
    const win = BrowserWindow.all[0]!
    win.setBounds({ x: 300, y: 200 })
    expect(win.userClose()).toBe(false)
    expect(win.visible).toBe(false)
    expect(saved.get('dashboard')).toEqual({ x: 300, y: 200, width: 1000, height: 700 })
    quitting = true
    expect(win.userClose()).toBe(true)
    expect(windows.webContents()).toHaveLength(0)
  })

  it('macOS: the Dock icon shows only while the dashboard is open', () => {
    start('darwin')
    app.dock.hide()
    windows.openDashboard(null)
    expect(app.dock.visible).toBe(true)
    BrowserWindow.all[0]!.userClose()
    expect(app.dock.visible).toBe(false)
  })

  it('the popover toggles near the tray and hides when it loses focus', () => {
    start('darwin')
    screen.displays = [
      {
        id: 1,
        bounds: { x: 0, y: 0, width: 1920, height: 1080 },
        workArea: { x: 0, y: 25, width: 1920, height: 1055 },
        scaleFactor: 2,
      },
    ]
    windows.togglePopover()
    const pop = BrowserWindow.all[0]!
    expect(pop.webContents.url).toBe(`${location.indexUrl}#/popover`)
    expect(pop.visible).toBe(true)
    expect(pop.getBounds()).toMatchObject({ x: 1321, y: 29 })
    pop.emit('blur')
    expect(pop.visible).toBe(false)
    windows.togglePopover()
    windows.togglePopover()
    expect(pop.visible).toBe(false)
  })

  it('the popover hides when asked (after sending the user to the dashboard), if it exists', () => {
    start('linux')
    windows.hidePopover() // None yet: nothing is created.
    expect(BrowserWindow.all).toHaveLength(0)
    windows.togglePopover()
    const pop = BrowserWindow.all[0]!
    expect(pop.visible).toBe(true)
    windows.openDashboard(7)
    windows.hidePopover()
    expect(pop.visible).toBe(false)
    const dashboard = BrowserWindow.all[1]!
    expect(dashboard.visible).toBe(true)
    expect(dashboard.webContents.url).toBe(`${location.indexUrl}#/`)
    windows.hidePopover()
    expect(pop.visible).toBe(false)
    expect(pop.isDestroyed()).toBe(false)
  })
})
