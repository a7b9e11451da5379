// Text from outside (the service, a data file, a running app) on a terminal, a bar, a menu or
// the dashboard. One place for what counts as unsafe: C0 and C1 controls, DEL, escape
// sequences, bidi controls, invisible characters, line/paragraph separators and lone
// surrogates. Every surface shows service text through safeLine (or plainLine and then its own
// bound); the CLI's output gate is terminalText. Pure: the renderer imports it too.
import { clip } from './clip'

/** Marks, embeddings, overrides and isolates: U+061C, U+200E/F, U+202A-E, U+2066-9. */
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g

/**
 * Characters that show as nothing and so let two different labels look alike: zero width
 * space, word joiner, invisible operators, byte order mark, soft hyphen, Mongolian vowel
 * separator. The zero width (non-)joiners stay: emoji sequences and several scripts need them.
 */
const INVISIBLE = /[\u00AD\u180E\u200B\u2060-\u2064\uFEFF]/g

/**
 * Whole escape sequences introduced by ESC: CSI (ESC [ ... final byte), OSC, DCS, SOS, PM and
 * APC (ESC ] P X ^ _ ... ended by BEL or ST), and the two-character ones (ESC x).
 */
const ESCAPE_SEQUENCE =
  // eslint-disable-next-line no-control-regex
  /\u001B(?:\[[\u0030-\u003F]*[\u0020-\u002F]*[\u0040-\u007E]|[\]PX^_][^\u0007\u001B]*(?:\u0007|\u001B\\)|[\u0020-\u007E])/g
/** The same sequences in their 8-bit form (C1 CSI, OSC, DCS, ...), as some terminals read them. */
const C1_SEQUENCE =
  // eslint-disable-next-line no-control-regex
  /\u009B[\u0030-\u003F]*[\u0020-\u002F]*[\u0040-\u007E]|[\u009D\u0090\u0098\u009E\u009F][^\u0007\u009C\u001B]*(?:\u0007|\u009C)/g

/** Control characters and separators a single line cannot show. */
// eslint-disable-next-line no-control-regex
const LINE_CONTROLS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g

/** A high surrogate with no low one after it, or a low one with no high one before it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Longer than any one-line surface shows: cleaning a 500 KB field stops here. */
const SCAN_MAX = 4096

/** Escape sequences removed whole, so their parameters do not show as text. */
function withoutEscapes(text: string): string {
  return text.replace(ESCAPE_SEQUENCE, '').replace(C1_SEQUENCE, '')
}

/**
 * One line for a bar, a menu or a terminal line: no escape sequence, no bidi control, no
 * invisible character, other controls and line breaks as one space, lone surrogates as
 * U+FFFD, at most SCAN_MAX read.
 */
export function plainLine(text: string): string {
  return withoutEscapes(text.slice(0, SCAN_MAX).replace(LONE_SURROGATE, '\uFFFD'))
    .replace(BIDI_CONTROL, '')
    .replace(INVISIBLE, '')
    .replace(LINE_CONTROLS, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * Service text as one surface shows it: plainLine, then at most `max` characters (an
 * ellipsis when cut, never half a surrogate pair). The tray, the CLI and the dashboard all
 * show service text through this one function.
 */
export function safeLine(text: string, max: number): string {
  return clip(plainLine(text), max)
}

/**
 * Characters that never reach a terminal raw. Everything but tab and newline in C0, DEL, C1,
 * bidi controls, U+2028/9 and lone surrogates.
 */
const UNSAFE = new RegExp(
  `[\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F\\u2028\\u2029]|${BIDI_CONTROL.source}|${LONE_SURROGATE.source}`,
  'g',
)

const hex = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`

/**
 * What may reach stdout or stderr: escape sequences removed whole, then every unsafe
 * character written as the six visible characters `\uXXXX`. JSON.stringify escapes every C0
 * control, so raw C0 (and ESC) is only ever in text output; the characters it leaves raw (DEL,
 * C1, bidi, U+2028/9) become `\uXXXX` inside a JSON string, which is the same value: JSON output
 * stays valid and reads back unchanged.
 */
export function terminalText(text: string): string {
  return text.replace(ESCAPE_SEQUENCE, '').replace(UNSAFE, hex)
}
