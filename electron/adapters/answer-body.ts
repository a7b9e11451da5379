// An answer's bytes, read as text whole or lent to a reader who takes pieces of it as text (a
// monitor page, one monitor at a time). A lent buffer, once given back, holds the next answer: a
// sweep reads a page of about 1 MB per 200 monitors, and a buffer taken fresh from the system for
// each page costs its pages' first touches, while one freed late stays in malloc's keeping.
import { isAscii } from 'node:buffer'
import type { AnswerBody } from '../core/ports'
import { youngCollection } from './sweep-collection'

/** The size of the pieces an ASCII answer is copied in (see `textOf`). */
const PIECE_BYTES = 256 * 1024

/** The largest buffer kept for the next answer; a larger answer gets its own. */
const SPARE_MAX_BYTES = 8 * 1024 * 1024

/** `part` as a Buffer over the same memory. */
function view(part: Uint8Array): Buffer {
  return Buffer.from(part.buffer, part.byteOffset, part.byteLength)
}

/**
 * `parts` as text, the same either way. An ASCII answer (every recorded answer is) is copied
 * rather than decoded as UTF-8: reading a 1 MB monitor page costs about a quarter less. It is
 * copied in pieces and joined in V8's heap: Node makes a latin1 string above about 1 MB an
 * external string in malloc's memory, and glibc kept those pages' memory after each sweep
 * (about 40 MB of resident memory at 10,000 monitors), where V8 gives its heap back.
 */
export function textOf(parts: readonly Uint8Array[], ascii = parts.every((p) => isAscii(p))) {
  if (!ascii) return (parts.length === 1 ? view(parts[0]!) : Buffer.concat(parts)).toString('utf8')
  const pieces: string[] = []
  for (const part of parts) {
    const bytes = view(part)
    for (let at = 0; at < bytes.length; at += PIECE_BYTES) {
      pieces.push(bytes.toString('latin1', at, Math.min(at + PIECE_BYTES, bytes.length)))
    }
  }
  return pieces.join('')
}

let spare: Buffer | null = null

function take(size: number): Buffer {
  const buffer = spare
  if (buffer !== null && buffer.length >= size) {
    spare = null
    return buffer
  }
  return Buffer.allocUnsafeSlow(size)
}

function giveBack(buffer: Buffer): void {
  if (buffer.length > SPARE_MAX_BYTES) return
  if (spare === null || spare.length < buffer.length) spare = buffer
}

/**
 * The socket's pieces of an answer, once copied, are garbage that holds memory outside V8's heap,
 * given back only when V8 collects them. A sweep that takes most monitors from its memo makes so
 * little garbage in the heap that V8 hardly collects during it, and at 10,000 monitors the pieces
 * of about 50 MB of answers piled up (about 25 MiB more resident). So every this many bytes of
 * lent answers, V8 collects its young generation (about a millisecond).
 */
const COLLECT_EVERY_BYTES = 4 * 1024 * 1024
let lentSinceCollection = 0
let collectYoung: (() => void) | null = null

function noteLent(size: number): void {
  lentSinceCollection += size
  if (lentSinceCollection < COLLECT_EVERY_BYTES) return
  lentSinceCollection = 0
  collectYoung ??= youngCollection()
  collectYoung()
}

/** `parts` as one body, lent until released. */
export function lendBody(parts: readonly Uint8Array[]): AnswerBody {
  let size = 0
  for (const part of parts) size += part.length
  noteLent(size)
  const buffer = take(size)
  let at = 0
  for (const part of parts) {
    buffer.set(part, at)
    at += part.length
  }
  const bytes = buffer.subarray(0, size)
  // UTF-8 never splits a character at a byte below 0x80, so pieces cut at JSON's punctuation
  // decode alone.
  const ascii = isAscii(bytes)
  let lent = true
  return {
    bytes,
    text(from, to) {
      if (!lent) throw new Error('the answer was read after it was released')
      return textOf([bytes.subarray(from, to)], ascii)
    },
    release() {
      if (!lent) return
      lent = false
      giveBack(buffer)
    },
  }
}
