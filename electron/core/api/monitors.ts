// Monitors: the paginated list every sweep reads, single look-ups, creation, update and delete.
import * as z from 'zod'
import {
  PAGE_SIZE,
  type Page,
  type StreamedPage,
  collectPages,
  iteratePages,
  toPage,
  toStreamedPage,
} from './pagination'
import { nameValue, nonEmpty, positiveInt } from './request-schemas'
import { CHECK_TYPES, LINK_TYPES, MONITOR_TYPES } from './schemas/enums'
import { type ApiMonitor, monitorSchema } from './schemas/monitor'
import type { PaginatedBody } from './schemas/common'
import { monitorPageSchema, streamMonitorPage } from './schemas/monitor-page'
import type { ListLayout } from './schemas/entry-stream'
import type { AnswerBody } from '../ports'
import type { CallOptions, Transport } from './transport'
import { route, validateRequest } from './validate-request'

const stringList = z.array(z.string({ error: 'must be a string' }), { error: 'must be an array' })

export const createMonitorBodySchema = z.looseObject({
  url: nonEmpty,
  team_id: positiveInt,
  type: z.enum(MONITOR_TYPES, { error: `must be one of ${MONITOR_TYPES.join(', ')}` }),
  checks: z.array(z.enum(CHECK_TYPES, { error: 'unknown check type' })).optional(),
  group_name: z.string().optional(),
  friendly_name: z.string().optional(),
  notes: z.string().optional(),
  description: z.string().optional(),
  real_ip_address: z.string().optional(),
  tags: stringList.optional(),
  uptime_check_settings: z
    .looseObject({
      frequency_value: z
        .number()
        .int()
        .min(1, 'must be at least 1')
        .max(1440, 'must be at most 1440')
        .optional(),
      frequency_unit: z.literal('minute', { error: 'must be minute' }).optional(),
      http_verb: z
        .enum(['get', 'post', 'patch', 'put'], { error: 'must be get, post, patch or put' })
        .optional(),
      http_client_headers: z.array(nameValue).optional(),
      payload: z.array(nameValue).optional(),
      valid_status_codes: stringList.optional(),
    })
    .optional(),
  performance_check_settings: z
    .looseObject({
      threshold_in_ms: positiveInt.optional(),
      change_percentage: z.number().optional(),
    })
    .optional(),
  crawler_settings: z.looseObject({ headers: z.array(nameValue).optional() }).optional(),
  broken_links_check_settings: z
    .looseObject({
      whitelisted_urls: stringList.optional(),
      types: z.array(z.enum(LINK_TYPES, { error: 'unknown link type' })).optional(),
      force_crawl_urls: stringList.optional(),
    })
    // The service returns do_not_crawl_urls but rejects it in create payloads.
    .refine((s) => !('do_not_crawl_urls' in s), 'do_not_crawl_urls cannot be sent')
    .optional(),
  ports_check_settings: z
    .looseObject({
      expected_open_ports: z
        .array(z.number().int().min(1, 'ports are 1 to 65535').max(65535, 'ports are 1 to 65535'))
        .max(20, 'at most 20 ports')
        .optional(),
    })
    .optional(),
  send_report_to_emails: stringList.optional(),
  include_check_types_in_report: stringList.optional(),
})
export type CreateMonitorBody = z.input<typeof createMonitorBodySchema>

/**
 * `PUT /api/monitors/{id}`: the create fields but team and type, each optional (only what
 * changed is sent). The spec shows no update; the PHP SDK's UpdateMonitorRequest sends this.
 */
export const updateMonitorBodySchema = createMonitorBodySchema
  .omit({ team_id: true, type: true })
  .partial()
export type UpdateMonitorBody = z.input<typeof updateMonitorBodySchema>

const pageArgsSchema = z.object({ page: positiveInt, size: positiveInt })

export function createMonitorsApi(t: Transport) {
  /** The request for page `page` of `size` monitors, its arguments checked. */
  const pageRequest = (page: number, size: number) => {
    const query = validateRequest(pageArgsSchema, { page, size }, 'GET', '/api/monitors')
    const spec = {
      method: 'GET',
      path: '/api/monitors',
      query: { 'page[number]': query.page, 'page[size]': query.size },
      schema: monitorPageSchema,
    } as const
    return { page: query.page, spec }
  }

  const listPage = async (
    page = 1,
    size: number = PAGE_SIZE,
    call?: CallOptions,
  ): Promise<Page<ApiMonitor>> => {
    const asked = pageRequest(page, size)
    return toPage(await t.request(asked.spec, call), asked.page)
  }

  const streamPage = async (
    page: number,
    call?: CallOptions,
    last: ListLayout | null = null,
  ): Promise<StreamedPage<ApiMonitor>> => {
    const asked = pageRequest(page, PAGE_SIZE)
    const read = (body: AnswerBody) => streamMonitorPage(body, last)
    const body = await t.request({ ...asked.spec, read }, call)
    if (Array.isArray(body.data)) return toPage(body as PaginatedBody<ApiMonitor>, asked.page)
    return toStreamedPage(body, body.data, asked.page)
  }

  const iterate = (call?: CallOptions) => iteratePages((page) => listPage(page, PAGE_SIZE, call))

  return {
    /** `GET /api/monitors?page[number]=N&page[size]=200`: one page, the sweep's unit of work. */
    listPage,
    /**
     * One page of 200 as `listPage` reads it, each monitor parsed and read as it is taken: the
     * sweep's way, where a page's monitors are dropped once compared. `last`: where the page's
     * monitors were in its last answer (layoutOf), tried first.
     */
    streamPage,
    /** Every page in turn (ceil(N / 200) requests). */
    iterate,
    /** Every monitor of the account. */
    listAll: (call?: CallOptions) => collectPages(iterate(call)),
    get: (monitorId: number, call?: CallOptions) =>
      t.request(
        {
          method: 'GET',
          path: route('GET', '/api/monitors/{monitorId}', { monitorId }),
          schema: monitorSchema,
        },
        call,
      ),
    /** `GET /api/monitors/url/{monitorUrl}`: the exact URL the monitor was created with. */
    getByUrl: (monitorUrl: string, call?: CallOptions) =>
      t.request(
        {
          method: 'GET',
          path: route('GET', '/api/monitors/url/{monitorUrl}', { monitorUrl }),
          schema: monitorSchema,
        },
        call,
      ),
    /** `GET /api/sites/{siteId}`: the older path for the same monitor. */
    getSite: (siteId: number, call?: CallOptions) =>
      t.request(
        {
          method: 'GET',
          path: route('GET', '/api/sites/{siteId}', { siteId }),
          schema: monitorSchema,
        },
        call,
      ),
    create: (body: CreateMonitorBody, call?: CallOptions) =>
      t.request(
        {
          method: 'POST',
          path: '/api/monitors',
          body: validateRequest(createMonitorBodySchema, body, 'POST', '/api/monitors'),
          schema: monitorSchema,
        },
        call,
      ),
    update: (monitorId: number, body: UpdateMonitorBody, call?: CallOptions) =>
      t.request(
        {
          method: 'PUT',
          path: route('PUT', '/api/monitors/{monitorId}', { monitorId }),
          body: validateRequest(updateMonitorBodySchema, body, 'PUT', '/api/monitors/{monitorId}'),
          schema: monitorSchema,
        },
        call,
      ),
    /** 204 (the recorded delete-monitor.json). */
    delete: (monitorId: number, call?: CallOptions) =>
      t.request(
        {
          method: 'DELETE',
          path: route('DELETE', '/api/monitors/{monitorId}', { monitorId }),
          schema: null,
        },
        call,
      ),
  }
}
