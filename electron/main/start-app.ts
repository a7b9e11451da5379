// Wires the app together, one `setupX(deps)` call per feature (see docs/architecture.md);
// every decision lives in the modules it calls. index.ts starts it; tests start it against the
// Electron mock, the real engine and the in-process simulator.
import { join } from 'node:path'
import { app } from 'electron'
import {
  localControlSocketPlace,
  openControlSocket,
  type ControlSocket,
} from '../adapters/control-socket/index'
import { createFileStore } from '../adapters/file-store'
import { createKeyringSecretStore } from '../adapters/keyring-secret-store'
import { MemoryKeyValueStore } from '../adapters/memory-stores'
import { openDataFolder } from '../adapters/own-folder'
import { createAppService, type AppService } from '../core/app-service/create-app-service'
import { insecureHttpNotice, setInsecureHttpAllowed } from '../shared/base-url'
import { realClock } from '../core/wall-clock'
import { setupIpc } from './ipc/setup-ipc'
import { mainLogger } from './life/main-logger'
import { createNetFetch } from './net-fetch'
import { setupPowerEvents } from './life/power-events'
import { setupQuit, type QuitControl } from './life/quit'
import { setupSingleInstance } from './life/single-instance'
import { setupSystemSettings } from './life/system-settings'
import { applyAppLanguage } from './life/app-language'
import { ACTION_PROTOCOL } from './notifications/notification-actions'
import { createActionTickets } from './notifications/action-tickets'
import { setupNotifications } from './notifications/setup-notifications'
import { TICKET_FILE_NAME, ticketFile } from './notifications/ticket-file'
import { createDemoSimulator } from '../simulator/demo'
import { openElectronSettingsStore, openMemorySettingsStore } from './settings/settings-store'
import { setupTray, type TrayController } from './tray/setup-tray'
import { t } from '../shared/i18n/translate'
import { loadAutoUpdater } from './update/load-updater'
import { setupUpdater, type UpdaterControl } from './update/setup-updater'
import { checkOutcome, updatesEnabled } from './update/update-policy'
import { appLocation } from './windows/app-url'
import { guardSession, openExternalSafely } from './windows/navigation-guard'
import { setupWindows, type Windows } from './windows/setup-windows'
import { memoryWindowStateStore, openWindowStateStore } from './windows/window-state-store'

export interface StartOptions {
  platform: NodeJS.Platform
  env: Record<string, string | undefined>
  argv: string[]
  /** Folder of the built app (out/main); preload and renderer are found beside it. */
  outMainDir: string
}

export interface RunningApp {
  service: AppService
  windows: Windows
  tray: TrayController
  quit: QuitControl
}

