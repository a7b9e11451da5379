// A run's report page, as HTML: the monitor, the check, the result, the run's times and what
// that run found. Every value from the world (labels, URLs: a user can name a monitor anything)
// is escaped; the page has no script and no link that could run one.
import { createHash } from 'node:crypto'
import { CHECK_LABELS } from '../seed/defaults'
import { averageResponseMs } from './serialize-check'
import { certificateHealth, crawledUrls, mixedContent, sitemap } from './findings'
import { aiResponseJson, dnsBlocklistJson, domainJson, lighthouseJson, portsJson } from './scans'
import { iso } from '../engine/time'
import type { RunRef } from './runs'
import type { World } from '../world/world'

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1d2433}
h1{font-size:1.4rem}h2{font-size:1.1rem;margin-top:2rem}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.3rem .5rem;border-bottom:1px solid #dde}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}dt{font-weight:600}
.result{font-weight:700}.failed,.errored-or-timed-out{color:#b3261e}.warning{color:#8a5a00}.succeeded{color:#1b6e34}
td{word-break:break-all}`

/** Strict: nothing but this page's own stylesheet may load or run. */
export const REPORT_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

export function escapeHtml(value: unknown): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

function table(headings: string[], rows: unknown[][]): string {
  const head = headings.map((h) => `<th>${escapeHtml(h)}</th>`).join('')
  const body = rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell ?? '')}</td>`).join('')}</tr>`)
    .join('')
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`
}

function section(title: string, body: string): string {
  return `<section><h2>${escapeHtml(title)}</h2>${body}</section>`
}

function paragraph(text: string): string {
  return `<p>${escapeHtml(text)}</p>`
}

/** What this run found, by check type. */
function findings(world: World, run: RunRef): string {
  const { monitor } = run
  switch (run.check.type) {
    case 'broken_links': {
      const broken = crawledUrls(world, run, true)
      if (broken.length === 0) return section('Broken links', paragraph('No broken links found.'))
      return section(
        `Broken links (${broken.length})`,
        table(
          ['Status', 'URL', 'Found on', 'Error'],
          broken.map((b) => [
            b.status_code ?? 'no answer',
            b.crawled_url,
            b.found_on_url,
            b.error_message,
          ]),
        ),
      )
    }
    case 'mixed_content': {
      const entries = mixedContent(run)
      if (entries.length === 0)
        return section('Mixed content', paragraph('No mixed content found.'))
      return section(
        `Mixed content (${entries.length})`,
        table(
          ['Element', 'Insecure URL', 'Found on'],
          entries.map((e) => [e.element_name, e.mixed_content_url, e.found_on_url]),
        ),
      )
    }
    case 'certificate_health': {
      const health = certificateHealth(world, run)
      const details = health.certificate_details
      return (
        section(
          'Certificate',
          `<dl><dt>Issuer</dt><dd>${escapeHtml(details.issuer)}</dd><dt>Valid from</dt><dd>${escapeHtml(details.valid_from)}</dd><dt>Valid until</dt><dd>${escapeHtml(details.valid_until)}</dd></dl>`,
        ) +
        section(
          'Certificate checks',
          table(
            ['Check', 'Passed'],
            health.certificate_checks.map((c) => [c.label, c.passed ? 'yes' : 'NO']),
          ),
        )
      )
    }
    case 'sitemap': {
      const map = sitemap(run)
      const issues = map.sitemaps.flatMap((s) => s.issues)
      return section(
        `Sitemap ${map.checkUrl}`,
        paragraph(`${map.totalUrlCount} URLs checked, ${map.totalIssuesCount} issue(s).`) +
          (issues.length > 0
            ? table(
                ['Issue', 'URL', 'Answer'],
                issues.map((i) => [i.name, i.url, i.responseCode]),
              )
            : ''),
      )
    }
    case 'lighthouse': {
      const report = lighthouseJson(world, monitor, run, false)
      return section(
        'Lighthouse scores',
        table(
          ['Category', 'Score'],
          [
            ['Performance', report.performance_score],
            ['Accessibility', report.accessibility_score],
            ['Best practices', report.best_practices_score],
            ['SEO', report.seo_score],
          ],
        ),
      )
    }
    case 'ports': {
      const scan = portsJson(world, monitor, run)
      return section(
        `Ports of ${scan.scanned_host}`,
        paragraph(`Open ports: ${scan.open_ports.join(', ')}.`) +
          scan.issues.map((issue) => paragraph(issue)).join(''),
      )
    }
    case 'dns_blocklist': {
      const scan = dnsBlocklistJson(monitor, run)
      return section(
        `Blocklists for ${scan.checked_domain}`,
        table(
          ['Blocklist', 'Listed'],
          scan.blocklist_results.map((r) => [r.provider, r.listed ? 'LISTED' : 'no']),
        ),
      )
    }
    case 'ai': {
      const answer = aiResponseJson(world, monitor, run)
      return section('AI answer', paragraph(answer.text))
    }
    case 'domain': {
      const domain = domainJson(world, monitor, run)
      return section('Domain', paragraph(`Registration expires at ${domain.expires_at} (UTC).`))
    }
    case 'performance':
      return section(
        'Performance',
        paragraph(
          `Average response time: ${averageResponseMs(world, run.check, run.startedAt)} ms.`,
        ),
      )
    case 'uptime':
      return section(
        'Uptime',
        paragraph(
          run.result === 'succeeded'
            ? 'The site answered as expected.'
            : 'The site did not answer as expected.',
        ),
      )
    default:
      return ''
  }
}

export function reportHtml(world: World, run: RunRef): string {
  const label = CHECK_LABELS[run.check.type]
  const title = `${label} run of ${run.monitor.label}`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
<dl>
<dt>Monitor</dt><dd>${escapeHtml(run.monitor.label)} (${escapeHtml(run.monitor.url)})</dd>
<dt>Check</dt><dd>${escapeHtml(label)}</dd>
<dt>Result</dt><dd class="result ${escapeHtml(run.result)}" data-result="${escapeHtml(run.result)}">${escapeHtml(run.result)}</dd>
<dt>Started</dt><dd><time datetime="${iso(run.startedAt)}">${iso(run.startedAt)}</time></dd>
<dt>Ended</dt><dd><time datetime="${iso(run.endedAt)}">${iso(run.endedAt)}</time></dd>
<dt>Run</dt><dd>${run.id}</dd>
</dl>
${findings(world, run)}
</main></body></html>
`
}

export function notFoundHtml(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Run not found</title><style>${STYLE}</style></head>
<body><main><h1>Run not found</h1><p>This run does not exist (any more).</p></main></body></html>
`
}
