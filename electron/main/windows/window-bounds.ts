// Remembered window sizes and positions: saved as plain data, restored only if they still fit
// on a connected display (a monitor unplugged since last time must not hide the window).
import * as z from 'zod'
import type { Rectangle } from 'electron'

export const savedBoundsSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().min(200).max(10_000),
  height: z.number().int().min(150).max(10_000),
})

/** Visible enough: at least this many pixels of the title area on some display. */
const MIN_VISIBLE = 64

function overlap(a: Rectangle, b: Rectangle): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  }
}

/** Saved bounds if valid and visible on one of `workAreas`, else null (use the default). */
export function restorableBounds(
  saved: unknown,
  workAreas: readonly Rectangle[],
): Rectangle | null {
  const parsed = savedBoundsSchema.safeParse(saved)
  if (!parsed.success) return null
  const bounds = parsed.data
  const titleBar = { ...bounds, height: Math.min(bounds.height, 40) }
  const visible = workAreas.some((area) => {
    const o = overlap(titleBar, area)
    return o.width >= MIN_VISIBLE && o.height > 0
  })
  return visible ? bounds : null
}
