// Applies the settings that belong to the OS: start at login, the theme (dark mode follows the
// OS when "system"), and the global shortcut that opens the popover. Re-applied on every change.
import { app, globalShortcut, nativeTheme, type Settings as LoginItemSettings } from 'electron'
import type { Settings } from '../../shared/settings'
import { autostartDir, setLinuxAutostart } from './linux-autostart'
import { messageOf } from '../../shared/errors'
import { t } from '../../shared/i18n/translate'

/** Start hidden in the tray when launched at login. */
export function loginItemSettings(
  startAtLogin: boolean,
  platform: NodeJS.Platform,
): LoginItemSettings {
  // macOS: the app starts as a tray-only agent anyway (no Dock icon until the dashboard opens).
  if (platform === 'darwin') return { openAtLogin: startAtLogin }
  return { openAtLogin: startAtLogin, args: startAtLogin ? ['--hidden'] : [] }
}

/** Electron throws on a malformed accelerator and returns false when another app holds it. */
function tryRegister(accelerator: string, callback: () => void): boolean {
  try {
    return globalShortcut.register(accelerator, callback)
  } catch {
    return false
  }
}

export interface SystemSettingsDeps {
  platform: NodeJS.Platform
  onShortcut: () => void
  /** Tells the user when the shortcut is taken by another app. */
  warn: (message: string) => void
}

export interface SystemSettings {
  apply(settings: Settings): void
  dispose(): void
}

export function setupSystemSettings({
  platform,
  onShortcut,
  warn,
}: SystemSettingsDeps): SystemSettings {
  let last: Settings | null = null
  let shortcut: string | null = null

  function applyShortcut(accelerator: string | null): void {
    if (accelerator === shortcut) return
    if (shortcut) globalShortcut.unregister(shortcut)
    shortcut = null
    if (!accelerator) return
    if (tryRegister(accelerator, onShortcut)) shortcut = accelerator
    else warn(t('tray.system.shortcutTaken', { shortcut: accelerator }))
  }

  function applyStartAtLogin(enabled: boolean): void {
    // Linux has no login item API in Electron: an XDG autostart entry does the job there.
    if (platform !== 'linux') {
      app.setLoginItemSettings(loginItemSettings(enabled, platform))
      return
    }
    // A packaged app is started by its binary alone; a development run also needs the app path.
    const args = app.isPackaged ? [] : [app.getAppPath()]
    setLinuxAutostart(enabled, { dir: autostartDir(), execPath: process.execPath, args }).catch(
      (error: unknown) =>
        warn(
          enabled
            ? t('tray.system.autostartNotAdded', { reason: messageOf(error) })
            : t('tray.system.autostartNotRemoved', { reason: messageOf(error) }),
        ),
    )
  }

  return {
    apply(settings) {
      if (last?.startAtLogin !== settings.startAtLogin) applyStartAtLogin(settings.startAtLogin)
      if (last?.theme !== settings.theme) nativeTheme.themeSource = settings.theme
      applyShortcut(settings.globalShortcut)
      last = settings
    },
    dispose() {
      if (shortcut) globalShortcut.unregister(shortcut)
      shortcut = null
    },
  }
}
