// Where the entries of a JSON object's top-level list are in its bytes (UTF-8), found by one
// pass, so each entry can be parsed on its own when it is needed. A 200-monitor page parsed whole
// is a tree of a few MB alive until its last monitor is read: V8 copies it through its young
// generation and into its old one on every page. Parsed one entry at a time, each entry dies
// young. The pass only tracks strings and nesting; JSON.parse still checks every entry.

import {
  BACKSLASH,
  CLOSE_LIST,
  CLOSE_OBJECT,
  COMMA,
  OPEN_LIST,
  OPEN_OBJECT,
  QUOTE,
  spells,
} from './json-bytes'

/** Where a list is in the bytes of its object, and where each of its entries is. */
export interface SplitList {
  /** Where the list's `[` and `]` are: the object without the entries is around them. */
  open: number
  close: number
  /** Entry i is the bytes [bounds[2 * i], bounds[2 * i + 1]). */
  bounds: number[]
}

/** JSON's whitespace. */
function isBlank(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09
}

/**
 * The entries of the list under `key` (ASCII) in the top-level object in `text`; null when it is
 * not such an object (not JSON, no such list, unbalanced), so the caller parses it whole.
 */
export function splitList(text: Uint8Array, key: string): SplitList | null {
  const name = `"${key}"`
  const bounds: number[] = []
  let depth = 0
  // Whether the last string closed at depth 1 (a key of the top-level object) is `key`.
  let named = false
  let listOpen = -1
  let listClose = -1
  let entryStart = -1
  const n = text.length
  for (let i = 0; i < n; i++) {
    const c = text[i]!
    if (c === QUOTE) {
      // Most bytes are in strings: a loop of their own, watching only for its end.
      const start = i
      for (i++; i < n; i++) {
        const d = text[i]!
        if (d === QUOTE) break
        if (d === BACKSLASH) i++
      }
      if (i >= n) return null
      if (depth === 1) named = spells(text, start, i + 1, name)
    } else if (c === OPEN_OBJECT || c === OPEN_LIST) {
      if (depth === 0 && (c !== OPEN_OBJECT || i !== firstNonBlank(text))) return null
      depth++
      if (depth === 2 && c === OPEN_LIST && listOpen < 0 && named) {
        listOpen = i
        entryStart = i + 1
      }
    } else if (c === CLOSE_OBJECT || c === CLOSE_LIST) {
      if (depth === 2 && entryStart >= 0 && listClose < 0) {
        if (c !== CLOSE_LIST) return null
        listClose = i
        if (!addEntry(text, entryStart, i, bounds, true)) return null
      }
      depth--
      if (depth < 0) return null
    } else if (c === COMMA && depth === 2 && entryStart >= 0 && listClose < 0) {
      if (!addEntry(text, entryStart, i, bounds, false)) return null
      entryStart = i + 1
    }
  }
  if (depth !== 0 || listOpen < 0 || listClose < 0) return null
  return { open: listOpen, close: listClose, bounds }
}

function firstNonBlank(text: Uint8Array): number {
  let i = 0
  while (i < text.length && isBlank(text[i]!)) i++
  return i
}

/** Adds [from, to) trimmed; an empty one is the end of an empty list, else not JSON. */
function addEntry(text: Uint8Array, from: number, to: number, bounds: number[], last: boolean) {
  let start = from
  let end = to
  while (start < end && isBlank(text[start]!)) start++
  while (end > start && isBlank(text[end - 1]!)) end--
  if (start === end) return last && bounds.length === 0
  bounds.push(start, end)
  return true
}
