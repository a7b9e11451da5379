// A monitor's maintenance periods, looked up only when needed: before deciding whether a new
// failure is muted (lowest priority, cached) and right after a maintenance action.
//
// Every monitor with a new failure is looked up before the alert decision, however many fail at
// once: there is no cap on the count. A cap would leave the monitors beyond it with "no
// maintenance known", and such a monitor alerts as unmuted whenever the others turn out to be in
// maintenance (then too few notify to make a burst summary). Look-ups are cached
// (MAINTENANCE_TTL_MS), queued at 'maintenance' priority and spend the budget like any other
// request. The sweep waits for them at most LOOKUP_WAIT_MS: an on-call alert must not wait for a
// slow budget (at 2 requests a minute, 40 look-ups would hold a sweep's alerts for 20 minutes).
// What has not resolved by then is decided as "no maintenance known" (better an alert too many
// than a late one); those look-ups go on, and their answers are committed when they arrive. A
// failed look-up leaves what was known (it never blocks the alert).
//
// "New failure": a check that turned to failed / errored-or-timed-out, and a cron check that
// turned to a failing result (the alert policy mutes both during maintenance). Warnings and
// recoveries are not looked up here; maintenance-watch.ts re-reads every failing and warning
// monitor on a cadence, so a window someone else starts is seen too.
//
// Periods' `starts_at` / `ends_at` are the team's wall-clock time (the recorded start-maintenance
// answer: `Date: Sat, 09 Aug 2025 19:17:25 GMT`, `starts_at: "2025-08-09 21:17:25"`): they are
// read in the zone team-zones.ts knows for the monitor's team.
import { wallClockToIso } from '../../shared/team-time'
import type { ApiMaintenancePeriod } from '../api/schemas/maintenance'
import { checkLevel, cronLevel } from '../engine/alert-levels'
import type { Priority } from '../engine/priorities'
import { withMaintenance } from '../engine/snapshot'
import { indexOf } from '../engine/snapshot-index'
import type { ChangeEvent, MaintenanceState, Snapshot } from '../../shared/model'
import type { ApiClient } from '../api'
import type { AppServiceContext } from './context'
import { messageOf } from '../../shared/errors'

export const MAINTENANCE_TTL_MS = 5 * 60_000
/** Status pages read for their teams' zones are kept this long. */
export const ZONE_PAGES_TTL_MS = 6 * 3_600_000
const ZONE_PAGES_KEY = 'team-zones:status-pages'
/** The longest a sweep's alert decisions wait for maintenance look-ups. */
export const LOOKUP_WAIT_MS = 15_000

export const maintenanceKey = (monitorId: number): string => `maintenance:${monitorId}:`

/** What the monitor page shows is read again once it is this old (a colleague may have acted). */
export const SHOWN_PERIODS_MS = 5_000

/** Every period of the monitor (cached; `maxAgeMs` reads again what is older). */
export function loadMaintenancePeriods(
  ctx: AppServiceContext,
  monitorId: number,
  priority: Priority,
  signal?: AbortSignal,
  maxAgeMs = MAINTENANCE_TTL_MS,
): Promise<ApiMaintenancePeriod[]> {
  const api = ctx.api()
  const key = `${maintenanceKey(monitorId)}periods`
  const storedAt = ctx.cache.storedAt(key)
  if (storedAt !== null && ctx.clock.now() - storedAt >= maxAgeMs) ctx.cache.invalidate(key)
  return ctx.cache.get(key, MAINTENANCE_TTL_MS, () =>
    ctx.gate.run(priority, () => api.maintenance.listAll(monitorId, {}, { signal }), {
      signal,
      failFast: priority === 'action' || priority === 'focus',
    }),
  )
}

/** The period active at `now`, if any, its times read in the team's `zone`. */
export function activeMaintenance(
  periods: ApiMaintenancePeriod[],
  now: number,
  zone: string,
): MaintenanceState | null {
  let best: MaintenanceState | null = null
  for (const p of periods) {
    const startedAt = wallClockToIso(p.starts_at, zone)
    const endsAt = wallClockToIso(p.ends_at, zone)
    if (!startedAt || !endsAt) continue
    if (Date.parse(startedAt) > now || Date.parse(endsAt) <= now) continue
    if (!best || endsAt > best.endsAt) best = { startedAt, endsAt, name: p.name, periodId: p.id }
  }
  return best
}

