// User actions: each answers at once with what happened (or why nothing did), then a targeted
// refresh at action priority confirms it: the monitor, its maintenance periods, its cron checks
// (found by asking the service when the snapshot does not know the cron check yet). A check
// action also drops that check page's latest findings and runs, so the page reads them again.
// (Status pages: status-page-management.ts.) A failed action changes nothing. In a run of many
// (bulk), check actions leave their monitors to be read back together once the run is over
// (`gathering`). A check action takes its monitor from the caller when given (checked against
// the snapshot's index: a check the index places on another monitor is refused, nothing sent),
// else from the index.
import { PAGE_SIZE, iteratePages } from '../api/pagination'
import type { ActionResult, AppServiceApi } from '../../shared/app-service-api'
import type { MonitorState } from '../../shared/model'
import { describeFailure } from '../../shared/errors'
import { failure } from '../../shared/error-table'
import { pagesFor } from '../engine/interval'
import type { Priority } from '../engine/priorities'
import { normalizeMonitor } from '../engine/snapshot'
import { indexOf } from '../engine/snapshot-index'
import { sendAction } from './action-failure'
import { checkPageKey } from './check-details'
import type { AppServiceContext } from './context'
import type { CronDetails } from './cron-details'
import { cronChecksKey } from './details'
import { refreshMaintenance } from './maintenance-management'
import { buildWithMaintenance, teamOfMonitor } from './maintenance-lookup'

/** Monitors asked at most when looking for the monitor of an unknown cron check. */
export const MAX_CRON_SEARCH = 10

type Actions = Pick<
  AppServiceApi,
  | 'snoozeCheck'
  | 'unsnoozeCheck'
  | 'snoozeCronCheck'
  | 'unsnoozeCronCheck'
  | 'rerunCheck'
  | 'setCheckEnabled'
  | 'startMaintenance'
  | 'stopMaintenance'
>

type CheckActionName = 'snoozeCheck' | 'unsnoozeCheck' | 'rerunCheck' | 'setCheckEnabled'

const ok = (message: string): ActionResult => ({ ok: true, message })

