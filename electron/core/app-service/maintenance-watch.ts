// Maintenance from anywhere: a colleague may start (or stop) a window in the service's web app on
// a monitor that is already failing, which no new failure would make us look up. So every
// monitor that counts as failing or warning (or in maintenance, so an early stop is seen) has its
// periods re-read on a cadence: a tick every WATCH_TICK_MS reads the ones whose last read is
// WATCH_FRESH_MS old or older, oldest first, at 'maintenance' priority (below the sweep, the
// window and the rare cron reads; above the slow rounds), never while a sweep is under way and only with two
// slots free (spare-budget.ts: hasWatchRoom); a tick that found no room reads at the next sweep's end. It spends at most WATCH_BUDGET_SHARE of what the
// sweeps leave of the budget (credit that builds up each tick, so a budget of 2 a minute still
// gets a read every few minutes, and no burst follows a calm hour): at the default budget (60 a minute assumed, share 0.3: 18)
// with one page a sweep every 30 s, 8 reads a minute; at the live service's 500 a minute, 70
// with 1,000 monitors, 25 with 10,000. Up to that many problem monitors are re-read every minute,
// so a colleague's window is seen within two minutes; more take their turn. A changed state is
// committed like a look-up on a new failure (tray, overview, popover, handover and CLI read the
// snapshot).
import { monitorHealth, cronHealth } from '../../shared/health'
import type { CronState, MaintenanceState, MonitorState, Snapshot } from '../../shared/model'
import { messageOf } from '../../shared/errors'
import { indexOf } from '../engine/snapshot-index'
import type { Clock, TimerHandle } from '../ports'
import type { AppServiceContext } from './context'
import { applyMaintenance, lookUpMaintenance, maintenanceKey } from './maintenance-lookup'

export const WATCH_TICK_MS = 30_000
/** A problem monitor's periods are read again once its last read is this old. */
export const WATCH_FRESH_MS = 60_000
/** The share of what the sweeps leave of a minute's budget that the watch may spend. */
export const WATCH_BUDGET_SHARE = 0.5

const RANK: Record<string, number> = { failed: 0, warning: 1, maintenance: 2 }

/** A monitor's rank as judged, with what it was judged on and how long it holds. */
export interface Judged {
  rank: number
  cron: readonly CronState[] | undefined
  since: number
  /** The first moment after `since` its health may turn by itself (a snooze or window edge). */
  until: number
}

/** The next moment after `now` among `isos`, or Infinity (unreadable times never arrive). */
function nextMoment(now: number, isos: (string | null | undefined)[], next: number): number {
  for (const iso of isos) {
    if (typeof iso !== 'string') continue
    const at = Date.parse(iso)
    if (at > now && at < next) next = at
  }
  return next
}

function judge(monitor: MonitorState, cron: readonly CronState[] | undefined, now: number): Judged {
  let rank = RANK[monitorHealth(monitor, now)] ?? 3
  const moments: (string | null | undefined)[] = [
    monitor.maintenance?.startedAt,
    monitor.maintenance?.endsAt,
  ]
  for (const check of monitor.checks) moments.push(check.snoozedUntil)
  for (const c of cron ?? []) {
    rank = Math.min(rank, RANK[cronHealth(c, monitor, now)] ?? 3)
    moments.push(c.snoozedUntil)
  }
  return { rank, cron, since: now, until: nextMoment(now, moments, Infinity) }
}

/**
 * Monitors that count as failing or warning now, or are in maintenance (its end may move):
 * failing first, then warning, then in maintenance, each in the snapshot's order. `judged`
 * keeps each monitor object's rank: snapshots are immutable and a sweep keeps every monitor it
 * did not change the same object, so a monitor is judged again only when its object or its cron
 * checks are new, or the time passed a snooze or maintenance window's start or end.
 */
export function watchedMonitors(
  snapshot: Snapshot,
  now: number,
  judged: WeakMap<MonitorState, Judged> = new WeakMap(),
): MonitorState[] {
  const ranked: { monitor: MonitorState; rank: number }[] = []
  for (const monitor of snapshot.monitors) {
    const cron = snapshot.cron[monitor.id]
    let entry = judged.get(monitor)
    if (!entry || entry.cron !== cron || now < entry.since || now >= entry.until) {
      entry = judge(monitor, cron, now)
      judged.set(monitor, entry)
    }
    if (entry.rank < 3) ranked.push({ monitor, rank: entry.rank })
  }
  return ranked.sort((a, b) => a.rank - b.rank).map((r) => r.monitor)
}

/** Reads a tick earns: a share of what the sweeps leave of the budget, per tick. */
export function creditPerTick(perMinute: number, sweepPerMinute: number): number {
  const left = Math.max(0, perMinute - sweepPerMinute)
  return (left * WATCH_BUDGET_SHARE * WATCH_TICK_MS) / 60_000
}

