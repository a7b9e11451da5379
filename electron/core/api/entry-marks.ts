// The marks of a list entry in an answer's bytes (see ./json-entries.ts): where the values of
// some keys are, so a reader can tell an entry that differs from an earlier one only there
// (./entry-print.ts) and read those values without parsing the entry. A monitor's run times are
// such values: in the live world they move every minute and nothing else does.
import {
  BACKSLASH,
  CLOSE_LIST,
  CLOSE_OBJECT,
  COLON,
  OPEN_LIST,
  OPEN_OBJECT,
  QUOTE,
  spells,
} from './json-bytes'

/**
 * A key whose string values are marked: `key` (ASCII) at `depth` in an entry (1: the entry's own
 * keys; 3: those of an object in a list of the entry).
 */
export interface MarkKey {
  key: string
  depth: number
}

/** A mark packed in one small integer: its offset in the entry, its length and its key's kind. */
const KINDS = 2
const LENGTHS = 512
const OFFSETS = 1 << 20

export const markOffset = (mark: number) => Math.floor(mark / (KINDS * LENGTHS))
export const markLength = (mark: number) => Math.floor(mark / KINDS) % LENGTHS
export const markKind = (mark: number) => mark % KINDS

/**
 * The marks of the entry [from, to) of `bytes`: each string value of a `marked` key (its kind is
 * its place in `marked`, at most two), in order. Only compact JSON (`"key":"value"`) and a value
 * with no escape, shorter than 512 bytes, in an entry under 1 MiB, is marked: any other stays part
 * of the entry's print.
 */
export function findMarks(
  bytes: Uint8Array,
  from: number,
  to: number,
  marked: readonly MarkKey[],
): number[] {
  const marks: number[] = []
  if (to - from >= OFFSETS) return marks
  const names = marked.map((m) => `"${m.key}"`)
  let depth = 0
  let valueAt = -1
  let kind = -1
  for (let i = from; i < to; i++) {
    const c = bytes[i]!
    if (c === QUOTE) {
      const start = i
      let escaped = false
      for (i++; i < to; i++) {
        const d = bytes[i]!
        if (d === QUOTE) break
        if (d === BACKSLASH) {
          escaped = true
          i++
        }
      }
      if (start === valueAt) {
        const length = i - start - 1
        if (!escaped && length < LENGTHS)
          marks.push(((start + 1 - from) * LENGTHS + length) * KINDS + kind)
        valueAt = -1
      } else if (bytes[i + 1] === COLON) {
        for (let k = 0; k < marked.length && k < KINDS; k++) {
          if (marked[k]!.depth === depth && spells(bytes, start, i + 1, names[k]!)) {
            kind = k
            valueAt = i + 2
          }
        }
      }
    } else if (c === OPEN_OBJECT || c === OPEN_LIST) depth++
    else if (c === CLOSE_OBJECT || c === CLOSE_LIST) depth--
  }
  return marks
}

/** The digit at `at` (NaN where it is not one). */
function digit(bytes: Uint8Array, at: number): number {
  const d = bytes[at]! - 48
  return d >= 0 && d <= 9 ? d : Number.NaN
}

function number(bytes: Uint8Array, at: number, digits: number): number {
  let value = 0
  for (let k = 0; k < digits; k++) value = value * 10 + digit(bytes, at + k)
  return value
}

/**
 * The service's run time (`Y-m-d H:i:s`, UTC) in the bytes [at, at + length) as epoch ms; null
 * when it is empty (never ran); NaN for anything else, which is read from the parsed answer.
 */
export function plainRunTime(bytes: Uint8Array, at: number, length: number): number | null {
  if (length === 0) return null
  if (
    length !== 19 ||
    bytes[at + 4] !== 0x2d || // -
    bytes[at + 7] !== 0x2d ||
    (bytes[at + 10] !== 0x20 && bytes[at + 10] !== 0x54) || // space or T
    bytes[at + 13] !== 0x3a || // :
    bytes[at + 16] !== 0x3a
  )
    return Number.NaN
  const year = number(bytes, at, 4)
  // Years before 100 take the general path, as the snapshot's reader does.
  if (!(year >= 100)) return Number.NaN
  const ms = Date.UTC(
    year,
    number(bytes, at + 5, 2) - 1,
    number(bytes, at + 8, 2),
    number(bytes, at + 11, 2),
    number(bytes, at + 14, 2),
    number(bytes, at + 17, 2),
  )
  return Number.isFinite(ms) ? ms : Number.NaN
}
