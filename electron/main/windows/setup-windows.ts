// The dashboard window and the tray popover: created hidden at start (as menu-bar apps do, so
// opening one only shows a page that is already loaded and up to date) or on demand, with the
// secure options, kept on the app's pages, sizes and positions remembered, closing hides to the
// tray, and on macOS the Dock icon shows only while the dashboard is open.
import {
  app,
  nativeTheme,
  screen,
  type BrowserWindow,
  type Rectangle,
  type WebContents,
} from 'electron'
import type { AppView, EventChannel, EventContract } from '../../shared/contract'
import { appPageUrl, isAppUrl, type AppLocation } from './app-url'
import { guardWebContents } from './navigation-guard'
import { fallbackTrayBounds, popoverPosition } from './popover-position'
import { createSecureWindow } from './secure-window'
import { restorableBounds } from './window-bounds'
import {
  backgroundColor,
  dashboardWindowOptions,
  POPOVER_SIZE,
  popoverWindowOptions,
} from './window-options'

export interface BoundsStore {
  get(name: string): unknown
  set(name: string, bounds: Rectangle): void
}

export interface WindowsDeps {
  preloadPath: string
  location: AppLocation
  bounds: BoundsStore
  platform: NodeJS.Platform
  /** True once the app is really quitting: then closing a window closes it. */
  isQuitting: () => boolean
  trayBounds: () => Rectangle | null
  /**
   * Creates both windows hidden now rather than at their first opening (default true): each
   * then costs a renderer kept in memory, and opens at once.
   */
  createAtStart?: boolean
}

export interface Windows {
  /** Opens the dashboard, at this monitor, or at its check's page when a type is given too. */
  openDashboard(monitorId: number | null, checkType?: string | null): void
  /** Opens the dashboard on a top-level view (the tray's Preferences opens the settings). */
  openView(view: AppView): void
  /** Opens the dashboard on one check's page. */
  openCheck(monitorId: number, checkType: string): void
  togglePopover(): void
  /** Hides the popover if it is open (after it sent the user to the dashboard). */
  hidePopover(): void
  /** Shows the popover (not toggling), focused on the monitor when one is given. */
  showPopover(monitorId: number | null): void
  /** Web contents of the app's live windows (IPC accepts only these). */
  webContents(): WebContents[]
  /** Windows currently shown (Windows taskbar overlay). */
  visibleWindows(): BrowserWindow[]
  send<C extends EventChannel>(channel: C, payload: EventContract[C]): void
  isAppUrl(url: string): boolean
}

