// What the tray counts and lists (the badge's counts, the menu's problem monitors and cron
// jobs), kept across engine events in proportion to what changed. Snapshots are immutable
// values (core/app-service/snapshot-store.ts) and a sweep keeps every monitor it did not change
// the same object, so a monitor's health is judged again only when its object is new, or when
// the time passes a moment its health turns by itself (a snooze or maintenance window starting
// or ending). `trayListing` is the same listing from scratch; both follow shared/health.ts.
import type { CronState, MonitorState, Snapshot } from '../../shared/model'
import {
  countCron,
  cronHealth,
  emptyCounts,
  HEALTH_ORDER,
  monitorHealth,
  type Health,
  type HealthCounts,
} from '../../shared/health'
import { compareMonitorHealth } from '../../shared/monitor-order'

/** Listed monitors: failing, warning, then silenced problems (so they can be unsilenced). */
export const LISTED: readonly Health[] = ['failed', 'warning', 'snoozed', 'maintenance']

export interface ListedMonitor {
  id: number
  label: string
  health: Health
  monitor: MonitorState
}

export interface ListedCron {
  cron: CronState
  /** The label of the cron check's monitor, or null when that monitor is not in the snapshot. */
  monitorLabel: string | null
  health: Health
}

/** What the tray shows of a snapshot at a moment. */
export interface TrayListing {
  counts: HealthCounts
  /** Failing, warning, snoozed, in maintenance: worst first, then by name (the one order). */
  problems: readonly ListedMonitor[]
  /** Cron checks with a problem, silenced or not, worst first. */
  crons: readonly ListedCron[]
}

const listed = (health: Health) => LISTED.includes(health)

function listCrons(
  cron: Snapshot['cron'],
  monitorOf: (id: number) => MonitorState | undefined,
  now: number,
): ListedCron[] {
  return Object.values(cron)
    .flat()
    .map((c) => {
      const monitor = monitorOf(c.monitorId)
      const health = cronHealth(c, monitor ?? null, now)
      return { cron: c, monitorLabel: monitor?.label ?? null, health }
    })
    .filter(({ health }) => listed(health))
    .sort((a, b) => HEALTH_ORDER.indexOf(a.health) - HEALTH_ORDER.indexOf(b.health))
}

/** The listing from scratch: every monitor judged (the tests' and the bench's reference). */
export function trayListing(snapshot: Snapshot | null, now: number): TrayListing {
  const counts = emptyCounts()
  if (!snapshot) return { counts, problems: [], crons: [] }
  const byId = new Map<number, MonitorState>()
  const problems: ListedMonitor[] = []
  for (const monitor of snapshot.monitors) {
    byId.set(monitor.id, monitor)
    const health = monitorHealth(monitor, now)
    counts[health]++
    counts.total++
    if (listed(health)) problems.push({ id: monitor.id, label: monitor.label, health, monitor })
  }
  countCron(counts, snapshot.cron, (id) => byId.get(id), now)
  problems.sort(compareMonitorHealth)
  return { counts, problems, crons: listCrons(snapshot.cron, (id) => byId.get(id), now) }
}

/** The next moment after `now` among `isos`, or Infinity (unreadable times never arrive). */
function nextOf(now: number, isos: Iterable<string | null | undefined>): number {
  let next = Infinity
  for (const iso of isos) {
    if (typeof iso !== 'string') continue
    const at = Date.parse(iso)
    if (at > now && at < next) next = at
  }
  return next
}

/** When the monitor's health may turn with no new data: its snoozes' and maintenance's ends. */
function* monitorMoments(monitor: MonitorState): Generator<string | null | undefined> {
  for (const check of monitor.checks) yield check.snoozedUntil
  yield monitor.maintenance?.startedAt
  yield monitor.maintenance?.endsAt
}

interface Judged extends ListedMonitor {
  /** The health holds from `since` until just before `until`. */
  since: number
  until: number
}

export class HealthTally {
  private judged = new Map<number, Judged>()
  private snapshot: Snapshot | null | undefined = undefined
  private since = 0
  private until = -Infinity
  /** The listed monitors' ids in snapshot order: the list is sorted again when they change. */
  private listedIds: number[] = []
  private listing: TrayListing = trayListing(null, 0)
  /** Monitors judged so far (tests and the bench count the work). */
  judgements = 0

  /** The listing of `snapshot` at `now`: the same object as last time when nothing changed. */
  of(snapshot: Snapshot | null, now: number): TrayListing {
    if (snapshot === this.snapshot && this.since <= now && now < this.until) return this.listing
    this.snapshot = snapshot
    this.since = now
    const monitors = snapshot?.monitors ?? []
    const counts = emptyCounts()
    const judged = new Map<number, Judged>()
    const entries: Judged[] = []
    const listedIds: number[] = []
    let until = Infinity
    // A listed monitor whose health or label changed moves in the list.
    let moved = false
    for (const monitor of monitors) {
      let entry = this.judged.get(monitor.id)
      if (!entry || entry.monitor !== monitor || now < entry.since || now >= entry.until) {
        const health = monitorHealth(monitor, now)
        this.judgements++
        if (entry && (entry.health !== health || entry.label !== monitor.label))
          moved ||= listed(health) || listed(entry.health)
        const until = nextOf(now, monitorMoments(monitor))
        entry = { id: monitor.id, label: monitor.label, health, monitor, since: now, until }
      }
      judged.set(monitor.id, entry)
      entries.push(entry)
      counts[entry.health]++
      counts.total++
      if (listed(entry.health)) listedIds.push(monitor.id)
      if (entry.until < until) until = entry.until
    }
    const monitorOf = (id: number) => judged.get(id)?.monitor
    const cron = snapshot?.cron ?? {}
    countCron(counts, cron, monitorOf, now)
    for (const list of Object.values(cron)) {
      const next = nextOf(
        now,
        list.map((c) => c.snoozedUntil),
      )
      if (next < until) until = next
    }
    const same =
      !moved &&
      judged.size === monitors.length &&
      listedIds.length === this.listedIds.length &&
      listedIds.every((id, i) => id === this.listedIds[i])
    // The same monitors with the same health and names keep their order: no sort.
    const problems = same
      ? this.listing.problems.map((p) => judged.get(p.id)!)
      : entries.filter((e) => listed(e.health)).sort(compareMonitorHealth)
    this.judged = judged
    this.listedIds = listedIds
    this.until = until
    this.listing = { counts, problems, crons: listCrons(cron, monitorOf, now) }
    return this.listing
  }
}
