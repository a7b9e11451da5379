// What Uptray needs of a monitor is its `id` and `checks` (each check's `id`): with no sensible
// fallback, a wrong one sets that monitor aside as unreadable (the page keeps the others). Every
// other field falls back to a default whatever it holds (a missing label reads as null and the
// snapshot shows the type's name, an unknown result reads as 'unknown'). Fields the app does
// not read (the `<type>_check_settings` records, dates, notes ...) are not in the schema at all:
// they pass through as sent, to be read where needed as what they are (unknown). The sweep's
// pages are read by monitor-reader.ts (monitor-page.ts), which gives the same values without copying them.
import * as z from 'zod'
import {
  actionAnswer,
  anyRecord,
  id,
  orElse,
  orNull,
  textList,
  timestamp,
  tolerantEnum,
} from './common'
import { CHECK_RESULTS, CHECK_TYPES, MONITOR_TYPES, SUMMARIZED_RESULTS } from './enums'
import { activeSnoozeSchema } from './snooze'

export const checkSchema = z.looseObject({
  id,
  type: tolerantEnum(CHECK_TYPES),
  /** Null when missing: the snapshot shows the type's name. */
  label: orNull(z.string()),
  /** A check whose state is unknown is shown (and may alert) rather than hidden. */
  enabled: orElse(z.boolean(), true),
  latest_run_ended_at: orNull(timestamp),
  latest_run_result: tolerantEnum(CHECK_RESULTS),
  /** Absent in short-form listings. */
  summary: orNull(z.string()),
  settings: anyRecord,
  active_snooze: orNull(activeSnoozeSchema),
})

/**
 * What check actions (enable, disable, request-run, snooze, unsnooze) answer. Normally the whole
 * check, but older versions answered a minimal `{id, type, enabled}` (and snooze a bare 200):
 * a successful action must not be reported as failed because its answer is short, so only `id`
 * is required here. Refresh the monitor for the full picture.
 */
export const checkActionSchema = actionAnswer(checkSchema)

export const monitorSchema = z.looseObject({
  id,
  /** 0 when unreadable: the app shows no team. */
  team_id: orElse(id, 0),
  type: tolerantEnum(MONITOR_TYPES),
  url: orElse(z.string(), ''),
  sort_url: z.string().optional().catch(undefined),
  label: orNull(z.string()),
  group_name: orNull(z.string()),
  tags: textList,
  latest_run_date: orNull(timestamp),
  summarized_check_result: tolerantEnum(SUMMARIZED_RESULTS),
  checks: z.array(checkSchema),
})

export type ApiCheck = z.output<typeof checkSchema>
export type ApiCheckActionResult = z.output<typeof checkActionSchema>
export type ApiMonitor = z.output<typeof monitorSchema>
