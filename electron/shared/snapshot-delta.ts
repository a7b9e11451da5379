// The snapshot protocol between the process that holds the engine and its windows: one full
// snapshot when a window connects (or asks), then per commit a delta of what changed, each with a
// version. Pure (no Node, no DOM): the hosts compute deltas (./snapshot-feed.ts) and the renderer
// applies them (SnapshotMirror), keeping every unchanged monitor and check the same object.
// Run times travel apart (Snapshot.ran): a delta carries only the monitors' fresh-as-of times
// that moved, as two columns; checks' run times never travel (a window asks `runTimes`).
import type { CheckState, CronState, MonitorState, RunTimes, Snapshot, Unreadable } from './model'

type MonitorFields = Omit<MonitorState, 'id' | 'checks'>

/** One monitor that changed: only its changed fields and its changed checks. */
export interface MonitorChange {
  id: number
  set?: Partial<MonitorFields>
  /** Checks added or changed, whole (a check is a few short fields). */
  checks?: CheckState[]
  removedChecks?: number[]
  /** Every check id in order, only when the order is not the old one with new checks last. */
  checkOrder?: number[]
}

/**
 * Monitors' fresh-as-of times that moved (new monitors' too), as columns: `at[i]` is the time of
 * monitor `ids[i]` in milliseconds from the delta's `fetchedAt` (short integers, exact).
 */
export interface FreshnessPatch {
  ids: number[]
  at: number[]
  /** Monitors that kept their place but no longer have a time. */
  cleared?: number[]
}

export interface SnapshotDelta {
  fetchedAt: string
  added: MonitorState[]
  removed: number[]
  changed: MonitorChange[]
  /** Every monitor id in order, only when it is not the old order with new monitors last. */
  order?: number[]
  /** Cron lists that changed by monitor id; null: no longer known. */
  cron?: Record<number, CronState[] | null>
  unreadable?: Unreadable
  ran?: FreshnessPatch
}

/** What travels on `snapshot:update`; `epoch` names the feed, so a restarted host is noticed. */
export type SnapshotUpdate =
  | { epoch: string; version: number; full: Snapshot }
  | { epoch: string; version: number; base: number; delta: SnapshotDelta }

export type FullSnapshotUpdate = Extract<SnapshotUpdate, { full: Snapshot }>

/** Structural equality of plain JSON values. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a)) {
    const bs = b as unknown[]
    return a.length === bs.length && a.every((x, i) => sameValue(x, bs[i]))
  }
  const ka = Object.keys(a)
  const rb = b as Record<string, unknown>
  if (ka.length !== Object.keys(rb).length) return false
  const ra = a as Record<string, unknown>
  return ka.every((k) => Object.hasOwn(rb, k) && sameValue(ra[k], rb[k]))
}

/** The ids of `after` when they differ from `before`'s kept ids followed by the new ones. */
function reordered<T extends { id: number }>(
  before: readonly T[],
  after: readonly T[],
  known: ReadonlySet<number>,
  gone: ReadonlySet<number>,
): number[] | undefined {
  const expected = before.filter((x) => !gone.has(x.id)).map((x) => x.id)
  for (const x of after) if (!known.has(x.id)) expected.push(x.id)
  const same = expected.length === after.length && expected.every((id, i) => id === after[i]!.id)
  return same ? undefined : after.map((x) => x.id)
}

function diffMonitor(a: MonitorState, b: MonitorState): MonitorChange | null {
  if (a === b) return null
  const change: MonitorChange = { id: b.id }
  const set: Record<string, unknown> = {}
  for (const key of Object.keys(b) as (keyof MonitorState)[]) {
    if (key === 'id' || key === 'checks') continue
    if (!sameValue(a[key], b[key])) set[key] = b[key]
  }
  if (Object.keys(set).length > 0) change.set = set as Partial<MonitorFields>
  if (a.checks !== b.checks) {
    const old = new Map(a.checks.map((c) => [c.id, c]))
    const now = new Set(b.checks.map((c) => c.id))
    const checks = b.checks.filter((c) => !sameValue(old.get(c.id), c))
    const removed = a.checks.filter((c) => !now.has(c.id)).map((c) => c.id)
    const order = reordered(a.checks, b.checks, new Set(old.keys()), new Set(removed))
    if (checks.length > 0) change.checks = checks
    if (removed.length > 0) change.removedChecks = removed
    if (order) change.checkOrder = order
  }
  return Object.keys(change).length > 1 ? change : null
}

const NO_TIMES: Record<number, number> = Object.freeze({})

/**
 * A window's copy of a snapshot: the monitors' fresh-as-of times but no check's run time (the
 * views that show them ask for one monitor's).
 */
export function windowCopy(s: Snapshot): Snapshot {
  return s.ran.checks === NO_TIMES
    ? s
    : { ...s, ran: { monitors: s.ran.monitors, checks: NO_TIMES } }
}

