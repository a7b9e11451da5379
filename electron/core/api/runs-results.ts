// Check history (runs) and the latest (or a given) result of crawler-style checks.
import * as z from 'zod'
import { getPage } from './list-helpers'
import { PAGE_SIZE, iteratePages } from './pagination'
import { positiveInt, type TimeInput, ymdHisInput } from './request-schemas'
import { CHECK_TYPES, RUN_RESULTS } from './schemas/enums'
import {
  brokenLinksSchema,
  certificateHealthSchema,
  crawledUrlPageSchema,
  crawledUrlSummarySchema,
  detectedCertificateSchema,
  mixedContentSchema,
  runSchema,
  sitemapSchema,
} from './schemas/results'
import {
  dnsBlocklistItemSchema,
  dnsHistoryItemSchema,
  domainInfoSchema,
  portsItemSchema,
} from './schemas/scans'
import type { CheckType } from './schemas/enums'
import { toPage } from './pagination'
import type { CallOptions, Transport } from './transport'
import { route, validateRequest } from './validate-request'

export interface RunFilters {
  /** Inclusive, UTC. */
  startedAfter?: TimeInput
  startedBefore?: TimeInput
  result?: (typeof RUN_RESULTS)[number]
  page?: number
}

const runFiltersSchema = z.object({
  checkType: z.enum(CHECK_TYPES, { error: 'unknown check type' }),
  startedAfter: ymdHisInput.optional(),
  startedBefore: ymdHisInput.optional(),
  result: z.enum(RUN_RESULTS, { error: 'must be succeeded, warning or failed' }).optional(),
  page: positiveInt.optional(),
})

const runIdSchema = z.object({ runId: positiveInt.optional(), page: positiveInt.optional() })

const DETECTED_SORTS = ['created_at', 'updated_at', 'fingerprint'] as const
const detectedFiltersSchema = z.object({
  fingerprint: z.string().optional(),
  sort: z
    .enum([...DETECTED_SORTS, ...DETECTED_SORTS.map((s) => `-${s}` as const)], {
      error: 'must be created_at, updated_at or fingerprint, optionally prefixed with -',
    })
    .optional(),
  page: positiveInt.optional(),
})

export function createRunsApi(t: Transport) {
  const path = '/api/monitors/{monitorId}/checks/{checkType}/runs'
  const list = (
    monitorId: number,
    checkType: CheckType,
    filters: RunFilters = {},
    call?: CallOptions,
  ) => {
    const f = validateRequest(runFiltersSchema, { checkType, ...filters }, 'GET', path)
    const query = {
      'filter[started_after]': f.startedAfter,
      'filter[started_before]': f.startedBefore,
      'filter[result]': f.result,
      'page[number]': f.page,
      'page[size]': PAGE_SIZE,
    }
    return getPage(
      t,
      route('GET', path, { monitorId, checkType }),
      runSchema,
      query,
      f.page ?? 1,
      call,
    )
  }
  return {
    /** One page of runs (only succeeded, warning and failed runs are listed). */
    list,
    /** Every page of runs matching the filters. */
    iterate: (
      monitorId: number,
      checkType: CheckType,
      filters: Omit<RunFilters, 'page'> = {},
      call?: CallOptions,
    ) => iteratePages((page) => list(monitorId, checkType, { ...filters, page }, call)),
  }
}

