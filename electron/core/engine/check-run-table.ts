// The checks' last runs as the engine keeps them (Snapshot.ran.table): a sweep notes about ten
// per monitor, and nearly every one moves every sweep. As a record keyed by check id, each sweep
// built a dictionary of 100,000 boxed numbers at 10,000 monitors, a good part of a sweep's
// garbage. Here each check id keeps one slot from sweep to sweep (a Map shared by the sweeps'
// tables, only ever added to), and a sweep writes its times into a Float64Array of those slots:
// no number is boxed and nothing grows entry by entry. Records (RunTimes.checks) remain what
// tests, the offline cache's load and a window's copy carry; `checkRanAt` reads either.
import type { CheckRunLookup, RunTimes } from '../../shared/model'

/** Slots beyond this many times the checks of the last sweep start a fresh slot map. */
const SPARSE_FACTOR = 2
const MIN_CAPACITY = 64

export class CheckRunTable implements CheckRunLookup {
  // Private (#) fields: a table that reached JSON or a structured clone would read as `{}`.
  readonly #slots: ReadonlyMap<number, number>
  readonly #times: Float64Array
  /** How many checks' times were noted (what a sweep's slot map is judged against). */
  readonly #noted: number

  constructor(slots: ReadonlyMap<number, number>, times: Float64Array, noted: number) {
    this.#slots = slots
    this.#times = times
    this.#noted = noted
  }

  at(checkId: number): number | undefined {
    const slot = this.#slots.get(checkId)
    if (slot === undefined || slot >= this.#times.length) return undefined
    const at = this.#times[slot]!
    return Number.isNaN(at) ? undefined : at
  }

  forEach(visit: (at: number, checkId: number) => void): void {
    const times = this.#times
    for (const [checkId, slot] of this.#slots) {
      const at = slot < times.length ? times[slot]! : Number.NaN
      if (!Number.isNaN(at)) visit(at, checkId)
    }
  }

  /** The slot map the next sweep's table starts from (see CheckRunWriter). */
  get slots(): ReadonlyMap<number, number> {
    return this.#slots
  }

  get noted(): number {
    return this.#noted
  }
}

/**
 * One sweep's table, written as its pages arrive. It starts from the last table's slot map, so the
 * same check takes the same slot; the last table keeps reading its own times, since slots are
 * only added. When that map has grown well past the checks a sweep notes (checks deleted over
 * time), a fresh one starts.
 */
export class CheckRunWriter {
  private readonly slots: Map<number, number>
  private times: Float64Array
  private noted = 0

  constructor(previous: CheckRunLookup | undefined) {
    const last = previous instanceof CheckRunTable ? previous : undefined
    const kept = last?.slots
    const fresh = !last || !kept || kept.size > SPARSE_FACTOR * last.noted + MIN_CAPACITY
    // Only ever added to: the tables read through it never see a slot change.
    this.slots = fresh ? new Map() : (kept as Map<number, number>)
    this.times = new Float64Array(Math.max(MIN_CAPACITY, this.slots.size)).fill(Number.NaN)
  }

  note(checkId: number, at: number): void {
    let slot = this.slots.get(checkId)
    if (slot === undefined) {
      slot = this.slots.size
      this.slots.set(checkId, slot)
    }
    if (slot >= this.times.length) {
      const grown = new Float64Array(Math.max(slot + 1, this.times.length * 2)).fill(Number.NaN)
      grown.set(this.times)
      this.times = grown
    }
    this.times[slot] = at
    this.noted++
  }

  finish(): CheckRunTable {
    return new CheckRunTable(this.slots, this.times, this.noted)
  }
}

/** A check's last run in `ran`, epoch ms; undefined when it never ran (or is not known). */
export function checkRanAt(ran: RunTimes, checkId: number): number | undefined {
  return ran.table ? ran.table.at(checkId) : ran.checks[checkId]
}

/** Every check's last run in `ran`. */
export function forEachCheckRun(ran: RunTimes, visit: (at: number, checkId: number) => void) {
  if (ran.table) return ran.table.forEach(visit)
  for (const [key, at] of Object.entries(ran.checks)) visit(at, Number(key))
}