export function setupWindows(deps: WindowsDeps): Windows {
  let dashboard: BrowserWindow | null = null
  let dashboardLoaded = false
  let dashboardShown = false
  let popover: BrowserWindow | null = null
  const ours = (url: string) => isAppUrl(url, deps.location)

  const live = (): BrowserWindow[] =>
    [dashboard, popover].filter((w): w is BrowserWindow => w !== null && !w.isDestroyed())

  function remember(name: string, win: BrowserWindow): void {
    const save = () => {
      if (!win.isDestroyed()) deps.bounds.set(name, win.getBounds())
    }
    win.on('resized', save)
    win.on('moved', save)
    win.on('close', save)
  }

  function hideOnClose(win: BrowserWindow): void {
    win.on('close', (event) => {
      if (deps.isQuitting()) return
      event.preventDefault()
      win.hide()
    })
  }

  function createDashboard(): BrowserWindow {
    const workAreas = screen.getAllDisplays().map((d) => d.workArea)
    const saved = restorableBounds(deps.bounds.get('dashboard'), workAreas) ?? {}
    const win = createSecureWindow(
      dashboardWindowOptions(saved, nativeTheme.shouldUseDarkColors),
      deps.preloadPath,
    )
    guardWebContents(win.webContents, ours)
    remember('dashboard', win)
    hideOnClose(win)
    if (deps.platform === 'darwin') {
      win.on('show', () => void app.dock?.show())
      win.on('hide', () => app.dock?.hide())
    }
    win.on('closed', () => {
      dashboard = null
    })
    dashboardLoaded = false
    dashboardShown = false
    win.webContents.on('did-finish-load', () => (dashboardLoaded = true))
    void win.loadURL(appPageUrl(deps.location, '/'))
    return win
  }

  function createPopover(route = '/popover'): BrowserWindow {
    const win = createSecureWindow(
      popoverWindowOptions(POPOVER_SIZE, nativeTheme.shouldUseDarkColors),
      deps.preloadPath,
    )
    guardWebContents(win.webContents, ours)
    hideOnClose(win)
    win.on('blur', () => win.hide())
    win.on('closed', () => {
      popover = null
    })
    void win.loadURL(appPageUrl(deps.location, route))
    return win
  }

  function placePopover(win: BrowserWindow): void {
    const tray = deps.trayBounds()
    const anchor = tray && tray.width > 0 ? tray : fallbackTrayBounds(screen.getCursorScreenPoint())
    const display = screen.getDisplayNearestPoint({ x: anchor.x, y: anchor.y })
    const [width, height] = win.getSize() as [number, number]
    const { x, y } = popoverPosition(anchor, { width, height }, display.workArea, display.bounds)
    win.setPosition(x, y)
  }

  /** Shows (creating if needed) the dashboard; `whenLoaded` runs a step once its page is ready. */
  function showDashboard() {
    dashboard ??= createDashboard()
    const win = dashboard
    if (win.isMinimized()) win.restore()
    win.show()
    win.focus()
    // Its first showing waits for the page (created at start, it may still be loading).
    const waits = !dashboardLoaded && !dashboardShown
    dashboardShown = true
    const whenLoaded = (step: () => void) => {
      if (waits) win.webContents.once('did-finish-load', step)
      else step()
    }
    return { win, whenLoaded }
  }

  function openCheck(monitorId: number, checkType: string): void {
    const { win, whenLoaded } = showDashboard()
    whenLoaded(() => win.webContents.send('navigate:check', { monitorId, checkType }))
  }

  if (deps.createAtStart !== false) {
    dashboard = createDashboard()
    popover = createPopover()
  }

  nativeTheme.on('updated', () => {
    for (const win of live())
      win.setBackgroundColor(backgroundColor(nativeTheme.shouldUseDarkColors))
  })

  return {
    openDashboard(monitorId, checkType) {
      if (monitorId !== null && checkType) {
        openCheck(monitorId, checkType)
        return
      }
      const { win, whenLoaded } = showDashboard()
      if (monitorId !== null) whenLoaded(() => win.webContents.send('navigate:monitor', monitorId))
    },
    openView(view) {
      const { win, whenLoaded } = showDashboard()
      whenLoaded(() => win.webContents.send('navigate:view', view))
    },
    openCheck,
    togglePopover() {
      popover ??= createPopover()
      if (popover.isVisible()) {
        popover.hide()
        return
      }
      placePopover(popover)
      popover.show()
      popover.focus()
    },
    showPopover(monitorId) {
      const route = monitorId === null ? '/popover' : `/popover?focus=${monitorId}`
      const url = appPageUrl(deps.location, route)
      if (!popover || popover.isDestroyed()) popover = createPopover(route)
      else if (popover.webContents.getURL() !== url) void popover.loadURL(url)
      placePopover(popover)
      popover.show()
      popover.focus()
    },
    hidePopover() {
      if (popover && !popover.isDestroyed() && popover.isVisible()) popover.hide()
    },
    webContents: () => live().map((w) => w.webContents),
    visibleWindows: () => live().filter((w) => w.isVisible()),
    send(channel, payload) {
      for (const win of live()) win.webContents.send(channel, payload)
    },
    isAppUrl: ours,
  }
}
