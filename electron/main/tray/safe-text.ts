// Text from the service on native surfaces (menu labels, tooltip, notifications): bounded to
// what each surface shows, and with bidi controls removed so a right-to-left override in a
// monitor's name cannot reverse the words around it. Every API string in a menu label is also
// wrapped in FIRST STRONG ISOLATE ... POP DIRECTIONAL ISOLATE, so its direction stays inside.
import { clip } from '../../shared/clip'
import { plainLine, safeLine } from '../../shared/safe-text'

export const MENU_LABEL_MAX = 80
/** Windows cuts tray tooltips at 127 characters. */
export const TOOLTIP_MAX = 127
export const NOTIFICATION_TITLE_MAX = 80
export const NOTIFICATION_BODY_MAX = 240

const FSI = '\u2068'
const PDI = '\u2069'

/** One line without escape sequences, bidi or other control characters. */
export const plain = plainLine

/** Shares `budget` characters among `parts`: short parts keep all, long ones split the rest. */
function fit(parts: string[], budget: number): string[] {
  const out: string[] = new Array<string>(parts.length)
  const order = parts.map((_, i) => i).sort((a, b) => parts[a]!.length - parts[b]!.length)
  let left = Math.max(0, budget)
  order.forEach((i, k) => {
    const share = Math.max(1, Math.floor(left / (order.length - k)))
    out[i] = clip(parts[i]!, share)
    left -= out[i].length
  })
  return out
}

/** Text of the app's own inside a menuText template (a mark, a time), kept as it is. */
export interface Own {
  own: string
}
export const own = (text: string): Own => ({ own: text })

/**
 * A menu label from a template whose literal text (and `own(...)` values) are the app's own and
 * whose other values come from outside: each of those is cleaned, isolated and shortened so the
 * whole label stays within MENU_LABEL_MAX.
 */
export function menuText(strings: TemplateStringsArray, ...values: (string | Own)[]): string {
  const outside = values.flatMap((v) => (typeof v === 'string' ? [plain(v)] : []))
  const fixed =
    strings.reduce((n, s) => n + s.length, 0) +
    values.reduce((n, v) => n + (typeof v === 'string' ? 2 : v.own.length), 0)
  const fitted = fit(outside, MENU_LABEL_MAX - fixed)
  let next = 0
  return strings.reduce((label, s, i) => {
    const v = values[i]
    if (v === undefined) return label + s
    return label + s + (typeof v === 'string' ? `${FSI}${fitted[next++]}${PDI}` : v.own)
  }, '')
}

/** A whole line (tooltip, notification) cleaned and bounded; it has no isolates of its own. */
export const line = safeLine
