// An entry's print: a 53-bit hash of its bytes with its marked values blanked (see
// ./entry-marks.ts), so two answers of an entry that differ only in those values have the same
// print, and any other difference gives another print (a change of one 4-byte word always does;
// others do but for a chance of about 2^-53). A sweep compares a monitor's print with the one it
// had last sweep, blanking where its run times were then: the same print means the same answer
// with the run times in the same places, and a print costs about a sixth of parsing the entry.
import { markLength, markOffset } from './entry-marks'

/** The largest entry printed (a monitor is a few KB; marks stop at 1 MiB too). */
const MAX_PRINTED_BYTES = 1 << 20

/** The entry is copied to an aligned scratch and read a word at a time. */
let scratch = new Uint8Array(64 * 1024)
let words = new Uint32Array(scratch.buffer)

/** The print of the entry [from, to) of `bytes` with `marks` (findMarks) blanked. */
export function printOf(
  bytes: Uint8Array,
  from: number,
  to: number,
  marks: readonly number[],
): number {
  const n = to - from
  // A monitor this large is not worth a scratch kept that large: it is parsed every sweep.
  if (n >= MAX_PRINTED_BYTES) return Number.NaN
  if (n + 4 > scratch.length) {
    scratch = new Uint8Array(2 * (n + 4))
    words = new Uint32Array(scratch.buffer)
  }
  scratch.set(bytes.subarray(from, to))
  scratch.fill(0, n, n + 4)
  // A blank keeps the value's length: a time that is there or not is a change.
  for (const mark of marks) {
    const at = markOffset(mark)
    if (at + markLength(mark) > n) return Number.NaN
    scratch.fill(0, at, at + markLength(mark))
  }
  // Two lanes: murmur3's mixing, and a multiply-xorshift; each step is one-to-one in the word.
  let a = n
  let b = 0x2545f491
  const end = (n + 3) >> 2
  for (let i = 0; i < end; i++) {
    const w = words[i]!
    let k = Math.imul(w, 0xcc9e2d51)
    k = (k << 15) | (k >>> 17)
    a ^= Math.imul(k, 0x1b873593)
    a = (a << 13) | (a >>> 19)
    a = (Math.imul(a, 5) + 0xe6546b64) | 0
    b = Math.imul(b + w, 0x9e3779b1)
    b ^= b >>> 15
  }
  return (a >>> 0) * 0x200000 + ((b >>> 0) & 0x1fffff)
}
