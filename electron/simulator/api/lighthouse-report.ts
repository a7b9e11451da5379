// The full Lighthouse report of one scan, in Lighthouse's own JSON format ("LHR": categories and
// audits keyed by id, scores from 0 to 1), as the service passes it along in `json_report`. A
// handful of the real audits, scored from the scan so a slow run fails the speed ones.
import { unit } from '../engine/prng'
import type { World } from '../world/world'

export interface ReportScores {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  pwa: number
  fcpMs: number
  lcpMs: number
  speedIndexMs: number
  tbtMs: number
  cls: number
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)}\u00a0s`

/** A timing audit's score: 1 at or under `good`, falling to 0 at four times it. */
function timing(ms: number, good: number): number {
  return Math.max(0, Math.min(1, 1 - (ms - good) / (3 * good)))
}

export function lighthouseReport(
  world: World,
  scanId: number,
  at: number,
  url: string,
  s: ReportScores,
) {
  const binary = (salt: number, failChance: number) =>
    unit(world.seed, scanId, salt) < failChance ? 0 : 1
  const numeric = (id: string, title: string, score: number, displayValue: string) => ({
    id,
    title,
    score: Math.round(score * 100) / 100,
    scoreDisplayMode: 'numeric',
    displayValue,
  })
  const check = (id: string, title: string, score: number) => ({
    id,
    title,
    score,
    scoreDisplayMode: 'binary',
  })
  const audits = [
    numeric(
      'first-contentful-paint',
      'First Contentful Paint',
      timing(s.fcpMs, 1800),
      seconds(s.fcpMs),
    ),
    numeric(
      'largest-contentful-paint',
      'Largest Contentful Paint',
      timing(s.lcpMs, 2500),
      seconds(s.lcpMs),
    ),
    numeric('speed-index', 'Speed Index', timing(s.speedIndexMs, 3400), seconds(s.speedIndexMs)),
    numeric(
      'total-blocking-time',
      'Total Blocking Time',
      timing(s.tbtMs, 200),
      `${Math.round(s.tbtMs)}\u00a0ms`,
    ),
    numeric(
      'cumulative-layout-shift',
      'Cumulative Layout Shift',
      s.cls <= 0.1 ? 1 : 0.5,
      s.cls.toFixed(3),
    ),
    {
      id: 'render-blocking-resources',
      title: 'Eliminate render-blocking resources',
      score: s.performance < 50 ? 0.3 : 1,
      scoreDisplayMode: 'metricSavings',
      displayValue: s.performance < 50 ? 'Potential savings of 1,240\u00a0ms' : '',
    },
    check('image-alt', 'Image elements have `[alt]` attributes', binary(12, 0.4)),
    check(
      'color-contrast',
      'Background and foreground colors have a sufficient contrast ratio',
      binary(13, 0.5),
    ),
    check('meta-description', 'Document has a meta description', binary(14, 0.2)),
    check('errors-in-console', 'Browser errors were logged to the console', binary(15, 0.3)),
    {
      id: 'screenshot-thumbnails',
      title: 'Screenshot Thumbnails',
      score: null,
      scoreDisplayMode: 'informative',
    },
  ]
  const category = (id: string, title: string, score: number) => ({ id, title, score: score / 100 })
  return {
    lighthouseVersion: '11.4.0',
    requestedUrl: url,
    finalUrl: url,
    fetchTime: new Date(at).toISOString(),
    categories: {
      performance: category('performance', 'Performance', s.performance),
      accessibility: category('accessibility', 'Accessibility', s.accessibility),
      'best-practices': category('best-practices', 'Best Practices', s.bestPractices),
      seo: category('seo', 'SEO', s.seo),
      pwa: category('pwa', 'Progressive Web App', s.pwa),
    },
    audits: Object.fromEntries(audits.map((audit) => [audit.id, audit])),
  }
}