export function createResultsApi(t: Transport) {
  const runQuery = (template: string, options: { runId?: number; page?: number }) => {
    const o = validateRequest(runIdSchema, options, 'GET', template)
    return { run_id: o.runId, page: o.page }
  }
  const get = <S extends z.ZodType>(
    template: string,
    monitorId: number,
    schema: S,
    options: { runId?: number },
    call?: CallOptions,
  ) =>
    t.request(
      {
        method: 'GET',
        path: route('GET', template, { monitorId }),
        query: runQuery(template, options),
        schema,
      },
      call,
    )

  const historyPage = <S extends z.ZodType>(
    template: string,
    monitorId: number,
    item: S,
    page: number,
    call?: CallOptions,
  ) => {
    const p = validateRequest(runIdSchema, { page }, 'GET', template).page ?? 1
    return getPage(t, route('GET', template, { monitorId }), item, { 'page[number]': p }, p, call)
  }

  return {
    brokenLinks: (monitorId: number, options: { runId?: number } = {}, call?: CallOptions) =>
      get('/api/broken-links/{monitorId}', monitorId, brokenLinksSchema, options, call),
    crawledUrlsSummary: (monitorId: number, options: { runId?: number } = {}, call?: CallOptions) =>
      get(
        '/api/crawled-urls/{monitorId}/summary',
        monitorId,
        crawledUrlSummarySchema,
        options,
        call,
      ),
    /** 100 entries per page; `meta` also carries the run it belongs to. */
    crawledUrlsDetails: async (
      monitorId: number,
      options: { runId?: number; page?: number } = {},
      call?: CallOptions,
    ) => {
      const template = '/api/crawled-urls/{monitorId}/details'
      const query = runQuery(template, options)
      const body = await t.request(
        {
          method: 'GET',
          path: route('GET', template, { monitorId }),
          query,
          schema: crawledUrlPageSchema,
        },
        call,
      )
      return {
        ...toPage(body, query.page ?? 1),
        run: body.meta
          ? {
              id: body.meta.run_id,
              startedAt: body.meta.run_started_at,
              endedAt: body.meta.run_ended_at,
            }
          : null,
      }
    },
    certificateHealth: (monitorId: number, options: { runId?: number } = {}, call?: CallOptions) =>
      get('/api/certificate-health/{monitorId}', monitorId, certificateHealthSchema, options, call),
    mixedContent: (monitorId: number, options: { runId?: number } = {}, call?: CallOptions) =>
      get('/api/mixed-content/{monitorId}', monitorId, mixedContentSchema, options, call),
    sitemap: (monitorId: number, options: { runId?: number } = {}, call?: CallOptions) =>
      get('/api/sitemap/{monitorId}', monitorId, sitemapSchema, options, call),
    detectedCertificates: (
      monitorId: number,
      filters: { fingerprint?: string; sort?: string; page?: number } = {},
      call?: CallOptions,
    ) => {
      const template = '/api/monitors/{monitorId}/detected-certificates'
      const f = validateRequest(detectedFiltersSchema, filters, 'GET', template)
      const query = { 'filter[fingerprint]': f.fingerprint, sort: f.sort, 'page[number]': f.page }
      return getPage(
        t,
        route('GET', template, { monitorId }),
        detectedCertificateSchema,
        query,
        f.page ?? 1,
        call,
      )
    },
    /** One page of DNS history, newest first (the recorded answers). */
    dnsHistory: (monitorId: number, page = 1, call?: CallOptions) =>
      historyPage(
        '/api/monitors/{monitorId}/dns-history-items',
        monitorId,
        dnsHistoryItemSchema,
        page,
        call,
      ),
    dnsBlocklistHistory: (monitorId: number, page = 1, call?: CallOptions) =>
      historyPage(
        '/api/monitors/{monitorId}/dns-blocklist-history-items',
        monitorId,
        dnsBlocklistItemSchema,
        page,
        call,
      ),
    portsHistory: (monitorId: number, page = 1, call?: CallOptions) =>
      historyPage(
        '/api/monitors/{monitorId}/ports-history-items',
        monitorId,
        portsItemSchema,
        page,
        call,
      ),
    /** The domain's registration as the latest domain run read it (SDK GetDomainRequest). */
    domain: (monitorId: number, call?: CallOptions) =>
      t.request(
        {
          method: 'GET',
          path: route('GET', '/api/monitors/{monitorId}/domain', { monitorId }),
          schema: domainInfoSchema,
        },
        call,
      ),
    detectedCertificate: (monitorId: number, detectedCertificateId: number, call?: CallOptions) =>
      t.request(
        {
          method: 'GET',
          path: route(
            'GET',
            '/api/monitors/{monitorId}/detected-certificates/{detectedCertificateId}',
            {
              monitorId,
              detectedCertificateId,
            },
          ),
          schema: detectedCertificateSchema,
        },
        call,
      ),
  }
}
