// Direction controls in service text. <bdi> alone is not enough: a stray POP DIRECTIONAL
// ISOLATE inside one closes it early in Chromium and an override after it reorders the page's
// own text. So every service string is first made safe by the one rule the tray and the CLI
// use too (safeLine, electron/shared/safe-text.ts: no bidi, control or invisible character,
// bounded) and is then isolated as a whole.
import { TEXT_LIMITS } from '../../electron/shared/clip'
import { safeLine } from '../../electron/shared/safe-text'

/**
 * For places an element cannot go (an <option>, an attribute): made safe, bounded and wrapped
 * in FIRST STRONG ISOLATE ... POP DIRECTIONAL ISOLATE, the characters <bdi> stands for.
 */
export function isolate(text: string, limit: number = TEXT_LIMITS.name): string {
  return `\u2068${safeLine(text, limit)}\u2069`
}
