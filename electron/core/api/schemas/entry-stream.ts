// A list in an answer's bytes whose entries are parsed and read one at a time, as they are taken
// (see ../json-entries.ts): what a caller keeps of an entry is all that outlives it. Read like
// `tolerantListWith`: an entry that cannot be read is set aside and counted, the rest kept. The
// bytes are the fetch's, lent: they are given back once the last entry was taken (or the taker
// stopped), so the list is read once.
import type * as z from 'zod'
import type { AnswerBody } from '../../ports'
import type { Unreadable } from '../../../shared/model'
import { noUnreadable, reasonFor, Tally, type EntryReader } from './tolerant-list'

export class EntryStream<T extends z.ZodType> implements Iterable<z.output<T>> {
  private setAside: Unreadable = noUnreadable()
  private taken = false

  constructor(
    private readonly body: AnswerBody,
    private readonly bounds: readonly number[],
    private readonly entries: EntryReader<T>,
  ) {}

  /** Entries in the list, read or not. */
  get length(): number {
    return this.bounds.length / 2
  }

  /** What was set aside, once every entry has been taken. */
  get unreadable(): Unreadable {
    return this.setAside
  }

  *[Symbol.iterator](): Iterator<z.output<T>> {
    if (this.taken) throw new Error('a streamed list is read once')
    this.taken = true
    const tally = new Tally()
    try {
      for (let i = 0; i < this.length; i++) {
        const raw = this.parse(i)
        if (raw === undefined) {
          tally.add(() => reasonFor(this.entries.kind, undefined, i))
          continue
        }
        const value = this.entries.read(raw, i, tally)
        if (value !== null) yield value
      }
    } finally {
      this.body.release()
      this.setAside = tally.unreadable
    }
  }

  /** Entry `i` parsed; undefined when it is not JSON. */
  private parse(i: number): unknown {
    try {
      return JSON.parse(this.body.text(this.bounds[2 * i]!, this.bounds[2 * i + 1]!)) as unknown
    } catch {
      return undefined
    }
  }
}
