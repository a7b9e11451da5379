// API monitors -> the compact Snapshot every consumer reads (electron/shared/model.ts). Only what
// the UI and the alerts need is kept; times become ISO 8601 UTC, `""` and unreadable times become
// null, unknown enum values become 'unknown', and every text is clipped here, where it enters.
import cronstrue from 'cronstrue'
import type { ApiCheck, ApiMonitor } from '../api/schemas/monitor'
import type { ApiCronCheck } from '../api/schemas/cron-check'
import type { ApiActiveSnooze } from '../api/schemas/snooze'
import { utcToIso as convertUtc } from '../api/dates'
import { noUnreadable } from '../api/schemas/tolerant-list'
import { MONITOR_RUN } from '../api/schemas/monitor-page'
import type { ListEntry } from '../api/schemas/entry-stream'
import { markKind } from '../api/entry-marks'
import { TEXT_LIMITS, clip, clipOrNull } from '../../shared/clip'
import { englishCheckLabel } from '../../shared/check-labels'
import { CheckRunWriter } from './check-run-table'
import { sameCheck, sameMonitorBody } from './same-check'
import type {
  CheckResult,
  CheckState,
  CronState,
  MaintenanceState,
  MonitorResult,
  MonitorState,
  MonitorType,
  RunTimes,
  Snapshot,
  Unreadable,
} from '../../shared/model'

/** The known values of an enum, each mapped to its one constant string. */
function known<T extends string>(values: T[]): ReadonlyMap<string, T> {
  return new Map(values.map((value) => [value, value]))
}

const CHECK_RESULTS = known<CheckResult>([
  'pending',
  'succeeded',
  'warning',
  'failed',
  'errored-or-timed-out',
])
const MONITOR_RESULTS = known<MonitorResult>(['succeeded', 'warning', 'failed', 'pending'])
const MONITOR_TYPES = known<MonitorType>(['http', 'ping', 'tcp', 'ai'])

/**
 * Check types and labels, group names and tags repeat across thousands of monitors, and each
 * page's JSON brings its own copies: interned, a snapshot holds one string per distinct text
 * (at 10,000 monitors about 4 MB less). The table is dropped when it grows large.
 */
const internTable = new Map<string, string>()
const INTERN_LIMIT = 10_000

function intern(text: string): string {
  const seen = internTable.get(text)
  if (seen !== undefined) return seen
  if (internTable.size >= INTERN_LIMIT) internTable.clear()
  internTable.set(text, text)
  return text
}

/**
 * The same few timestamps repeat across a sweep's 100,000 checks (runs end together), so
 * conversions are memoized; the memo is dropped when it grows large, and after each sweep.
 */
const isoMemo = new Map<string, string | null>()
const msMemo = new Map<string, number | null>()
const MEMO_LIMIT = 50_000

function utcToIso(value: string | null | undefined): string | null {
  if (!value) return null
  let iso = isoMemo.get(value)
  if (iso === undefined) {
    if (isoMemo.size >= MEMO_LIMIT) isoMemo.clear()
    iso = convertUtc(value)
    isoMemo.set(value, iso)
  }
  return iso
}

/** The two digits at `at` as a number, -1 when either is not a digit. */
function twoDigits(text: string, at: number): number {
  const tens = text.charCodeAt(at) - 48
  const ones = text.charCodeAt(at + 1) - 48
  return tens >= 0 && tens <= 9 && ones >= 0 && ones <= 9 ? tens * 10 + ones : -1
}

/**
 * `Y-m-d H:i:s` (the service's run times) read straight from its characters, as utcToIso reads
 * it, or undefined for any other shape. Cheaper than a lookup in the memo: each page brings its
 * own copies of the texts, and a lookup first hashes the copy.
 */
function plainUtcMs(value: string): number | undefined {
  if (
    value.length !== 19 ||
    value.charCodeAt(4) !== 45 || // -
    value.charCodeAt(7) !== 45 ||
    (value.charCodeAt(10) !== 32 && value.charCodeAt(10) !== 84) || // space or T
    value.charCodeAt(13) !== 58 || // :
    value.charCodeAt(16) !== 58
  )
    return undefined
  const century = twoDigits(value, 0)
  const year = twoDigits(value, 2)
  const month = twoDigits(value, 5)
  const day = twoDigits(value, 8)
  const hour = twoDigits(value, 11)
  const minute = twoDigits(value, 14)
  const second = twoDigits(value, 17)
  if ((century | year | month | day | hour | minute | second) < 0) return undefined
  const ms = Date.UTC(century * 100 + year, month - 1, day, hour, minute, second)
  // Years 0-99 and out-of-range fields take the general path, which reads them as before.
  return century >= 1 && Number.isFinite(ms) ? ms : undefined
}

