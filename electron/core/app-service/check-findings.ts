// API results of one check -> the check page's views (electron/shared/check-views.ts). Pure
// functions; every text from the service is clipped here.
import { utcToIso } from '../api/dates'
import type { ApiApplicationHealthCheck } from '../api/checks'
import type {
  ApiBrokenLinks,
  ApiCertificateHealth,
  ApiCrawledUrl,
  ApiCrawledUrlSummary,
  ApiDetectedCertificate,
  ApiMixedContent,
  ApiRun,
  ApiSitemap,
} from '../api/schemas/results'
import { TEXT_LIMITS, clip, clipOrNull } from '../../shared/clip'
import { certificateCheckLabel } from './certificate-check-labels'
import type {
  BrokenLinkView,
  CheckFindings,
  CheckRunView,
  CrawledSummaryView,
  DetectedCertificateView,
  HealthCheckView,
  MixedContentView,
  SitemapIssueView,
} from '../../shared/check-views'

/** Longest URL kept on the check page (a crawled URL can be long; the screen wraps it). */
export const FINDING_URL_LIMIT = 2000

const url = (value: string | null | undefined): string | null =>
  typeof value === 'string' ? clip(value, FINDING_URL_LIMIT) : null
const text = (value: unknown): string | null =>
  typeof value === 'string' ? clip(value, TEXT_LIMITS.text) : null
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null

export function toRunView(run: ApiRun): CheckRunView {
  const startedAt = utcToIso(run.started_at)
  const endedAt = utcToIso(run.ended_at)
  return {
    id: run.id,
    result: clip(String(run.result), TEXT_LIMITS.name),
    startedAt,
    endedAt,
    durationSeconds:
      startedAt && endedAt
        ? Math.max(0, Math.round((Date.parse(endedAt) - Date.parse(startedAt)) / 1000))
        : null,
    serviceUrl: url(run.service_url),
  }
}

/** A broken link or crawled URL entry (the two lists share their fields). */
export function toLinkView(link: ApiCrawledUrl): BrokenLinkView {
  return {
    url: clip(link.crawled_url, FINDING_URL_LIMIT),
    statusCode: link.status_code,
    error: clipOrNull(link.error_message),
    linkType: link.type === null ? null : clip(String(link.type), TEXT_LIMITS.name),
    linkText: clipOrNull(link.link_text),
    foundOn: url(link.found_on_url),
    internal: link.internal,
  }
}

export function toBrokenLinks(
  body: ApiBrokenLinks,
  summary: ApiCrawledUrlSummary | null,
): CheckFindings {
  const links: BrokenLinkView[] = body.data.map(toLinkView)
  let crawled: CrawledSummaryView | null = null
  if (summary) {
    const d = summary.data
    crawled = {
      total: d.total,
      internal: d.internal,
      external: d.external,
      byType: Object.entries(d.by_type)
        .slice(0, 50)
        .map(([type, count]) => ({ type: clip(type, TEXT_LIMITS.name), count }))
        .sort((a, b) => b.count - a.count),
    }
  }
  return { kind: 'broken_links', links, summary: crawled }
}

export function toMixedContent(body: ApiMixedContent): CheckFindings {
  const items: MixedContentView[] = body.data.map((entry) => ({
    element: text(entry.element_name),
    url: url(typeof entry.mixed_content_url === 'string' ? entry.mixed_content_url : null),
    foundOn: url(typeof entry.found_on_url === 'string' ? entry.found_on_url : null),
  }))
  return { kind: 'mixed_content', items }
}

function toDetected(cert: ApiDetectedCertificate): DetectedCertificateView {
  const d = cert.certificate_details
  return {
    id: cert.id,
    fingerprint: clip(cert.fingerprint, TEXT_LIMITS.name),
    domain: clipOrNull(d.domain, TEXT_LIMITS.name),
    validFrom: utcToIso(d.valid_from),
    validUntil: utcToIso(d.valid_until),
    daysLeft: d.days_until_expiration,
    isValid: d.is_valid,
  }
}

export function toCertificateHealth(
  body: ApiCertificateHealth,
  detected: ApiDetectedCertificate[],
  now: number,
): CheckFindings {
  const history = detected
    .map(toDetected)
    .sort((a, b) => (b.validUntil ?? '').localeCompare(a.validUntil ?? ''))
  const current = detected.find((c) => c.fingerprint === history[0]?.fingerprint)
  const validUntil = utcToIso(body.certificate_details.valid_until)
  const checks = body.certificate_checks
    .map((c) => ({
      type: clip(c.type, TEXT_LIMITS.name),
      label: clip(certificateCheckLabel(c.type, c.label), TEXT_LIMITS.text),
      passed: c.passed,
    }))
    // Failed first; the service's order otherwise (sort is stable).
    .sort((a, b) => Number(a.passed) - Number(b.passed))
  return {
    kind: 'certificate_health',
    issuer: clipOrNull(body.certificate_details.issuer, TEXT_LIMITS.name),
    domain: clipOrNull(current?.certificate_details.domain ?? null, TEXT_LIMITS.name),
    extraDomains: (current?.certificate_details.additional_domains ?? [])
      .slice(0, 100)
      .map((d) => clip(d, TEXT_LIMITS.name)),
    validFrom: utcToIso(body.certificate_details.valid_from),
    validUntil,
    daysLeft: validUntil ? Math.floor((Date.parse(validUntil) - now) / 86_400_000) : null,
    checks,
    chainIssuers: body.certificate_chain_issuers.slice(0, 20).map((i) => clip(i)),
    history,
  }
}

function issuesOf(where: string, issues: { name: string }[]): SitemapIssueView[] {
  return issues.map((issue) => {
    const record = issue as Record<string, unknown>
    return {
      where,
      name: clip(issue.name, TEXT_LIMITS.name),
      url: url(typeof record.url === 'string' ? record.url : null),
      responseCode: num(record.responseCode),
    }
  })
}

export function toSitemap(body: ApiSitemap): CheckFindings {
  const checkUrl = url(body.checkUrl)
  const issues = [
    ...issuesOf(checkUrl ?? 'sitemap', body.issues),
    ...body.sitemapIndexes.flatMap((index) => issuesOf(url(index.url) ?? '', index.issues)),
    ...body.sitemaps.flatMap((map) => issuesOf(url(map.url) ?? '', map.issues)),
  ]
  return {
    kind: 'sitemap',
    checkUrl,
    totalUrlCount: body.totalUrlCount,
    totalIssuesCount: body.totalIssuesCount,
    sitemaps: body.sitemaps.map((map) => ({
      url: clip(map.url, FINDING_URL_LIMIT),
      urlCount: map.urlCount,
    })),
    issues,
  }
}

export function toHealthChecks(checks: ApiApplicationHealthCheck[]): CheckFindings {
  const views: HealthCheckView[] = checks.map((c) => ({
    id: c.id,
    // Neither label nor name: the page names it by its id, in its own language.
    name: clip(c.label ?? c.name ?? '', TEXT_LIMITS.name),
    status: clipOrNull(c.status, TEXT_LIMITS.name),
    message: clipOrNull(c.short_summary ?? c.message),
    snoozedUntil: utcToIso(c.active_snooze?.ends_at ?? null),
  }))
  return { kind: 'application_health', checks: views }
}
