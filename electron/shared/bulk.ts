// Bulk actions on selected monitors: what may be asked, the plan (which checks of each monitor
// are failing, or snoozed for an unsnooze) and the progress the AppService reports while it
// works through the plan (core/app-service/bulk.ts). Pure and zod-free: the overview uses the
// planner to say what a bulk action would touch.
import type { ErrorKind } from './error-table'
import { checkResultHealth, isSnoozed } from './health'
import type { MonitorState, Snapshot } from './model'

export const BULK_KINDS = [
  'rerun',
  'snooze',
  'unsnooze',
  'maintenance-start',
  'maintenance-stop',
] as const
export type BulkKind = (typeof BULK_KINDS)[number]

/** Monitors one bulk request may name. */
export const MAX_BULK_MONITORS = 1000

export interface BulkRequest {
  kind: BulkKind
  monitorIds: number[]
  /** Snooze length (snooze only). */
  minutes?: number
  /** Maintenance length (maintenance-start only). */
  seconds?: number
  /**
   * The checks to act on when the caller named them (a popover row, a notification): each
   * monitor's own among these instead of its failing (or snoozed) checks. Check actions only.
   */
  checkIds?: number[]
}

/** One monitor's part of a bulk action: the checks it acts on (none for maintenance). */
export interface BulkStep {
  monitorId: number
  label: string
  checkIds: number[]
}

/** Why an action failed in a bulk run: its failure's kind (when known) and sentence. */
export interface BulkFailure {
  kind?: ErrorKind
  message: string
}

/** One check whose action failed in a bulk run. */
export interface BulkCheckFailure extends BulkFailure {
  checkId: number
}

export interface BulkItemResult {
  monitorId: number
  label: string
  ok: boolean
  /** The app's English sentence (what the CLI prints and the log keeps). */
  message: string
  /** The checks acted on (check actions only): the count the failures are "N of". */
  checks?: number
  /** The checks whose action failed, in the order asked (check actions only, when some failed). */
  failures?: BulkCheckFailure[]
  /** Why the monitor's own action failed (maintenance only, when it failed). */
  failure?: BulkFailure
}

export interface BulkProgress {
  kind: BulkKind
  total: number
  done: number
  running: boolean
  /** One per monitor done so far, in plan order. */
  results: BulkItemResult[]
  /** Set when this request was refused (another run is under way); `results` are that run's. */
  refused?: string
}

/** A check that failed and may be re-run or snoozed (a disabled check is left alone). */
export function failingCheckIds(monitor: MonitorState): number[] {
  return monitor.checks
    .filter((c) => c.enabled && checkResultHealth(c.result) === 'failed')
    .map((c) => c.id)
}

/** A check whose snooze has not ended at `now` (what an unsnooze acts on). */
export function snoozedCheckIds(monitor: MonitorState, now: number): number[] {
  return monitor.checks.filter((c) => isSnoozed(c.snoozedUntil, now)).map((c) => c.id)
}

/** Re-run, snooze and unsnooze act on checks; maintenance on the monitor. */
export const actsOnChecks = (kind: BulkKind): boolean =>
  kind === 'rerun' || kind === 'snooze' || kind === 'unsnooze'

function stepCheckIds(kind: BulkKind, monitor: MonitorState, now: number): number[] {
  if (kind === 'rerun' || kind === 'snooze') return failingCheckIds(monitor)
  if (kind === 'unsnooze') return snoozedCheckIds(monitor, now)
  return []
}

/**
 * One step per known selected monitor, in the order given, each named once. `now` decides which
 * snoozes still run (default: the snapshot's time).
 */
export function planBulk(
  snapshot: Snapshot | null,
  request: BulkRequest,
  now = snapshot ? Date.parse(snapshot.fetchedAt) : 0,
): BulkStep[] {
  const byId = new Map(snapshot?.monitors.map((m) => [m.id, m]) ?? [])
  const named = request.checkIds ? new Set(request.checkIds) : null
  const steps: BulkStep[] = []
  for (const id of new Set(request.monitorIds)) {
    const monitor = byId.get(id)
    if (!monitor) continue
    const checkIds =
      named && actsOnChecks(request.kind)
        ? monitor.checks.filter((c) => named.has(c.id)).map((c) => c.id)
        : stepCheckIds(request.kind, monitor, now)
    steps.push({ monitorId: id, label: monitor.label, checkIds })
  }
  return steps
}

/**
 * The named checks (`request.checkIds`) the plan does not place on any of its monitors: the
 * snapshot knows them elsewhere or not at all.
 */
export function unplacedChecks(request: BulkRequest, steps: readonly BulkStep[]): number[] {
  if (!request.checkIds || !actsOnChecks(request.kind)) return []
  const placed = new Set(steps.flatMap((s) => s.checkIds))
  return [...new Set(request.checkIds)].filter((id) => !placed.has(id))
}

/** "12 of 40 done". */
export function progressLine(progress: Pick<BulkProgress, 'done' | 'total'>): string {
  return `${progress.done} of ${progress.total} done`
}
