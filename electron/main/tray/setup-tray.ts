// The tray: one small controller that redraws icon, title, tooltip, badge and menu from the
// AppService state, and runs menu actions with visible feedback. Every decision is made by the
// pure modules next to it; this file only applies their results to Electron.
//
// The engine sends an event per request (about 50 a sweep at 10,000 monitors), so a refresh
// costs what changed: health is kept per monitor object (health-tally.ts), each Electron call is
// made only when its value changed, and the menu template is computed only when something it
// shows changed (its time words, "synced 20 seconds ago", follow on the next tick) and built
// into an Electron menu only when it differs from the one built last.
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
import { HealthTally } from './health-tally'
import { trayViewOf } from './tray-state'
import { syncWords, tooltipText } from './tray-text'
import { onLocaleChange, t } from '../../shared/i18n/translate'
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
  /** The dashboard's "Monitor a URL" form. */
  openNewMonitor?: () => void
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
  /** Draws everything again from the service's state and the time now. */
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
  const tally = new HealthTally()
  let feedback: (MenuFeedback & { at: number }) | null = null
  let lastIconKey = ''
  let lastTitle: string | null = null
  let lastBadge: number | null = null
  let lastOverlayKey: string | null = null
  let currentMenu: Menu | null = null
  /** The template `currentMenu` was built from (JSON), and what the template was computed from. */
  let builtText = ''
  let menuInputs: unknown[] = []
  let overlay: ReturnType<typeof trayPresentation>['overlay'] = null
  let comingUp: string | null = null
  const shown: { tooltip: string; menu: TrayMenuItem[] } = { tooltip: '', menu: [] }

  const tray = new Tray(nativeImage.createEmpty())

  async function run(action: MenuAction): Promise<ActionResult> {
    const result = await runMenuAction(action, { installCli: () => installCliFromApp(), ...deps })
    if (needsFeedback(action, result)) {
      feedback = { ok: result.ok, message: result.message, at: deps.now() }
      deps.notify(t(result.ok ? 'tray.outcome.done' : 'tray.outcome.failed'), result.message)
    }
    refresh()
    return result
  }

  function refresh(): void {
    redraw(true)
  }

  /** `timely`: time moved on (a tick, an action, a caller), so words with times are redone too. */
  function redraw(timely: boolean): void {
    const now = deps.now()
    const snapshot = service.getSnapshot()
    const sync = service.getSyncStatus()
    const settings = service.getSettings()
    if (feedback && now - feedback.at > FEEDBACK_MS) feedback = null

    const listing = tally.of(snapshot, now)
    const view = trayViewOf(snapshot, sync, settings, now, listing.counts)
    const look = trayPresentation(view, deps.platform)
    // Drawing is cheap but not free: redraw only when the picture changes.
    const iconKey = JSON.stringify(look.icon)
    if (iconKey !== lastIconKey) {
      tray.setImage(toNativeImage(look.icon, look.template))
      lastIconKey = iconKey
    }
    if (look.title !== null && look.title !== lastTitle) tray.setTitle((lastTitle = look.title))
    if (look.badgeCount !== null && look.badgeCount !== lastBadge)
      app.setBadgeCount((lastBadge = look.badgeCount))
    const overlayKey = JSON.stringify(look.overlay)
    if (overlayKey !== lastOverlayKey) {
      // A window shown later gets it from its 'show' event (watch below).
      overlay = look.overlay
      lastOverlayKey = overlayKey
      for (const win of deps.visibleWindows()) applyOverlay(win)
    }
    const tooltip = tooltipText(snapshot, sync, settings, now, listing.counts)
    if (tooltip !== shown.tooltip) tray.setToolTip((shown.tooltip = tooltip))

    const update = deps.updateOffer?.() ?? null
    // Everything the menu shows but the time (tray-text.ts and menu-template.ts read no more).
    const inputs = [
      listing,
      sync.state === 'auth-needed',
      syncWords(sync),
      sync.lastSuccessAt,
      (sync.warnings ?? []).join('\n'),
      settings.notifications.pausedUntil,
      feedback,
      comingUp,
      JSON.stringify(update),
    ]
    if (!timely && inputs.every((input, i) => input === menuInputs[i])) return
    menuInputs = inputs
    const template = buildTrayMenu({
      snapshot,
      sync,
      settings,
      now,
      feedback,
      update,
      comingUp,
      platform: deps.platform,
      listing,
    })
    shown.menu = template
    // Building a native menu is costly on every platform: only a different one is built.
    const text = JSON.stringify(template)
    if (text === builtText) return
    builtText = text
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

  /**
   * The radar's line, read again with each new picture and each sync event between sweeps (its
   * certificate readings arrive with those). Not on a sweep's own page events: the radar reads
   * the committed picture, which changes only when the sweep ends (a snapshot event).
   */
  function readComingUp(): void {
    service
      .comingUp()
      .then((view) => {
        if (view.summary === comingUp) return
        comingUp = view.summary
        redraw(false)
      })
      .catch(() => undefined)
  }
  const unsubscribe = service.subscribe((event) => {
    if (event.type === 'alert' || event.type === 'decisions') return
    redraw(false)
    if (event.type === 'snapshot' || (event.type === 'sync' && event.status.state !== 'syncing'))
      readComingUp()
  })
  readComingUp()
  // A language change redraws every word at once (tooltip, menu, overlay description), and the
  // radar's line is read again: the engine words it in the language of the moment.
  const stopLocale = onLocaleChange(() => {
    refresh()
    readComingUp()
  })
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
      stopLocale()
      clearInterval(ticker)
      app.off('browser-window-created', onWindowCreated)
      for (const [win, onShow] of watched) if (!win.isDestroyed()) win.off('show', onShow)
      watched.clear()
      tray.destroy()
    },
  }
}