/** A run time as epoch ms, null when never ran or unreadable (memoized as utcToIso). */
function utcToMs(value: string | null | undefined): number | null {
  if (!value) return null
  const plain = plainUtcMs(value)
  if (plain !== undefined) return plain
  let ms = msMemo.get(value)
  if (ms === undefined) {
    if (msMemo.size >= MEMO_LIMIT) msMemo.clear()
    const iso = convertUtc(value)
    ms = iso === null ? null : Date.parse(iso)
    msMemo.set(value, ms)
  }
  return ms
}

function oneOf<T extends string>(
  values: ReadonlyMap<string, T>,
  value: string | null | undefined,
): T | 'unknown' {
  return (value && values.get(value)) || 'unknown'
}

/** End of a snooze that is still on (an early unsnooze is recorded with `unsnoozed_by`). */
function snoozeEnd(snooze: ApiActiveSnooze | null | undefined): string | null {
  if (!snooze || snooze.unsnoozed_by) return null
  return utcToIso(snooze.ends_at)
}

// What a field of a state is, read from the API's object: normalizeCheck and normalizeMonitor
// build states from them, sameCheckAs and sameMonitorAs compare a state with them in place.

// The one name per type (shared/check-labels.ts), whatever this answer's label says.
const checkLabelOf = (api: ApiCheck) => clip(englishCheckLabel(api), TEXT_LIMITS.name)
const summaryOf = (api: ApiCheck) => (api.summary ? clip(api.summary) : null)
const monitorLabelOf = (api: ApiMonitor) =>
  clip(api.label || api.sort_url || api.url || `Monitor ${api.id}`, TEXT_LIMITS.name)
const groupNameOf = (api: ApiMonitor) => clip(api.group_name ?? '', TEXT_LIMITS.name)
const tagOf = (tag: string) => clip(tag, TEXT_LIMITS.tag)

function normalizeCheck(api: ApiCheck): CheckState {
  return {
    id: api.id,
    type: intern(api.type),
    label: intern(checkLabelOf(api)),
    enabled: api.enabled,
    result: oneOf(CHECK_RESULTS, api.latest_run_result),
    summary: summaryOf(api),
    snoozedUntil: snoozeEnd(api.active_snooze),
  }
}

/** Whether normalizeCheck(api) would equal `check` in every field (sameCheck's 'all'). */
function sameCheckAs(check: CheckState, api: ApiCheck): boolean {
  return (
    check.id === api.id &&
    check.type === api.type &&
    check.enabled === api.enabled &&
    check.result === oneOf(CHECK_RESULTS, api.latest_run_result) &&
    check.summary === summaryOf(api) &&
    check.label === checkLabelOf(api) &&
    check.snoozedUntil === snoozeEnd(api.active_snooze)
  )
}

/**
 * Whether normalizeMonitor(api) would equal `monitor` in every field but maintenance (which the
 * list does not carry): a sweep then keeps `monitor` without building a copy to compare. In the
 * live world nearly every monitor of a sweep is such a one: copies built only to compare would be
 * most of what a sweep allocates besides the parsed pages.
 */
function sameMonitorAs(monitor: MonitorState, api: ApiMonitor): boolean {
  if (
    monitor.id !== api.id ||
    monitor.teamId !== api.team_id ||
    monitor.type !== oneOf(MONITOR_TYPES, api.type) ||
    monitor.result !== oneOf(MONITOR_RESULTS, api.summarized_check_result) ||
    monitor.checks.length !== api.checks.length ||
    monitor.tags.length !== api.tags.length ||
    monitor.url !== clip(api.url, TEXT_LIMITS.url) ||
    monitor.label !== monitorLabelOf(api) ||
    monitor.groupName !== groupNameOf(api)
  )
    return false
  for (let i = 0; i < api.tags.length; i++)
    if (monitor.tags[i] !== tagOf(api.tags[i]!)) return false
  for (let i = 0; i < api.checks.length; i++)
    if (!sameCheckAs(monitor.checks[i]!, api.checks[i]!)) return false
  return true
}

