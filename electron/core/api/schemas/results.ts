// Check history (runs) and the per-check result endpoints.
import * as z from 'zod'
import { id, looseRecord, orNull, paginated, textList, timestamp, tolerantEnum } from './common'
import { tolerantList } from './tolerant-list'
import { CHECK_RESULTS, CHECK_TYPES, LINK_TYPES } from './enums'

export const runSchema = z.looseObject({
  id,
  check_id: orNull(id),
  check_type: tolerantEnum(CHECK_TYPES).nullable().default(null),
  result: tolerantEnum(CHECK_RESULTS),
  started_at: orNull(timestamp),
  ended_at: orNull(timestamp),
  service_url: orNull(z.string()),
})
export const runPageSchema = paginated(runSchema, 'run')

const runMeta = z.looseObject({
  run_id: orNull(id),
  run_started_at: orNull(timestamp),
  run_ended_at: orNull(timestamp),
})

export const crawledUrlSchema = z.looseObject({
  status_code: orNull(z.number()),
  crawled_url: z.string(),
  relative_crawled_url: orNull(z.string()),
  found_on_url: orNull(z.string()),
  relative_found_on_url: orNull(z.string()),
  link_text: orNull(z.string()),
  type: tolerantEnum(LINK_TYPES).nullable().default(null),
  error_message: orNull(z.string()),
  internal: orNull(z.boolean()),
})

export const brokenLinksSchema = z.looseObject({
  data: tolerantList(crawledUrlSchema, 'link'),
  meta: runMeta.optional(),
})

export const crawledUrlSummarySchema = z.looseObject({
  data: z.looseObject({
    total: z.number(),
    internal: z.number(),
    external: z.number(),
    by_type: z.record(z.string(), z.number()).catch({}),
  }),
  meta: runMeta.optional(),
})

export const crawledUrlPageSchema = paginated(crawledUrlSchema, 'link').extend({
  meta: runMeta
    .extend({ current_page: z.number().int(), last_page: z.number().int() })
    .loose()
    .optional(),
})

export const certificateHealthSchema = z.looseObject({
  certificate_details: z.looseObject({
    issuer: orNull(z.string()),
    valid_from: orNull(timestamp),
    valid_until: orNull(timestamp),
  }),
  certificate_checks: tolerantList(
    z.looseObject({ type: z.string(), label: z.string(), passed: z.boolean() }),
  ).catch([]),
  certificate_chain_issuers: textList,
  run_id: orNull(id),
  run_started_at: orNull(timestamp),
  run_ended_at: orNull(timestamp),
})

/** Entry fields are not in the spec: entries are kept as records. */
export const mixedContentSchema = z.looseObject({
  data: tolerantList(looseRecord, 'entry'),
  meta: z.looseObject({}).optional(),
})

const sitemapIssue = z.looseObject({ name: z.string() })

export const sitemapSchema = z.looseObject({
  checkUrl: orNull(z.string()),
  totalIssuesCount: z.number(),
  totalUrlCount: z.number(),
  hasIssues: z.boolean(),
  issues: tolerantList(sitemapIssue).catch([]),
  sitemapIndexes: tolerantList(
    z.looseObject({ url: z.string(), issues: tolerantList(sitemapIssue).catch([]) }),
  ).catch([]),
  sitemaps: z
    .array(
      z.looseObject({
        url: z.string(),
        urlCount: orNull(z.number()),
        issuesCount: orNull(z.number()),
        issues: tolerantList(sitemapIssue).catch([]),
      }),
    )
    .catch([]),
})

export const detectedCertificateSchema = z.looseObject({
  id,
  monitor_id: id,
  fingerprint: z.string(),
  certificate_details: z.looseObject({
    issuer: orNull(z.string()),
    domain: orNull(z.string()),
    additional_domains: textList,
    valid_from: orNull(timestamp),
    valid_until: orNull(timestamp),
    days_until_expiration: orNull(z.number()),
    signature_algorithm: orNull(z.string()),
    is_valid: orNull(z.boolean()),
    is_expired: orNull(z.boolean()),
  }),
  created_at: orNull(timestamp),
  updated_at: orNull(timestamp),
})
export const detectedCertificatePageSchema = paginated(detectedCertificateSchema, 'certificate')

export type ApiRun = z.output<typeof runSchema>
export type ApiCrawledUrl = z.output<typeof crawledUrlSchema>
export type ApiBrokenLinks = z.output<typeof brokenLinksSchema>
export type ApiCrawledUrlSummary = z.output<typeof crawledUrlSummarySchema>
export type ApiCertificateHealth = z.output<typeof certificateHealthSchema>
export type ApiMixedContent = z.output<typeof mixedContentSchema>
export type ApiSitemap = z.output<typeof sitemapSchema>
export type ApiDetectedCertificate = z.output<typeof detectedCertificateSchema>
