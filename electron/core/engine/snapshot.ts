// API monitors -> the compact Snapshot every consumer reads (electron/shared/model.ts). Only what
// the UI and the alerts need is kept; times become ISO 8601 UTC, `""` and unreadable times become
// null, unknown enum values become 'unknown', and every text is clipped here, where it enters.
import cronstrue from 'cronstrue'
import type { ApiCheck, ApiMonitor } from '../api/schemas/monitor'
import type { ApiCronCheck } from '../api/schemas/cron-check'
import type { ApiActiveSnooze } from '../api/schemas/snooze'
import { utcToIso as convertUtc } from '../api/dates'
import { noUnreadable } from '../api/schemas/tolerant-list'
import { TEXT_LIMITS, clip, clipOrNull } from '../../shared/clip'
import type {
  CheckResult,
  CheckState,
  CronState,
  MaintenanceState,
  MonitorResult,
  MonitorState,
  MonitorType,
  Snapshot,
  Unreadable,
} from '../../shared/model'

const CHECK_RESULTS: ReadonlySet<string> = new Set<CheckResult>([
  'pending',
  'succeeded',
  'warning',
  'failed',
  'errored-or-timed-out',
])
const MONITOR_RESULTS: ReadonlySet<string> = new Set<MonitorResult>([
  'succeeded',
  'warning',
  'failed',
  'pending',
])
const MONITOR_TYPES: ReadonlySet<string> = new Set<MonitorType>(['http', 'ping', 'tcp', 'ai'])

/**
 * The same few timestamps repeat across a sweep's 100,000 checks (runs end together), so
 * conversions are memoized; the memo is dropped when it grows large.
 */
const isoMemo = new Map<string, string | null>()
const ISO_MEMO_LIMIT = 50_000

function utcToIso(value: string | null | undefined): string | null {
  if (!value) return null
  let iso = isoMemo.get(value)
  if (iso === undefined) {
    if (isoMemo.size >= ISO_MEMO_LIMIT) isoMemo.clear()
    iso = convertUtc(value)
    isoMemo.set(value, iso)
  }
  return iso
}

function oneOf<T extends string>(known: ReadonlySet<string>, value: string | null | undefined): T {
  return (value && known.has(value) ? value : 'unknown') as T
}

/** End of a snooze that is still on (an early unsnooze is recorded with `unsnoozed_by`). */
function snoozeEnd(snooze: ApiActiveSnooze | null | undefined): string | null {
  if (!snooze || snooze.unsnoozed_by) return null
  return utcToIso(snooze.ends_at)
}

function normalizeCheck(api: ApiCheck): CheckState {
  return {
    id: api.id,
    type: api.type,
    label: clip(api.label || api.type, TEXT_LIMITS.name),
    enabled: api.enabled,
    result: oneOf<CheckResult>(CHECK_RESULTS, api.latest_run_result),
    summary: api.summary ? clip(api.summary) : null,
    lastRunAt: utcToIso(api.latest_run_ended_at),
    snoozedUntil: snoozeEnd(api.active_snooze),
  }
}

export function normalizeMonitor(api: ApiMonitor): MonitorState {
  return {
    id: api.id,
    teamId: api.team_id,
    label: clip(api.label || api.sort_url || api.url || `Monitor ${api.id}`, TEXT_LIMITS.name),
    url: clip(api.url, TEXT_LIMITS.url),
    type: oneOf<MonitorType>(MONITOR_TYPES, api.type),
    groupName: clip(api.group_name ?? '', TEXT_LIMITS.name),
    tags: api.tags.map((tag) => clip(tag, TEXT_LIMITS.tag)),
    result: oneOf<MonitorResult>(MONITOR_RESULTS, api.summarized_check_result),
    lastRunAt: utcToIso(api.latest_run_date),
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
 * One sweep's monitors as a Snapshot. The monitor list does not carry maintenance or cron check
 * details (they are fetched lazily), so that knowledge is carried over from `previous` for
 * monitors that still exist; a carried maintenance period that has ended by now is dropped.
 * `unreadable` counts the monitors of the sweep that were set aside.
 */
export function buildSnapshot(
  monitors: ApiMonitor[],
  fetchedAt: string,
  previous: Snapshot | null,
  unreadable: Unreadable = noUnreadable(),
): Snapshot {
  const before = new Map(previous?.monitors.map((m) => [m.id, m]))
  const cron: Record<number, CronState[]> = {}
  const states = monitors.map((api) => {
    const state = normalizeMonitor(api)
    state.maintenance = stillRunning(before.get(api.id)?.maintenance ?? null, fetchedAt)
    const knownCron = previous?.cron[api.id]
    if (knownCron) cron[api.id] = knownCron
    return state
  })
  return { fetchedAt, monitors: states, cron, unreadable }
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
