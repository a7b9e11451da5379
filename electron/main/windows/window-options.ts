// Each app window's size, chrome and colours. The web preferences (isolated, sandboxed, no
// Node) are added by secure-window.ts, the one place that creates windows.
import type { BrowserWindowConstructorOptions, Rectangle } from 'electron'

/** Everything but the web preferences, which only secure-window.ts sets. */
export type WindowLook = Omit<BrowserWindowConstructorOptions, 'webPreferences'>

export const DASHBOARD_SIZE = { width: 1100, height: 720, minWidth: 720, minHeight: 480 }
export const POPOVER_SIZE = { width: 380, height: 520 }

export function backgroundColor(dark: boolean): string {
  return dark ? '#16181d' : '#ffffff'
}

export function dashboardWindowOptions(bounds: Partial<Rectangle>, dark: boolean): WindowLook {
  return {
    ...DASHBOARD_SIZE,
    ...bounds,
    title: 'Uptray',
    show: false,
    backgroundColor: backgroundColor(dark),
    autoHideMenuBar: true,
  }
}

export function popoverWindowOptions(
  size: { width: number; height: number },
  dark: boolean,
): WindowLook {
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
  }
}
