// JSON's punctuation as UTF-8 bytes, for the readers that look at an answer's bytes before (or
// instead of) parsing them: ./json-entries.ts, ./entry-marks.ts.
export const QUOTE = 0x22
export const BACKSLASH = 0x5c
export const COMMA = 0x2c
export const COLON = 0x3a
export const OPEN_LIST = 0x5b
export const CLOSE_LIST = 0x5d
export const OPEN_OBJECT = 0x7b
export const CLOSE_OBJECT = 0x7d

/** Whether the bytes [from, to) of `text` are `name` (ASCII). */
export function spells(text: Uint8Array, from: number, to: number, name: string): boolean {
  if (to - from !== name.length) return false
  for (let k = 0; k < name.length; k++) if (text[from + k] !== name.charCodeAt(k)) return false
  return true
}