const sameState = (a: MaintenanceState | null, b: MaintenanceState | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.periodId === b.periodId &&
    a.startedAt === b.startedAt &&
    a.endsAt === b.endsAt &&
    a.name === b.name)

/**
 * Reads the maintenance of `monitorIds` now (bypassing the cache) and commits what changed.
 * Answers the states read.
 */
export async function rereadMaintenance(
  ctx: AppServiceContext,
  monitorIds: number[],
  signal?: AbortSignal,
): Promise<Map<number, MaintenanceState | null>> {
  const snapshot = ctx.snapshots.snapshot
  if (!snapshot || monitorIds.length === 0) return new Map()
  for (const id of monitorIds) ctx.cache.invalidate(`${maintenanceKey(id)}periods`)
  const states = await lookUpMaintenance(ctx, monitorIds, signal)
  const current = ctx.snapshots.snapshot
  if (!current || signal?.aborted) return states
  const index = indexOf(current)
  const changed = new Map(
    [...states].filter(([id, state]) => {
      const known = index.monitor(id)
      return known !== undefined && !sameState(known.maintenance, state)
    }),
  )
  if (changed.size > 0)
    ctx.snapshots.commit(applyMaintenance(current, changed), { fromSweep: false })
  return states
}

export class MaintenanceWatch {
  private timer: TimerHandle | null = null
  private busy = false
  private readonly readAt = new Map<number, number>()
  /** Each monitor object's rank (see watchedMonitors): a tick judges only what changed. */
  private readonly judged = new WeakMap<MonitorState, Judged>()
  private credit = 0
  /** A tick found no room (a sweep under way): the next sweep's end reads. */
  private owed = false
  /** Aborts the reads still queued when the watch stops (sign-out, another token). */
  private reads: AbortController | null = null

  constructor(private readonly ctx: AppServiceContext) {}

  /** Ticks half a tick apart from the sweeps (both run every 30 s by default). */
  start(clock: Clock): void {
    this.stop()
    this.schedule(clock, WATCH_TICK_MS / 2)
  }

  private schedule(clock: Clock, delay = WATCH_TICK_MS): void {
    this.timer = clock.setTimer(delay, () => {
      this.timer = null
      this.tick()
      this.schedule(clock)
    })
  }

  stop(): void {
    this.timer?.cancel()
    this.timer = null
    this.reads?.abort()
    this.reads = null
    this.busy = false
    this.owed = false
  }

  forget(): void {
    this.reads?.abort()
    this.readAt.clear()
    this.credit = 0
  }

  /** The monitors due now, oldest read first, at most `limit`. */
  due(now: number, limit: number): number[] {
    const snapshot = this.ctx.snapshots.snapshot
    if (!snapshot) return []
    const watched = watchedMonitors(snapshot, now, this.judged)
    const ids = new Set(watched.map((m) => m.id))
    for (const id of this.readAt.keys()) if (!ids.has(id)) this.readAt.delete(id)
    return watched
      .map((m) => ({ id: m.id, at: this.readAt.get(m.id) ?? -Infinity }))
      .filter((m) => now - m.at >= WATCH_FRESH_MS)
      .sort((a, b) => a.at - b.at || a.id - b.id)
      .slice(0, limit)
      .map((m) => m.id)
  }

  /** Reads the due monitors unless a tick's reads are still waiting or the picture is cached. */
  tick(): void {
    const earned = creditPerTick(this.ctx.perMinute(), this.ctx.sweepPerMinute())
    // Unspent credit is kept up to two ticks' worth (at least one read): no burst after a calm hour.
    this.credit = Math.min(Math.max(1, 2 * earned), this.credit + earned)
    this.spend()
  }

  /** After a sweep: the reads owed by a tick that found no room (see settle in slow-round.ts). */
  settle(): void {
    if (this.owed) this.spend()
  }

  private spend(): void {
    if (this.busy || this.ctx.snapshots.fromCache) return
    this.owed = !this.ctx.watchRoom()
    if (this.owed) return
    const now = this.ctx.clock.now()
    const ids = this.due(now, Math.floor(this.credit))
    if (ids.length === 0) return
    this.credit -= ids.length
    for (const id of ids) this.readAt.set(id, now)
    this.busy = true
    const reads = new AbortController()
    this.reads = reads
    void rereadMaintenance(this.ctx, ids, reads.signal)
      .catch((error: unknown) => {
        if (reads.signal.aborted) return
        this.ctx.reportFailure(error)
        this.ctx.logger.warn('Maintenance could not be re-read', { error: messageOf(error) })
      })
      .finally(() => {
        if (this.reads !== reads) return
        this.reads = null
        this.busy = false
      })
  }
}