function checkName(monitor: MonitorState | undefined, checkId: number): string {
  const check = monitor?.checks.find((c) => c.id === checkId)
  if (!monitor || !check) return `check ${checkId}`
  return `${check.label || check.type} on ${monitor.label}`
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`

/** Reads a check action's monitor back (or, in a bulk run, notes it for later). */
type MonitorRefresh = (monitorId: number | undefined) => Promise<void>

export interface CreatedActions {
  actions: Actions
  refreshMonitor: (monitorId: number, priority: Priority) => Promise<void>
  /**
   * The actions for a run of many (bulk): a check action that went through hands its monitor to
   * `gather` instead of reading it back, and the run reads them back once (`refreshMonitors`).
   * Maintenance actions still read their monitor's periods: the monitor list does not carry them.
   */
  gathering: (gather: (monitorId: number) => void) => Actions
  /** Reads the monitors back in the background, as cheaply as it can; failures are reported. */
  refreshMonitors: (monitorIds: number[]) => void
}

export function createActions(
  ctx: AppServiceContext,
  cron: CronDetails,
  track: (work: Promise<unknown>) => void,
): CreatedActions {
  /** A refresh in the background: a failure is reported (a 401 stops polling) and logged. */
  function confirmLater(what: string, work: Promise<void>): void {
    track(
      work.catch((error: unknown) => {
        ctx.reportFailure(error)
        ctx.logger.warn('Refresh after an action failed', {
          action: what,
          error: describeFailure(error),
        })
      }),
    )
  }

  /** Runs one request at action priority; any failure becomes a clear "nothing changed". */
  async function act<T>(
    what: string,
    call: () => Promise<T>,
    confirm: (value: T) => Promise<void>,
    success: string,
  ): Promise<ActionResult> {
    const sent = await sendAction(ctx, call)
    if (!sent.ok) return sent.answer
    confirmLater(what, confirm(sent.value))
    return ok(success)
  }

  /** Re-reads one monitor and puts it into the snapshot. */
  async function refreshMonitor(
    monitorId: number | undefined,
    priority: Priority = 'action',
  ): Promise<void> {
    if (monitorId === undefined) return
    const api = ctx.api()
    const fresh = normalizeMonitor(await ctx.gate.run(priority, () => api.monitors.get(monitorId)))
    await patchMonitors([fresh])
  }

  /**
   * Re-reads the monitors at action priority: each on its own when that takes no more requests
   * than the monitor list's pages, else the list once (only these monitors are taken from it).
   */
  async function readBack(monitorIds: number[]): Promise<void> {
    const wanted = new Set(monitorIds)
    if (wanted.size <= pagesFor(ctx.snapshots.snapshot?.monitors.length ?? 0)) {
      await Promise.all([...wanted].map((id) => refreshMonitor(id)))
      return
    }
    const api = ctx.api()
    const fresh: MonitorState[] = []
    const fetchPage = (page: number) =>
      ctx.gate.run('action', () => api.monitors.listPage(page, PAGE_SIZE))
    for await (const page of iteratePages(fetchPage)) {
      for (const m of page.data) if (wanted.has(m.id)) fresh.push(normalizeMonitor(m))
    }
    await patchMonitors(fresh)
  }

  /** Puts monitors just read into the snapshot, each keeping the maintenance known for it. */
  async function patchMonitors(fresh: MonitorState[]): Promise<void> {
    if (fresh.length === 0) return
    const byId = new Map(fresh.map((m) => [m.id, m]))
    // A check that just failed is looked up for maintenance first, as in a sweep.
    const snapshot = await buildWithMaintenance(ctx, (current) => {
      const monitors = current.monitors.map((m) => {
        const next = byId.get(m.id)
        return next ? { ...next, maintenance: m.maintenance } : m
      })
      const known = new Set(current.monitors.map((m) => m.id))
      for (const m of fresh) if (!known.has(m.id)) monitors.push({ ...m, maintenance: null })
      return { ...current, monitors }
    })
    if (!snapshot) return
    for (const m of fresh) ctx.snapshots.markPatched(m.id)
    ctx.snapshots.commit(snapshot, { fromSweep: false })
  }

  /**
   * After a cron check action: refreshes the cron checks of the monitor that has it. When the
   * snapshot does not know the cron check yet (details never fetched, or it is new), the
   * monitors with a cron check are asked in turn, those without known details first, until one
   * lists it: the first at action priority, the rest at cron priority (a search over many
   * monitors must not crowd out sweeps), MAX_CRON_SEARCH at most; past that the background
   * round finds it. Every list fetched is committed, so nothing is wasted.
   */
  async function refreshCronOf(cronCheckId: number): Promise<void> {
    const known = ctx.snapshots.findMonitorOfCronCheck(cronCheckId)
    if (known !== undefined) {
      // The window's cached list predates the action.
      ctx.cache.invalidate(cronChecksKey(known))
      await cron.refresh(known, 'action')
      return
    }
    const snapshot = ctx.snapshots.snapshot
    if (!snapshot) return
    const candidates = snapshot.monitors
      .filter((m) => m.checks.some((c) => c.type === 'cron'))
      .map((m) => m.id)
      .sort((a, b) => Number(a in snapshot.cron) - Number(b in snapshot.cron))
      .slice(0, MAX_CRON_SEARCH)
    for (const [i, monitorId] of candidates.entries()) {
      const crons = await cron.refresh(monitorId, i === 0 ? 'action' : 'cron')
      if (crons.some((c) => c.id === cronCheckId)) {
        ctx.cache.invalidate(cronChecksKey(monitorId))
        return
      }
    }
    ctx.logger.info('The monitor of a cron check was not found after an action', { cronCheckId })
  }

  const monitorLabel = (monitorId: number): string => {
    const snapshot = ctx.snapshots.snapshot
    return (snapshot && indexOf(snapshot).monitor(monitorId)?.label) ?? `monitor ${monitorId}`
  }

  /**
   * The monitor a check action reads back: the caller's (when the snapshot knows that monitor),
   * else the index's; a wrong one is an answer that refuses, nothing sent.
   */
  function monitorOf(
    checkId: number,
    given: number | undefined,
  ): { monitor: MonitorState | undefined } | { refused: ActionResult } {
    const index = ctx.snapshots.snapshot ? indexOf(ctx.snapshots.snapshot) : null
    const owner = index?.monitorOfCheck(checkId)
    if (given === undefined || owner?.id === given) return { monitor: owner }
    if (owner) {
      const detail = `check ${checkId} is on ${owner.label} (monitor ${owner.id}), not on monitor ${given}`
      return { refused: { ok: false, ...failure('invalid-arguments', detail) } }
    }
    // A check the snapshot does not know yet (new): its monitor, when known, is read back.
    return { monitor: index?.monitor(given) }
  }

  const checkAction = (
    refresh: MonitorRefresh,
    checkId: number,
    given: number | undefined,
    verb: string,
    call: () => Promise<unknown>,
    done: (name: string) => string,
  ): Promise<ActionResult> => {
    const found = monitorOf(checkId, given)
    if ('refused' in found) return Promise.resolve(found.refused)
    const { monitor } = found
    const name = checkName(monitor, checkId)
    const type = monitor?.checks.find((c) => c.id === checkId)?.type
    const acted = async () => {
      const value = await call()
      // A past run's findings stay as they were; the latest and the history do not.
      if (monitor && type) {
        ctx.cache.invalidate(`${checkPageKey(monitor.id)}${type}:latest`)
        ctx.cache.invalidate(`${checkPageKey(monitor.id)}${type}:runs`)
      }
      return value
    }
    return act(`${verb} ${name}`, acted, () => refresh(monitor?.id), done(name))
  }

  const cronAction = (
    cronCheckId: number,
    verb: string,
    call: () => Promise<unknown>,
    success: string,
  ): Promise<ActionResult> => {
    return act(`${verb} cron check ${cronCheckId}`, call, () => refreshCronOf(cronCheckId), success)
  }

  const checkActions = (refresh: MonitorRefresh): Pick<Actions, CheckActionName> => ({
    snoozeCheck: (checkId, minutes, monitorId) =>
      checkAction(
        refresh,
        checkId,
        monitorId,
        'snooze',
        () => ctx.api().checks.snooze(checkId, minutes),
        (name) => `Snoozed ${name} for ${plural(minutes, 'minute')}.`,
      ),
    unsnoozeCheck: (checkId, monitorId) =>
      checkAction(
        refresh,
        checkId,
        monitorId,
        'unsnooze',
        () => ctx.api().checks.unsnooze(checkId),
        (name) => `Notifications for ${name} are back on.`,
      ),
    rerunCheck: (checkId, monitorId) =>
      checkAction(
        refresh,
        checkId,
        monitorId,
        're-run',
        () => ctx.api().checks.requestRun(checkId),
        (name) => `Asked the service to run ${name} now.`,
      ),
    setCheckEnabled: (checkId, enabled, monitorId) =>
      checkAction(
        refresh,
        checkId,
        monitorId,
        enabled ? 'enable' : 'disable',
        () => (enabled ? ctx.api().checks.enable(checkId) : ctx.api().checks.disable(checkId)),
        (name) => `${enabled ? 'Enabled' : 'Disabled'} ${name}.`,
      ),
  })

  const actions: Actions = {
    ...checkActions(refreshMonitor),
    snoozeCronCheck: (cronCheckId, minutes) =>
      cronAction(
        cronCheckId,
        'snooze',
        () => ctx.api().cronChecks.snooze(cronCheckId, minutes),
        `Snoozed the cron check for ${plural(minutes, 'minute')}.`,
      ),
    unsnoozeCronCheck: (cronCheckId) =>
      cronAction(
        cronCheckId,
        'unsnooze',
        () => ctx.api().cronChecks.unsnooze(cronCheckId),
        'Notifications for the cron check are back on.',
      ),
    startMaintenance: (monitorId, seconds, name) =>
      act(
        `start maintenance on ${monitorLabel(monitorId)}`,
        async () => {
          let date: string | null = null
          const period = await ctx
            .api()
            .maintenance.start(
              monitorId,
              { stop_maintenance_after_seconds: seconds, ...(name ? { name } : {}) },
              { onHeaders: (headers) => (date = headers.get('date')) },
            )
          // Its starts_at is the team's wall clock at the answer's Date: the team's offset.
          const teamId = teamOfMonitor(ctx, monitorId)
          if (period && teamId !== undefined)
            ctx.zones.learnFromAnswer(teamId, date, period.starts_at)
          return period
        },
        () => refreshMaintenance(ctx, monitorId),
        `${monitorLabel(monitorId)} is in maintenance for ${plural(Math.round(seconds / 60), 'minute')}.`,
      ),
    stopMaintenance: (monitorId) =>
      act(
        `stop maintenance on ${monitorLabel(monitorId)}`,
        () => ctx.api().maintenance.stop(monitorId),
        () => refreshMaintenance(ctx, monitorId),
        `Maintenance on ${monitorLabel(monitorId)} has ended.`,
      ),
  }
  return {
    actions,
    refreshMonitor,
    gathering: (gather) => ({
      ...actions,
      ...checkActions(async (monitorId) => {
        if (monitorId !== undefined) gather(monitorId)
      }),
    }),
    refreshMonitors: (monitorIds) => {
      if (monitorIds.length > 0) confirmLater('read back after a bulk run', readBack(monitorIds))
    },
  }
}
