import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { appIcon, contactSheet, trayResourceFiles } from '@app/main/tray/tray-assets'
import {
  badgeText,
  contrast,
  drawTrayIcon,
  ICON_SCALES,
  STATE_COLORS,
} from '@app/main/tray/tray-icon'
import { TRAY_STATES, type TrayState } from '@app/main/tray/tray-state'

const decode = (bytes: Buffer) => PNG.sync.read(bytes)

/** RGBA at a point given in the icon's 16-unit space. */
function pixel(png: PNG, ux: number, uy: number): [number, number, number, number] {
  const x = Math.floor((ux / 16) * png.width)
  const y = Math.floor((uy / 16) * png.height)
  const i = (y * png.width + x) * 4
  return [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!, png.data[i + 3]!]
}

const rgb = (p: number[]) => p.slice(0, 3)
const WHITE = [255, 255, 255]

describe('tray icon images', () => {
  it.each(ICON_SCALES)('scale %s decodes to a square PNG of 16 x scale px', (scale) => {
    const png = decode(drawTrayIcon({ state: 'ok', count: 0, scale }))
    expect([png.width, png.height]).toEqual([16 * scale, 16 * scale])
  })

  it.each(TRAY_STATES)(
    '%s: the disc edge has the state colour, the corners are transparent',
    (state) => {
      const png = decode(drawTrayIcon({ state, count: 0, scale: 2 }))
      // Left edge of the disc, mid-height: inside the body for every design (disc or ring).
      expect(pixel(png, 1.6, 8)).toEqual([...STATE_COLORS[state]])
      expect(pixel(png, 0.2, 0.2)[3]).toBe(0)
    },
  )

  // The glyph tells the states apart even for colour-blind users: a point on it and one off it.
  const glyphs: Record<
    TrayState,
    { on: [number, number]; on_: 'white' | 'colour'; off: [number, number] }
  > = {
    ok: { on: [7, 10.5], on_: 'white', off: [5, 12] }, // the tick's corner
    warning: { on: [8, 6], on_: 'white', off: [5, 6] }, // the "!" bar
    failed: { on: [8, 8], on_: 'white', off: [8, 4] }, // the crossing of the X
    syncing: { on: [8, 8], on_: 'colour', off: [5, 8] }, // a dot inside a hollow ring
    offline: { on: [8, 8], on_: 'colour', off: [5, 8] }, // a slash through a hollow ring
    'auth-needed': { on: [8, 10], on_: 'white', off: [3, 8] }, // the padlock body
    paused: { on: [6, 8], on_: 'white', off: [8, 8] }, // two bars, colour between them
  }
  it.each(TRAY_STATES)('%s: the glyph is where it belongs', (state) => {
    const png = decode(drawTrayIcon({ state, count: 0, scale: 2 }))
    const { on, on_, off } = glyphs[state]
    const colour = rgb([...STATE_COLORS[state]])
    expect(rgb(pixel(png, ...on))).toEqual(on_ === 'white' ? WHITE : colour)
    const offPixel = pixel(png, ...off)
    if (state === 'syncing' || state === 'offline') expect(offPixel[3]).toBe(0)
    else expect(rgb(offPixel)).toEqual(colour)
  })

  it('every state looks different from every other', () => {
    const images = TRAY_STATES.map((state) =>
      drawTrayIcon({ state, count: 0, scale: 2 }).toString('base64'),
    )
    expect(new Set(images).size).toBe(TRAY_STATES.length)
  })

  it('a count draws a white badge with dark digits on the red icon', () => {
    const plain = decode(drawTrayIcon({ state: 'failed', count: 0, scale: 2 }))
    const badged = decode(drawTrayIcon({ state: 'failed', count: 3, scale: 2 }))
    // Badge background (white) just inside the corner; a lit pixel of the "3" (top bar), dark.
    expect(rgb(pixel(badged, 15.5, 15.5))).toEqual(WHITE)
    expect(rgb(pixel(badged, 12.5, 10.5))).toEqual([17, 24, 39])
    // The transparent outline separating the badge from the disc.
    expect(pixel(badged, 10.5, 12)[3]).toBe(0)
    expect(pixel(plain, 10.5, 12)[3]).toBe(255)
  })

  it.each(TRAY_STATES)(
    '%s: the badge stands apart from the icon and its digits from the badge',
    (state) => {
      const png = decode(drawTrayIcon({ state, count: 3, scale: 2 }))
      const fill = pixel(png, 15.5, 15.5)
      const digit = pixel(png, 12.5, 10.5)
      // Non-text contrast (WCAG 1.4.11) against the icon, text contrast for the digits.
      expect(contrast(fill, STATE_COLORS[state])).toBeGreaterThanOrEqual(3)
      expect(contrast(digit, fill)).toBeGreaterThanOrEqual(7)
    },
  )

  it('counts above 9 read "9+", and the amber icon gets a dark badge with white digits', () => {
    expect(badgeText(7)).toBe('7')
    expect(badgeText(40)).toBe('9+')
    const warning = decode(drawTrayIcon({ state: 'warning', count: 2, scale: 1 }))
    expect(rgb(pixel(warning, 15.5, 15.5))).toEqual([17, 24, 39])
  })

  it('macOS template images are black with the glyph cut out and never carry a badge', () => {
    const png = decode(drawTrayIcon({ state: 'failed', count: 5, scale: 2, template: true }))
    expect(pixel(png, 1.6, 8)).toEqual([0, 0, 0, 255])
    expect(pixel(png, 8, 8)[3]).toBe(0)
    const colours = new Set<string>()
    for (let i = 0; i < png.data.length; i += 4) {
      if (png.data[i + 3]! > 0) colours.add(rgb([...png.data.subarray(i, i + 3)]).join(','))
    }
    expect([...colours]).toEqual(['0,0,0'])
  })

  it('the checked-in resources/tray and docs/screenshots images match the generator', () => {
    const root = join(import.meta.dirname, '..', '..')
    const files = trayResourceFiles()
    expect(files.size).toBe(TRAY_STATES.length * 6)
    for (const [name, bytes] of files) {
      const onDisk = readFileSync(join(root, 'resources', 'tray', name))
      expect(
        onDisk.equals(bytes),
        `${name} is stale: run electron/main/tray/generate-tray-assets.ts`,
      ).toBe(true)
    }
    expect(
      readFileSync(join(root, 'docs', 'screenshots', 'tray-states.png')).equals(contactSheet()),
    ).toBe(true)
  })

  it('the package icon is the 512-px "all fine" design, checked in as generated', () => {
    const bytes = appIcon()
    const png = PNG.sync.read(bytes)
    expect([png.width, png.height]).toEqual([512, 512])
    // Mostly the state's green, a white tick, transparent corners.
    expect(png.data[3]).toBe(0)
    const centre = (256 * 512 + 256) * 4
    expect(png.data[centre + 3]).toBe(255)
    const root = join(import.meta.dirname, '..', '..')
    expect(readFileSync(join(root, 'resources', 'icon.png')).equals(bytes)).toBe(true)
  })
})
