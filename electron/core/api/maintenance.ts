// Maintenance windows: immediate (start/stop), scheduled, and recurring. All times are in the
// team's timezone, both sent and returned.
import * as z from 'zod'
import { getAll, getPage } from './list-helpers'
import { hhMm, nonEmpty, positiveInt, type TimeInput, ymdHi, ymdHisInput } from './request-schemas'
import { RECURRENCE_TYPES } from './schemas/enums'
import {
  maintenancePeriodSchema,
  recurringMaintenancePeriodListSchema,
  recurringMaintenancePeriodSchema,
} from './schemas/maintenance'
import type { CallOptions, Transport } from './transport'
import { route, validateRequest } from './validate-request'

export const startMaintenanceBodySchema = z.object({
  stop_maintenance_after_seconds: z
    .number()
    .int('must be an integer')
    .min(5, 'must be at least 5')
    .optional(),
  name: z.string().optional(),
})
export const stopMaintenanceBodySchema = z.object({
  delay_seconds: z.number().int('must be an integer').min(1, 'must be at least 1').optional(),
})

const endsAfterStart = (b: { starts_at: string; ends_at: string }) => b.ends_at > b.starts_at
export const createMaintenanceBodySchema = z
  .object({
    monitor_id: positiveInt,
    starts_at: ymdHi,
    ends_at: ymdHi,
    name: z.string().optional(),
  })
  .refine(endsAfterStart, { path: ['ends_at'], message: 'must be after starts_at' })
export const updateMaintenanceBodySchema = z
  .object({ starts_at: ymdHi, ends_at: ymdHi, name: z.string().optional() })
  .refine(endsAfterStart, { path: ['ends_at'], message: 'must be after starts_at' })

const daysOfWeek = z
  .array(z.number().int().min(0, 'days are 0 (Sunday) to 6').max(6, 'days are 0 (Sunday) to 6'), {
    error: 'must be an array of days 0 to 6',
  })
  .min(1, 'must name at least one day')
const dayOfMonth = z
  .number()
  .int('must be an integer')
  .min(1, 'must be 1 to 31')
  .max(31, 'must be 1 to 31')
const recurrence = z.enum(RECURRENCE_TYPES, { error: 'must be daily, weekly or monthly' })

export const createRecurringBodySchema = z
  .object({
    monitor_id: positiveInt,
    name: nonEmpty,
    recurrence_type: recurrence,
    start_time: hhMm,
    end_time: hhMm,
    days_of_week: daysOfWeek.optional(),
    day_of_month: dayOfMonth.optional(),
    generate_now: z.boolean().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.start_time === b.end_time)
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'must differ from start_time' })
    if (b.recurrence_type === 'weekly' && !b.days_of_week)
      ctx.addIssue({ code: 'custom', path: ['days_of_week'], message: 'is required for weekly' })
    if (b.recurrence_type === 'monthly' && b.day_of_month === undefined)
      ctx.addIssue({ code: 'custom', path: ['day_of_month'], message: 'is required for monthly' })
  })
export const updateRecurringBodySchema = z
  .object({
    name: nonEmpty.optional(),
    recurrence_type: recurrence.optional(),
    start_time: hhMm.optional(),
    end_time: hhMm.optional(),
    days_of_week: daysOfWeek.optional(),
    day_of_month: dayOfMonth.optional(),
    regenerate_future_periods: z.boolean().optional(),
  })
  .refine((b) => !b.start_time || b.start_time !== b.end_time, {
    path: ['end_time'],
    message: 'must differ from start_time',
  })

export type StartMaintenanceBody = z.input<typeof startMaintenanceBodySchema>
export type StopMaintenanceBody = z.input<typeof stopMaintenanceBodySchema>
export type CreateMaintenanceBody = z.input<typeof createMaintenanceBodySchema>
export type UpdateMaintenanceBody = z.input<typeof updateMaintenanceBodySchema>
export type CreateRecurringMaintenanceBody = z.input<typeof createRecurringBodySchema>
export type UpdateRecurringMaintenanceBody = z.input<typeof updateRecurringBodySchema>

export interface MaintenanceListQuery {
  startedAt?: TimeInput
  endedAt?: TimeInput
  page?: number
}
const listQuerySchema = z.object({
  startedAt: ymdHisInput.optional(),
  endedAt: ymdHisInput.optional(),
  page: positiveInt.optional(),
})

