// Checks: enable, disable, run now, snooze. Plus the application-health snooze, which targets
// one health check inside a monitor's application_health check.
import * as z from 'zod'
import { getAll } from './list-helpers'
import { nameValue, snoozeMinutes } from './request-schemas'
import { id, looseRecord, orNull } from './schemas/common'
import { checkActionSchema } from './schemas/monitor'
import { activeSnoozeSchema } from './schemas/snooze'
import type { CallOptions, Transport } from './transport'
import { route, validateRequest } from './validate-request'

/** Custom headers for one run: uptime checks only, at most 5. */
const runHeadersSchema = z.object({
  httpClientHeaders: z
    .array(nameValue, { error: 'must be an array of {name, value}' })
    .max(5, 'at most 5 headers'),
})
const checkSnoozeSchema = z.object({ minutes: snoozeMinutes() })

/** The shape of a snoozed application health check is not in the spec: only id and snooze are read. */
export const applicationHealthCheckSchema = z.looseObject({
  id,
  name: orNull(z.string()),
  label: orNull(z.string()),
  status: orNull(z.string()),
  short_summary: orNull(z.string()),
  message: orNull(z.string()),
  meta: looseRecord.optional(),
  active_snooze: orNull(activeSnoozeSchema),
})

export function createChecksApi(t: Transport) {
  /** The check as answered (all but `id` optional), or null for an empty 200. */
  const post = (template: string, checkId: number, body: unknown, call?: CallOptions) =>
    t.requestMaybeEmpty(
      {
        method: 'POST',
        path: route('POST', template, { checkId }),
        body,
        schema: checkActionSchema,
      },
      call,
    )

  return {
    enable: (checkId: number, call?: CallOptions) =>
      post('/api/checks/{checkId}/enable', checkId, undefined, call),
    disable: (checkId: number, call?: CallOptions) =>
      post('/api/checks/{checkId}/disable', checkId, undefined, call),
    /** Runs the check now; `headers` (uptime checks only, at most 5) apply to this run only. */
    requestRun: (
      checkId: number,
      headers?: { name: string; value: string }[],
      call?: CallOptions,
    ) => {
      const path = '/api/checks/{checkId}/request-run'
      const body =
        headers === undefined
          ? undefined
          : validateRequest(runHeadersSchema, { httpClientHeaders: headers }, 'POST', path)
      return post(path, checkId, body, call)
    },
    snooze: (checkId: number, minutes: number, call?: CallOptions) => {
      const path = '/api/checks/{checkId}/snooze'
      return post(
        path,
        checkId,
        validateRequest(checkSnoozeSchema, { minutes }, 'POST', path),
        call,
      )
    },
    unsnooze: (checkId: number, call?: CallOptions) =>
      post('/api/checks/{checkId}/unsnooze', checkId, undefined, call),
  }
}

/** One entry of a health check's history (beyond the spec: shape from the recordings). */
export const applicationHealthHistoryItemSchema = z.looseObject({
  id,
  status: z.string(),
  short_summary: orNull(z.string()),
  message: orNull(z.string()),
  meta: looseRecord.optional(),
  detected_at: orNull(z.string()),
  updated_at: orNull(z.string()),
})

export function createApplicationHealthApi(t: Transport) {
  const list = '/api/monitors/{monitorId}/application-health-checks'
  const base = `${list}/{healthCheckId}`
  return {
    /**
     * The health checks reported by a monitor's application_health check. Not in the spec ("not
     * shown"); the path is the one the recorded responses' pagination links carry. The app needs
     * it to know which health check ids can be snoozed.
     */
    list: (monitorId: number, call?: CallOptions) =>
      getAll(t, route('GET', list, { monitorId }), applicationHealthCheckSchema, {}, call),
    /** The history of one health check (not in the spec either; path from the recordings). */
    history: (monitorId: number, healthCheckId: number, call?: CallOptions) =>
      getAll(
        t,
        route('GET', base, { monitorId, healthCheckId }),
        applicationHealthHistoryItemSchema,
        {},
        call,
      ),
    /** Answers "snooze applied": the health check when the service sends it, else null. */
    snooze: (monitorId: number, healthCheckId: number, minutes: number, call?: CallOptions) => {
      const path = `${base}/snooze`
      return t.requestMaybeEmpty(
        {
          method: 'POST',
          path: route('POST', path, { monitorId, healthCheckId }),
          body: validateRequest(checkSnoozeSchema, { minutes }, 'POST', path),
          schema: applicationHealthCheckSchema,
        },
        call,
      )
    },
    unsnooze: (monitorId: number, healthCheckId: number, call?: CallOptions) =>
      t.requestMaybeEmpty(
        {
          method: 'POST',
          path: route('POST', `${base}/unsnooze`, { monitorId, healthCheckId }),
          schema: applicationHealthCheckSchema,
        },
        call,
      ),
  }
}

export type ApiApplicationHealthCheck = z.output<typeof applicationHealthCheckSchema>
export type ApiApplicationHealthHistoryItem = z.output<typeof applicationHealthHistoryItemSchema>
