// `maintenance schedule | list | delete` for scripts: a window in local time (this machine's zone,
// or --timezone) sent in the team's time, the windows running and to come listed in ISO 8601 UTC,
// a window deleted by its id. Like the other actions they are run by the running app first (over
// its control socket, no token needed), else directly through the headless AppService
// (maintenance-run.ts); the exit codes are the error table's (0 done, 2 token, 3 unreachable,
// 4 arguments, 5 refused).
import type {
  ActionResult,
  MaintenancePeriodView,
  MaintenancePeriodsView,
  RecurringMaintenanceView,
} from '../../shared/app-service-api'
import { exitCodeOf, isErrorKind } from '../../shared/error-table'
import { messageOf } from '../../shared/errors'
import { safeLine } from '../../shared/safe-text'
import { fromPicture, idInPicture } from '../app-accounts'
import { EXIT, type ExitCode } from '../exit-codes'
import type { MaintenanceCommand } from './parse-maintenance'
import { isoTime, isoTimesInText } from '../formats/iso-time'

/** What the command needs of an AppService: the app's over its socket, or the headless one. */
export interface MaintenanceService {
  scheduleMaintenance(
    monitorId: number,
    startsAt: string,
    endsAt: string,
    name?: string,
  ): Promise<ActionResult>
  deleteMaintenance(monitorId: number | null, periodId: number): Promise<ActionResult>
  maintenancePeriods(monitorId: number): Promise<MaintenancePeriodsView>
}

/** A read that failed, with its error kind (its exit code). */
export class ListFailure extends Error {
  constructor(
    readonly kind: string,
    message: string,
  ) {
    super(message)
    this.name = 'ListFailure'
  }
}

const MESSAGE_LIMIT = 600
const TEXT_LIMIT = 200

const utc = isoTime

export interface Printed {
  exitCode: ExitCode
  stdout: string | null
  stderr: string | null
}

function describe(cli: MaintenanceCommand): string {
  if (cli.verb === 'schedule') return `schedule maintenance on monitor ${cli.monitorId}`
  if (cli.verb === 'delete') return `delete maintenance window ${cli.periodId}`
  return `list the maintenance of monitor ${cli.monitorId}`
}

function fields(cli: MaintenanceCommand) {
  if (cli.verb === 'schedule') {
    const { verb, monitorId, startsAt, endsAt, name, zone } = cli
    return { verb, monitorId, startsAt: utc(startsAt), endsAt: utc(endsAt), name, zone }
  }
  if (cli.verb === 'delete') return { verb: cli.verb, periodId: cli.periodId }
  return { verb: cli.verb, monitorId: cli.monitorId }
}

function failed(
  cli: MaintenanceCommand,
  kind: string,
  message: string,
  source: 'app' | 'direct',
): Printed {
  const exitCode = exitCodeOf(kind)
  const line = safeLine(message, MESSAGE_LIMIT)
  if (cli.json) {
    const body = { ok: false, exitCode, kind, ...fields(cli), message: line, source }
    return { exitCode, stdout: JSON.stringify(body), stderr: null }
  }
  return { exitCode, stdout: null, stderr: `Could not ${describe(cli)}: ${line}` }
}

function periodJson(p: MaintenancePeriodView) {
  return { id: p.id, name: p.name, startsAt: utc(p.startsAt), endsAt: utc(p.endsAt) }
}

/** Days of the week as the CLI writes them, 0 being Sunday. */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const

/**
 * A recurring window's rule in the CLI's own English words, from its fields (the app's `schedule`
 * sentence is in the app's language): `weekly on Mon, Wed 02:00-03:00`, times on the team's clock.
 */
function ruleText(r: RecurringMaintenanceView): string {
  const window = `${r.startTime}-${r.endTime}`
  const days = (r.daysOfWeek ?? []).filter((d) => Number.isInteger(d) && d >= 0 && d <= 6)
  if (r.recurrenceType === 'daily') return `daily ${window}`
  if (r.recurrenceType === 'weekly' && days.length > 0) {
    // Monday first, as people read a week.
    const sorted = [...new Set(days)].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7))
    return `weekly on ${sorted.map((d) => WEEKDAYS[d]).join(', ')} ${window}`
  }
  if (r.recurrenceType === 'monthly' && typeof r.dayOfMonth === 'number')
    return `monthly on day ${r.dayOfMonth} ${window}`
  return `${r.schedule}, ${window}`
}

function listText(monitorId: number, view: MaintenancePeriodsView): string {
  const named = (name: string | null) => (name ? `  ${safeLine(name, TEXT_LIMIT)}` : '')
  const zone = safeLine(view.zone, 64)
  const rows: string[] = []
  if (view.running) {
    const p = view.running
    rows.push(`running    ${p.id}  ${utc(p.startsAt)}  ${utc(p.endsAt)}${named(p.name)}`)
  }
  for (const p of view.upcoming) {
    rows.push(`upcoming   ${p.id}  ${utc(p.startsAt)}  ${utc(p.endsAt)}${named(p.name)}`)
  }
  for (const r of view.recurring) {
    const schedule = safeLine(ruleText(r), TEXT_LIMIT)
    rows.push(`recurring  ${r.id}  ${schedule} (${zone} time)${named(r.name)}`)
  }
  const head = `Maintenance of monitor ${monitorId} (times in UTC; the team's zone is ${zone}):`
  return rows.length === 0
    ? `No maintenance running or to come on monitor ${monitorId}.`
    : [head, ...rows].join('\n')
}

