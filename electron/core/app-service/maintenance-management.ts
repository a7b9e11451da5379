// Scheduling, editing and deleting maintenance windows and recurring windows: one request each at
// action priority, sent in the team's time, then the monitor's periods are read again (and its
// maintenance state in the picture with them). Times come in as instants (ISO 8601) for a window,
// and as `HH:MM` in a named zone (the user's) for a recurring one; the team's zone is the one
// team-zones.ts knows, learned from the status pages first when nothing better is known.
import type { ActionResult, AppServiceApi } from '../../shared/app-service-api'
import { clip, TEXT_LIMITS } from '../../shared/clip'
import { failure } from '../../shared/error-table'
import type { RecurringMaintenanceInput } from '../../shared/maintenance-input'
import { describeRule, moveRule, type RecurringRule } from '../../shared/maintenance-schedule'
import { isValidZone, toWallClockMinutes } from '../../shared/team-time'
import type {
  ApiMaintenancePeriod,
  ApiRecurringMaintenancePeriod,
} from '../api/schemas/maintenance'
import { withMaintenance } from '../engine/snapshot'
import { indexOf } from '../engine/snapshot-index'
import { actionFailure, sendAction } from './action-failure'
import type { AppServiceContext } from './context'
import {
  activeMaintenance,
  learnZonesFromStatusPages,
  loadMaintenancePeriods,
  maintenanceKey,
  monitorZone,
  resolveTeamOfMonitor,
} from './maintenance-lookup'

export type MaintenanceManagement = Pick<
  AppServiceApi,
  | 'scheduleMaintenance'
  | 'updateMaintenance'
  | 'deleteMaintenance'
  | 'createRecurringMaintenance'
  | 'updateRecurringMaintenance'
  | 'deleteRecurringMaintenance'
>

/** A name from the service or the form, on one line and bounded. */
const quoted = (text: string) => `'${clip(text.replace(/\s+/g, ' ').trim(), TEXT_LIMITS.name)}'`

const refused = (detail: string): ActionResult => ({
  ok: false,
  ...failure('invalid-arguments', `${detail} Nothing was changed.`),
})

/** A window given as two instants, checked before anything is sent. */
function readWindow(startsAt: string, endsAt: string): { from: number; to: number } | null {
  const from = Date.parse(startsAt)
  const to = Date.parse(endsAt)
  return Number.isFinite(from) && Number.isFinite(to) && to > from ? { from, to } : null
}

/**
 * Reads the monitor's periods again (at action priority) and puts its maintenance state into the
 * picture: after any maintenance action, here and in actions.ts.
 */
export async function refreshMaintenance(ctx: AppServiceContext, monitorId: number): Promise<void> {
  ctx.cache.invalidate(maintenanceKey(monitorId))
  const periods = await loadMaintenancePeriods(ctx, monitorId, 'action')
  const current = ctx.snapshots.snapshot
  const monitor = current && indexOf(current).monitor(monitorId)
  if (!current || !monitor) return
  const state = activeMaintenance(periods, ctx.clock.now(), monitorZone(ctx, monitor.teamId))
  ctx.snapshots.markPatched(monitorId)
  ctx.snapshots.commit(withMaintenance(current, monitorId, state), { fromSweep: false })
}

