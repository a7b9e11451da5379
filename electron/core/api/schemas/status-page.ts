import * as z from 'zod'
import { id, orNull, paginated, timestamp, tolerantEnum } from './common'
import { tolerantList } from './tolerant-list'
import { SEVERITIES, STATUS_PAGE_STATUSES } from './enums'

export const statusPageUpdateSchema = z.looseObject({
  id,
  title: z.string(),
  text: z.string().nullable().catch(''),
  pinned: z.boolean().catch(false),
  severity: tolerantEnum(SEVERITIES),
  /** In the status page's timezone. */
  time: timestamp,
  status_page_url: orNull(z.string()),
})
export const statusPageUpdatePageSchema = paginated(statusPageUpdateSchema, 'update')

export const statusPageMonitorSchema = z.looseObject({
  id,
  url: orNull(z.string()),
  team_id: orNull(id),
})

export const statusPageSchema = z.looseObject({
  id,
  title: z.string(),
  domain: orNull(z.string()),
  secret: orNull(z.string()),
  badge_id: orNull(z.string()),
  slug: orNull(z.string()),
  full_url: z.string(),
  timezone: orNull(z.string()),
  /** `{id, name}` in the official PHP SDK's StatusPage (not in the recorded answers). */
  team: z.looseObject({ id }).nullish().catch(null),
  summarized_status: tolerantEnum(STATUS_PAGE_STATUSES).default('unknown'),
  updates: tolerantList(statusPageUpdateSchema).catch([]),
  monitors: tolerantList(statusPageMonitorSchema).catch([]),
  prevent_indexing: orNull(z.boolean()),
  add_hsts_header: orNull(z.boolean()),
  show_uptime_history: orNull(z.boolean()),
  uptime_history_days: orNull(z.number()),
  created_at: orNull(timestamp),
  updated_at: orNull(timestamp),
})
export const statusPagePageSchema = paginated(statusPageSchema, 'status page')

export const statusPageUpdateTemplateSchema = z.looseObject({
  id,
  team_id: orNull(id),
  name: orNull(z.string()),
  title: orNull(z.string()),
  text: orNull(z.string()),
  severity: tolerantEnum(SEVERITIES).nullable().default(null),
})
export const statusPageUpdateTemplateListSchema = z.looseObject({
  data: tolerantList(statusPageUpdateTemplateSchema, 'template'),
})

export type ApiStatusPage = z.output<typeof statusPageSchema>
export type ApiStatusPageUpdate = z.output<typeof statusPageUpdateSchema>
export type ApiStatusPageUpdateTemplate = z.output<typeof statusPageUpdateTemplateSchema>
