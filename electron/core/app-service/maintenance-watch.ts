// Maintenance from anywhere: a colleague may start (or stop) a window in the service's web app on
// a monitor that is already failing, which no new failure would make us look up. So every
// monitor that counts as failing or warning (or in maintenance, so an early stop is seen) has its
// periods re-read on a cadence: a tick every WATCH_TICK_MS reads the ones whose last read is
// WATCH_FRESH_MS old or older, oldest first, at 'maintenance' priority (above the background cron
// details, below the sweep and the window), at most WATCH_BUDGET_SHARE of a minute's budget a
// minute. At the default budget (60 a minute assumed, share 0.3) that is 4 reads a minute; at
// the live service's 500 a minute, 37: a handful of problem monitors is re-read every minute, so
// a window is seen within two minutes; more take their turn. A changed state is committed like a
// look-up on a new failure (tray, overview, popover, handover and CLI read the snapshot).
import { monitorHealth, cronHealth } from '../../shared/health'
import type { MaintenanceState, MonitorState, Snapshot } from '../../shared/model'
import { messageOf } from '../../shared/errors'
import type { Clock, TimerHandle } from '../ports'
import type { AppServiceContext } from './context'
import { applyMaintenance, lookUpMaintenance, maintenanceKey } from './maintenance-lookup'

export const WATCH_TICK_MS = 30_000
/** A problem monitor's periods are read again once its last read is this old. */
export const WATCH_FRESH_MS = 60_000
/** The share of a minute's budget the watch may spend a minute. */
export const WATCH_BUDGET_SHARE = 0.25

const RANK: Record<string, number> = { failed: 0, warning: 1, maintenance: 2 }

/**
 * Monitors that count as failing or warning now, or are in maintenance (its end may move):
 * failing first, then warning, then in maintenance, each in the snapshot's order.
 */
export function watchedMonitors(snapshot: Snapshot, now: number): MonitorState[] {
  const ranked: { monitor: MonitorState; rank: number }[] = []
  for (const monitor of snapshot.monitors) {
    let rank = RANK[monitorHealth(monitor, now)] ?? 3
    for (const c of snapshot.cron[monitor.id] ?? []) {
      rank = Math.min(rank, RANK[cronHealth(c, monitor, now)] ?? 3)
    }
    if (rank < 3) ranked.push({ monitor, rank })
  }
  return ranked.sort((a, b) => a.rank - b.rank).map((r) => r.monitor)
}

/** Reads per tick: a share of the minute's budget, at least one. */
export function readsPerTick(perMinute: number): number {
  return Math.max(1, Math.floor((perMinute * WATCH_BUDGET_SHARE * WATCH_TICK_MS) / 60_000))
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
  const snapshot = ctx.store.snapshot
  if (!snapshot || monitorIds.length === 0) return new Map()
  for (const id of monitorIds) ctx.cache.invalidate(`${maintenanceKey(id)}periods`)
  const states = await lookUpMaintenance(ctx, monitorIds, signal)
  const current = ctx.store.snapshot
  if (!current || signal?.aborted) return states
  const byId = new Map(current.monitors.map((m) => [m.id, m]))
  const changed = new Map(
    [...states].filter(([id, state]) => {
      const known = byId.get(id)
      return known !== undefined && !sameState(known.maintenance, state)
    }),
  )
  if (changed.size > 0) ctx.store.commit(applyMaintenance(current, changed), { fromSweep: false })
  return states
}

export class MaintenanceWatch {
  private timer: TimerHandle | null = null
  private busy = false
  private readonly readAt = new Map<number, number>()

  constructor(private readonly ctx: AppServiceContext) {}

  start(clock: Clock): void {
    this.stop()
    this.timer = clock.setTimer(WATCH_TICK_MS, () => {
      this.timer = null
      this.tick()
      this.start(clock)
    })
  }

  stop(): void {
    this.timer?.cancel()
    this.timer = null
  }

  forget(): void {
    this.readAt.clear()
  }

  /** The monitors due now, oldest read first, as many as this tick may read. */
  due(now: number): number[] {
    const snapshot = this.ctx.store.snapshot
    if (!snapshot) return []
    const watched = watchedMonitors(snapshot, now)
    const ids = new Set(watched.map((m) => m.id))
    for (const id of this.readAt.keys()) if (!ids.has(id)) this.readAt.delete(id)
    return watched
      .map((m) => ({ id: m.id, at: this.readAt.get(m.id) ?? -Infinity }))
      .filter((m) => now - m.at >= WATCH_FRESH_MS)
      .sort((a, b) => a.at - b.at || a.id - b.id)
      .slice(0, readsPerTick(this.ctx.perMinute()))
      .map((m) => m.id)
  }

  /** Reads the due monitors unless a tick's reads are still waiting or the picture is cached. */
  tick(): void {
    if (this.busy || this.ctx.store.fromCache) return
    const now = this.ctx.clock.now()
    const ids = this.due(now)
    if (ids.length === 0) return
    for (const id of ids) this.readAt.set(id, now)
    this.busy = true
    void rereadMaintenance(this.ctx, ids)
      .catch((error: unknown) => {
        this.ctx.reportFailure(error)
        this.ctx.logger.warn('Maintenance could not be re-read', { error: messageOf(error) })
      })
      .finally(() => (this.busy = false))
  }
}