/** What a patch's times count from: the delta's `fetchedAt` (0 if it is not a time). */
function timeBase(fetchedAt: string): number {
  const base = Date.parse(fetchedAt)
  return Number.isFinite(base) ? base : 0
}

function freshnessPatch(a: Snapshot, b: Snapshot): FreshnessPatch | undefined {
  const before = a.ran.monitors
  const after = b.ran.monitors
  if (before === after) return undefined
  const base = timeBase(b.fetchedAt)
  const patch: FreshnessPatch = { ids: [], at: [] }
  const cleared: number[] = []
  for (const m of b.monitors) {
    const at = after[m.id]
    if (at === before[m.id]) continue
    if (at === undefined) cleared.push(m.id)
    else {
      patch.ids.push(m.id)
      patch.at.push(at - base)
    }
  }
  if (cleared.length > 0) patch.cleared = cleared
  return patch.ids.length > 0 || cleared.length > 0 ? patch : undefined
}

/**
 * What turns `a` into `b`: apply(diff(a, b), a) deep-equals b's window copy. Checks' run times
 * are left out (windowCopy).
 */
export function snapshotDelta(a: Snapshot, b: Snapshot): SnapshotDelta {
  const old = new Map(a.monitors.map((m) => [m.id, m]))
  const now = new Set(b.monitors.map((m) => m.id))
  const added: MonitorState[] = []
  const changed: MonitorChange[] = []
  for (const m of b.monitors) {
    const before = old.get(m.id)
    if (!before) added.push(m)
    else {
      const change = diffMonitor(before, m)
      if (change) changed.push(change)
    }
  }
  const removed = a.monitors.filter((m) => !now.has(m.id)).map((m) => m.id)
  const delta: SnapshotDelta = { fetchedAt: b.fetchedAt, added, removed, changed }
  const order = reordered(a.monitors, b.monitors, new Set(old.keys()), new Set(removed))
  if (order) delta.order = order
  if (a.cron !== b.cron) {
    const cron: Record<number, CronState[] | null> = {}
    for (const [id, list] of Object.entries(b.cron)) {
      if (!sameValue(a.cron[Number(id)], list)) cron[Number(id)] = list
    }
    for (const id of Object.keys(a.cron)) if (!Object.hasOwn(b.cron, id)) cron[Number(id)] = null
    if (Object.keys(cron).length > 0) delta.cron = cron
  }
  if (!sameValue(a.unreadable, b.unreadable)) delta.unreadable = b.unreadable
  const ran = freshnessPatch(a, b)
  if (ran) delta.ran = ran
  return delta
}

/** A delta that does not fit the picture it is applied to. */
export class DeltaMismatch extends Error {}

function ordered<T extends { id: number }>(
  kept: readonly T[],
  byId: Map<number, T>,
  added: readonly T[],
  order: readonly number[] | undefined,
): T[] {
  if (!order) return [...kept, ...added]
  if (order.length !== byId.size) throw new DeltaMismatch('the order does not list every item')
  return order.map((id) => {
    const item = byId.get(id)
    if (!item) throw new DeltaMismatch(`the order names an unknown item ${id}`)
    return item
  })
}

function applyChecks(m: MonitorState, c: MonitorChange): CheckState[] {
  if (!c.checks && !c.removedChecks && !c.checkOrder) return m.checks
  const gone = new Set(c.removedChecks ?? [])
  const byId = new Map(m.checks.filter((x) => !gone.has(x.id)).map((x) => [x.id, x]))
  if (byId.size + gone.size !== m.checks.length) throw new DeltaMismatch('unknown check removed')
  const added: CheckState[] = []
  for (const check of c.checks ?? []) {
    if (!byId.has(check.id)) added.push(check)
    byId.set(check.id, check)
  }
  const kept = m.checks.filter((x) => !gone.has(x.id)).map((x) => byId.get(x.id)!)
  return ordered(kept, byId, added, c.checkOrder)
}

/** What `applyDelta` changed, kept by the monitors array it returned. */
export interface MonitorsChange {
  /** The monitors array the delta was applied to. */
  from: readonly MonitorState[]
  /** The monitors that are new objects (changed or added); every other one is `from`'s object. */
  changed: readonly MonitorState[]
  /** The ids that left. */
  removed: readonly number[]
}

const changes = new WeakMap<readonly MonitorState[], MonitorsChange>()
/** Each monitor's place by id, shared by the arrays that hold the same ids in the same order. */
const places = new WeakMap<readonly MonitorState[], Map<number, number>>()

/**
 * What the delta that made `monitors` changed, when `applyDelta` made it: the overview moves
 * those monitors without looking at the others.
 */
export function changeOf(monitors: readonly MonitorState[]): MonitorsChange | undefined {
  return changes.get(monitors)
}

function placesOf(monitors: readonly MonitorState[]): Map<number, number> {
  let byId = places.get(monitors)
  if (!byId) {
    byId = new Map()
    for (let i = 0; i < monitors.length; i++) byId.set(monitors[i]!.id, i)
    places.set(monitors, byId)
  }
  return byId
}

