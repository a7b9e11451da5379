// A monitor's maintenance periods, looked up only when needed: before deciding whether a new
// failure is muted (lowest priority, cached) and right after a maintenance action.
import { utcToIso } from '../api/dates'
import type { ApiMaintenancePeriod } from '../api/schemas/maintenance'
import type { Priority } from '../engine/priorities'
import { withMaintenance } from '../engine/snapshot'
import type { MaintenanceState, Snapshot } from '../../shared/model'
import type { EngineContext } from './context'

export const MAINTENANCE_TTL_MS = 5 * 60_000
/** At most this many look-ups before one sweep's alerts; a bigger burst is summarized anyway. */
export const MAX_LOOKUPS_PER_SWEEP = 5

export const maintenanceKey = (monitorId: number): string => `maintenance:${monitorId}:`

/** Every period of the monitor (cached). */
export function loadMaintenancePeriods(
  ctx: EngineContext,
  monitorId: number,
  priority: Priority,
  signal?: AbortSignal,
): Promise<ApiMaintenancePeriod[]> {
  const api = ctx.api()
  return ctx.cache.get(`${maintenanceKey(monitorId)}periods`, MAINTENANCE_TTL_MS, () =>
    ctx.gate.run(priority, () => api.maintenance.listAll(monitorId, {}, { signal }), {
      signal,
      failFast: priority === 'action' || priority === 'focus',
    }),
  )
}

/** The period active at `now`, if any (team times read as UTC, see detail-views.ts). */
export function activeMaintenance(
  periods: ApiMaintenancePeriod[],
  now: number,
): MaintenanceState | null {
  let best: MaintenanceState | null = null
  for (const p of periods) {
    const startedAt = utcToIso(p.starts_at)
    const endsAt = utcToIso(p.ends_at)
    if (!startedAt || !endsAt) continue
    if (Date.parse(startedAt) > now || Date.parse(endsAt) <= now) continue
    if (!best || endsAt > best.endsAt) best = { startedAt, endsAt, name: p.name, periodId: p.id }
  }
  return best
}

/**
 * Looks up maintenance for the monitors with a new failure, so the alert policy knows whether
 * it is muted. A failed look-up leaves what was known (never blocks the alert).
 */
export async function resolveMaintenanceForFailures(
  ctx: EngineContext,
  next: Snapshot,
  monitorIds: number[],
  signal?: AbortSignal,
): Promise<Snapshot> {
  let snapshot = next
  const now = ctx.clock.now()
  for (const monitorId of monitorIds.slice(0, MAX_LOOKUPS_PER_SWEEP)) {
    try {
      const periods = await loadMaintenancePeriods(ctx, monitorId, 'maintenance', signal)
      snapshot = withMaintenance(snapshot, monitorId, activeMaintenance(periods, now))
    } catch (error) {
      ctx.reportFailure(error)
      ctx.logger.warn('Maintenance look-up failed', {
        monitorId,
        error: error instanceof Error ? error.message : String(error),
      })
    }
  }
  return snapshot
}
