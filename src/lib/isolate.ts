// Service text where an element cannot go (an <option>, an attribute): clipped and wrapped in
// FIRST STRONG ISOLATE ... POP DIRECTIONAL ISOLATE, the characters <bdi> stands for.
import { clip, TEXT_LIMITS } from '../../electron/shared/clip'

export function isolate(text: string, limit: number = TEXT_LIMITS.name): string {
  return `\u2068${clip(text, limit)}\u2069`
}