/** Where a sweep notes run times: fresh-as-of times by monitor id, the checks' in their table. */
export interface RunNotes {
  monitors: RunTimes['monitors']
  checks: Pick<CheckRunWriter, 'note'>
}

/** Notes a monitor's run times (its fresh-as-of and its checks' last runs) into `ran`. */
export function noteRunTimes(api: ApiMonitor, ran: RunNotes): void {
  const fresh = utcToMs(api.latest_run_date)
  if (fresh !== null) ran.monitors[api.id] = fresh
  for (const check of api.checks) {
    const at = utcToMs(check.latest_run_ended_at)
    if (at !== null) ran.checks.note(check.id, at)
  }
}

/** The checks' record of an engine snapshot: empty, its times are in `ran.table`. */
const IN_TABLE: Record<number, number> = Object.freeze({})

/** Whether two records of run times hold the same entries. */
function sameTimes(a: Record<number, number>, b: Record<number, number>): boolean {
  let count = 0
  for (const key in b) {
    if (a[key as unknown as number] !== b[key as unknown as number]) return false
    count++
  }
  for (const _ in a) count--
  return count === 0
}

/**
 * Where a monitor's check-run marks (RUN_TIME_MARKS, found in its answer) are among its checks:
 * for each in order, the index of its check in `api.checks` (empty when the k-th is the k-th
 * check); null when the marks are not exactly the monitor's run times, read as `add` reads them,
 * so they cannot stand for them.
 */
export function checkRunPlaces(
  api: ApiMonitor,
  marks: readonly number[],
  entry: Pick<ListEntry<unknown>, 'runTime'>,
): readonly number[] | null {
  const places: number[] = []
  let inOrder = true
  let fresh = 0
  let next = 0
  const checks = api.checks
  for (const mark of marks) {
    const at = entry.runTime(mark)
    if (markKind(mark) === MONITOR_RUN) {
      if (fresh++ > 0 || typeof api.latest_run_date !== 'string') return null
      if (at !== utcToMs(api.latest_run_date)) return null
      continue
    }
    while (next < checks.length && typeof checks[next]!.latest_run_ended_at !== 'string') next++
    if (next >= checks.length || at !== utcToMs(checks[next]!.latest_run_ended_at)) return null
    if (next !== places.length) inOrder = false
    places.push(next++)
  }
  if (fresh === 0 && typeof api.latest_run_date === 'string') return null
  for (; next < checks.length; next++)
    if (typeof checks[next]!.latest_run_ended_at === 'string') return null
  return inOrder ? IN_ORDER : places
}

const IN_ORDER: readonly number[] = Object.freeze([])

/** addAgain's run times, read before any is noted. */
const runScratch: (number | null)[] = []

export function normalizeMonitor(api: ApiMonitor): MonitorState {
  return {
    id: api.id,
    teamId: api.team_id,
    label: monitorLabelOf(api),
    url: clip(api.url, TEXT_LIMITS.url),
    type: oneOf(MONITOR_TYPES, api.type),
    groupName: intern(groupNameOf(api)),
    tags: api.tags.map((tag) => intern(tagOf(tag))),
    result: oneOf(MONITOR_RESULTS, api.summarized_check_result),
    checks: api.checks.map(normalizeCheck),
    maintenance: null,
  }
}

function humanSchedule(api: ApiCronCheck): string {
  if (api.human_readable_cron_expression) return clip(api.human_readable_cron_expression)
  if (api.cron_expression) {
    try {
      return clip(cronstrue.toString(api.cron_expression, { use24HourTimeFormat: true }))
    } catch {
      return clip(api.cron_expression)
    }
  }
  const minutes = api.frequency_in_minutes
  if (minutes) return minutes === 1 ? 'Every minute' : `Every ${minutes} minutes`
  return ''
}

