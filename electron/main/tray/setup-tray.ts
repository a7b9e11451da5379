// The tray: one small controller that redraws icon, title, tooltip, badge and menu from the
// AppService state, and runs menu actions with visible feedback. Every decision is made by the
// pure modules next to it; this file only applies their results to Electron.
import { app, BrowserWindow, Menu, nativeImage, Tray, type NativeImage } from 'electron'
import type { AppServiceApi } from '../../shared/app-service-api'
import type { ActionResult } from '../../shared/app-service-api'
import { bindMenu } from './bind-menu'
import type { MenuAction } from './menu-action'
import { buildTrayMenu, type MenuFeedback, type TrayMenuItem } from './menu-template'
import { needsFeedback, runMenuAction } from './run-menu-action'
import { installCliFromApp } from '../cli-install/from-app'
import { drawTrayIcon, type TrayIconOptions } from './tray-icon'
import { trayPresentation } from './tray-presentation'
import { trayViewOf } from './tray-state'
import { tooltipText } from './tray-text'
import type { UpdateOffer } from '../update/update-policy'

/** How long an action's result stays on the menu's status line. */
export const FEEDBACK_MS = 60_000
const TICK_MS = 10_000

export interface TrayDeps {
  service: AppServiceApi
  platform: NodeJS.Platform
  now: () => number
  openDashboard: (monitorId: number | null) => void
  openCheck?: (monitorId: number, checkType: string) => void
  openPreferences: () => void
  togglePopover: () => void
  openExternal: (url: string) => Promise<ActionResult>
  quit: () => void
  /** Shown windows get the Windows taskbar overlay. */
  visibleWindows: () => BrowserWindow[]
  /** A notification for action results (the menu is closed when they arrive). */
  notify: (title: string, body: string) => void
  /** The auto-update entry for the menu (absent: updates off). */
  updateOffer?: () => UpdateOffer | null
  checkForUpdates?: () => Promise<void>
  restartToUpdate?: () => Promise<void>
  /** "Install command-line tool" (default: the wrapper for this app, cli-install/). */
  installCli?: () => Promise<ActionResult>
}

export interface TrayController {
  refresh(): void
  /** Runs a menu action as if clicked (tests, and the tray's own clicks). */
  run(action: MenuAction): Promise<ActionResult>
  bounds(): Electron.Rectangle | null
  /** What the tray shows now: its tooltip and menu (tests/electron read it). */
  view(): { tooltip: string; menu: TrayMenuItem[] }
  dispose(): void
}

export function toNativeImage(representations: TrayIconOptions[], template: boolean): NativeImage {
  const image = nativeImage.createEmpty()
  for (const options of representations) {
    image.addRepresentation({ scaleFactor: options.scale, buffer: drawTrayIcon(options) })
  }
  if (template) image.setTemplateImage(true)
  return image
}

export function setupTray(deps: TrayDeps): TrayController {
  const { service } = deps
  let feedback: (MenuFeedback & { at: number }) | null = null
  let lastIconKey = ''
  let currentMenu: Menu | null = null
  let overlay: ReturnType<typeof trayPresentation>['overlay'] = null
  let comingUp: string | null = null
  const shown: { tooltip: string; menu: TrayMenuItem[] } = { tooltip: '', menu: [] }

  const tray = new Tray(nativeImage.createEmpty())

  async function run(action: MenuAction): Promise<ActionResult> {
    const result = await runMenuAction(action, { installCli: () => installCliFromApp(), ...deps })
    if (needsFeedback(action, result)) {
      feedback = { ok: result.ok, message: result.message, at: deps.now() }
      deps.notify(result.ok ? 'Done' : 'That did not work', result.message)
    }
    refresh()
    return result
  }

  function refresh(): void {
    const now = deps.now()
    const snapshot = service.getSnapshot()
    const sync = service.getSyncStatus()
    const settings = service.getSettings()
    if (feedback && now - feedback.at > FEEDBACK_MS) feedback = null

    const view = trayViewOf(snapshot, sync, settings, now)
    const look = trayPresentation(view, deps.platform)
    // Drawing is cheap but not free: redraw only when the picture changes.
    const iconKey = JSON.stringify(look.icon)
    if (iconKey !== lastIconKey) {
      tray.setImage(toNativeImage(look.icon, look.template))
      lastIconKey = iconKey
    }
    if (look.title !== null) tray.setTitle(look.title)
    if (look.badgeCount !== null) app.setBadgeCount(look.badgeCount)
    overlay = look.overlay
    for (const win of deps.visibleWindows()) applyOverlay(win)
    shown.tooltip = tooltipText(snapshot, sync, settings, now)
    tray.setToolTip(shown.tooltip)
    const update = deps.updateOffer?.() ?? null
    const template = buildTrayMenu({
      snapshot,
      sync,
      settings,
      now,
      feedback,
      update,
      comingUp,
      platform: deps.platform,
    })
    shown.menu = template
    const menu = Menu.buildFromTemplate(bindMenu(template, (action) => void run(action)))
    // Linux app indicators only show a context menu; elsewhere a left click opens the popover.
    if (deps.platform === 'linux') tray.setContextMenu(menu)
    else currentMenu = menu
  }

  function applyOverlay(win: BrowserWindow): void {
    win.setOverlayIcon(
      overlay ? toNativeImage([overlay.icon], false) : null,
      overlay?.description ?? '',
    )
  }

  // A window shown between refreshes gets the taskbar overlay at once, not on the next tick.
  const watched = new Map<BrowserWindow, () => void>()
  function watch(win: BrowserWindow): void {
    if (watched.has(win)) return
    const onShow = () => applyOverlay(win)
    watched.set(win, onShow)
    win.on('show', onShow)
    win.once('closed', () => watched.delete(win))
  }
  const onWindowCreated = (_event: unknown, win: BrowserWindow) => watch(win)
  if (deps.platform === 'win32') {
    BrowserWindow.getAllWindows().forEach(watch)
    app.on('browser-window-created', onWindowCreated)
  }

  if (deps.platform !== 'linux') {
    tray.on('click', () => deps.togglePopover())
    tray.on('right-click', () => {
      if (currentMenu) tray.popUpContextMenu(currentMenu)
    })
  }

  /** The radar's line, read again when the picture or the sync status changes. */
  function readComingUp(): void {
    service
      .comingUp()
      .then((view) => {
        if (view.summary === comingUp) return
        comingUp = view.summary
        refresh()
      })
      .catch(() => undefined)
  }
  const unsubscribe = service.subscribe((event) => {
    if (event.type !== 'alert' && event.type !== 'decisions') refresh()
    if (event.type === 'snapshot' || event.type === 'sync') readComingUp()
  })
  readComingUp()
  refresh()
  // Keeps "synced 20 s ago" and expired feedback honest between engine events.
  const ticker = setInterval(refresh, TICK_MS)
  ticker.unref?.()

  return {
    refresh,
    run,
    bounds: () => tray.getBounds(),
    view: () => ({ tooltip: shown.tooltip, menu: shown.menu }),
    dispose() {
      unsubscribe()
      clearInterval(ticker)
      app.off('browser-window-created', onWindowCreated)
      for (const [win, onShow] of watched) if (!win.isDestroyed()) win.off('show', onShow)
      watched.clear()
      tray.destroy()
    },
  }
}