/** Only changed monitors, none added, removed or moved: a copy of the array with them replaced. */
function applyInPlace(s: Snapshot, d: SnapshotDelta): MonitorState[] {
  const at = placesOf(s.monitors)
  // An id twice (the host never sends one): the general path keeps what it always did.
  if (at.size !== s.monitors.length) return applyMoves(s, d)
  const monitors = s.monitors.slice()
  const touched = new Set<number>()
  for (const c of d.changed) {
    const i = at.get(c.id)
    if (i === undefined) throw new DeltaMismatch(`monitor ${c.id} is not there to change`)
    const m = monitors[i]!
    monitors[i] = { ...m, ...c.set, checks: applyChecks(m, c) }
    touched.add(i)
  }
  places.set(monitors, at)
  const changed = [...touched].map((i) => monitors[i]!)
  changes.set(monitors, { from: s.monitors, changed, removed: [] })
  return monitors
}

function applyMoves(s: Snapshot, d: SnapshotDelta): MonitorState[] {
  const byId = new Map(s.monitors.map((m) => [m.id, m]))
  for (const id of d.removed) {
    if (!byId.delete(id)) throw new DeltaMismatch(`monitor ${id} is not there to remove`)
  }
  for (const c of d.changed) {
    const m = byId.get(c.id)
    if (!m) throw new DeltaMismatch(`monitor ${c.id} is not there to change`)
    byId.set(c.id, { ...m, ...c.set, checks: applyChecks(m, c) })
  }
  for (const m of d.added) {
    if (byId.has(m.id)) throw new DeltaMismatch(`monitor ${m.id} is already there`)
    byId.set(m.id, m)
  }
  const gone = new Set(d.removed)
  const kept = s.monitors.filter((m) => !gone.has(m.id)).map((m) => byId.get(m.id)!)
  const monitors = ordered(kept, byId, d.added, d.order)
  const before = new Set(s.monitors)
  changes.set(monitors, {
    from: s.monitors,
    changed: monitors.filter((m) => !before.has(m)),
    removed: d.removed,
  })
  return monitors
}

/** The fresh-as-of times after the delta: the same record when none moved and none left. */
function applyFreshness(s: Snapshot, d: SnapshotDelta): RunTimes {
  if (!d.ran && d.removed.length === 0) return s.ran
  const monitors = { ...s.ran.monitors }
  for (const id of d.removed) delete monitors[id]
  if (d.ran) {
    const { ids, at, cleared } = d.ran
    if (ids.length !== at.length) throw new DeltaMismatch('fresh-as-of columns differ in length')
    const base = timeBase(d.fetchedAt)
    for (let i = 0; i < ids.length; i++) monitors[ids[i]!] = base + at[i]!
    for (const id of cleared ?? []) delete monitors[id]
  }
  return { ...s.ran, monitors }
}

/** `s` with the delta applied; unchanged monitors (and checks) stay the same objects. */
export function applyDelta(s: Snapshot, d: SnapshotDelta): Snapshot {
  const moves = d.removed.length > 0 || d.added.length > 0 || d.order !== undefined
  const monitors =
    d.changed.length === 0 && !moves ? s.monitors : moves ? applyMoves(s, d) : applyInPlace(s, d)
  let cron = s.cron
  if (d.cron) {
    cron = { ...s.cron }
    for (const [id, list] of Object.entries(d.cron)) {
      if (list === null) delete cron[Number(id)]
      else cron[Number(id)] = list
    }
  }
  return {
    fetchedAt: d.fetchedAt,
    monitors,
    cron,
    unreadable: d.unreadable ?? s.unreadable,
    ran: applyFreshness(s, d),
  }
}

/**
 * The window's copy of the host's snapshot. `receive` applies an update in order and answers
 * false when it cannot (a version gap, another epoch, a delta that does not fit): the caller
 * then asks for a full snapshot and receives that.
 */
export class SnapshotMirror {
  snapshot: Snapshot | null = null
  private epoch: string | null = null
  private version = -1

  receive(update: SnapshotUpdate): boolean {
    const sameFeed = update.epoch === this.epoch
    if ('full' in update) {
      if (sameFeed && update.version < this.version) return true // An older answer: ignore.
      this.accept(update, update.full)
      return true
    }
    if (!sameFeed) return false
    if (update.version <= this.version) return true // Already in the full one we hold.
    if (update.base !== this.version || !this.snapshot) return false
    try {
      this.accept(update, applyDelta(this.snapshot, update.delta))
      return true
    } catch (error) {
      if (error instanceof DeltaMismatch) return false
      throw error
    }
  }

  private accept(update: SnapshotUpdate, snapshot: Snapshot) {
    this.epoch = update.epoch
    this.version = update.version
    this.snapshot = snapshot
  }
}