/** Null when another instance already runs (this one then quits). */
export async function startApp(options: StartOptions): Promise<RunningApp | null> {
  const { platform, env } = options
  const devServerUrl = env.ELECTRON_RENDERER_URL
  const startHidden = options.argv.includes('--hidden')
  const demoRequested = env.UPTRAY_DEMO === '1'
  const beside = (relative: string) => join(options.outMainDir, relative)

  let openDashboard: (monitorId: number | null, checkType?: string | null) => void = () => undefined
  let onSecondLaunch = (_argv: string[]): void => openDashboard(null)
  if (!setupSingleInstance((argv) => onSecondLaunch(argv))) {
    app.quit()
    return null
  }
  // The tray app keeps running with every window hidden or closed.
  app.on('window-all-closed', () => undefined)
  await app.whenReady()
  if (platform === 'darwin') app.dock?.hide()
  if (platform === 'win32') {
    app.setAppUserModelId('app.uptray')
    // Toast buttons activate uptray:// URLs, which come back as a second launch.
    app.setAsDefaultProtocolClient(ACTION_PROTOCOL)
  }
  guardSession(devServerUrl)
  // The OS's language until Settings are read (their notices are said in it).
  applyAppLanguage('system')

  const userData = app.getPath('userData')
  const startupNotices: string[] = []
  setInsecureHttpAllowed(env.UPTRAY_ALLOW_INSECURE_HTTP === '1')
  // A data folder others may write into is not read at all: defaults, in memory, and a notice.
  const folder = openDataFolder(userData)
  const cacheFolder = folder.trusted ? openDataFolder(join(userData, 'cache')) : folder
  const trusted = cacheFolder.trusted
  const distrust = cacheFolder.notice ?? folder.notice ?? ''
  const settings = trusted
    ? openElectronSettingsStore(userData)
    : openMemorySettingsStore(`Uptray's data folder: ${distrust}`)
  if (settings.startupNotice) {
    startupNotices.push(settings.startupNotice)
    mainLogger.warn(settings.startupNotice)
  }
  const secrets = createKeyringSecretStore({
    disabled: Boolean(env.UPTRAY_NO_SECRET_SERVICE),
    onUnavailable: (message) => startupNotices.push(message),
  })
  const demo = createDemoSimulator()
  const service = createAppService({
    // net.fetch (Chromium's stack, OS proxy settings), answers read up to a size bound.
    fetch: createNetFetch(),
    clock: realClock,
    secrets,
    // createFileStore also clears temp files left by a write the OS killed.
    store: trusted ? await createFileStore(join(userData, 'cache')) : new MemoryKeyValueStore(),
    logger: mainLogger,
    settings,
    startupNotice: [settings.startupNotice, insecureHttpNotice()].filter(Boolean).join(' ') || null,
    demo,
  })
  // Before the tray and notifications draw their first words.
  applyAppLanguage(service.getSettings().language)

  const windows = setupWindows({
    preloadPath: beside('../preload/index.cjs'),
    location: appLocation(beside('../renderer'), devServerUrl),
    bounds: trusted ? openWindowStateStore(userData) : memoryWindowStateStore(),
    platform,
    isQuitting: () => quit.isQuitting(),
    trayBounds: () => tray.bounds(),
  })
  openDashboard = (monitorId, checkType) => windows.openDashboard(monitorId, checkType)
  app.on('activate', () => windows.openDashboard(null))

  // The uptray:// links its notifications issued; kept on disk only in a folder it trusts.
  const ticketPath = join(userData, TICKET_FILE_NAME)
  const tickets = createActionTickets(trusted ? { file: ticketFile(ticketPath) } : {})
  const notifier = setupNotifications({
    service,
    platform,
    tickets,
    openDashboard,
    openPopover: (monitorId) => windows.showPopover(monitorId),
  })
  onSecondLaunch = (argv) => {
    if (!notifier.handleArgv(argv)) openDashboard(null)
  }
  const updateContext = { packaged: app.isPackaged, demo: demoRequested }
  let updates: UpdaterControl | null = null
  const tray = setupTray({
    service,
    platform,
    now: realClock.now,
    openDashboard,
    openCheck: (monitorId, checkType) => windows.openCheck(monitorId, checkType),
    openPreferences: () => windows.openView('/settings'),
    openNewMonitor: () => windows.openView('/monitors/new'),
    togglePopover: () => windows.togglePopover(),
    openExternal: openExternalSafely,
    quit: () => quit.quit(),
    visibleWindows: () => windows.visibleWindows(),
    notify: (title, body) => notifier.showMessage(title, body),
    updateOffer: () => updates?.offer() ?? null,
    checkForUpdates: async () => updates?.check(),
    restartToUpdate: async () => updates?.restart(),
  })
  const ipc = setupIpc({
    service,
    appWebContents: () => windows.webContents(),
    isAppUrl: (url) => windows.isAppUrl(url),
    openExternal: openExternalSafely,
    openDashboard,
    hidePopover: () => windows.hidePopover(),
    checkForUpdates: async () =>
      updates ? updates.checkNow() : checkOutcome(updateContext, 'idle'),
  })
  const system = setupSystemSettings({
    platform,
    onShortcut: () => windows.togglePopover(),
    warn: (message) => notifier.showMessage('Uptray', message),
  })
  system.apply(service.getSettings())
  const unsubscribeSettings = service.subscribe((event) => {
    if (event.type !== 'settings') return
    system.apply(event.settings)
    applyAppLanguage(event.settings.language)
  })
  const stopPower = setupPowerEvents(service, realClock)

  let control: ControlSocket | null = null
  const quit = setupQuit(async () => {
    await control?.close()
    updates?.dispose()
    stopPower()
    unsubscribeSettings()
    system.dispose()
    ipc.dispose()
    notifier.dispose()
    tray.dispose()
    await service.stop()
    await demo.close()
  })

  await service.start()
  // `uptray status` and status bars ask this app instead of spending API requests.
  control = await openControlSocket(service, mainLogger, localControlSocketPlace(env))
  if (updatesEnabled(updateContext)) {
    updates = setupUpdater({
      updater: await loadAutoUpdater(),
      context: updateContext,
      now: realClock.now,
      idle: () => service.idle(),
      onChange: () => tray.refresh(),
      warn: (message) => mainLogger.warn(message),
    })
  }
  for (const notice of startupNotices) notifier.showMessage('Uptray', notice)
  if (demoRequested) {
    const result = await service.startDemo()
    if (!result.ok) notifier.showMessage(t('notify.demo'), result.message)
  }
  // First run (nobody signed in): show the dashboard, which offers sign-in and the demo.
  if (!startHidden && (!service.getSession().signedIn || demoRequested)) {
    windows.openDashboard(null)
  }
  return { service, windows, tray, quit }
}
