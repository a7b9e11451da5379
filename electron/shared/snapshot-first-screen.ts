// The first screenful: what a window needs to paint before the full snapshot arrives. Serve mode
// writes it into the page it serves (a JSON script element, never script code), so the overview's
// first rows, its counts and the popover's summary paint without waiting for the WebSocket and the
// 10,000-monitor snapshot; the full picture replaces it. The overview's grouping lives here too
// (failing and warning monitors first in a group of their own; the order is shared/monitor-order.ts),
// so the host's first rows are the overview's.
import type { SessionView } from './app-service-api'
import { countHealth, HEALTH_ORDER, monitorHealth, type Health, type HealthCounts } from './health'
import type { MonitorState, Snapshot, SyncStatus, Unreadable } from './model'
import { compareGroups, compareMonitorNames } from './monitor-order'
import type { Settings } from './settings'
import type { PopoverSummary } from './popover-summary'

/** One row of the overview's list: a group's header or a monitor. */
export type OverviewRow =
  | {
      kind: 'group'
      key: string
      title: string
      count: number
      failing: number
      /** The group of failing and warning monitors, listed above every other group. */
      attention?: true
    }
  | { kind: 'monitor'; key: string; monitor: MonitorState; health: Health }

/** The overview as first shown (default filters: every monitor, by severity, in groups). */
export interface OverviewHead {
  fetchedAt: string
  counts: HealthCounts
  /** Every tag and check type, sorted: the filters' choices. */
  tags: string[]
  checkTypes: string[]
  /** The first rows of the list, as the full snapshot will list them. */
  rows: OverviewRow[]
  unreadable: Unreadable
}

export interface FirstScreen {
  session: SessionView
  sync: SyncStatus
  settings: Settings
  summary: PopoverSummary | null
  overview: OverviewHead | null
}

/** The id of the page's `<script type="application/json">` that carries it. */
export const FIRST_SCREEN_ID = 'uptray-first-screen'

/** Enough rows for a tall window (52 px a row); the virtual list draws only what shows. */
export const FIRST_ROWS = 40

export const UNGROUPED = 'Ungrouped'

/** The title of the group on top that holds every failing and warning monitor. */
export const NEEDS_ATTENTION = 'Needs attention'

/** Its header's key: group keys start with `g`, so no group's name can take it. */
export const ATTENTION_KEY = 'attention'

/** Failing and warning monitors leave their own group for the one on top. */
export function needsAttention(health: Health): boolean {
  return health === 'failed' || health === 'warning'
}

/** The header of the group on top for `items` monitors, `failing` of them failed. */
export function attentionHeader(count: number, failing: number): OverviewRow {
  return {
    kind: 'group',
    key: ATTENTION_KEY,
    title: NEEDS_ATTENTION,
    count,
    failing,
    attention: true,
  }
}

interface Judged {
  monitor: MonitorState
  health: Health
  severity: number
}

const bySeverityThenName = (a: Judged, b: Judged) =>
  a.severity - b.severity || compareMonitorNames(a.monitor, b.monitor)

/** The `k` first of `items` in `compare`'s order, without sorting them all. */
function first<T>(items: readonly T[], k: number, compare: (a: T, b: T) => number): T[] {
  const out: T[] = []
  if (k <= 0) return out
  for (const item of items) {
    if (out.length === k && compare(item, out[k - 1]!) >= 0) continue
    let lo = 0
    let hi = out.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (compare(out[mid]!, item) <= 0) lo = mid + 1
      else hi = mid
    }
    out.splice(lo, 0, item)
    if (out.length > k) out.pop()
  }
  return out
}

/** The overview's first `limit` rows with the default filters, judged at `now`. */
export function firstRows(
  monitors: readonly MonitorState[],
  now: number,
  limit = FIRST_ROWS,
): OverviewRow[] {
  const groups = new Map<string, { key: string; items: Judged[]; failing: number }>()
  const attention: Judged[] = []
  let attentionFailing = 0
  const seen = new Set<number>()
  for (const monitor of monitors) {
    if (seen.has(monitor.id)) continue // As the overview: the first of an id given twice.
    seen.add(monitor.id)
    const health = monitorHealth(monitor, now)
    const judged = { monitor, health, severity: HEALTH_ORDER.indexOf(health) }
    if (needsAttention(health)) {
      attention.push(judged)
      if (health === 'failed') attentionFailing++
      continue
    }
    const key = monitor.groupName
    let group = groups.get(key)
    if (!group) groups.set(key, (group = { key, items: [], failing: 0 }))
    group.items.push(judged)
    if (health === 'failed') group.failing++
  }
  const rows: OverviewRow[] = []
  if (attention.length && limit > 0) {
    rows.push(attentionHeader(attention.length, attentionFailing))
    for (const item of first(attention, limit - rows.length, bySeverityThenName)) {
      rows.push({
        kind: 'monitor',
        key: `m${item.monitor.id}`,
        monitor: item.monitor,
        health: item.health,
      })
    }
  }
  for (const group of [...groups.values()].sort(compareGroups)) {
    if (rows.length >= limit) break
    rows.push({
      kind: 'group',
      key: `g${group.key}`,
      title: group.key || UNGROUPED,
      count: group.items.length,
      failing: group.failing,
    })
    for (const item of first(group.items, limit - rows.length, bySeverityThenName)) {
      rows.push({
        kind: 'monitor',
        key: `m${item.monitor.id}`,
        monitor: item.monitor,
        health: item.health,
      })
    }
  }
  return rows
}

/** The overview's head for `snapshot` at `now`: counts, filter choices and the first rows. */
export function overviewHead(snapshot: Snapshot, now: number, limit = FIRST_ROWS): OverviewHead {
  const tags = new Set<string>()
  const checkTypes = new Set<string>()
  for (const m of snapshot.monitors) {
    for (const tag of m.tags) tags.add(tag)
    for (const c of m.checks) checkTypes.add(c.type)
  }
  return {
    fetchedAt: snapshot.fetchedAt,
    counts: countHealth(snapshot, now),
    tags: [...tags].sort(),
    checkTypes: [...checkTypes].sort(),
    rows: firstRows(snapshot.monitors, now, limit),
    unreadable: snapshot.unreadable,
  }
}

/**
 * The JSON for a `<script type="application/json">` element: no `<` survives, so neither
 * `</script>` nor `<!--` in a monitor's name can end the element early.
 */
export function firstScreenJson(screen: FirstScreen): string {
  return JSON.stringify(screen).replace(/</g, '\\u003c')
}
