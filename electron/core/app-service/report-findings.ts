// Lighthouse reports and AI responses -> the check page's views (electron/shared/check-views.ts).
// Pure functions; every text from the service is clipped here. Lighthouse's own report
// (`json_report`) is free-form: its audits are read one by one, a bad one set aside and counted.
import { utcToIso } from '../api/dates'
import type { ApiAiResponse, ApiLighthouseReport } from '../api/schemas/reports'
import type { ApiRun } from '../api/schemas/results'
import { MAX_REASONS, noUnreadable, reasonFor } from '../api/schemas/tolerant-list'
import { TEXT_LIMITS, clip } from '../../shared/clip'
import {
  LIGHTHOUSE_AUDIT_LIMIT,
  type AiResponseView,
  type CheckFindings,
  type LighthouseAuditView,
  type LighthouseCategory,
  type LighthouseMetric,
} from '../../shared/check-views'
import type { Unreadable } from '../../shared/model'
import { FINDING_URL_LIMIT } from './check-findings'

/** Latest AI responses shown. */
export const AI_RESPONSE_LIMIT = 5
/** An AI answer or prompt can be long; the screen wraps it. */
const AI_TEXT_LIMIT = 2000
/** Audits read from one report at most (a full report holds about 150). */
const AUDITS_READ_LIMIT = 500
/** Lighthouse's own line for a passed audit: 0.9 and up. */
const PASSED = 0.9
/** Audits with a score that counts; manual, informative and not-applicable ones have none. */
const SCORED_MODES = new Set(['numeric', 'binary', 'metricSavings'])

type Report = ApiLighthouseReport

const CATEGORY_FIELDS: [LighthouseCategory, keyof Report][] = [
  ['performance', 'performance_score'],
  ['accessibility', 'accessibility_score'],
  ['bestPractices', 'best_practices_score'],
  ['seo', 'seo_score'],
  ['pwa', 'progressive_web_app_score'],
]

const METRIC_FIELDS: [LighthouseMetric, keyof Report][] = [
  ['fcp', 'first_contentful_paint_in_ms'],
  ['lcp', 'largest_contentful_paint_in_ms'],
  ['speedIndex', 'speed_index_in_ms'],
  ['tti', 'time_to_interactive_in_ms'],
  ['tbt', 'total_blocking_time_in_ms'],
  ['cls', 'cumulative_layout_shift'],
]

const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null
const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null
const textOf = (value: unknown, limit: number): string | null =>
  typeof value === 'string' && value.trim() !== '' ? clip(value, limit) : null

export interface ReadAudits {
  /** Worst first, at most LIGHTHOUSE_AUDIT_LIMIT. */
  audits: LighthouseAuditView[]
  failed: number
  /** Whether the report carried audits at all. */
  known: boolean
  unreadable: Unreadable
}

/**
 * The audits of Lighthouse's report (its JSON "LHR": `audits` keyed by id, each with a `title`, a
 * `score` from 0 to 1, a `scoreDisplayMode` and a `displayValue`) that did not pass. The SDK's DTO
 * passes `json_report` along as an array; Lighthouse's report format defines its inside.
 */
export function failedAudits(jsonReport: unknown): ReadAudits {
  const out: ReadAudits = { audits: [], failed: 0, known: false, unreadable: noUnreadable() }
  const audits = record(record(jsonReport)?.audits)
  if (!audits) return out
  out.known = true
  const failing: LighthouseAuditView[] = []
  Object.entries(audits)
    .slice(0, AUDITS_READ_LIMIT)
    .forEach(([key, raw], index) => {
      const audit = record(raw)
      const title = audit ? textOf(audit.title, TEXT_LIMITS.text) : null
      if (!audit || title === null) {
        out.unreadable.count++
        if (out.unreadable.reasons.length < MAX_REASONS)
          out.unreadable.reasons.push(reasonFor('audit', { id: key }, index))
        return
      }
      const score = finite(audit.score)
      const mode = typeof audit.scoreDisplayMode === 'string' ? audit.scoreDisplayMode : 'numeric'
      if (score === null || !SCORED_MODES.has(mode) || score >= PASSED) return
      failing.push({
        id: clip(key, TEXT_LIMITS.name),
        title,
        score: Math.round(Math.max(0, score) * 100),
        value: textOf(audit.displayValue, TEXT_LIMITS.name),
      })
    })
  // Worst first; Lighthouse's order otherwise (sort is stable).
  failing.sort((a, b) => a.score - b.score)
  out.failed = failing.length
  out.audits = failing.slice(0, LIGHTHOUSE_AUDIT_LIMIT)
  return out
}

/**
 * The report page of the newest finished run (the spec's run `service_url`): the full Lighthouse
 * report on the service. The list's order is not promised, so the latest end wins.
 */
export function latestReportUrl(runs: readonly ApiRun[]): string | null {
  let best: ApiRun | undefined
  for (const run of runs) {
    if (!run.service_url || !run.ended_at) continue
    if (!best || (utcToIso(run.ended_at) ?? '') > (utcToIso(best.ended_at) ?? '')) best = run
  }
  return best?.service_url ?? null
}

/** Lighthouse's report, or none when the monitor has no report yet. */
export function toLighthouse(
  report: Report | null,
  reportUrl: string | null,
): { findings: CheckFindings; unreadable: Unreadable } {
  const lhr = record(report?.json_report)
  const read = failedAudits(lhr)
  const scores = CATEGORY_FIELDS.map(([category, field]) => {
    const score = finite(report?.[field])
    return { category, score: score === null ? null : Math.round(score) }
  })
  const metrics = METRIC_FIELDS.flatMap(([metric, field]) => {
    const value = finite(report?.[field])
    return value === null ? [] : [{ metric, value }]
  })
  return {
    findings: {
      kind: 'lighthouse',
      checkedAt: utcToIso(report?.created_at),
      page: textOf(lhr?.finalUrl ?? lhr?.requestedUrl, FINDING_URL_LIMIT),
      // A report without a score for the PWA category (Lighthouse 12 dropped it) leaves it out.
      scores: scores.filter((s) => s.category !== 'pwa' || s.score !== null),
      metrics,
      audits: read.audits,
      auditsFailed: read.failed,
      auditsKnown: read.known,
      reportUrl: reportUrl === null ? null : clip(reportUrl, FINDING_URL_LIMIT),
      issues: (report?.issues ?? [])
        .slice(0, 50)
        .map((issue) => {
          if (typeof issue === 'string') return clip(issue)
          const message = record(issue)?.message
          return typeof message === 'string' ? clip(message) : null
        })
        .filter((issue): issue is string => issue !== null),
    },
    unreadable: read.unreadable,
  }
}

function toResponse(item: ApiAiResponse): AiResponseView {
  return {
    id: item.id,
    result: textOf(item.result, TEXT_LIMITS.name),
    prompt: textOf(item.prompt, AI_TEXT_LIMIT),
    text: textOf(item.text, AI_TEXT_LIMIT),
    alert: textOf(item.notification_title, TEXT_LIMITS.text),
    alertBody: textOf(item.notification_body, AI_TEXT_LIMIT),
    at: utcToIso(item.created_at ?? item.ended_at ?? item.started_at),
  }
}

/** The latest AI responses, newest first (their order in the answer is not promised). */
export function toAi(items: readonly ApiAiResponse[]): CheckFindings {
  const responses = items
    .map(toResponse)
    .sort((a, b) => (b.at ?? '').localeCompare(a.at ?? '') || b.id - a.id)
    .slice(0, AI_RESPONSE_LIMIT)
  return { kind: 'ai', responses }
}