export function normalizeCronCheck(api: ApiCronCheck, monitorId: number): CronState {
  const type =
    api.type === 'cron' || (api.type !== 'simple' && api.cron_expression) ? 'cron' : 'simple'
  return {
    id: api.id,
    monitorId,
    name: clip(api.name, TEXT_LIMITS.name),
    type,
    result: clip(api.latest_result, TEXT_LIMITS.name),
    resultLabel: clip(api.latest_result_label ?? '', TEXT_LIMITS.name),
    resultColor: clip(api.latest_result_label_color ?? '', TEXT_LIMITS.name),
    humanSchedule: humanSchedule(api),
    cronExpression: clipOrNull(api.cron_expression || null),
    // `simple` checks run every N minutes; `cron` ones send 0 or null here.
    frequencyInMinutes: api.frequency_in_minutes || null,
    graceTimeInMinutes: api.grace_time_in_minutes,
    serverTimezone: clipOrNull(api.server_timezone || null, TEXT_LIMITS.name),
    lastPingAt: utcToIso(api.latest_ping_at),
    snoozedUntil: snoozeEnd(api.active_snooze),
    pingUrl: clip(api.ping_url, TEXT_LIMITS.url),
  }
}

/** A maintenance period is carried over only while it is still running at `at`. */
function stillRunning(maintenance: MaintenanceState | null, at: string): MaintenanceState | null {
  return maintenance && Date.parse(maintenance.endsAt) > Date.parse(at) ? maintenance : null
}

/**
 * `next` with the parts equal to `old` replaced by `old`'s own objects (checks matched by
 * position), or `old` itself when nothing differs (run times are not part of a monitor: see
 * RunTimes). Unchanged monitors then cost the new snapshot
 * nothing, and the snapshot feed and the offline picture see them as the same object.
 */
function share(old: MonitorState, next: MonitorState): MonitorState {
  let same = old.checks.length === next.checks.length
  for (let i = 0; i < next.checks.length; i++) {
    const before = old.checks[i]
    if (before && sameCheck(before, next.checks[i]!)) next.checks[i] = before
    else same = false
  }
  if (same) next.checks = old.checks
  const sameTags =
    old.tags.length === next.tags.length && old.tags.every((tag, i) => tag === next.tags[i])
  if (sameTags) next.tags = old.tags
  // Equal texts keep the old string, so the page's copies die young.
  if (old.label === next.label) next.label = old.label
  if (old.url === next.url) next.url = old.url
  if (old.groupName === next.groupName) next.groupName = old.groupName
  return same &&
    sameTags &&
    old.id === next.id &&
    old.teamId === next.teamId &&
    old.label === next.label &&
    old.url === next.url &&
    old.type === next.type &&
    old.groupName === next.groupName &&
    old.result === next.result &&
    old.maintenance === next.maintenance
    ? old
    : next
}

/**
 * One sweep's snapshot built page by page: each monitor is projected as it arrives, so a page's
 * API objects can be dropped as soon as it is added. The monitor list does not carry maintenance
 * or cron check details (they are fetched lazily), so that knowledge is carried over from
 * `previous` for monitors that still exist; a carried maintenance period that has ended by the
 * snapshot's time is dropped. Monitors are matched with `previous` by position first (the list
 * keeps its order from sweep to sweep), by id only when that fails.
 */
export class SnapshotBuilder {
  private readonly states: MonitorState[] = []
  private readonly cron: Record<number, CronState[]> = {}
  private readonly checkRuns: CheckRunWriter
  private readonly ran: RunNotes
  private byId: Map<number, MonitorState> | null = null

  constructor(private readonly previous: Snapshot | null) {
    this.checkRuns = new CheckRunWriter(previous?.ran.table)
    this.ran = { monitors: {}, checks: this.checkRuns }
  }

  /** Adds a monitor of the sweep's pages; what it made of it is the state in the snapshot. */
  add(api: ApiMonitor): MonitorState {
    noteRunTimes(api, this.ran)
    const old = this.start(api.id)
    if (old && sameMonitorAs(old, api)) return this.push(old)
    const state = normalizeMonitor(api)
    state.maintenance = old?.maintenance ?? null
    return this.push(old ? share(old, state) : state)
  }

