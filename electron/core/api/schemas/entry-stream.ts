// A list in an answer's bytes whose entries are parsed and read one at a time, as they are taken
// (see ../json-entries.ts): what a caller keeps of an entry is all that outlives it. Read like
// `tolerantListWith`: an entry that cannot be read is set aside and counted, the rest kept. The
// bytes are the fetch's, lent: they are given back once the last entry was taken (or the taker
// stopped), so the list is read once. An entry can also be taken without being parsed: its print
// tells whether it is the one a caller kept from the last answer (../entry-print.ts), and the
// list's layout in that answer is where its entries are looked for first.
import type * as z from 'zod'
import type { AnswerBody } from '../../ports'
import type { Unreadable } from '../../../shared/model'
import { findMarks, markLength, markOffset, plainRunTime, type MarkKey } from '../entry-marks'
import type { SplitList } from '../json-entries'
import { CLOSE_LIST, COMMA } from '../json-bytes'
import { printOf } from '../entry-print'
import { noUnreadable, reasonFor, Tally, type EntryReader } from './tolerant-list'

/** One entry of a list as it is taken: parsed and read only if asked. */
export interface ListEntry<V> {
  /**
   * Whether it is the entry that printed `print` with `marks` blanked (../entry-print.ts), but
   * for its values there; false in a list that was parsed whole.
   */
  same(marks: readonly number[], print: number): boolean
  /** Its print with `marks` blanked; NaN in a list that was parsed whole. */
  print(marks: readonly number[]): number
  /** Its marks of `keys` (../entry-marks.ts); none in a list that was parsed whole. */
  marks(keys: readonly MarkKey[]): number[]
  /** The run time at one of its marks (plainRunTime). */
  runTime(mark: number): number | null
  /** The entry read; null when it is set aside (and counted). */
  read(): V | null
}

/** The entries of a list as `ListEntry`s: with prints and marks where it is streamed. */
export function listEntries<V>(list: Iterable<V>): Iterable<ListEntry<V>> {
  if (list instanceof EntryStream) return (list as EntryStream<z.ZodType<V>>).entries()
  return wholeEntries(list)
}

function* wholeEntries<V>(list: Iterable<V>): Generator<ListEntry<V>> {
  for (const value of list) {
    yield {
      same: () => false,
      print: () => Number.NaN,
      marks: () => [],
      runTime: () => Number.NaN,
      read: () => value,
    }
  }
}

export class EntryStream<T extends z.ZodType> implements Iterable<z.output<T>> {
  private setAside: Unreadable = noUnreadable()
  private taken = false

  /** The bytes up to the list's `[`. */
  private readonly head: Uint8Array

  /**
   * `split` is where the list and its entries are; or, with `resplit`, where they were in the
   * last answer (the layout fits, see `fits`): an entry is taken there while it is the same as
   * then (`same`), and the list is split anew at the first that is not or is read.
   */
  constructor(
    private readonly body: AnswerBody,
    private split: SplitList,
    private readonly reader: EntryReader<T>,
    private resplit: (() => SplitList | null) | null = null,
  ) {
    // A copy: the bytes are lent, and a Buffer's slice is a view of them.
    this.head = Uint8Array.from(body.bytes.subarray(0, split.open + 1))
  }

  /** Entries in the list, read or not. */
  get length(): number {
    return this.split.bounds.length / 2
  }

  /** Where the list and its entries are, once every entry has been taken. */
  get layout(): ListLayout {
    return { split: this.split, head: this.head }
  }

  /** What was set aside, once every entry has been taken. */
  get unreadable(): Unreadable {
    return this.setAside
  }

  *[Symbol.iterator](): Iterator<z.output<T>> {
    for (const entry of this.entries()) {
      const value = entry.read()
      if (value !== null) yield value
    }
  }

  /**
   * Each entry in turn, as one cursor that moves on (what is kept of it must be kept before the
   * next is taken). An entry that is not read is not parsed.
   */
  *entries(): Generator<ListEntry<z.output<T>>> {
    if (this.taken) throw new Error('a streamed list is read once')
    this.taken = true
    const { body, reader } = this
    const tally = new Tally()
    const bytes = body.bytes
    let i = 0
    let bounds = this.split.bounds
    // Where the last answer's layout no longer holds: the list split anew, and the rest of its
    // entries set aside when it is not JSON after all.
    const known = () => {
      if (this.resplit === null) return i < this.length
      const split = this.resplit()
      this.resplit = null
      if (split === null || !sameStart(split.bounds, bounds, i)) {
        this.split = { ...this.split, bounds: bounds.slice(0, 2 * i) }
        bounds = this.split.bounds
        const at = i
        tally.add(() => reasonFor(reader.kind, undefined, at))
        return false
      }
      this.split = split
      bounds = split.bounds
      return i < this.length
    }
    const print = (marks: readonly number[]) =>
      printOf(bytes, bounds[2 * i]!, bounds[2 * i + 1]!, marks)
    const entry: ListEntry<z.output<T>> = {
      same: (marks, last) =>
        print(marks) === last || (this.resplit !== null && known() && print(marks) === last),
      print: (marks) => (known() ? print(marks) : Number.NaN),
      marks: (keys) => (known() ? findMarks(bytes, bounds[2 * i]!, bounds[2 * i + 1]!, keys) : []),
      runTime: (mark) => plainRunTime(bytes, bounds[2 * i]! + markOffset(mark), markLength(mark)),
      read: () => {
        if (!known()) return null
        const raw = this.parse(bounds, i)
        if (raw === undefined) {
          const at = i
          tally.add(() => reasonFor(reader.kind, undefined, at))
          return null
        }
        return reader.read(raw, i, tally)
      },
    }
    try {
      for (; i < this.length; i++) yield entry
    } finally {
      body.release()
      this.setAside = tally.unreadable
    }
  }

  /** Entry `i` parsed; undefined when it is not JSON. */
  private parse(bounds: readonly number[], i: number): unknown {
    try {
      return JSON.parse(this.body.text(bounds[2 * i]!, bounds[2 * i + 1]!)) as unknown
    } catch {
      return undefined
    }
  }
}

/** Whether the entries before `count` are where they were. */
function sameStart(bounds: readonly number[], were: readonly number[], count: number): boolean {
  if (bounds.length < 2 * count) return false
  for (let k = 0; k < 2 * count; k++) if (bounds[k] !== were[k]) return false
  return true
}

/** Where a list and its entries were in an answer (EntryStream.layout). */
export interface ListLayout {
  split: SplitList
  /** The bytes up to the list's `[`. */
  head: Uint8Array
}

/** The layout of a list's entries, where it was streamed. */
export function layoutOf(list: Iterable<unknown>): ListLayout | null {
  return list instanceof EntryStream ? list.layout : null
}

/**
 * Whether a list's layout in the last answer can hold in `bytes`: the same bytes up to the list,
 * a `]` where it closed, and its entries one comma apart. That the entries are still there is for
 * each to say (`same`).
 */
export function fits(bytes: Uint8Array, last: ListLayout): boolean {
  const { head } = last
  const { open, close, bounds } = last.split
  if (close >= bytes.length || bytes[close] !== CLOSE_LIST || head.length !== open + 1) return false
  for (let k = 0; k <= open; k++) if (bytes[k] !== head[k]) return false
  if (bounds.length === 0 || bounds[0] !== open + 1 || bounds[bounds.length - 1] !== close)
    return false
  for (let k = 1; k < bounds.length - 1; k += 2) {
    if (bounds[k + 1] !== bounds[k]! + 1 || bytes[bounds[k]!] !== COMMA) return false
  }
  return true
}