/** Monitors with a check or cron check that just turned to a failure (candidates for a mute). */
export function monitorsWithNewFailures(events: ChangeEvent[]): number[] {
  const ids = new Set<number>()
  for (const e of events) {
    const failing =
      (e.type === 'check.changed' && checkLevel(e.to) === 'failing') ||
      (e.type === 'cron.changed' && cronLevel(e.to) === 'failing')
    if (failing) ids.add(e.monitorId)
  }
  return [...ids]
}

/** The signed-in client, or null. */
function currentClient(ctx: AppServiceContext): ApiClient | null {
  try {
    return ctx.api()
  } catch {
    return null
  }
}

/** The team of a monitor the current snapshot knows. */
export function teamOfMonitor(ctx: AppServiceContext, monitorId: number): number | undefined {
  const snapshot = ctx.snapshots.snapshot
  return snapshot ? indexOf(snapshot).monitor(monitorId)?.teamId : undefined
}

/** A monitor's team read from the service is kept this long (a monitor rarely moves team). */
const TEAM_TTL_MS = 60 * 60_000

/**
 * The team of a monitor: the snapshot's, else read from the service (one request, kept an hour):
 * a command-line action runs with no snapshot, and a team's time needs the team.
 */
export async function resolveTeamOfMonitor(
  ctx: AppServiceContext,
  monitorId: number,
  priority: Priority,
): Promise<number | undefined> {
  const known = teamOfMonitor(ctx, monitorId)
  if (known !== undefined) return known
  const api = ctx.api()
  const monitor = await ctx.cache.get(`team-of:${monitorId}`, TEAM_TTL_MS, () =>
    ctx.gate.run(priority, () => api.monitors.get(monitorId), {
      failFast: priority === 'action' || priority === 'focus',
    }),
  )
  // The reader puts 0 where the service sent no team.
  return monitor.team_id > 0 ? monitor.team_id : undefined
}

/** The zone a monitor's maintenance times are in (its team's). */
export function monitorZone(ctx: AppServiceContext, teamId: number | undefined): string {
  return ctx.zones.zoneOf(teamId).zone
}

/**
 * Learns the teams' zones from their status pages (one list read, kept ZONE_PAGES_TTL_MS, shared
 * by look-ups that ask at once) when a team's zone is not set by the user nor known from a page.
 * A failed read leaves the zones as they were.
 */
export async function learnZonesFromStatusPages(
  ctx: AppServiceContext,
  teamIds: Iterable<number | undefined>,
  signal?: AbortSignal,
  priority: Priority = 'maintenance',
): Promise<void> {
  const readAt = ctx.zones.statusPagesReadAt
  if (readAt !== null && ctx.clock.now() - readAt < ZONE_PAGES_TTL_MS) return
  if (![...teamIds].some((id) => id !== undefined && ctx.zones.wantsBetter(id))) return
  const api = currentClient(ctx)
  if (!api) return
  try {
    const pages = await ctx.cache.get(ZONE_PAGES_KEY, ZONE_PAGES_TTL_MS, () =>
      ctx.gate.run(priority, () => api.statusPages.listAll({ signal }), {
        signal,
        failFast: priority === 'action' || priority === 'focus',
      }),
    )
    if (ctx.zones.statusPagesReadAt === readAt) ctx.zones.learnStatusPages(pages, ctx.clock.now())
  } catch (error) {
    if (signal?.aborted || currentClient(ctx) !== api) return
    ctx.reportFailure(error)
    ctx.logger.warn('Status pages could not be read for team zones', { error: messageOf(error) })
  }
}

/**
 * The maintenance state of each monitor, looked up (cached, queued together at 'maintenance'
 * priority). Monitors whose look-up failed are left out: what was known stays. `teamOf` names a
 * monitor's team where the current snapshot may not know it yet (a sweep's new monitors).
 */
