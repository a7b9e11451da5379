import * as z from 'zod'
import { actionAnswer, id, orNull, timestamp, tolerantEnum } from './common'
import { tolerantList } from './tolerant-list'
import { CRON_RESULTS, CRON_TYPES } from './enums'
import { activeSnoozeSchema } from './snooze'

export const cronCheckSchema = z.looseObject({
  id,
  uuid: z.string(),
  name: z.string(),
  type: tolerantEnum(CRON_TYPES),
  description: orNull(z.string()),
  frequency_in_minutes: orNull(z.number()),
  grace_time_in_minutes: z.number(),
  cron_expression: orNull(z.string()),
  human_readable_cron_expression: z.string().nullable().catch(''),
  server_timezone: orNull(z.string()),
  ping_url: z.string(),
  created_at: orNull(timestamp),
  /** `''` while waiting on the first ping; absent on some older create responses. */
  latest_result: tolerantEnum(CRON_RESULTS).default(''),
  latest_result_label: z.string().nullable().catch(''),
  latest_result_label_color: z.string().nullable().catch(''),
  /** `''` before the first ping. */
  latest_ping_at: orNull(timestamp),
  human_readable_latest_ping_at: z.string().nullable().catch(''),
  active_snooze: orNull(activeSnoozeSchema),
})

/** Snooze and unsnooze answers: only `id` is required (see checkActionSchema). */
export const cronCheckActionSchema = actionAnswer(cronCheckSchema)

export const cronCheckListSchema = z.looseObject({
  data: tolerantList(cronCheckSchema, 'cron check'),
})

/** `sync` answers an array of cron checks; accept it wrapped in `{data}` too. */
export const cronCheckArraySchema = z.union([
  tolerantList(cronCheckSchema, 'cron check'),
  cronCheckListSchema.transform((body) => body.data),
])

export type ApiCronCheck = z.output<typeof cronCheckSchema>
export type ApiCronCheckActionResult = z.output<typeof cronCheckActionSchema>
