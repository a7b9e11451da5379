// A tiny anti-aliased shape rasterizer for tray icons: shapes are point tests in a 16x16 unit
// space, each pixel averages 4x4 samples, so one description renders crisply at 16, 20, 24 and
// 32 px. Slow-ish (a few ms per image) but simple; tray-icon.ts caches what it draws.
import { PNG } from 'pngjs'

export type Rgba = readonly [number, number, number, number]
export type Shape = (x: number, y: number) => boolean
/** `clear` punches a transparent hole through the layers below (macOS template glyphs). */
export interface Layer {
  shape: Shape
  paint: Rgba | 'clear'
}

export const UNITS = 16
const SAMPLES = 4

export const disc =
  (cx: number, cy: number, r: number): Shape =>
  (x, y) =>
    (x - cx) ** 2 + (y - cy) ** 2 <= r * r

export const ring =
  (cx: number, cy: number, r: number, width: number): Shape =>
  (x, y) => {
    const d = Math.hypot(x - cx, y - cy)
    return d <= r && d >= r - width
  }

export const rect =
  (x0: number, y0: number, x1: number, y1: number): Shape =>
  (x, y) =>
    x >= x0 && x < x1 && y >= y0 && y < y1

/** A line segment with round ends, `width` thick. */
export const capsule =
  (ax: number, ay: number, bx: number, by: number, width: number): Shape =>
  (x, y) => {
    const dx = bx - ax
    const dy = by - ay
    const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)))
    return Math.hypot(x - (ax + t * dx), y - (ay + t * dy)) <= width / 2
  }

export const union =
  (...shapes: Shape[]): Shape =>
  (x, y) =>
    shapes.some((s) => s(x, y))

export const intersect =
  (a: Shape, b: Shape): Shape =>
  (x, y) =>
    a(x, y) && b(x, y)

/** Renders layers (bottom first) to an RGBA PNG of `size` pixels square. */
export function rasterize(layers: readonly Layer[], size: number): PNG {
  const png = new PNG({ width: size, height: size })
  const unitsPerPixel = UNITS / size
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0
      let g = 0
      let b = 0
      let a = 0
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = (px + (sx + 0.5) / SAMPLES) * unitsPerPixel
          const y = (py + (sy + 0.5) / SAMPLES) * unitsPerPixel
          let color: Rgba = [0, 0, 0, 0]
          for (const layer of layers) {
            if (layer.shape(x, y)) color = layer.paint === 'clear' ? [0, 0, 0, 0] : layer.paint
          }
          // Premultiplied accumulation keeps edges against transparency from darkening.
          const alpha = color[3] / 255
          r += color[0] * alpha
          g += color[1] * alpha
          b += color[2] * alpha
          a += alpha
        }
      }
      const i = (py * size + px) * 4
      const n = SAMPLES * SAMPLES
      png.data[i] = a > 0 ? Math.round(r / a) : 0
      png.data[i + 1] = a > 0 ? Math.round(g / a) : 0
      png.data[i + 2] = a > 0 ? Math.round(b / a) : 0
      png.data[i + 3] = Math.round((a / n) * 255)
    }
  }
  return png
}

export function encodePng(png: PNG): Buffer {
  return PNG.sync.write(png, { colorType: 6 })
}

/** Nearest-neighbour copy of `src` into `dest` at (x, y), `zoom` times larger (contact sheets). */
export function blitZoomed(src: PNG, dest: PNG, x: number, y: number, zoom: number): void {
  for (let dy = 0; dy < src.height * zoom; dy++) {
    for (let dx = 0; dx < src.width * zoom; dx++) {
      const s = (Math.floor(dy / zoom) * src.width + Math.floor(dx / zoom)) * 4
      const d = ((y + dy) * dest.width + (x + dx)) * 4
      const alpha = (src.data[s + 3] ?? 0) / 255
      for (let c = 0; c < 3; c++) {
        const under = dest.data[d + c] ?? 0
        dest.data[d + c] = Math.round((src.data[s + c] ?? 0) * alpha + under * (1 - alpha))
      }
      dest.data[d + 3] = 255
    }
  }
}
