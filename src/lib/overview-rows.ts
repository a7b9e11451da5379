// The overview's pipeline as plain functions (no Vue): index the monitors once per snapshot
// (after a delta: only the monitors that changed), then filter, sort and group on every
// keystroke. Kept pure so it is benchmarked and tested without a DOM, and cheap enough for
// 10,000 monitors (one pass, precomputed search text, rows reused while their monitor is).
import { HEALTH_ORDER, monitorHealth, type Health } from '../../electron/shared/health'
import type { MonitorState } from '../../electron/shared/model'
import { compareGroups, compareMonitorNames } from '../../electron/shared/monitor-order'
import { changeOf } from '../../electron/shared/snapshot-delta'
import {
  attentionHeader,
  needsAttention,
  UNGROUPED,
  type OverviewRow,
} from '../../electron/shared/snapshot-first-screen'

export type { OverviewRow }

/** By health (shared/health.ts): `failing` is 'failed', `up` is 'ok'. */
export type ResultFilter = 'all' | 'failing' | 'warning' | 'snoozed' | 'maintenance' | 'up'

const FILTER_HEALTH: Record<Exclude<ResultFilter, 'all'>, Health> = {
  failing: 'failed',
  warning: 'warning',
  snoozed: 'snoozed',
  maintenance: 'maintenance',
  up: 'ok',
}
/** The title of the monitors without a tag, grouped by tag (the view says it in the user's language). */
export const NO_TAG = 'No tag'

export type SortBy = 'severity' | 'name'
export type GroupBy = 'group' | 'tag' | 'none'

export interface OverviewFilters {
  /** The account's id (shared/accounts.ts), null for every account. */
  account: string | null
  result: ResultFilter
  teamId: number | null
  tag: string | null
  checkType: string | null
  search: string
  sort: SortBy
  groupBy: GroupBy
}

export const DEFAULT_FILTERS: OverviewFilters = {
  account: null,
  result: 'all',
  teamId: null,
  tag: null,
  checkType: null,
  search: '',
  sort: 'severity',
  groupBy: 'group',
}

export interface IndexedMonitor {
  monitor: MonitorState
  haystack: string
  health: Health
  /** The health's place in HEALTH_ORDER: lower sorts first. */
  severity: number
  checkTypes: Set<string>
  /**
   * The place in the name order as a number: lists sorted by name are searched by it, so a
   * monitor that changed but kept its name is found without comparing names.
   */
  rank: number
  /** Its overview row, made once (rows of unchanged monitors stay the same objects). */
  row: OverviewRow | undefined
}

/** Monitors prepared once per snapshot, in both sort orders, so a keystroke never sorts. */
export interface MonitorIndex {
  bySeverity: IndexedMonitor[]
  byName: IndexedMonitor[]
  /** Name order within each health, in HEALTH_ORDER: bySeverity is their concatenation. */
  buckets: IndexedMonitor[][]
  byId: Map<number, IndexedMonitor>
  /** Monitors by health: the same numbers as countHealth (shared/health.ts) gives. */
  health: Record<Health, number>
  /** How many monitors carry each tag, and each check type. */
  tags: Map<string, number>
  checkTypes: Map<string, number>
  /** When the first snooze or maintenance period starts or ends: health is judged again then. */
  judgedUntil: number
  /** The last judging time: a clock set back judges everything again too. */
  judgedAt: number
  /** The monitors it was built from. */
  source: readonly MonitorState[]
  /**
   * Set once the next index took over its byId map (one map moves from index to index rather
   * than 10,000 entries being copied each sweep): it cannot be moved on from again.
   */
  spent?: boolean
}

/** Names, then ids: a total order (shared with the host's first screenful). */
const byName = (a: IndexedMonitor, b: IndexedMonitor) => compareMonitorNames(a.monitor, b.monitor)

