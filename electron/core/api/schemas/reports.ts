// Lighthouse reports and AI responses. The spec shows neither ("Dedicated endpoints for
// lighthouse, AI ...: not shown"): the shapes follow the recorded answer (lighthouse-reports.json:
// the list leaves `json_report` out) and the official PHP SDK's DTOs (LighthouseReport,
// AiResponse), which default every field but `id` (and a report's `created_at`).
import * as z from 'zod'
import { id, orElse, orNull, timestamp } from './common'

const score = orNull(z.number())

export const lighthouseReportSchema = z.looseObject({
  id,
  performance_score: score,
  accessibility_score: score,
  best_practices_score: score,
  seo_score: score,
  progressive_web_app_score: score,
  first_contentful_paint_in_ms: score,
  speed_index_in_ms: score,
  largest_contentful_paint_in_ms: score,
  time_to_interactive_in_ms: score,
  total_blocking_time_in_ms: score,
  cumulative_layout_shift: score,
  performed_on_checker_server: orNull(z.string()),
  // Lighthouse's own report (its JSON "LHR"); only a report read by id or `latest` carries it.
  // Free-form: the mapper reads the audits it needs and sets a bad one aside.
  json_report: orElse(z.unknown(), null),
  issues: orElse(z.array(z.unknown()), []),
  created_at: orNull(timestamp),
})

export const aiResponseSchema = z.looseObject({
  id,
  result: orNull(z.string()),
  prompt: orNull(z.string()),
  text: orNull(z.string()),
  notification_title: orNull(z.string()),
  notification_body: orNull(z.string()),
  started_at: orNull(timestamp),
  ended_at: orNull(timestamp),
  created_at: orNull(timestamp),
})

export type ApiLighthouseReport = z.output<typeof lighthouseReportSchema>
export type ApiAiResponse = z.output<typeof aiResponseSchema>
