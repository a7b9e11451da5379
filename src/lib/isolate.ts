// Direction controls in service text. <bdi> alone is not enough: a stray POP DIRECTIONAL
// ISOLATE inside one closes it early in Chromium and an override after it reorders the page's
// own text. So every service string loses its bidi controls (the one list of
// electron/shared/safe-text.ts, as on the tray and the CLI) and is then isolated as a whole.
import { clip, TEXT_LIMITS } from '../../electron/shared/clip'
import { BIDI_CONTROL } from '../../electron/shared/safe-text'

export function stripBidi(text: string): string {
  return text.replace(BIDI_CONTROL, '')
}

/**
 * For places an element cannot go (an <option>, an attribute): cleaned, clipped and wrapped in
 * FIRST STRONG ISOLATE ... POP DIRECTIONAL ISOLATE, the characters <bdi> stands for.
 */
export function isolate(text: string, limit: number = TEXT_LIMITS.name): string {
  return `\u2068${clip(stripBidi(text), limit)}\u2069`
}