function createRecurringApi(t: Transport) {
  const base = '/api/recurring-maintenance-periods'
  const one = `${base}/{recurringId}`
  return {
    get: (recurringId: number, call?: CallOptions) =>
      t.request(
        {
          method: 'GET',
          path: route('GET', one, { recurringId }),
          schema: recurringMaintenancePeriodSchema,
        },
        call,
      ),
    /** Every recurring period of a monitor. */
    list: async (monitorId: number, call?: CallOptions) => {
      const body = await t.request(
        {
          method: 'GET',
          path: route('GET', '/api/monitors/{monitorId}/recurring-maintenance-periods', {
            monitorId,
          }),
          schema: recurringMaintenancePeriodListSchema,
        },
        call,
      )
      return body.data
    },
    /** Generates the next 7 days of periods unless `generate_now` is false. */
    create: (body: CreateRecurringMaintenanceBody, call?: CallOptions) =>
      t.request(
        {
          method: 'POST',
          path: base,
          body: validateRequest(createRecurringBodySchema, body, 'POST', base),
          schema: recurringMaintenancePeriodSchema,
        },
        call,
      ),
    update: (recurringId: number, body: UpdateRecurringMaintenanceBody, call?: CallOptions) =>
      t.request(
        {
          method: 'PUT',
          path: route('PUT', one, { recurringId }),
          body: validateRequest(updateRecurringBodySchema, body, 'PUT', one),
          schema: recurringMaintenancePeriodSchema,
        },
        call,
      ),
    delete: (
      recurringId: number,
      options: { deleteFuturePeriods?: boolean } = {},
      call?: CallOptions,
    ) =>
      t.request(
        {
          method: 'DELETE',
          path: route('DELETE', one, { recurringId }),
          query: { delete_future_periods: options.deleteFuturePeriods },
          schema: null,
        },
        call,
      ),
  }
}

export function createMaintenanceApi(t: Transport) {
  const list = (monitorId: number, query: MaintenanceListQuery = {}, call?: CallOptions) => {
    const template = '/api/monitors/{monitorId}/maintenance-periods'
    const q = validateRequest(listQuerySchema, query, 'GET', template)
    return getPage(
      t,
      route('GET', template, { monitorId }),
      maintenancePeriodSchema,
      { 'filter[started_at]': q.startedAt, 'filter[ended_at]': q.endedAt, 'page[number]': q.page },
      q.page ?? 1,
      call,
    )
  }
  return {
    /** Maintenance from now on; answers 201 with the period. */
    /** The period started, or null for an empty 200 (older service versions). */
    start: (monitorId: number, body: StartMaintenanceBody = {}, call?: CallOptions) => {
      const template = '/api/monitors/{monitorId}/start-maintenance'
      return t.requestMaybeEmpty(
        {
          method: 'POST',
          path: route('POST', template, { monitorId }),
          body: validateRequest(startMaintenanceBodySchema, body, 'POST', template),
          schema: maintenancePeriodSchema,
        },
        call,
      )
    },
    /** Ends the current period now (notifications resume after `delay_seconds` if given). */
    stop: (monitorId: number, body: StopMaintenanceBody = {}, call?: CallOptions) => {
      const template = '/api/monitors/{monitorId}/stop-maintenance'
      return t.request(
        {
          method: 'POST',
          path: route('POST', template, { monitorId }),
          body: validateRequest(stopMaintenanceBodySchema, body, 'POST', template),
          schema: null,
        },
        call,
      )
    },
    create: (body: CreateMaintenanceBody, call?: CallOptions) =>
      t.request(
        {
          method: 'POST',
          path: '/api/maintenance-periods',
          body: validateRequest(
            createMaintenanceBodySchema,
            body,
            'POST',
            '/api/maintenance-periods',
          ),
          schema: maintenancePeriodSchema,
        },
        call,
      ),
    /** Only periods that have not started yet can be changed. */
    update: (periodId: number, body: UpdateMaintenanceBody, call?: CallOptions) => {
      const template = '/api/maintenance-periods/{periodId}'
      return t.request(
        {
          method: 'PUT',
          path: route('PUT', template, { periodId }),
          body: validateRequest(updateMaintenanceBodySchema, body, 'PUT', template),
          schema: maintenancePeriodSchema,
        },
        call,
      )
    },
    delete: (periodId: number, call?: CallOptions) =>
      t.request(
        {
          method: 'DELETE',
          path: route('DELETE', '/api/maintenance-periods/{periodId}', { periodId }),
          schema: null,
        },
        call,
      ),
    /** One page of a monitor's maintenance periods (filters are UTC `YmdHis`). */
    list,
    /** Every maintenance period of a monitor matching the filters. */
    listAll: (
      monitorId: number,
      query: Omit<MaintenanceListQuery, 'page'> = {},
      call?: CallOptions,
    ) => {
      const template = '/api/monitors/{monitorId}/maintenance-periods'
      const q = validateRequest(listQuerySchema, query, 'GET', template)
      return getAll(
        t,
        route('GET', template, { monitorId }),
        maintenancePeriodSchema,
        { 'filter[started_at]': q.startedAt, 'filter[ended_at]': q.endedAt },
        call,
      )
    },
    recurring: createRecurringApi(t),
  }
}
