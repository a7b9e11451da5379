// Where the popover goes, menubar style: centred under a tray icon at the top of the screen,
// above it when the taskbar is at the bottom, beside it for side taskbars, always inside the
// work area. Plain functions of rectangles, so every layout is testable.
import type { Rectangle } from 'electron'

export type Edge = 'top' | 'bottom' | 'left' | 'right'

/** Which screen edge the tray sits on: the nearest edge of the display to the tray's centre. */
export function trayEdge(tray: Rectangle, display: Rectangle): Edge {
  const cx = tray.x + tray.width / 2
  const cy = tray.y + tray.height / 2
  const distances: [Edge, number][] = [
    ['top', cy - display.y],
    ['bottom', display.y + display.height - cy],
    ['left', cx - display.x],
    ['right', display.x + display.width - cx],
  ]
  return distances.reduce((best, d) => (d[1] < best[1] ? d : best))[0]
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, max))

export function popoverPosition(
  tray: Rectangle,
  size: { width: number; height: number },
  workArea: Rectangle,
  displayBounds: Rectangle,
  gap = 4,
): { x: number; y: number } {
  const edge = trayEdge(tray, displayBounds)
  const centredX = tray.x + tray.width / 2 - size.width / 2
  const centredY = tray.y + tray.height / 2 - size.height / 2
  const raw =
    edge === 'top'
      ? { x: centredX, y: workArea.y + gap }
      : edge === 'bottom'
        ? { x: centredX, y: workArea.y + workArea.height - size.height - gap }
        : edge === 'left'
          ? { x: workArea.x + gap, y: centredY }
          : { x: workArea.x + workArea.width - size.width - gap, y: centredY }
  return {
    x: Math.round(clamp(raw.x, workArea.x, workArea.x + workArea.width - size.width)),
    y: Math.round(clamp(raw.y, workArea.y, workArea.y + workArea.height - size.height)),
  }
}

/** Near the cursor when the tray gives no bounds (Linux app indicators report zeros). */
export function fallbackTrayBounds(cursor: { x: number; y: number }): Rectangle {
  return { x: cursor.x, y: cursor.y, width: 1, height: 1 }
}