export function createMaintenanceManagement(
  ctx: AppServiceContext,
  track: (work: Promise<unknown>) => void,
): MaintenanceManagement {
  const label = (monitorId: number): string => {
    const snapshot = ctx.snapshots.snapshot
    return (snapshot && indexOf(snapshot).monitor(monitorId)?.label) ?? `monitor ${monitorId}`
  }

  /** The monitor's team zone (its team read first when the picture does not know it). */
  async function zoneOf(monitorId: number): Promise<string> {
    const teamId = await resolveTeamOfMonitor(ctx, monitorId, 'action')
    await learnZonesFromStatusPages(ctx, [teamId], undefined, 'action')
    return monitorZone(ctx, teamId)
  }

  /**
   * Sends one change (its zone worked out first: a failure there is the action's failure), then
   * confirms it in the background.
   */
  async function act(monitorId: number | null, call: () => Promise<string>): Promise<ActionResult> {
    let message = ''
    const sent = await sendAction(ctx, async () => {
      message = await call()
    })
    if (!sent.ok) return sent.answer
    if (monitorId !== null)
      track(
        refreshMaintenance(ctx, monitorId).catch((error: unknown) => {
          ctx.reportFailure(error)
          ctx.logger.warn('Refresh after a maintenance change failed', { monitorId })
        }),
      )
    return { ok: true, message }
  }

  /** The monitor a period belongs to, when the picture or a cached list knows it. */
  function monitorOfPeriod(periodId: number): number | null {
    const snapshot = ctx.snapshots.snapshot
    const running = snapshot?.monitors.find((m) => m.maintenance?.periodId === periodId)
    if (running) return running.id
    for (const m of snapshot?.monitors ?? []) {
      const periods = ctx.cache.peek<ApiMaintenancePeriod[]>(`${maintenanceKey(m.id)}periods`)
      if (periods?.some((p) => p.id === periodId)) return m.id
    }
    return null
  }

  function periodName(monitorId: number | null, periodId: number): string {
    if (monitorId === null) return `maintenance window ${periodId}`
    const periods = ctx.cache.peek<ApiMaintenancePeriod[]>(`${maintenanceKey(monitorId)}periods`)
    const name = periods?.find((p) => p.id === periodId)?.name
    return name ? `maintenance window ${quoted(name)}` : `maintenance window ${periodId}`
  }

  /** The rule in the team's zone, or why it cannot be said there. */
  function teamRule(
    input: RecurringMaintenanceInput,
    zone: string,
  ): { ok: true; rule: RecurringRule } | { ok: false; answer: ActionResult } {
    if (!isValidZone(input.zone))
      return { ok: false, answer: refused(`Unknown time zone ${input.zone}.`) }
    const rule: RecurringRule = {
      recurrenceType: input.recurrenceType,
      daysOfWeek: input.recurrenceType === 'weekly' ? (input.daysOfWeek ?? null) : null,
      dayOfMonth: input.recurrenceType === 'monthly' ? (input.dayOfMonth ?? null) : null,
      startTime: input.startTime,
      endTime: input.endTime,
    }
    const moved = moveRule(rule, input.zone, zone, ctx.clock.now())
    return moved.ok ? moved : { ok: false, answer: refused(moved.problem) }
  }

  const ruleBody = (name: string, rule: RecurringRule) => ({
    name: name.trim(),
    recurrence_type: rule.recurrenceType,
    start_time: rule.startTime,
    end_time: rule.endTime,
    ...(rule.daysOfWeek ? { days_of_week: rule.daysOfWeek } : {}),
    ...(rule.dayOfMonth !== null ? { day_of_month: rule.dayOfMonth } : {}),
  })

  /** Resolves the team's zone as part of the action (a 404 there is the action's answer). */
  async function withZone(
    monitorId: number,
    then: (zone: string) => Promise<ActionResult>,
  ): Promise<ActionResult> {
    let zone: string
    try {
      ctx.api()
      zone = await zoneOf(monitorId)
    } catch (error) {
      ctx.reportFailure(error)
      return actionFailure(error)
    }
    return then(zone)
  }

  return {
    scheduleMaintenance: (monitorId, startsAt, endsAt, name) => {
      const window = readWindow(startsAt, endsAt)
      if (!window)
        return Promise.resolve(refused('Give a start and an end, the end after the start.'))
      return withZone(monitorId, (zone) => {
        const start = toWallClockMinutes(window.from, zone)
        const end = toWallClockMinutes(window.to, zone)
        return act(monitorId, async () => {
          await ctx.api().maintenance.create({
            monitor_id: monitorId,
            starts_at: start,
            ends_at: end,
            ...(name ? { name } : {}),
          })
          return `Maintenance on ${label(monitorId)} is scheduled from ${start} to ${end} (${zone} time).`
        })
      })
    },

    updateMaintenance: (monitorId, periodId, startsAt, endsAt, name) => {
      const window = readWindow(startsAt, endsAt)
      if (!window)
        return Promise.resolve(refused('Give a start and an end, the end after the start.'))
      return withZone(monitorId, (zone) => {
        const start = toWallClockMinutes(window.from, zone)
        const end = toWallClockMinutes(window.to, zone)
        return act(monitorId, async () => {
          await ctx.api().maintenance.update(periodId, {
            starts_at: start,
            ends_at: end,
            ...(name ? { name } : {}),
          })
          return `Maintenance on ${label(monitorId)} now runs from ${start} to ${end} (${zone} time).`
        })
      })
    },

    deleteMaintenance: (monitorId, periodId) => {
      const owner = monitorId ?? monitorOfPeriod(periodId)
      const what = periodName(owner, periodId)
      return act(owner, async () => {
        await ctx.api().maintenance.delete(periodId)
        return `Deleted the ${what}${owner === null ? '' : ` on ${label(owner)}`}.`
      })
    },

    createRecurringMaintenance: (monitorId, input) =>
      withZone(monitorId, (zone) => {
        const moved = teamRule(input, zone)
        if (!moved.ok) return Promise.resolve(moved.answer)
        return act(monitorId, async () => {
          await ctx.api().maintenance.recurring.create({
            monitor_id: monitorId,
            ...ruleBody(input.name, moved.rule),
          })
          return `Created the recurring window ${quoted(input.name)} on ${label(monitorId)}: ${describeRule(moved.rule) ?? ''} (${zone} time).`
        })
      }),

    updateRecurringMaintenance: (monitorId, recurringId, input) =>
      withZone(monitorId, (zone) => {
        const moved = teamRule(input, zone)
        if (!moved.ok) return Promise.resolve(moved.answer)
        return act(monitorId, async () => {
          await ctx.api().maintenance.recurring.update(recurringId, {
            ...ruleBody(input.name, moved.rule),
            regenerate_future_periods: true,
          })
          return `Saved the recurring window ${quoted(input.name)} on ${label(monitorId)}: ${describeRule(moved.rule) ?? ''} (${zone} time).`
        })
      }),

    deleteRecurringMaintenance: (monitorId, recurringId) => {
      const rules = ctx.cache.peek<ApiRecurringMaintenancePeriod[]>(
        `${maintenanceKey(monitorId)}recurring`,
      )
      const name = rules?.find((r) => r.id === recurringId)?.name
      const what = name ? quoted(name) : String(recurringId)
      return act(monitorId, async () => {
        // Its windows still to come go with it; past ones stay listed (spec).
        await ctx.api().maintenance.recurring.delete(recurringId, { deleteFuturePeriods: true })
        return `Deleted the recurring window ${what} on ${label(monitorId)} and its windows still to come.`
      })
    },
  }
}
