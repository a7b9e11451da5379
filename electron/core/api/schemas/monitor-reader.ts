// The sweep's hot path: a page of 200 monitors with about ten checks each, every 30 s. zod's
// parser (even compiled) built a second copy of every monitor and check, and at 10,000 monitors
// that copy and its garbage cost more CPU than JSON.parse itself. This reader gives the same
// values as `monitorSchema` (tests/unit/api/monitor-reader.test.ts holds them equal, recordings
// and random drift alike) by checking the parsed JSON in place: it reads only the fields Uptray
// uses, writes a field only where its value has to fall back, and copies nothing else. An entry
// it would set aside is handed to `monitorSchema` instead, so a reason reads as zod words it.
import type { ApiMonitor } from './monitor'
import { activeSnoozeSchema } from './snooze'
import { CHECK_RESULTS, CHECK_TYPES, MONITOR_TYPES, SUMMARIZED_RESULTS } from './enums'

type Raw = Record<string, unknown>

const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v)

/** What zod's `z.number().int()` takes. */
const isId = (v: unknown): v is number => Number.isSafeInteger(v)

const checkTypes: ReadonlySet<string> = new Set(CHECK_TYPES)
const checkResults: ReadonlySet<string> = new Set(CHECK_RESULTS)
const monitorTypes: ReadonlySet<string> = new Set(MONITOR_TYPES)
const summarized: ReadonlySet<string> = new Set(SUMMARIZED_RESULTS)

/** `tolerantEnum`: a known string, else 'unknown'. */
function known(raw: Raw, key: string, values: ReadonlySet<string>): void {
  const v = raw[key]
  if (typeof v !== 'string' || !values.has(v)) raw[key] = 'unknown'
}

/** `orNull(z.string())`: a string or null. */
function textOrNull(raw: Raw, key: string): void {
  if (typeof raw[key] !== 'string') raw[key] = null
}

/** Whether `monitorSchema` reads `raw` without setting it aside (nothing is changed). */
function readable(raw: unknown): raw is Raw {
  if (!isObject(raw) || !isId(raw.id) || !Array.isArray(raw.checks)) return false
  for (const check of raw.checks as unknown[]) {
    if (!isObject(check) || !isId(check.id)) return false
  }
  return true
}

function readCheck(raw: Raw): void {
  known(raw, 'type', checkTypes)
  textOrNull(raw, 'label')
  if (typeof raw.enabled !== 'boolean') raw.enabled = true
  textOrNull(raw, 'latest_run_ended_at')
  known(raw, 'latest_run_result', checkResults)
  textOrNull(raw, 'summary')
  // `anyRecord`: PHP sends [] for an empty object.
  const settings = raw.settings
  if (Array.isArray(settings)) raw.settings = { ...settings }
  else if (typeof settings !== 'object' || settings === null) raw.settings = {}
  // Rare (a snoozed check): read by its schema.
  const snooze = raw.active_snooze
  if (snooze === undefined || snooze === null) raw.active_snooze = null
  else {
    const parsed = activeSnoozeSchema.safeParse(snooze)
    raw.active_snooze = parsed.success ? parsed.data : null
  }
}

/**
 * `raw` read as `monitorSchema` reads it, in place; null when that schema would set it aside
 * (then `raw` is left as it was).
 */
export function readMonitorInPlace(raw: unknown): ApiMonitor | null {
  if (!readable(raw)) return null
  if (!isId(raw.team_id)) raw.team_id = 0
  known(raw, 'type', monitorTypes)
  if (typeof raw.url !== 'string') raw.url = ''
  if ('sort_url' in raw && typeof raw.sort_url !== 'string') raw.sort_url = undefined
  textOrNull(raw, 'label')
  textOrNull(raw, 'group_name')
  const tags = raw.tags
  if (!Array.isArray(tags)) raw.tags = []
  else if (!tags.every((tag) => typeof tag === 'string')) {
    raw.tags = tags.filter((tag) => typeof tag === 'string')
  }
  textOrNull(raw, 'latest_run_date')
  known(raw, 'summarized_check_result', summarized)
  for (const check of raw.checks as Raw[]) readCheck(check)
  return raw as ApiMonitor
}