/** Where `item` is, or goes, in `list` (sorted by name), by comparing names. */
function placeByName(list: readonly IndexedMonitor[], item: IndexedMonitor): number {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (byName(list[mid]!, item) < 0) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** Where `rank` is, or goes, in `list` (sorted by name, so by rank). */
function placeByRank(list: readonly IndexedMonitor[], rank: number): number {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (list[mid]!.rank < rank) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** The first moment after `now` the monitor's health can change with no new data. */
function nextChange(m: MonitorState, now: number): number {
  let next = Infinity
  const consider = (at: string | null | undefined) => {
    const t = typeof at === 'string' ? Date.parse(at) : NaN
    if (t > now && t < next) next = t
  }
  consider(m.maintenance?.startedAt)
  consider(m.maintenance?.endsAt)
  for (const c of m.checks) consider(c.snoozedUntil)
  return next
}

function prepare(monitor: MonitorState, now: number, old?: IndexedMonitor): IndexedMonitor {
  const health = monitorHealth(monitor, now)
  const same = old?.monitor.label === monitor.label && old.monitor.url === monitor.url
  return {
    monitor,
    haystack:
      same && old.monitor.tags === monitor.tags
        ? old.haystack
        : `${monitor.label} ${monitor.url} ${monitor.tags.join(' ')}`.toLowerCase(),
    health,
    severity: HEALTH_ORDER.indexOf(health),
    checkTypes:
      old?.monitor.checks === monitor.checks
        ? old.checkTypes
        : new Set(monitor.checks.map((c) => c.type)),
    rank: old?.monitor.label === monitor.label ? old.rank : NaN,
    row: undefined,
  }
}

function tally(index: MonitorIndex, item: IndexedMonitor, by: 1 | -1) {
  index.health[item.health] += by
  const bump = (map: Map<string, number>, key: string) => {
    const n = (map.get(key) ?? 0) + by
    if (n > 0) map.set(key, n)
    else map.delete(key)
  }
  for (const tag of new Set(item.monitor.tags)) bump(index.tags, tag)
  for (const type of item.checkTypes) bump(index.checkTypes, type)
}

function fresh(monitors: readonly MonitorState[], now: number): MonitorIndex {
  const health = {} as Record<Health, number>
  for (const h of HEALTH_ORDER) health[h] = 0
  const index: MonitorIndex = {
    bySeverity: [],
    byName: [],
    buckets: HEALTH_ORDER.map(() => []),
    byId: new Map(),
    health,
    tags: new Map(),
    checkTypes: new Map(),
    judgedUntil: Infinity,
    judgedAt: now,
    source: monitors,
  }
  for (const monitor of monitors) {
    if (index.byId.has(monitor.id)) continue // The host never sends one twice.
    const item = prepare(monitor, now)
    index.byId.set(monitor.id, item)
    index.byName.push(item)
    tally(index, item, 1)
    index.judgedUntil = Math.min(index.judgedUntil, nextChange(monitor, now))
  }
  index.byName.sort(byName)
  index.byName.forEach((item, i) => (item.rank = i))
  // Severity first, names in order within each: the name order split by severity.
  for (const item of index.byName) index.buckets[item.severity]!.push(item)
  index.bySeverity = index.buckets.flat()
  return index
}

/** Changes beyond this share of the monitors: a fresh index (one sort) beats moving each. */
const FRESH_SHARE = 0.25

/** The monitors that are new objects since `previous`, and the ids that left; null: a fresh index. */
function changesSince(
  previous: MonitorIndex,
  monitors: readonly MonitorState[],
): { changed: readonly MonitorState[]; gone: Iterable<number>; goneCount: number } | null {
  // An applied delta says what it changed: the other monitors are not looked at.
  const change = changeOf(monitors)
  if (change && change.from === previous.source) {
    return { changed: change.changed, gone: change.removed, goneCount: change.removed.length }
  }
  const changed: MonitorState[] = []
  const changedIds = new Set<number>()
  let added = 0
  for (const m of monitors) {
    const old = previous.byId.get(m.id)
    if (old?.monitor === m) continue
    if (changedIds.has(m.id)) return null // An id twice: a fresh index keeps the first.
    changedIds.add(m.id)
    changed.push(m)
    if (!old) added++
  }
  const kept = monitors.length - added
  if (kept > previous.byId.size) return null
  const gone = new Set<number>()
  if (kept < previous.byId.size) {
    const ids = new Set(monitors.map((m) => m.id))
    for (const id of previous.byId.keys()) if (!ids.has(id)) gone.add(id)
  }
  return { changed, gone, goneCount: gone.size }
}

/**
 * Moves only the monitors that changed (new objects: applied deltas and optimistic patches keep
 * every unchanged monitor the same object), adjusting the counts by the old and new health.
 * Null when a fresh index is cheaper, or when `now` passed a snooze or maintenance boundary.
 */
function update(
  previous: MonitorIndex,
  monitors: readonly MonitorState[],
  now: number,
): MonitorIndex | null {
  if (previous.spent || now >= previous.judgedUntil || now < previous.judgedAt) return null
  if (monitors === previous.source) return previous
  const found = changesSince(previous, monitors)
  if (!found) return null
  const { changed, gone, goneCount } = found
  if (changed.length + goneCount > Math.max(32, monitors.length * FRESH_SHARE)) return null
  if (changed.length === 0 && goneCount === 0) return { ...previous, source: monitors }
  previous.spent = true
  const index: MonitorIndex = {
    ...previous,
    byName: previous.byName.slice(),
    buckets: previous.buckets.slice(),
    health: { ...previous.health },
    tags: new Map(previous.tags),
    checkTypes: new Map(previous.checkTypes),
    judgedAt: now,
    source: monitors,
    spent: false,
  }
  const copied = new Set<number>()
  const bucket = (severity: number) => {
    if (!copied.has(severity)) {
      copied.add(severity)
      index.buckets[severity] = index.buckets[severity]!.slice()
    }
    return index.buckets[severity]!
  }
  const take = (old: IndexedMonitor) => {
    index.byName.splice(placeByRank(index.byName, old.rank), 1)
    const list = bucket(old.severity)
    list.splice(placeByRank(list, old.rank), 1)
    index.byId.delete(old.monitor.id)
    tally(index, old, -1)
  }
  for (const id of gone) {
    const old = index.byId.get(id)
    if (old) take(old)
  }
  for (const monitor of changed) {
    const old = index.byId.get(monitor.id)
    const item = prepare(monitor, now, old)
    if (old && !Number.isNaN(item.rank)) {
      // Same name: the same place in the name order; it moves only between severities.
      index.byName[placeByRank(index.byName, old.rank)] = item
      const from = bucket(old.severity)
      const at = placeByRank(from, old.rank)
      if (old.severity === item.severity) from[at] = item
      else {
        from.splice(at, 1)
        const to = bucket(item.severity)
        to.splice(placeByRank(to, item.rank), 0, item)
      }
      index.byId.set(monitor.id, item)
      tally(index, old, -1)
    } else {
      if (old) take(old)
      item.rank = rankAt(index.byName, placeByName(index.byName, item))
      index.byName.splice(placeByRank(index.byName, item.rank), 0, item)
      const to = bucket(item.severity)
      to.splice(placeByRank(to, item.rank), 0, item)
      index.byId.set(monitor.id, item)
    }
    tally(index, item, 1)
    index.judgedUntil = Math.min(index.judgedUntil, nextChange(monitor, now))
  }
  index.bySeverity = index.buckets.flat()
  return index
}

/** A rank between the neighbours of place `p` in `list`; numbers the list again when none is left. */
function rankAt(list: IndexedMonitor[], p: number): number {
  const below = p > 0 ? list[p - 1]!.rank : (list[0]?.rank ?? 0) - 1
  const above = p < list.length ? list[p]!.rank : below + 2
  const rank = (below + above) / 2
  if (below < rank && rank < above) return rank
  // Halved too often at one place: whole numbers again, in the same order.
  list.forEach((item, i) => (item.rank = i))
  return p - 0.5
}

/**
 * `now` decides which snoozes and maintenance periods are active. With the previous index (the
 * last snapshot's), only the monitors that changed are judged and moved: a sweep that changed a
 * few monitors costs a few monitors, not 10,000.
 */
export function indexMonitors(
  monitors: readonly MonitorState[],
  now: number,
  previous?: MonitorIndex,
): MonitorIndex {
  return (previous && update(previous, monitors, now)) ?? fresh(monitors, now)
}

export function filterMonitors(index: MonitorIndex, f: OverviewFilters): IndexedMonitor[] {
  // Plain locals: `f` may be a reactive proxy, and this loop runs 10,000 times a keystroke.
  const { account, result, teamId, tag, checkType } = f
  const health = result === 'all' ? null : FILTER_HEALTH[result]
  const needle = f.search.trim().toLowerCase()
  const source = f.sort === 'name' ? index.byName : index.bySeverity
  const any =
    account === null && result === 'all' && teamId === null && tag === null && checkType === null
  if (any && !needle) return source
  const out: IndexedMonitor[] = []
  for (const item of source) {
    const m = item.monitor
    if (account !== null && m.account !== account) continue
    if (health !== null && item.health !== health) continue
    if (teamId !== null && m.teamId !== teamId) continue
    if (tag !== null && !m.tags.includes(tag)) continue
    if (checkType !== null && !item.checkTypes.has(checkType)) continue
    if (needle && !item.haystack.includes(needle)) continue
    out.push(item)
  }
  return out
}

/** The row of an unchanged monitor stays the same object: Vue skips it. */
function monitorRow(i: IndexedMonitor): OverviewRow {
  return (i.row ??= {
    kind: 'monitor',
    key: `m${i.monitor.id}`,
    monitor: i.monitor,
    health: i.health,
  })
}

/** Where the group headers sit, and how many rows there are, by rows array. */
const layouts = new WeakMap<readonly OverviewRow[], string>()

/**
 * The rows' count and header positions as one key: the virtual list measures again only when
 * it changes (a sweep that moves monitors within their groups keeps it).
 */
export function rowsLayout(rows: readonly OverviewRow[]): string {
  let key = layouts.get(rows)
  if (key === undefined) {
    key = `${rows.length}`
    for (let i = 0; i < rows.length; i++) if (rows[i]!.kind === 'group') key += `,${i}`
    layouts.set(rows, key)
  }
  return key
}

/**
 * Flattens filtered monitors into header + monitor rows for the virtual list. Grouped, the
 * failing and warning monitors come first in a group of their own ("Needs attention", in the
 * list's order: by severity, or by name), so the first screen shows every problem whatever its
 * group; each is listed there once, even under several tags.
 */
export function buildRows(kept: readonly IndexedMonitor[], groupBy: GroupBy): OverviewRow[] {
  if (groupBy === 'none') {
    const rows = kept.map(monitorRow)
    layouts.set(rows, `${rows.length}`)
    return rows
  }
  const groups = new Map<string, { key: string; items: IndexedMonitor[]; failing: number }>()
  const attention: IndexedMonitor[] = []
  let attentionFailing = 0
  const add = (key: string, item: IndexedMonitor) => {
    let group = groups.get(key)
    if (!group) groups.set(key, (group = { key, items: [], failing: 0 }))
    group.items.push(item)
    if (item.health === 'failed') group.failing++
  }
  for (const item of kept) {
    const m = item.monitor
    if (needsAttention(item.health)) {
      attention.push(item)
      if (item.health === 'failed') attentionFailing++
    } else if (groupBy === 'group') add(m.groupName, item)
    else if (m.tags.length === 0) add('', item)
    else for (const tag of m.tags) add(tag, item)
  }
  const empty = groupBy === 'tag' ? NO_TAG : UNGROUPED
  const rows: OverviewRow[] = []
  let layout = ''
  if (attention.length) {
    layout += ',0'
    rows.push(attentionHeader(attention.length, attentionFailing))
    // Listed once, so the monitor's own row (its key cannot match a tag row's `m<tag>:<id>`).
    for (const i of attention) rows.push(monitorRow(i))
  }
  for (const { key, items, failing } of [...groups.values()].sort(compareGroups)) {
    layout += `,${rows.length}`
    rows.push({ kind: 'group', key: `g${key}`, title: key || empty, count: items.length, failing })
    if (groupBy === 'group') {
      for (const i of items) rows.push(monitorRow(i))
      continue
    }
    // A monitor under several tags needs one key per group.
    for (const i of items) {
      rows.push({
        kind: 'monitor',
        key: `m${key}:${i.monitor.id}`,
        monitor: i.monitor,
        health: i.health,
      })
    }
  }
  layouts.set(rows, `${rows.length}${layout}`)
  return rows
}
