// Direction controls in service text. <bdi> alone is not enough: a stray POP DIRECTIONAL
// ISOLATE inside one closes it early in Chromium and an override after it reorders the page's
// own text. So every service string loses its embeddings, overrides and isolates
// (U+202A-U+202E, U+2066-U+2069), as on the tray, and is then isolated as a whole.
import { clip, TEXT_LIMITS } from '../../electron/shared/clip'

const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g

export function stripBidi(text: string): string {
  return text.replace(BIDI_CONTROLS, '')
}

/**
 * For places an element cannot go (an <option>, an attribute): cleaned, clipped and wrapped in
 * FIRST STRONG ISOLATE ... POP DIRECTIONAL ISOLATE, the characters <bdi> stands for.
 */
export function isolate(text: string, limit: number = TEXT_LIMITS.name): string {
  return `\u2068${clip(stripBidi(text), limit)}\u2069`
}
