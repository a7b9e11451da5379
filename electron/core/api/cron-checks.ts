// Cron checks (cron job monitors): list, create, update, sync, delete, snooze.
import { CronExpressionParser } from 'cron-parser'
import * as z from 'zod'
import { getAll } from './list-helpers'
import { nonEmpty, snoozeMinutes } from './request-schemas'
import { cronCheckActionSchema, cronCheckArraySchema, cronCheckSchema } from './schemas/cron-check'
import type { CallOptions, Transport } from './transport'
import { route, validateRequest } from './validate-request'

function isCronExpression(value: string): boolean {
  try {
    CronExpressionParser.parse(value)
    return true
  } catch {
    return false
  }
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}

export const cronCheckBodySchema = z
  .object({
    name: nonEmpty,
    type: z.enum(['simple', 'cron'], { error: 'must be simple or cron' }),
    frequency_in_minutes: z
      .number()
      .int('must be an integer')
      .positive('must be positive')
      .optional(),
    cron_expression: z
      .string()
      .refine(isCronExpression, 'is not a valid crontab expression')
      .optional(),
    server_timezone: z.string().refine(isTimeZone, 'is not a known timezone').optional(),
    grace_time_in_minutes: z
      .number({ error: 'is required (a number of minutes)' })
      .int('must be an integer')
      .min(0, 'must not be negative'),
    description: z.string().optional(),
  })
  .superRefine((body, ctx) => {
    const need = (field: keyof typeof body, why: string) => {
      if (body[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: why })
    }
    if (body.type === 'simple') need('frequency_in_minutes', 'is required when type is simple')
    if (body.type === 'cron') {
      need('cron_expression', 'is required when type is cron')
      need('server_timezone', 'is required when type is cron')
    }
  })
export type CronCheckBody = z.input<typeof cronCheckBodySchema>

const syncBodySchema = z.object({
  cron_checks: z.array(cronCheckBodySchema, { error: 'must be an array' }),
})
const cronSnoozeSchema = z.object({ minutes: snoozeMinutes(144_000) })

export function createCronChecksApi(t: Transport) {
  return {
    /** Every cron check of a monitor. */
    list: (monitorId: number, call?: CallOptions) =>
      getAll(
        t,
        route('GET', '/api/monitors/{monitorId}/cron-checks', { monitorId }),
        cronCheckSchema,
        {},
        call,
      ),
    create: (monitorId: number, body: CronCheckBody, call?: CallOptions) => {
      const path = '/api/monitors/{monitorId}/cron-checks'
      return t.request(
        {
          method: 'POST',
          path: route('POST', path, { monitorId }),
          body: validateRequest(cronCheckBodySchema, body, 'POST', path),
          schema: cronCheckSchema,
        },
        call,
      )
    },
    update: (cronCheckId: number, body: CronCheckBody, call?: CallOptions) => {
      const path = '/api/cron-checks/{cronCheckId}'
      return t.request(
        {
          method: 'PUT',
          path: route('PUT', path, { cronCheckId }),
          body: validateRequest(cronCheckBodySchema, body, 'PUT', path),
          schema: cronCheckSchema,
        },
        call,
      )
    },
    /** Destructive: cron checks of the monitor missing from `cronChecks` are removed. */
    sync: (monitorId: number, cronChecks: CronCheckBody[], call?: CallOptions) => {
      const path = '/api/monitors/{monitorId}/cron-checks/sync'
      return t.request(
        {
          method: 'POST',
          path: route('POST', path, { monitorId }),
          body: validateRequest(syncBodySchema, { cron_checks: cronChecks }, 'POST', path),
          schema: cronCheckArraySchema,
        },
        call,
      )
    },
    delete: (cronCheckId: number, call?: CallOptions) =>
      t.request(
        {
          method: 'DELETE',
          path: route('DELETE', '/api/cron-checks/{cronCheckId}', { cronCheckId }),
          schema: null,
        },
        call,
      ),
    /** Snooze for 1 to 144000 minutes. */
    snooze: (cronCheckId: number, minutes: number, call?: CallOptions) => {
      const path = '/api/cron-checks/{cronCheckId}/snooze'
      return t.requestMaybeEmpty(
        {
          method: 'POST',
          path: route('POST', path, { cronCheckId }),
          body: validateRequest(cronSnoozeSchema, { minutes }, 'POST', path),
          schema: cronCheckActionSchema,
        },
        call,
      )
    },
    unsnooze: (cronCheckId: number, call?: CallOptions) =>
      t.requestMaybeEmpty(
        {
          method: 'POST',
          path: route('POST', '/api/cron-checks/{cronCheckId}/unsnooze', { cronCheckId }),
          schema: cronCheckActionSchema,
        },
        call,
      ),
  }
}
