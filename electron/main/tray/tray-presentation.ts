// How each OS shows the tray state (decided here, applied by setup-tray.ts):
// macOS: template image (the OS tints it) and the count as the title next to it;
// Windows: the count drawn on the icon, and a taskbar overlay on open windows;
// Linux: the count drawn on the icon and the launcher badge (app.setBadgeCount).
import type { TrayView } from './tray-state'
import type { TrayIconOptions } from './tray-icon'
import { t, tn } from '../../shared/i18n/translate'

export interface TrayPresentation {
  /** One representation per scale factor of the same image. */
  icon: TrayIconOptions[]
  template: boolean
  title: string | null
  badgeCount: number | null
  /** Taskbar overlay image and its accessible description, or null to clear it. */
  overlay: { icon: TrayIconOptions; description: string } | null
}

export function trayPresentation(view: TrayView, platform: NodeJS.Platform): TrayPresentation {
  const { state, count } = view
  if (platform === 'darwin') {
    return {
      icon: [1, 2].map((scale) => ({ state, count: 0, scale, template: true })),
      template: true,
      title: count > 0 ? String(count) : '',
      badgeCount: null,
      overlay: null,
    }
  }
  const icon = [1, 1.25, 1.5, 2].map((scale) => ({ state, count, scale }))
  if (platform === 'win32') {
    return {
      icon,
      template: false,
      title: null,
      badgeCount: null,
      overlay:
        count > 0 || state !== 'ok'
          ? { icon: { state, count, scale: 1 }, description: overlayDescription(view) }
          : null,
    }
  }
  return { icon, template: false, title: null, badgeCount: count, overlay: null }
}

function overlayDescription({ state, count }: TrayView): string {
  if (count > 0)
    return tn(state === 'warning' ? 'tray.overlay.warning' : 'tray.overlay.failing', count)
  return t(`tray.overlay.state.${state}`)
}
