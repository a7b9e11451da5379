// Draws every tray image: (state, count, scale) -> PNG. Pure, so tests decode the bytes and
// check pixels. Colour icons (Windows, Linux) carry the count as a badge; macOS template images
// are black shapes with cut-out glyphs (the OS tints them) and the count goes in the title.
import type { TrayState } from './tray-state'
import {
  capsule,
  disc,
  encodePng,
  intersect,
  rasterize,
  rect,
  ring,
  union,
  type Layer,
  type Rgba,
  type Shape,
} from './raster'

/** 1x and 2x, plus the 125% and 150% sizes Windows asks for. */
export const ICON_SCALES = [1, 1.25, 1.5, 2] as const

export const STATE_COLORS: Record<TrayState, Rgba> = {
  ok: [30, 158, 85, 255],
  warning: [232, 162, 0, 255],
  failed: [215, 38, 61, 255],
  syncing: [138, 148, 166, 255],
  offline: [107, 114, 128, 255],
  'auth-needed': [56, 103, 214, 255],
  paused: [100, 116, 139, 255],
}

const WHITE: Rgba = [255, 255, 255, 255]
const BLACK: Rgba = [0, 0, 0, 255]
/** The badge's dark tone: near-black, softer than the template black. */
const INK: Rgba = [17, 24, 39, 255]

/** WCAG relative luminance of a colour. */
function luminance([r, g, b]: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/**
 * The count badge stands apart from the icon it sits on: white or near-black, whichever
 * contrasts more with the state's colour (white on red, near-black on amber), digits in the other.
 */
export function badgeColors(state: TrayState): { fill: Rgba; digits: Rgba } {
  const body = STATE_COLORS[state]
  return contrast(WHITE, body) >= contrast(INK, body)
    ? { fill: WHITE, digits: INK }
    : { fill: INK, digits: WHITE }
}

const FULL_DISC = disc(8, 8, 7.5)
const HOLLOW = ring(8, 8, 7.5, 2)

/** Each state's silhouette (painted in its colour) and glyph (white, or cut out). */
const DESIGNS: Record<TrayState, { body: Shape; glyph: Shape | null }> = {
  ok: {
    body: FULL_DISC,
    glyph: union(capsule(4.6, 8.3, 7, 10.7, 1.8), capsule(7, 10.7, 11.6, 5.6, 1.8)),
  },
  warning: { body: FULL_DISC, glyph: union(rect(7, 3.5, 9, 9.5), disc(8, 11.8, 1.2)) },
  failed: {
    body: FULL_DISC,
    glyph: union(capsule(5, 5, 11, 11, 2), capsule(11, 5, 5, 11, 2)),
  },
  syncing: { body: union(HOLLOW, disc(8, 8, 2)), glyph: null },
  offline: { body: union(HOLLOW, capsule(3.2, 12.8, 12.8, 3.2, 2)), glyph: null },
  'auth-needed': {
    // A padlock: body and shackle.
    body: FULL_DISC,
    glyph: union(rect(5, 7.5, 11, 12.2), intersect(ring(8, 7.5, 2.8, 1.3), rect(0, 0, 16, 7.5))),
  },
  paused: { body: FULL_DISC, glyph: union(rect(5.3, 4.5, 7.2, 11.5), rect(8.8, 4.5, 10.7, 11.5)) },
}

// 3x5 bitmap digits (rows top to bottom), enough for "1".."9" and "9+".
const GLYPHS: Record<string, readonly string[]> = {
  '0': ['111', '101', '101', '101', '111'],
  '1': ['010', '110', '010', '010', '111'],
  '2': ['111', '001', '111', '100', '111'],
  '3': ['111', '001', '111', '001', '111'],
  '4': ['101', '101', '111', '001', '001'],
  '5': ['111', '100', '111', '001', '111'],
  '6': ['111', '100', '111', '101', '111'],
  '7': ['111', '001', '001', '001', '001'],
  '8': ['111', '101', '111', '101', '111'],
  '9': ['111', '101', '111', '001', '111'],
  '+': ['000', '010', '111', '010', '000'],
}

export function badgeText(count: number): string {
  return count > 9 ? '9+' : String(count)
}

function textShape(text: string, left: number, top: number): Shape {
  const cells: Shape[] = []
  ;[...text].forEach((ch, index) => {
    const rows = GLYPHS[ch] ?? []
    rows.forEach((row, ry) => {
      ;[...row].forEach((bit, rx) => {
        const x = left + index * 4 + rx
        if (bit === '1') cells.push(rect(x, top + ry, x + 1, top + ry + 1))
      })
    })
  })
  return union(...cells)
}

/** Badge in the bottom-right corner, separated from the disc by a transparent outline. */
function badgeLayers(count: number, state: TrayState): Layer[] {
  const text = badgeText(count)
  const width = text.length * 4 + 1
  const left = 16 - width
  const { fill, digits } = badgeColors(state)
  return [
    { shape: rect(left - 1, 8, 16, 16), paint: 'clear' },
    { shape: rect(left, 9, 16, 16), paint: fill },
    { shape: textShape(text, left + 1, 10), paint: digits },
  ]
}

export interface TrayIconOptions {
  state: TrayState
  count: number
  scale: number
  /** macOS template image: black silhouette, glyph cut out, no badge. */
  template?: boolean
}

export function iconSize(scale: number): number {
  return Math.round(16 * scale)
}

export function trayIconLayers({ state, count, template = false }: TrayIconOptions): Layer[] {
  const design = DESIGNS[state]
  const color = template ? BLACK : STATE_COLORS[state]
  const layers: Layer[] = [{ shape: design.body, paint: color }]
  if (design.glyph) layers.push({ shape: design.glyph, paint: template ? 'clear' : WHITE })
  if (!template && count > 0) layers.push(...badgeLayers(count, state))
  return layers
}

// Few distinct images exist (7 states x badge "1".."9+" x 4 sizes x template), so each is
// drawn once per run.
const drawn = new Map<string, Buffer>()

export function drawTrayIcon(options: TrayIconOptions): Buffer {
  const { state, scale, template = false } = options
  const count = template ? 0 : Math.min(Math.max(0, Math.floor(options.count)), 10)
  const key = `${state}|${count}|${scale}|${template}`
  let png = drawn.get(key)
  if (!png) {
    png = encodePng(rasterize(trayIconLayers({ state, count, scale, template }), iconSize(scale)))
    drawn.set(key, png)
  }
  return png
}
