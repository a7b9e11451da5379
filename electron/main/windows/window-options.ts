// The options every app window is created with: the secure web preferences (isolated,
// sandboxed, no Node), and each window's size, chrome and colours.
import type { BrowserWindowConstructorOptions, Rectangle, WebPreferences } from 'electron'

export function secureWebPreferences(preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
    spellcheck: false,
  }
}

export const DASHBOARD_SIZE = { width: 1100, height: 720, minWidth: 720, minHeight: 480 }
export const POPOVER_SIZE = { width: 380, height: 520 }

export function backgroundColor(dark: boolean): string {
  return dark ? '#16181d' : '#ffffff'
}

export function dashboardWindowOptions(
  preloadPath: string,
  bounds: Partial<Rectangle>,
  dark: boolean,
): BrowserWindowConstructorOptions {
  return {
    ...DASHBOARD_SIZE,
    ...bounds,
    title: 'Uptray',
    show: false,
    backgroundColor: backgroundColor(dark),
    autoHideMenuBar: true,
    webPreferences: secureWebPreferences(preloadPath),
  }
}

export function popoverWindowOptions(
  preloadPath: string,
  size: { width: number; height: number },
  dark: boolean,
): BrowserWindowConstructorOptions {
  return {
    ...size,
    show: false,
    frame: false,
    resizable: false,
    movable: false,
    minimizable: false,
    maximizable: false,
    fullscreenable: false,
    skipTaskbar: true,
    alwaysOnTop: true,
    backgroundColor: backgroundColor(dark),
    webPreferences: secureWebPreferences(preloadPath),
  }
}
