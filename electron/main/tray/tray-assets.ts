// Every tray image the app ships, by file name, plus the contact sheet for the docs. Written to
// disk by generate-tray-assets.ts; a test checks the checked-in files still match.
import { PNG } from 'pngjs'
import { blitZoomed, encodePng, rasterize } from './raster'
import { ICON_SCALES, iconSize, trayIconLayers } from './tray-icon'
import { TRAY_STATES, type TrayState } from './tray-state'

function scaleSuffix(scale: number): string {
  return scale === 1 ? '' : `@${scale}x`
}

/** `resources/tray/` files: `<state>[@<scale>x].png` and `<state>Template[@2x].png` (macOS). */
export function trayResourceFiles(): Map<string, Buffer> {
  const files = new Map<string, Buffer>()
  for (const state of TRAY_STATES) {
    for (const scale of ICON_SCALES) {
      const png = rasterize(trayIconLayers({ state, count: 0, scale }), iconSize(scale))
      files.set(`${state}${scaleSuffix(scale)}.png`, encodePng(png))
    }
    for (const scale of [1, 2]) {
      const layers = trayIconLayers({ state, count: 0, scale, template: true })
      files.set(
        `${state}Template${scaleSuffix(scale)}.png`,
        encodePng(rasterize(layers, 16 * scale)),
      )
    }
  }
  return files
}

/**
 * The app's own icon for the packages (resources/icon.png, electron-builder's default name):
 * the "all fine" tray design at 512 px, the size every target can be made from.
 */
export function appIcon(): Buffer {
  return encodePng(rasterize(trayIconLayers({ state: 'ok', count: 0, scale: 32 }), 512))
}

/** Columns of the contact sheet: what each state looks like in each variant. */
export const SHEET_COLUMNS = [
  { label: '16 px', scale: 1, count: 0, template: false },
  { label: '16 px, count 3', scale: 1, count: 3, template: false },
  { label: '32 px, count 12', scale: 2, count: 12, template: false },
  { label: 'macOS template 32 px', scale: 2, count: 0, template: true },
] as const

const ZOOM = 4
const CELL = 32 * ZOOM + 16
const BACKGROUNDS = [
  [245, 245, 245],
  [40, 40, 46],
] as const

function fill(png: PNG, x0: number, y0: number, w: number, h: number, rgb: readonly number[]) {
  for (let y = y0; y < y0 + h; y++) {
    for (let x = x0; x < x0 + w; x++) {
      const i = (y * png.width + x) * 4
      png.data[i] = rgb[0] ?? 0
      png.data[i + 1] = rgb[1] ?? 0
      png.data[i + 2] = rgb[2] ?? 0
      png.data[i + 3] = 255
    }
  }
}

/**
 * One row per state (TRAY_STATES order), one column per SHEET_COLUMNS entry, drawn 4x on a
 * light menu bar and again on a dark one.
 */
export function contactSheet(states: readonly TrayState[] = TRAY_STATES): Buffer {
  const columns = SHEET_COLUMNS.length
  const sheet = new PNG({ width: CELL * columns * 2, height: CELL * states.length })
  BACKGROUNDS.forEach((bg, half) => {
    fill(sheet, half * CELL * columns, 0, CELL * columns, sheet.height, bg)
    states.forEach((state, row) => {
      SHEET_COLUMNS.forEach((column, col) => {
        const icon = rasterize(trayIconLayers({ state, ...column }), iconSize(column.scale))
        const zoom = (32 / icon.width) * ZOOM
        blitZoomed(icon, sheet, (half * columns + col) * CELL + 8, row * CELL + 8, zoom)
      })
    })
  })
  return encodePng(sheet)
}

/** One picture per state for docs/screenshots: 32 px with a count of 3, drawn 4x. */
export function stateScreenshot(state: TrayState): Buffer {
  const icon = rasterize(trayIconLayers({ state, count: 3, scale: 2 }), 32)
  const png = new PNG({ width: 32 * ZOOM, height: 32 * ZOOM })
  fill(png, 0, 0, png.width, png.height, BACKGROUNDS[0])
  blitZoomed(icon, png, 0, 0, ZOOM)
  return encodePng(png)
}
