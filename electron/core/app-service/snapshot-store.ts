// The current picture and the one way to change it: every new snapshot (a sweep, a targeted
// refresh, cron or maintenance details) goes through `commit`, which diffs it against the
// previous one, lets the alert policy decide, tells the subscribers and saves it for offline.
import type { Alert, AlertDecision, ChangeEvent, MonitorState, Snapshot } from '../../shared/model'
import type { AlertPolicy } from '../engine/alert-policy'
import { changeEvents } from '../engine/diff'
import type { OfflineCache } from '../engine/offline-cache'
import { indexOf } from '../engine/snapshot-index'
import type { Clock } from '../ports'
import type { ServiceEmitter } from './emitter'
import { SweepMemo } from './sweep-memo'

export interface SnapshotStoreDeps {
  clock: Clock
  policy: AlertPolicy
  offlineCache: OfflineCache
  emitter: ServiceEmitter
}

export interface CommitResult {
  events: ChangeEvent[]
  decisions: AlertDecision[]
  alerts: Alert[]
}

export class SnapshotStore {
  private current: Snapshot | null = null
  /** True while the snapshot comes from the offline cache and no sweep has replaced it. */
  private cached = false
  /** The first sweep after a cached snapshot summarizes instead of alerting. */
  private awaitingFirstSweep = false
  /** Monitors refreshed one by one (after an action, for the window) and when. */
  private patchedAt = new Map<number, number>()
  /** The last diff asked for (snapshots are immutable values, so identity is enough). */
  private lastDiff: { from: Snapshot; to: Snapshot; events: ChangeEvent[] } | null = null

  /** What the last sweep made of each monitor's answer (sweep-memo.ts). */
  readonly memo = new SweepMemo()

  constructor(private readonly deps: SnapshotStoreDeps) {}

  get snapshot(): Snapshot | null {
    return this.current
  }

  get fromCache(): boolean {
    return this.cached
  }

  /** Serves the offline cache at once, marked stale. */
  loadCached(snapshot: Snapshot): void {
    this.current = snapshot
    this.cached = true
    this.awaitingFirstSweep = true
    this.deps.emitter.emit({ type: 'snapshot', snapshot })
  }

  /** Forgets everything (sign-out, another account). */
  reset(): void {
    this.current = null
    this.cached = false
    this.awaitingFirstSweep = false
    this.patchedAt.clear()
    this.lastDiff = null
    this.memo.clear()
  }

  /** By the snapshot's index (built once per snapshot), not a scan of every monitor. */
  findMonitorOfCheck(checkId: number): MonitorState | undefined {
    return this.current ? indexOf(this.current).monitorOfCheck(checkId) : undefined
  }

  findMonitorOfCronCheck(cronCheckId: number): number | undefined {
    return this.current ? indexOf(this.current).monitorOfCron(cronCheckId) : undefined
  }

  /**
   * A sweep's pages may predate a targeted refresh that landed while the sweep was still
   * reading: keep those monitors as refreshed, so a confirmed action does not flicker back.
   */
  keepNewerPatches(next: Snapshot, sweepStartedAt: number): Snapshot {
    const current = this.current
    if (!current || this.patchedAt.size === 0) return next
    const newer = new Map<number, MonitorState>()
    for (const [id, at] of this.patchedAt) {
      if (at < sweepStartedAt) this.patchedAt.delete(id)
      else {
        const monitor = current.monitors.find((m) => m.id === id)
        if (monitor) newer.set(id, monitor)
      }
    }
    if (newer.size === 0) return next
    return { ...next, monitors: next.monitors.map((m) => newer.get(m.id) ?? m) }
  }

  /** Records a targeted refresh of one monitor. */
  markPatched(monitorId: number): void {
    this.patchedAt.set(monitorId, this.deps.clock.now())
  }

  /**
   * Events between the current snapshot and `next` (none on a fresh start). The last answer is
   * kept: a sweep or refresh asks before committing (new failures need a maintenance look-up),
   * and the commit then reuses it instead of diffing 10,000 monitors twice.
   */
  eventsTo(next: Snapshot): ChangeEvent[] {
    const from = this.current
    if (!from) return []
    const last = this.lastDiff
    if (last?.from === from && last.to === next) return last.events
    const events = changeEvents(from, next, next.fetchedAt)
    this.lastDiff = { from, to: next, events }
    return events
  }

  /** Makes `next` current and tells everyone. `fromSweep`: a full sweep produced it. */
  commit(next: Snapshot, options: { fromSweep: boolean }): CommitResult {
    const events = this.eventsTo(next)
    // Its `from` is about to be replaced: do not keep a whole old snapshot alive until the next diff.
    this.lastDiff = null
    const firstSweepAfterCache = options.fromSweep && this.awaitingFirstSweep
    const { decisions, alerts } =
      events.length > 0
        ? this.deps.policy.decide(events, next, { firstSweepAfterCache })
        : { decisions: [], alerts: [] }
    this.current = next
    if (options.fromSweep) {
      this.cached = false
      this.awaitingFirstSweep = false
    }
    const { emitter } = this.deps
    emitter.emit({ type: 'snapshot', snapshot: next })
    if (decisions.length > 0) emitter.emit({ type: 'decisions', decisions })
    for (const alert of alerts) emitter.emit({ type: 'alert', alert })
    this.deps.offlineCache.save(next)
    return { events, decisions, alerts }
  }
}
