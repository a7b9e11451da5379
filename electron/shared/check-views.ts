// What the page of one check shows: its findings (per check type) and its run history. Types
// only, shared by the core (electron/core/app-service/check-details.ts) and the renderer.
import type { CheckSettingLine } from './check-settings-text'
import type { Unreadable } from './model'

/** One run of a check, newest first in a list. */
export interface CheckRunView {
  id: number
  result: string
  startedAt: string | null
  endedAt: string | null
  durationSeconds: number | null
  /** The service's report of this run (shown only when it is an `https:` link). */
  serviceUrl: string | null
}

export interface CheckRunsView {
  runs: CheckRunView[]
  unreadable: Unreadable
  /** When this list was read from the service (ISO 8601 UTC). */
  fetchedAt: string
}

export interface BrokenLinkView {
  url: string
  statusCode: number | null
  error: string | null
  linkType: string | null
  linkText: string | null
  foundOn: string | null
  internal: boolean | null
}

export interface CrawledSummaryView {
  total: number
  internal: number
  external: number
  byType: { type: string; count: number }[]
}

export interface MixedContentView {
  element: string | null
  url: string | null
  foundOn: string | null
}

export interface CertificateCheckView {
  type: string
  label: string
  passed: boolean
}

export interface DetectedCertificateView {
  id: number
  fingerprint: string
  domain: string | null
  validFrom: string | null
  validUntil: string | null
  daysLeft: number | null
  isValid: boolean | null
}

export interface SitemapIssueView {
  /** The sitemap or sitemap index the issue belongs to (the checked URL for top-level ones). */
  where: string
  name: string
  url: string | null
  responseCode: number | null
}

export interface HealthCheckView {
  id: number
  /** The service's label or name; empty when it gave neither (the page names it by its id). */
  name: string
  status: string | null
  message: string | null
  snoozedUntil: string | null
}

export interface DnsRecordView {
  type: string
  host: string | null
  /** The record's value (address, target, text ...), whichever field its type uses. */
  value: string | null
  ttl: number | null
}

export interface BlocklistView {
  provider: string
  listed: boolean
  reason: string | null
  timedOut: boolean
}

/** Lighthouse's categories, in the order the service's report lists them. */
export const LIGHTHOUSE_CATEGORIES = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'pwa',
] as const
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number]

export const LIGHTHOUSE_METRICS = ['fcp', 'lcp', 'speedIndex', 'tti', 'tbt', 'cls'] as const
export type LighthouseMetric = (typeof LIGHTHOUSE_METRICS)[number]

/** One audit of Lighthouse's report that did not pass, as the report names it. */
export interface LighthouseAuditView {
  id: string
  title: string
  /** 0 to 100. */
  score: number
  /** Lighthouse's own reading of the value ("2.1 s"), as sent. */
  value: string | null
}

export interface AiResponseView {
  id: number
  /** The service's verdict word, as sent. */
  result: string | null
  prompt: string | null
  text: string | null
  /** The alert the service raised from this answer, when it raised one. */
  alert: string | null
  alertBody: string | null
  at: string | null
}

/** The findings of one run, by check type; `none` for types whose findings the API does not list. */
export type CheckFindings =
  | {
      kind: 'broken_links'
      links: BrokenLinkView[]
      summary: CrawledSummaryView | null
    }
  | { kind: 'mixed_content'; items: MixedContentView[] }
  | {
      kind: 'certificate_health'
      issuer: string | null
      domain: string | null
      extraDomains: string[]
      validFrom: string | null
      validUntil: string | null
      daysLeft: number | null
      /** Failed checks first. */
      checks: CertificateCheckView[]
      chainIssuers: string[]
      history: DetectedCertificateView[]
    }
  | {
      kind: 'sitemap'
      checkUrl: string | null
      totalUrlCount: number
      totalIssuesCount: number
      sitemaps: { url: string; urlCount: number | null }[]
      issues: SitemapIssueView[]
    }
  | { kind: 'application_health'; checks: HealthCheckView[] }
  | {
      kind: 'dns'
      checkedAt: string | null
      nameservers: string[]
      records: DnsRecordView[]
      /** The service's summary of what changed since the previous lookup. */
      changes: string | null
      issues: string[]
    }
  | {
      kind: 'domain'
      expiresAt: string | null
      daysLeft: number | null
      registeredAt: string | null
      registrar: string | null
      statuses: string[]
      checkedAt: string | null
    }
  | {
      kind: 'ports'
      host: string | null
      ip: string | null
      /** Open ports, each marked when an issue names it as not expected. */
      open: { port: number; unexpected: boolean }[]
      issues: string[]
      checkedAt: string | null
    }
  | {
      kind: 'dns_blocklist'
      domain: string | null
      ips: string[]
      /** Listed first. */
      lists: BlocklistView[]
      issues: string[]
      checkedAt: string | null
    }
  | {
      kind: 'lighthouse'
      checkedAt: string | null
      /** The page Lighthouse audited. */
      page: string | null
      /** Every category, 0 to 100 or null when the report has no score for it. */
      scores: { category: LighthouseCategory; score: number | null }[]
      /** Milliseconds, except `cls` (unitless). */
      metrics: { metric: LighthouseMetric; value: number }[]
      /** The audits that did not pass, worst first, at most `LIGHTHOUSE_AUDIT_LIMIT`. */
      audits: LighthouseAuditView[]
      /** How many audits did not pass in all. */
      auditsFailed: number
      /** Whether the report carried Lighthouse's audits at all. */
      auditsKnown: boolean
      /** The latest run's report on the service. */
      reportUrl: string | null
      issues: string[]
    }
  | {
      kind: 'ai'
      /** Newest first. */
      responses: AiResponseView[]
    }
  | { kind: 'none' }

export interface CheckDetailsView {
  monitorId: number
  checkType: string
  /** The run these findings belong to, when the service says. */
  run: { id: number | null; startedAt: string | null; endedAt: string | null } | null
  findings: CheckFindings
  unreadable: Unreadable
  /**
   * The check's settings that matter, as lines the page writes in its language (none when
   * unknown or unreadable): shared/check-settings-text.ts.
   */
  settings: CheckSettingLine[]
  /** When these findings were read from the service (ISO 8601 UTC). */
  fetchedAt: string
}

/** Most failed Lighthouse audits listed on the check page. */
export const LIGHTHOUSE_AUDIT_LIMIT = 10

/** The check types whose findings can be read for an older run (`run_id`). */
export const RUN_FINDINGS_TYPES: readonly string[] = [
  'broken_links',
  'mixed_content',
  'certificate_health',
  'sitemap',
]
