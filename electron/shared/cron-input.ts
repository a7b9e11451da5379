// The cron check form's input and its argument schema, built from the zod handed in
// (operations.ts imports zod for types only, so the preload and the renderer never bundle it).
// The deep checks (a crontab expression that parses, a known time zone) are the API client's
// request schema.
import type * as z from 'zod'

/** A cron check as the create and edit form sends it. */
export interface CronCheckInput {
  name: string
  type: 'simple' | 'cron'
  frequencyInMinutes?: number
  cronExpression?: string
  serverTimezone?: string
  graceTimeInMinutes: number
  description?: string
}

/** Monitors one ask for many cron lists may name (the Cron jobs page asks in parts this size). */
export const MAX_CRON_FILL = 200

export const CRON_INPUT_LIMITS = {
  name: 191,
  expression: 200,
  timeZone: 100,
  description: 1000,
  /** A year, in minutes. */
  minutes: 525_600,
} as const

export function cronCheckInputSchema(
  zod: Pick<typeof z, 'enum' | 'number' | 'strictObject' | 'string'>,
): z.ZodType<CronCheckInput, unknown> {
  const minutes = zod.number().int().max(CRON_INPUT_LIMITS.minutes)
  return zod
    .strictObject({
      name: zod.string().trim().min(1).max(CRON_INPUT_LIMITS.name),
      type: zod.enum(['simple', 'cron']),
      frequencyInMinutes: minutes.min(1).optional(),
      cronExpression: zod.string().trim().min(1).max(CRON_INPUT_LIMITS.expression).optional(),
      serverTimezone: zod.string().trim().min(1).max(CRON_INPUT_LIMITS.timeZone).optional(),
      graceTimeInMinutes: minutes.min(0),
      description: zod.string().max(CRON_INPUT_LIMITS.description).optional(),
    })
    .refine(
      (input) =>
        input.type === 'simple'
          ? input.frequencyInMinutes !== undefined
          : input.cronExpression !== undefined && input.serverTimezone !== undefined,
      'a simple check needs a frequency, a cron check an expression and a time zone',
    )
}
