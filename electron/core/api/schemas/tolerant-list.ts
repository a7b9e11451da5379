// A list read item by item: an entry that does not fit its schema is set aside and counted, the
// rest of the list is kept. What was set aside travels with the list (see `unreadableOf`), so the
// schemas keep their plain `T[]` types and only the readers that report it have to ask.
import * as z from 'zod'
import { TEXT_LIMITS, clip } from '../../../shared/clip'
import type { Unreadable } from '../../../shared/model'
import { formatIssuePath } from '../issue-path'

export const MAX_REASONS = 5

export function noUnreadable(): Unreadable {
  return { count: 0, reasons: [] }
}

export function mergeUnreadable(a: Unreadable, b: Unreadable): Unreadable {
  if (b.count === 0) return a
  if (a.count === 0) return b
  return { count: a.count + b.count, reasons: [...a.reasons, ...b.reasons].slice(0, MAX_REASONS) }
}

const setAside = new WeakMap<readonly unknown[], Unreadable>()

/** What was set aside while reading `list` (none for a list read without losses). */
export function unreadableOf(list: readonly unknown[]): Unreadable {
  return setAside.get(list) ?? noUnreadable()
}

/** Records what was set aside while reading `list`; returns `list`. */
export function markUnreadable<T extends unknown[]>(list: T, unreadable: Unreadable): T {
  if (unreadable.count > 0) setAside.set(list, unreadable)
  else setAside.delete(list)
  return list
}

const EXPECTED: Record<string, string> = {
  array: 'a list',
  object: 'an object',
  number: 'a number',
  int: 'a whole number',
  string: 'a text',
  boolean: 'true or false',
}

function problemOf(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'unreadable'
  const path = formatIssuePath(issue.path)
  let what = issue.message
  if (issue.code === 'invalid_type' || issue.code === 'invalid_format') {
    const last = issue.path.at(-1)
    const expected = 'expected' in issue ? String(issue.expected) : ''
    what =
      last === 'id' || (typeof last === 'string' && last.endsWith('_id'))
        ? 'is not an id'
        : `is not ${EXPECTED[expected] ?? expected}`
  }
  return path ? `${path} ${what}` : what
}

function refOf(raw: unknown, index: number): string {
  const id = typeof raw === 'object' && raw !== null ? (raw as { id?: unknown }).id : undefined
  return typeof id === 'number' || (typeof id === 'string' && id !== '')
    ? clip(String(id), 40)
    : `#${index + 1}`
}

/** Why one entry could not be read, e.g. `monitor 12: checks is not a list`. */
export function reasonFor(kind: string, raw: unknown, index: number, issue?: z.core.$ZodIssue) {
  return clip(`${kind} ${refOf(raw, index)}: ${problemOf(issue)}`, TEXT_LIMITS.reason)
}

/**
 * `item[]` where an entry that fails `item` is dropped and counted instead of failing the whole
 * list; anything that is not a list at all still fails. `kind` names the entries in the reasons.
 */
export function tolerantList<T extends z.ZodType>(item: T, kind = 'item') {
  return tolerantListWith(() => null, item, kind)
}

/**
 * `tolerantList(item)` with a fast reader in front: `read` gives an entry's value (it may reuse
 * the entry itself), or null where `item` has to look; what `item` rejects is set aside and
 * counted with `item`'s reason. `read` must agree with `item` on every entry it accepts.
 */
export function tolerantListWith<T extends z.ZodType>(
  read: (raw: unknown) => z.output<T> | null,
  item: T,
  kind = 'item',
) {
  const entries = new EntryReader(read, item, kind)
  return z.array(z.unknown()).transform((raw): z.output<T>[] => {
    const kept: z.output<T>[] = []
    const tally = new Tally()
    for (let i = 0; i < raw.length; i++) {
      const value = entries.read(raw[i], i, tally)
      if (value !== null) kept.push(value)
    }
    return markUnreadable(kept, tally.unreadable)
  })
}

/** What a list's reading set aside: how many, and the first reasons. */
export class Tally {
  private count = 0
  private readonly reasons: string[] = []

  add(reason: () => string): void {
    this.count++
    if (this.reasons.length < MAX_REASONS) this.reasons.push(reason())
  }

  get unreadable(): Unreadable {
    return this.count > 0 ? { count: this.count, reasons: [...this.reasons] } : noUnreadable()
  }
}

/** One entry as `read` gives it, else as `item` reads it; null (and tallied) when set aside. */
export class EntryReader<T extends z.ZodType> {
  constructor(
    private readonly fast: (raw: unknown) => z.output<T> | null,
    private readonly item: T,
    readonly kind: string,
  ) {}

  read(raw: unknown, index: number, tally: Tally): z.output<T> | null {
    const fast = this.fast(raw)
    if (fast !== null) return fast
    const parsed = this.item.safeParse(raw)
    if (parsed.success) return parsed.data
    tally.add(() => reasonFor(this.kind, raw, index, parsed.error.issues[0]))
    return null
  }
}