  /**
   * Adds a monitor whose answer is the one `add` made `made` of but for its run times, which are
   * at `marks` in it now (RUN_TIME_MARKS; `places` as checkRunPlaces gave them), the same as `add`
   * would without the answer; false, adding nothing, when a run time there cannot be read so.
   */
  addAgain(
    made: MonitorState,
    marks: readonly number[],
    places: readonly number[],
    entry: Pick<ListEntry<unknown>, 'runTime'>,
  ): boolean {
    const times = runScratch
    for (let k = 0; k < marks.length; k++) {
      const at = entry.runTime(marks[k]!)
      if (Number.isNaN(at)) return false
      times[k] = at
    }
    let checkMark = 0
    for (let k = 0; k < marks.length; k++) {
      const at = times[k] ?? null
      if (markKind(marks[k]!) === MONITOR_RUN) {
        if (at !== null) this.ran.monitors[made.id] = at
        continue
      }
      const check = made.checks[places.length > 0 ? places[checkMark]! : checkMark]!
      checkMark++
      if (at !== null) this.ran.checks.note(check.id, at)
    }
    const old = this.start(made.id)
    if (old && (old === made || sameMonitorBody(old, made))) this.push(old)
    else {
      const state = { ...made, checks: [...made.checks], maintenance: old?.maintenance ?? null }
      this.push(old ? share(old, state) : state)
    }
    return true
  }

  /** The previous state of monitor `id`; its cron checks are carried over. */
  private start(id: number): MonitorState | undefined {
    const knownCron = this.previous?.cron[id]
    if (knownCron) this.cron[id] = knownCron
    return this.previousOf(id)
  }

  private push(state: MonitorState): MonitorState {
    this.states.push(state)
    return state
  }

  /**
   * The snapshot as of `fetchedAt`; `unreadable` counts the monitors that were set aside.
   * `latest`: the current snapshot when it moved on while the pages were read (a refresh, cron or
   * maintenance details), so what it learned meanwhile is carried over too.
   */
  finish(
    fetchedAt: string,
    unreadable: Unreadable = noUnreadable(),
    latest: Snapshot | null = this.previous,
  ): Snapshot {
    const states = this.states
    let cron = this.cron
    let known: Map<number, MonitorState> | null = null
    if (latest && latest !== this.previous) {
      known = new Map(latest.monitors.map((m) => [m.id, m]))
      cron = {}
      for (const m of states) {
        const list = latest.cron[m.id]
        if (list) cron[m.id] = list
      }
    }
    for (let i = 0; i < states.length; i++) {
      const m = states[i]!
      const carried = known ? (known.get(m.id)?.maintenance ?? null) : m.maintenance
      const maintenance = stillRunning(carried, fetchedAt)
      if (maintenance !== m.maintenance) states[i] = { ...m, maintenance }
    }
    isoMemo.clear()
    msMemo.clear()
    // Unmoved fresh-as-of times keep the old record: the snapshot feed then sends none.
    const before = this.previous?.ran.monitors
    const monitors = before && sameTimes(before, this.ran.monitors) ? before : this.ran.monitors
    const table = this.checkRuns.finish()
    return {
      fetchedAt,
      monitors: states,
      cron,
      unreadable,
      ran: { monitors, checks: IN_TABLE, table },
    }
  }

  private previousOf(id: number): MonitorState | undefined {
    const monitors = this.previous?.monitors
    if (!monitors) return undefined
    const atSamePlace = monitors[this.states.length]
    if (atSamePlace?.id === id) return atSamePlace
    this.byId ??= new Map(monitors.map((m) => [m.id, m]))
    return this.byId.get(id)
  }
}

/** One sweep's monitors as a Snapshot (see SnapshotBuilder). */
export function buildSnapshot(
  monitors: ApiMonitor[],
  fetchedAt: string,
  previous: Snapshot | null,
  unreadable: Unreadable = noUnreadable(),
): Snapshot {
  const builder = new SnapshotBuilder(previous)
  for (const api of monitors) builder.add(api)
  return builder.finish(fetchedAt, unreadable)
}

/** A copy of `snapshot` with one monitor's maintenance knowledge replaced. */
export function withMaintenance(
  snapshot: Snapshot,
  monitorId: number,
  maintenance: MaintenanceState | null,
): Snapshot {
  const clipped = maintenance && {
    ...maintenance,
    name: clipOrNull(maintenance.name, TEXT_LIMITS.name),
  }
  return {
    ...snapshot,
    monitors: snapshot.monitors.map((m) =>
      m.id === monitorId ? { ...m, maintenance: clipped } : m,
    ),
  }
}

/** A copy of `snapshot` with one monitor's cron checks replaced (after a detail fetch). */
export function withCronChecks(
  snapshot: Snapshot,
  monitorId: number,
  checks: CronState[],
): Snapshot {
  return { ...snapshot, cron: { ...snapshot.cron, [monitorId]: checks } }
}