/** Runs the command on `service` and says what came of it; `source` names who ran it. */
export async function runMaintenance(
  cli: MaintenanceCommand,
  service: MaintenanceService,
  source: 'app' | 'direct',
): Promise<Printed> {
  if (cli.verb === 'list') {
    let view: MaintenancePeriodsView
    try {
      view = await service.maintenancePeriods(cli.monitorId)
    } catch (error) {
      const kind = error instanceof ListFailure ? error.kind : 'unexpected'
      return failed(cli, kind, messageOf(error), source)
    }
    if (!cli.json) return { exitCode: EXIT.ok, stdout: listText(cli.monitorId, view), stderr: null }
    const body = {
      ok: true,
      exitCode: EXIT.ok,
      monitorId: cli.monitorId,
      zone: view.zone,
      zoneSource: view.zoneSource,
      running: view.running ? periodJson(view.running) : null,
      upcoming: view.upcoming.map(periodJson),
      recurring: view.recurring.map((r) => ({
        id: r.id,
        name: r.name,
        schedule: r.schedule,
        startTime: r.startTime,
        endTime: r.endTime,
        recurrenceType: r.recurrenceType,
        daysOfWeek: r.daysOfWeek,
        dayOfMonth: r.dayOfMonth,
      })),
      source,
    }
    return { exitCode: EXIT.ok, stdout: JSON.stringify(body), stderr: null }
  }
  const result =
    cli.verb === 'schedule'
      ? await (cli.name === null
          ? service.scheduleMaintenance(cli.monitorId, cli.startsAt, cli.endsAt)
          : service.scheduleMaintenance(cli.monitorId, cli.startsAt, cli.endsAt, cli.name))
      : await service.deleteMaintenance(null, cli.periodId)
  if (!result.ok) return failed(cli, result.kind ?? 'unexpected', result.message, source)
  const message = isoTimesInText(safeLine(result.message, MESSAGE_LIMIT))
  if (!cli.json) return { exitCode: EXIT.ok, stdout: message, stderr: null }
  const body = { ok: true, exitCode: EXIT.ok, kind: null, ...fields(cli), message, source }
  return { exitCode: EXIT.ok, stdout: JSON.stringify(body), stderr: null }
}

/** The running app's answer to one operation, read like anything from outside. */
type Ask = (
  op: string,
  args: unknown[],
) => Promise<
  { ok: true; result: unknown } | { ok: false; error: { kind: string; message: string } } | null
>

const NO_ANSWER =
  'The running app did not answer; it may still act on the request. Look in the app before trying again, or use --direct.'

/**
 * The running app as a MaintenanceService (the operation names of the IPC contract); `slot`: the
 * account's slot in the app's picture (its ids turned into the app's and back).
 */
export function appMaintenanceService(ask: Ask, slot: number | null = null): MaintenanceService {
  const id = (n: number) => idInPicture(slot, n)
  const act = async (op: string, args: unknown[]): Promise<ActionResult> => {
    const answer = await ask(op, args)
    if (answer === null) return { ok: false, kind: 'disconnected', message: NO_ANSWER }
    if (!answer.ok) {
      const kind = isErrorKind(answer.error.kind) ? answer.error.kind : 'unexpected'
      return { ok: false, kind, message: kind === 'no-answer' ? NO_ANSWER : answer.error.message }
    }
    const r = answer.result as { ok?: unknown; message?: unknown; kind?: unknown } | null
    if (typeof r?.ok !== 'boolean' || typeof r.message !== 'string')
      return { ok: false, kind: 'unexpected', message: 'The app answered unlike an action result.' }
    if (r.ok) return { ok: true, message: r.message }
    return { ok: false, kind: isErrorKind(r.kind) ? r.kind : 'unexpected', message: r.message }
  }
  return {
    scheduleMaintenance: (monitorId, startsAt, endsAt, name) =>
      act(
        'scheduleMaintenance',
        name === undefined
          ? [id(monitorId), startsAt, endsAt]
          : [id(monitorId), startsAt, endsAt, name],
      ),
    deleteMaintenance: (monitorId, periodId) =>
      act('deleteMaintenance', [monitorId === null ? null : id(monitorId), id(periodId)]),
    maintenancePeriods: async (monitorId) => {
      const answer = await ask('maintenancePeriods', [id(monitorId)])
      if (answer === null) throw new ListFailure('disconnected', NO_ANSWER)
      if (!answer.ok) throw new ListFailure(answer.error.kind, answer.error.message)
      return fromPicture(readView(answer.result))
    },
  }
}

/** The app's list, checked for the fields printed (anything else is unexpected). */
function readView(value: unknown): MaintenancePeriodsView {
  const view = value as Partial<MaintenancePeriodsView> | null
  // An id and, when there is one, a name the table can print.
  const printable = (x: { id?: unknown; name?: unknown } | null) =>
    typeof x?.id === 'number' && (x.name == null || typeof x.name === 'string')
  const period = (p: unknown): p is MaintenancePeriodView => {
    const x = p as Partial<MaintenancePeriodView> | null
    return (
      printable(x) &&
      typeof x?.startsAt === 'string' &&
      Number.isFinite(Date.parse(x.startsAt)) &&
      typeof x.endsAt === 'string' &&
      Number.isFinite(Date.parse(x.endsAt))
    )
  }
  if (
    !view ||
    typeof view.zone !== 'string' ||
    !Array.isArray(view.upcoming) ||
    !Array.isArray(view.recurring) ||
    !(view.running === null || period(view.running)) ||
    !view.upcoming.every(period) ||
    !view.recurring.every((r: unknown) => printable(r as { id?: unknown } | null))
  ) {
    throw new ListFailure('unexpected', 'The app answered unlike a maintenance list.')
  }
  return view as MaintenancePeriodsView
}
