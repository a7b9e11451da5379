import * as z from 'zod'
import { id, orNull, paginated, timestamp, tolerantEnum } from './common'
import { tolerantList } from './tolerant-list'
import { RECURRENCE_TYPES } from './enums'

/** `starts_at` / `ends_at` are `Y-m-d H:i:s` in the team's timezone (not UTC). */
export const maintenancePeriodSchema = z.looseObject({
  id,
  monitor_id: id,
  name: orNull(z.string()),
  starts_at: timestamp,
  ends_at: timestamp,
})
export const maintenancePeriodPageSchema = paginated(maintenancePeriodSchema, 'maintenance period')

export const recurringMaintenancePeriodSchema = z.looseObject({
  id,
  monitor_id: id,
  name: orNull(z.string()),
  recurrence_type: tolerantEnum(RECURRENCE_TYPES),
  days_of_week: orNull(z.array(z.number())),
  day_of_month: orNull(z.number()),
  start_time: z.string(),
  end_time: z.string(),
  human_readable_schedule: z.string().nullable().catch(''),
  last_generated_until: orNull(z.string()),
  created_at: orNull(timestamp),
  updated_at: orNull(timestamp),
})
export const recurringMaintenancePeriodListSchema = z.looseObject({
  data: tolerantList(recurringMaintenancePeriodSchema, 'maintenance period'),
})

export type ApiMaintenancePeriod = z.output<typeof maintenancePeriodSchema>
export type ApiRecurringMaintenancePeriod = z.output<typeof recurringMaintenancePeriodSchema>
