// What one run found, derived from that run (its result and time), so the result endpoints, an
// older run asked by `run_id` and the run's report page all tell the same story.
import { brokenLinkCount } from '../world/check-results'
import { certificateDaysLeft, certificateThresholdDays, certificateValidUntil } from './certificate'
import { hash, unit } from '../engine/prng'
import { MS, ymdHis } from '../engine/time'
import type { RunRef } from './runs'
import type { SimMonitor } from '../world/types'
import type { World } from '../world/world'

export function host(monitor: SimMonitor): string {
  return monitor.url.replace(/^[a-z]+:\/\//, '').replace(/[:/].*$/, '')
}

function failed(run: RunRef): boolean {
  return run.result === 'failed'
}

export interface CrawledUrl {
  status_code: number | null
  crawled_url: string
  relative_crawled_url: string
  found_on_url: string
  relative_found_on_url: string
  link_text: string
  type: string
  error_message: string | null
  internal: boolean
}

export function crawledUrls(world: World, run: RunRef, brokenOnly: boolean): CrawledUrl[] {
  const base = `https://${host(run.monitor)}`
  const broken = failed(run) ? brokenLinkCount(run.check) : 0
  const total = broken + 20 + (hash(world.seed, run.monitor.id) % 30)
  const types = ['link', 'image', 'script', 'stylesheet', 'og:image'] as const
  const entries = Array.from({ length: total }, (_, i) => {
    const isBroken = i < broken
    // The second broken link never answered: no status code, an error instead.
    const timedOut = isBroken && i === 1
    const internal = unit(world.seed, run.monitor.id, i) < 0.8
    const path = `/${isBroken ? 'missing' : 'page'}-${i}`
    const foundOn = i % 3 === 0 ? '/' : `/blog/post-${i % 3}`
    return {
      status_code: timedOut ? null : isBroken ? 404 : 200,
      crawled_url: internal ? base + path : `https://external-${i}.example.org${path}`,
      relative_crawled_url: path,
      found_on_url: base + foundOn,
      relative_found_on_url: foundOn,
      link_text: `Link ${i}`,
      type: types[i % types.length] ?? 'link',
      error_message: timedOut
        ? 'cURL error 28: Operation timed out after 10001 milliseconds'
        : null,
      internal,
    }
  })
  return brokenOnly
    ? entries.filter((entry) => entry.status_code === null || entry.status_code >= 400)
    : entries
}

export function mixedContent(run: RunRef) {
  const elements = [
    ['img', '/logo.png', '/'],
    ['script', '/js/tracker.js', '/checkout'],
    ['iframe', '/embed/video', '/blog/post-1'],
  ] as const
  if (!failed(run)) return []
  return elements.slice(0, 1 + (run.check.id % elements.length)).map(([element, path, page]) => ({
    mixed_content_url: `http://${host(run.monitor)}${path}`,
    found_on_url: `https://${host(run.monitor)}${page}`,
    element_name: element,
  }))
}

export function sitemap(run: RunRef) {
  const base = `https://${host(run.monitor)}`
  const issues = failed(run)
    ? [{ name: 'FailedUrlResponse', url: `${base}/old-page`, responseCode: 404 }]
    : []
  const sitemaps = ['post', 'page'].map((name, i) => ({
    url: `${base}/${name}-sitemap.xml`,
    urlCount: 10 + i * 5,
    checkedReachabilityOfAllUrls: true,
    issuesCount: i === 0 ? issues.length : 0,
    issues: i === 0 ? issues : [],
  }))
  return {
    checkUrl: `${base}/sitemap.xml`,
    totalIssuesCount: issues.length,
    totalUrlCount: sitemaps.reduce((sum, s) => sum + s.urlCount, 0),
    hasIssues: issues.length > 0,
    issues: [],
    sitemapIndexes: sitemaps.map((s) => ({ url: s.url, issues: [] })),
    sitemaps,
  }
}

/** The certificate as it stood when the run ran. */
export function certificateHealth(world: World, run: RunRef) {
  const days = certificateDaysLeft(world, run.monitor, run.startedAt)
  const validUntil = certificateValidUntil(world, run.monitor)
  const threshold = certificateThresholdDays(run.monitor)
  // A failed run names what failed: the expiry when it is near, else the chain.
  const chainFails = failed(run) && days > threshold
  const passed = (type: string) =>
    type === 'expiresSoon'
      ? days > threshold
      : type === 'hasExpired'
        ? days >= 0
        : !(chainFails && type === 'doesNotConnectWithRootCertificate')
  return {
    certificate_details: {
      issuer: 'R11',
      valid_from: ymdHis(validUntil - 90 * MS.day),
      valid_until: ymdHis(validUntil),
    },
    certificate_checks: CERT_CHECKS.map(([type, label]) => ({ type, label, passed: passed(type) })),
    certificate_chain_issuers: [
      "US, Let's Encrypt, R11",
      'US, Internet Security Research Group, ISRG Root X1',
    ],
  }
}

const CERT_CHECKS: [string, string][] = [
  ['notFound', 'Certificate is present'],
  ['expiresSoon', 'Will not expire soon'],
  ['coversWrongDomain', 'Covers the right domain'],
  ['doesNotConnectWithRootCertificate', 'Connects with a known root certificate'],
  ['notYetActive', 'Is currently active'],
  ['isSelfSigned', 'Is not self-signed'],
  ['usesInvalidHash', 'Uses a valid hashing algorithm'],
  ['hasExpired', 'Has not expired'],
  ['hasChanged', 'Unchanged since last checked'],
  ['lifetimeTooLong', 'Certificate is not valid for too long'],
  ['couldNotConnectToHost', 'Could not connect to host'],
  ['hostDoesNotExist', 'Host does not exist'],
  ['noCertificateInstalled', 'No certificate installed'],
  ['couldNotDownloadCertificate', 'Could not download certificate'],
]
