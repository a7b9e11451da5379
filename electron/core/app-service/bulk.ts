// Bulk actions: one action per monitor of the plan (shared/bulk.ts), each through the same
// actions as a single click (so the gate runs them at action priority, inside the budget, and
// the timeline records them), one monitor after the other. The progress of the current or last
// run is kept for the windows to show ("12 of 40 done"); a failed monitor is listed with the
// reason and can be asked again. One run at a time: a second one is refused while one runs.
// A check action does not read its monitor back on its own: the monitors acted on are read back
// once when the run is over (40 re-runs cost 41 requests, not 80). A request that names its checks
// (a popover row, a notification) acts on those; one the snapshot places on no monitor named is
// refused before anything is sent.
import type { ActionResult, AppServiceApi } from '../../shared/app-service-api'
import {
  planBulk,
  unplacedChecks,
  type BulkCheckFailure,
  type BulkFailure,
  type BulkItemResult,
  type BulkProgress,
  type BulkRequest,
  type BulkStep,
} from '../../shared/bulk'
import type { Snapshot } from '../../shared/model'
import { QUICK_MAINTENANCE, QUICK_SNOOZE } from '../../shared/presets'
import { failureOf } from './failure'

type BulkActions = Pick<
  AppServiceApi,
  'rerunCheck' | 'snoozeCheck' | 'unsnoozeCheck' | 'startMaintenance' | 'stopMaintenance'
>

/** A request without a duration: the one-click presets (shared/presets.ts). */
const DEFAULT_SNOOZE_MINUTES = QUICK_SNOOZE.minutes
const DEFAULT_MAINTENANCE_SECONDS = QUICK_MAINTENANCE.seconds

const copy = (p: BulkProgress): BulkProgress => ({ ...p, results: [...p.results] })
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`

/** A failed answer's kind (when it has one) and sentence, as data the windows word themselves. */
const failureData = (result: { kind?: BulkFailure['kind']; message: string }): BulkFailure =>
  result.kind ? { kind: result.kind, message: result.message } : { message: result.message }

/** A maintenance answer: its outcome and sentence, and when it failed why, as data. */
function monitorOutcome(result: ActionResult): Omit<BulkItemResult, 'monitorId' | 'label'> {
  if (result.ok) return { ok: true, message: result.message }
  return { ok: false, message: result.message, failure: failureData(result) }
}

/** Why a run that names checks the snapshot places elsewhere (or nowhere) is refused. */
function notPlaced(checkIds: number[]): string {
  const shown = checkIds.slice(0, 5).join(', ') + (checkIds.length > 5 ? ', …' : '')
  const what = checkIds.length === 1 ? `Check ${shown} is` : `Checks ${shown} are`
  return `${what} not on the monitors named (or no longer known). Nothing was changed.`
}

export interface Bulk {
  run(request: BulkRequest): Promise<BulkProgress>
  progress(): BulkProgress | null
}

export interface BulkDeps {
  /** The actions, each handing the monitor it changed to `gather` instead of reading it back. */
  actions(gather: (monitorId: number) => void): BulkActions
  /** Reads the monitors back (in the background), once a run is over. */
  refresh(monitorIds: number[]): void
  snapshot(): Snapshot | null
  /** The app's clock: which snoozes still run when an unsnooze is planned. */
  now(): number
}

export function createBulk(deps: BulkDeps): Bulk {
  let current: BulkProgress | null = null
  const changed = new Set<number>()
  const actions = deps.actions((monitorId) => changed.add(monitorId))

  async function checks(
    step: BulkStep,
    act: (checkId: number, monitorId: number) => Promise<ActionResult>,
    done: string,
    none = 'No failing checks.',
  ): Promise<Omit<BulkItemResult, 'monitorId' | 'label'>> {
    const n = step.checkIds.length
    if (n === 0) return { ok: true, message: none, checks: 0 }
    const failures: BulkCheckFailure[] = []
    for (const checkId of step.checkIds) {
      const result = await act(checkId, step.monitorId)
      if (!result.ok) failures.push({ checkId, ...failureData(result) })
    }
    if (failures.length === 0) return { ok: true, message: done, checks: n }
    const message = `${failures.length} of ${n} failed: ${failures[0]!.message}`
    return { ok: false, message, checks: n, failures }
  }

  function runStep(step: BulkStep, request: BulkRequest) {
    const n = step.checkIds.length
    switch (request.kind) {
      case 'rerun':
        return checks(
          step,
          (id, monitorId) => actions.rerunCheck(id, monitorId),
          `Re-ran ${plural(n, 'check')}.`,
        )
      case 'snooze': {
        const minutes = request.minutes ?? DEFAULT_SNOOZE_MINUTES
        return checks(
          step,
          (id, monitorId) => actions.snoozeCheck(id, minutes, monitorId),
          `Snoozed ${plural(n, 'check')} for ${plural(minutes, 'minute')}.`,
        )
      }
      case 'unsnooze':
        return checks(
          step,
          (id, monitorId) => actions.unsnoozeCheck(id, monitorId),
          `Unsnoozed ${plural(n, 'check')}.`,
          'No snoozed checks.',
        )
      case 'maintenance-start':
        return actions.startMaintenance(
          step.monitorId,
          request.seconds ?? DEFAULT_MAINTENANCE_SECONDS,
        )
      case 'maintenance-stop':
        return actions.stopMaintenance(step.monitorId)
    }
  }

  return {
    progress: () => (current ? copy(current) : null),
    async run(request) {
      if (current?.running) {
        return { ...copy(current), refused: 'Another bulk action is still running.' }
      }
      const steps = planBulk(deps.snapshot(), request, deps.now())
      const unplaced = unplacedChecks(request, steps)
      if (unplaced.length > 0) {
        const none = { kind: request.kind, total: 0, done: 0, running: false, results: [] }
        return { ...none, refused: notPlaced(unplaced) }
      }
      const progress: BulkProgress = {
        kind: request.kind,
        total: steps.length,
        done: 0,
        running: true,
        results: [],
      }
      current = progress
      changed.clear()
      try {
        for (const step of steps) {
          let outcome: Omit<BulkItemResult, 'monitorId' | 'label'>
          try {
            const result = await runStep(step, request)
            outcome = 'checks' in result ? result : monitorOutcome(result)
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error)
            outcome = { ok: false, message, failure: failureOf(error) }
          }
          progress.results.push({ monitorId: step.monitorId, label: step.label, ...outcome })
          progress.done += 1
        }
      } finally {
        progress.running = false
        deps.refresh([...changed])
        changed.clear()
      }
      return copy(progress)
    },
  }
}
