// Cron check definitions cost one request per monitor, so they are fetched only for monitors
// whose `cron` check just changed, when the window asks, and by a slow background round that
// only spends spare budget. A cron check that turns to a failure is muted by maintenance like
// any check, so its monitor's maintenance is looked up before the details are committed.
import type { Priority } from '../engine/priorities'
import { normalizeCronCheck, withCronChecks } from '../engine/snapshot'
import type { ChangeEvent, CronState } from '../../shared/model'
import type { AppServiceContext } from './context'
import { buildWithMaintenance } from './maintenance-lookup'
import { messageOf } from '../../shared/errors'
import { SlowRound } from './slow-round'

/** How long fetched cron details count as fresh. */
export const CRON_TTL_MS = 15 * 60_000

export class CronDetails {
  private fetchedAt = new Map<number, number>()
  /** The background round: the stalest monitor's details, one a minute on spare budget. */
  readonly round: SlowRound

  constructor(private readonly ctx: AppServiceContext) {
    this.round = new SlowRound(ctx, 'Cron details', () => {
      const next = this.stalest()
      return next === null
        ? null
        : async () => void (await this.refresh(next, 'cron', { background: true }))
    })
  }

  /**
   * Fetches the monitor's cron checks and commits them into the snapshot. `background` reads
   * only on spare budget; `fill` is one of many a page asks at once (refused past the click room).
   */
  async refresh(
    monitorId: number,
    priority: Priority,
    how: { background?: boolean; fill?: boolean } = {},
  ): Promise<CronState[]> {
    const api = this.ctx.api()
    const list = await this.ctx.gate.run(priority, () => api.cronChecks.list(monitorId), {
      ...how,
      failFast: priority === 'focus' || priority === 'action',
    })
    const crons = list.map((c) => normalizeCronCheck(c, monitorId))
    this.fetchedAt.set(monitorId, this.ctx.clock.now())
    const next = await buildWithMaintenance(this.ctx, (current) =>
      current.monitors.some((m) => m.id === monitorId)
        ? withCronChecks(current, monitorId, crons)
        : null,
    )
    if (next) this.ctx.snapshots.commit(next, { fromSweep: false })
    return crons
  }

  /** After a sweep: the monitors whose `cron` check changed get fresh details. */
  refreshChanged(events: ChangeEvent[]): void {
    const ids = new Set<number>()
    for (const e of events)
      if (e.type === 'check.changed' && e.checkType === 'cron') ids.add(e.monitorId)
    for (const id of ids) void this.refreshQuietly(id, 'cron', false)
  }

  forget(): void {
    this.fetchedAt.clear()
  }

  /** The monitor with an enabled cron check whose details are missing or oldest, if stale. */
  private stalest(): number | null {
    const snapshot = this.ctx.snapshots.snapshot
    if (!snapshot) return null
    const now = this.ctx.clock.now()
    let best: { id: number; at: number } | null = null
    for (const m of snapshot.monitors) {
      if (!m.checks.some((c) => c.type === 'cron' && c.enabled)) continue
      const at = this.fetchedAt.get(m.id) ?? -Infinity
      if (now - at < CRON_TTL_MS) continue
      if (!best || at < best.at) best = { id: m.id, at }
    }
    return best?.id ?? null
  }

  private async refreshQuietly(
    monitorId: number,
    priority: Priority,
    background: boolean,
  ): Promise<void> {
    await this.refresh(monitorId, priority, { background }).catch((error: unknown) => {
      this.ctx.reportFailure(error)
      this.ctx.logger.warn('Cron details could not be fetched', {
        monitorId,
        error: messageOf(error),
      })
    })
  }
}
