// What the maintenance forms send: a recurring window as the user types it (in the user's own
// zone, named in the input so serve mode's page, whose zone is the browser's, is read right), and
// its argument schema, built from the zod handed in (operations.ts imports zod for types only, so
// the preload and the renderer never bundle it).
import type * as z from 'zod'
import { SERVICE_TEXT_MAX } from './service-limits'

export type RecurrenceType = 'daily' | 'weekly' | 'monthly'

/** A recurring window as the create and edit forms send it. */
export interface RecurringMaintenanceInput {
  name: string
  recurrenceType: RecurrenceType
  /** Weekly: 0 (Sunday) to 6. */
  daysOfWeek?: number[]
  /** Monthly: 1 to 31. */
  dayOfMonth?: number
  /** `HH:MM` in `zone`; an end before the start runs past midnight. */
  startTime: string
  endTime: string
  /** The zone the times (and days) are in: the user's. */
  zone: string
}

export const MAINTENANCE_INPUT_LIMITS = {
  name: SERVICE_TEXT_MAX,
  zone: 64,
} as const

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/

export function recurringMaintenanceInputSchema(
  zod: Pick<typeof z, 'array' | 'enum' | 'number' | 'strictObject' | 'string'>,
): z.ZodType<RecurringMaintenanceInput, unknown> {
  const time = zod.string().regex(HH_MM, 'a time written HH:MM')
  return zod
    .strictObject({
      name: zod.string().trim().min(1).max(MAINTENANCE_INPUT_LIMITS.name),
      recurrenceType: zod.enum(['daily', 'weekly', 'monthly']),
      daysOfWeek: zod.array(zod.number().int().min(0).max(6)).min(1).max(7).optional(),
      dayOfMonth: zod.number().int().min(1).max(31).optional(),
      startTime: time,
      endTime: time,
      zone: zod.string().min(1).max(MAINTENANCE_INPUT_LIMITS.zone),
    })
    .refine((input) => input.startTime !== input.endTime, 'the start and end must differ')
    .refine(
      (input) =>
        input.recurrenceType === 'daily' ||
        (input.recurrenceType === 'weekly'
          ? input.daysOfWeek !== undefined
          : input.dayOfMonth !== undefined),
      'a weekly window needs its days, a monthly one its day of the month',
    )
}
