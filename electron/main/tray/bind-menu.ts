// Turns the data-only tray menu into Electron menu options: each action becomes a click.
import type { MenuItemConstructorOptions } from 'electron'
import type { MenuAction } from './menu-action'
import type { TrayMenuItem } from './menu-template'

export function bindMenu(
  items: readonly TrayMenuItem[],
  onAction: (action: MenuAction) => void,
): MenuItemConstructorOptions[] {
  return items.map(({ action, submenu, ...options }) => ({
    ...options,
    ...(submenu ? { submenu: bindMenu(submenu, onAction) } : {}),
    ...(action ? { click: () => onAction(action) } : {}),
  }))
}