export async function lookUpMaintenance(
  ctx: AppServiceContext,
  monitorIds: number[],
  signal?: AbortSignal,
  teamOf: (monitorId: number) => number | undefined = (id) => teamOfMonitor(ctx, id),
): Promise<Map<number, MaintenanceState | null>> {
  const found = new Map<number, MaintenanceState | null>()
  const api = currentClient(ctx)
  await learnZonesFromStatusPages(ctx, monitorIds.map(teamOf), signal)
  await Promise.all(
    monitorIds.map(async (monitorId) => {
      try {
        const periods = await loadMaintenancePeriods(ctx, monitorId, 'maintenance', signal)
        const zone = monitorZone(ctx, teamOf(monitorId))
        found.set(monitorId, activeMaintenance(periods, ctx.clock.now(), zone))
      } catch (error) {
        // An answer to the session before (another token) says nothing about this one.
        if (signal?.aborted || currentClient(ctx) !== api) return
        ctx.reportFailure(error)
        ctx.logger.warn('Maintenance look-up failed', {
          monitorId,
          error: messageOf(error),
        })
      }
    }),
  )
  return found
}

/** `snapshot` with the looked-up maintenance states applied. */
export function applyMaintenance(
  snapshot: Snapshot,
  states: Map<number, MaintenanceState | null>,
): Snapshot {
  let next = snapshot
  for (const [monitorId, state] of states) next = withMaintenance(next, monitorId, state)
  return next
}

/**
 * Looks up maintenance for every monitor with a new failure, so the alert policy knows whether
 * it is muted, waiting at most LOOKUP_WAIT_MS (see the top of this file). Answers that come
 * later are committed on their own.
 */
export async function resolveMaintenanceForFailures(
  ctx: AppServiceContext,
  next: Snapshot,
  monitorIds: number[],
  signal?: AbortSignal,
): Promise<Snapshot> {
  const found = new Map<number, MaintenanceState | null>()
  let decided = false
  const index = indexOf(next)
  const each = monitorIds.map((monitorId) =>
    lookUpMaintenance(ctx, [monitorId], signal, (id) => index.monitor(id)?.teamId).then(
      (states) => {
        for (const [id, state] of states) found.set(id, state)
        if (decided) commitLate(ctx, states)
      },
    ),
  )
  const inTime = await new Promise<boolean>((resolve) => {
    const timer = ctx.clock.setTimer(LOOKUP_WAIT_MS, () => resolve(false))
    void Promise.all(each).then(() => {
      timer.cancel()
      resolve(true)
    })
  })
  decided = true
  if (!inTime) {
    ctx.logger.info('Maintenance look-ups still pending; alerting without them', {
      pending: monitorIds.length - found.size,
    })
  }
  return applyMaintenance(next, new Map(found))
}

/** Puts a look-up answer that came after the sweep's decisions into the current snapshot. */
function commitLate(ctx: AppServiceContext, states: Map<number, MaintenanceState | null>): void {
  const current = ctx.snapshots.snapshot
  if (!current) return
  const index = indexOf(current)
  const present = new Map([...states].filter(([id]) => index.monitor(id) !== undefined))
  if (present.size > 0)
    ctx.snapshots.commit(applyMaintenance(current, present), { fromSweep: false })
}

/**
 * For a targeted commit (one monitor refreshed, cron details fetched): builds the snapshot with
 * `build(current)` and, when it shows a new failure, looks its monitors' maintenance up first and
 * builds again on whatever is current by then. Null when there is no snapshot any more.
 */
export async function buildWithMaintenance(
  ctx: AppServiceContext,
  build: (current: Snapshot) => Snapshot | null,
): Promise<Snapshot | null> {
  const current = ctx.snapshots.snapshot
  const first = current && build(current)
  if (!first) return null
  const failing = monitorsWithNewFailures(ctx.snapshots.eventsTo(first))
  if (failing.length === 0) return first
  const states = await lookUpMaintenance(ctx, failing)
  const latest = ctx.snapshots.snapshot
  const rebuilt = latest && build(latest)
  return rebuilt ? applyMaintenance(rebuilt, states) : null
}
