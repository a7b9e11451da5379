// Status pages, their posted updates and reusable update templates.
import * as z from 'zod'
import { getAll, getPage } from './list-helpers'
import { collectPages, iteratePages, PAGE_SIZE } from './pagination'
import { nonEmpty, positiveInt, ymdHi } from './request-schemas'
import { SEVERITIES } from './schemas/enums'
import {
  statusPageSchema,
  statusPageUpdateSchema,
  statusPageUpdateTemplateSchema,
} from './schemas/status-page'
import type { CallOptions, Transport } from './transport'
import { route, validateRequest } from './validate-request'

const severity = z.enum(SEVERITIES, { error: `must be one of ${SEVERITIES.join(', ')}` })
const pageMonitors = z.array(z.object({ id: positiveInt, clickable: z.boolean().optional() }), {
  error: 'must be an array of {id, clickable}',
})

export const createStatusPageBodySchema = z.object({
  team_id: positiveInt,
  title: nonEmpty,
  monitors: pageMonitors,
})
export const statusPageMonitorsBodySchema = z.object({
  monitors: pageMonitors,
  sync: z.boolean().optional(),
})
export const createStatusPageUpdateBodySchema = z.object({
  status_page_id: positiveInt,
  title: nonEmpty,
  severity,
  /** `Y-m-d H:i` in the status page's timezone. */
  time: ymdHi,
  text: z.string().optional(),
  pinned: z.boolean().optional(),
})
export const updateStatusPageUpdateBodySchema = z.object({
  title: nonEmpty,
  severity,
  text: z.string().optional(),
  pinned: z.boolean().optional(),
  time: ymdHi.optional(),
})
export const createTemplateBodySchema = z.object({
  team_id: positiveInt,
  name: z.string().optional(),
  title: z.string().optional(),
  text: z.string().optional(),
  severity: severity.optional(),
})
export const updateTemplateBodySchema = createTemplateBodySchema.omit({ team_id: true })

export type CreateStatusPageBody = z.input<typeof createStatusPageBodySchema>
export type StatusPageMonitorsBody = z.input<typeof statusPageMonitorsBodySchema>
export type CreateStatusPageUpdateBody = z.input<typeof createStatusPageUpdateBodySchema>
export type UpdateStatusPageUpdateBody = z.input<typeof updateStatusPageUpdateBodySchema>
export type CreateTemplateBody = z.input<typeof createTemplateBodySchema>
export type UpdateTemplateBody = z.input<typeof updateTemplateBodySchema>

export function createStatusPagesApi(t: Transport) {
  const listPage = (page = 1, call?: CallOptions) =>
    getPage(
      t,
      '/api/status-pages',
      statusPageSchema,
      { 'page[number]': page, 'page[size]': PAGE_SIZE },
      page,
      call,
    )
  const iterate = (call?: CallOptions) => iteratePages((page) => listPage(page, call))
  return {
    listPage,
    iterate,
    listAll: (call?: CallOptions) => collectPages(iterate(call)),
    get: (statusPageId: number, call?: CallOptions) =>
      t.request(
        {
          method: 'GET',
          path: route('GET', '/api/status-pages/{statusPageId}', { statusPageId }),
          schema: statusPageSchema,
        },
        call,
      ),
    create: (body: CreateStatusPageBody, call?: CallOptions) =>
      t.request(
        {
          method: 'POST',
          path: '/api/status-pages',
          body: validateRequest(createStatusPageBodySchema, body, 'POST', '/api/status-pages'),
          schema: statusPageSchema,
        },
        call,
      ),
    delete: (statusPageId: number, call?: CallOptions) =>
      t.request(
        {
          method: 'DELETE',
          path: route('DELETE', '/api/status-pages/{statusPageId}', { statusPageId }),
          schema: null,
        },
        call,
      ),
    /** Adds monitors; with `sync: true` they replace the page's monitors. */
    addMonitors: (statusPageId: number, body: StatusPageMonitorsBody, call?: CallOptions) => {
      const template = '/api/status-pages/{statusPageId}/monitors'
      return t.request(
        {
          method: 'POST',
          path: route('POST', template, { statusPageId }),
          body: validateRequest(statusPageMonitorsBodySchema, body, 'POST', template),
          schema: statusPageSchema,
        },
        call,
      )
    },
    removeMonitor: (statusPageId: number, monitorId: number, call?: CallOptions) =>
      t.request(
        {
          method: 'DELETE',
          path: route('DELETE', '/api/status-pages/{statusPageId}/monitors/{monitorId}', {
            statusPageId,
            monitorId,
          }),
          schema: null,
        },
        call,
      ),
    /** Updates of the past 7 days, newest first, one page. */
    updates: (statusPageId: number, page = 1, call?: CallOptions) =>
      getPage(
        t,
        route('GET', '/api/status-pages/{statusPageId}/updates', { statusPageId }),
        statusPageUpdateSchema,
        { 'page[number]': page },
        page,
        call,
      ),
  }
}

export function createStatusPageUpdatesApi(t: Transport) {
  return {
    /** Answers 201 with the update; posting a pinned update unpins the others. */
    create: (body: CreateStatusPageUpdateBody, call?: CallOptions) =>
      t.request(
        {
          method: 'POST',
          path: '/api/status-page-updates',
          body: validateRequest(
            createStatusPageUpdateBodySchema,
            body,
            'POST',
            '/api/status-page-updates',
          ),
          schema: statusPageUpdateSchema,
        },
        call,
      ),
    update: (statusPageUpdateId: number, body: UpdateStatusPageUpdateBody, call?: CallOptions) => {
      const template = '/api/status-page-updates/{statusPageUpdateId}'
      return t.request(
        {
          method: 'PUT',
          path: route('PUT', template, { statusPageUpdateId }),
          body: validateRequest(updateStatusPageUpdateBodySchema, body, 'PUT', template),
          schema: statusPageUpdateSchema,
        },
        call,
      )
    },
    delete: (statusPageUpdateId: number, call?: CallOptions) =>
      t.request(
        {
          method: 'DELETE',
          path: route('DELETE', '/api/status-page-updates/{statusPageUpdateId}', {
            statusPageUpdateId,
          }),
          schema: null,
        },
        call,
      ),
  }
}

export function createStatusPageTemplatesApi(t: Transport) {
  const base = '/api/status-page-update-templates'
  return {
    /** Every template across the caller's teams. */
    list: (call?: CallOptions) => getAll(t, base, statusPageUpdateTemplateSchema, {}, call),
    create: (body: CreateTemplateBody, call?: CallOptions) =>
      t.request(
        {
          method: 'POST',
          path: base,
          body: validateRequest(createTemplateBodySchema, body, 'POST', base),
          schema: statusPageUpdateTemplateSchema,
        },
        call,
      ),
    /** Send only what changes. */
    update: (templateId: number, body: UpdateTemplateBody, call?: CallOptions) => {
      const template = `${base}/{templateId}`
      return t.request(
        {
          method: 'PUT',
          path: route('PUT', template, { templateId }),
          body: validateRequest(updateTemplateBodySchema, body, 'PUT', template),
          schema: statusPageUpdateTemplateSchema,
        },
        call,
      )
    },
    delete: (templateId: number, call?: CallOptions) =>
      t.request(
        {
          method: 'DELETE',
          path: route('DELETE', `${base}/{templateId}`, { templateId }),
          schema: null,
        },
        call,
      ),
  }
}
