// One sweep: every page of GET /api/monitors (200 monitors a page, each page its own turn at
// the gate; a monitor that cannot be read is set aside and counted, the others kept), each
// monitor parsed and projected into the next snapshot as it is taken and then dropped, or, where
// its answer is as last sweep's but for its run times, taken again from the memo (ended
// maintenance dropped), maintenance look-ups for every monitor with a new failure
// (maintenance-lookup.ts), diff, alert decisions and cron details for monitors whose cron check
// changed.
import { iteratePages } from '../api/pagination'
import { mergeUnreadable, noUnreadable } from '../api/schemas/tolerant-list'
import { layoutOf } from '../api/schemas/entry-stream'
import { SnapshotBuilder } from '../engine/snapshot'
import type { ChangeEvent } from '../../shared/model'
import type { AppServiceContext } from './context'
import type { CronDetails } from './cron-details'
import { monitorsWithNewFailures, resolveMaintenanceForFailures } from './maintenance-lookup'
import { noThresholds, type ThresholdList } from './radar-round'
import { addMonitors } from './sweep-monitors'

export interface SweepResult {
  monitorCount: number
  pages: number
  events: ChangeEvent[]
  /**
   * Each monitor's certificate "expires soon" threshold in days, where its settings say another
   * one than the default (most monitors keep it: an entry each would be 10,000 at 10,000).
   */
  thresholds: ThresholdList
  /** The same for the domain check, where the monitor's settings name one. */
  domainThresholds: ThresholdList
}

export async function runSweep(
  ctx: AppServiceContext,
  cron: CronDetails,
  signal: AbortSignal,
): Promise<SweepResult | null> {
  const api = ctx.api()
  const startedAt = ctx.clock.now()
  const { snapshots } = ctx
  const builder = new SnapshotBuilder(snapshots.snapshot)
  const learned = noThresholds()
  let pages = 0
  let unreadable = noUnreadable()
  const { memo } = snapshots
  memo.start()
  const fetchPage = (page: number) =>
    ctx.gate.run('sweep', () => api.monitors.streamPage(page, { signal }, memo.layout(page)), {
      signal,
    })
  for await (const page of iteratePages(fetchPage)) {
    pages++
    addMonitors(page.data, builder, memo, learned)
    memo.keepLayout(page.currentPage, layoutOf(page.data))
    unreadable = mergeUnreadable(unreadable, page.unreadable)
  }
  if (unreadable.count > 0) {
    ctx.logger.warn(`sweep: ${unreadable.count} monitor(s) could not be read`, {
      reasons: unreadable.reasons,
    })
  }
  if (signal.aborted) return null

  let next = builder.finish(new Date(ctx.clock.now()).toISOString(), unreadable, snapshots.snapshot)
  next = snapshots.keepNewerPatches(next, startedAt)
  // The first sweep after the offline cache is summarized ("while you were away") whatever the
  // maintenance: no look-ups for it.
  const failing = snapshots.fromCache ? [] : monitorsWithNewFailures(snapshots.eventsTo(next))
  if (failing.length > 0) next = await resolveMaintenanceForFailures(ctx, next, failing, signal)
  if (signal.aborted) return null

  memo.finish()
  const { events } = snapshots.commit(next, { fromSweep: true })
  cron.refreshChanged(events)
  return { monitorCount: next.monitors.length, pages, events, ...learned }
}
