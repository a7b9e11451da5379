// Deleting a downtime period (`DELETE /api/downtime/{id}`, 204): one request at action
// priority; the monitor's cached downtime is dropped so the next ask reads it again.
import type { ActionResult, AppServiceApi } from '../../shared/app-service-api'
import { indexOf } from '../engine/snapshot-index'
import { sendAction } from './action-failure'
import type { AppServiceContext } from './context'

export type DowntimeManagement = Pick<AppServiceApi, 'deleteDowntime'>

/** Detail-cache key prefix of one monitor's downtime lists (details.ts), every range. */
export const downtimeKey = (monitorId: number): string => `downtime:${monitorId}:`

export function createDowntimeManagement(ctx: AppServiceContext): DowntimeManagement {
  const label = (monitorId: number): string => {
    const snapshot = ctx.snapshots.snapshot
    return (snapshot && indexOf(snapshot).monitor(monitorId)?.label) ?? `monitor ${monitorId}`
  }

  return {
    async deleteDowntime(monitorId, downtimeId): Promise<ActionResult> {
      const sent = await sendAction(ctx, () => ctx.api().uptime.deleteDowntime(downtimeId))
      if (!sent.ok) return sent.answer
      ctx.cache.invalidate(downtimeKey(monitorId))
      return { ok: true, message: `Deleted downtime period ${downtimeId} on ${label(monitorId)}.` }
    },
  }
}
