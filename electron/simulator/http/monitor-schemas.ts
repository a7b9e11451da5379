// Request bodies of monitor create and update.
import * as z from 'zod'
import { checkTypeSchema, nameValueSchema } from './schemas'

// Spec, create body and Limits: `frequency_unit` is always `minute`, `frequency_value` an
// integer 1 to 1440. Other uptime keys are accepted as sent.
const uptimeSettingsSchema = z.looseObject({
  frequency_unit: z.literal('minute').optional(),
  frequency_value: z.number().int().min(1).max(1440).optional(),
  failed_notification_threshold: z.number().int().optional(),
  max_redirect_count: z.number().int().optional(),
})

export const createSchema = z.object({
  url: z.string().min(1).max(2048),
  team_id: z.number().int().positive(),
  type: z.enum(['http', 'ping', 'tcp', 'ai']),
  checks: z.array(checkTypeSchema).optional(),
  group_name: z.string().max(191).optional(),
  friendly_name: z.string().max(191).optional(),
  notes: z.string().optional(),
  description: z.string().optional(),
  real_ip_address: z.string().optional(),
  tags: z.array(z.string().min(1).max(191)).optional(),
  uptime_check_settings: uptimeSettingsSchema.optional(),
  performance_check_settings: z
    .object({
      threshold_in_ms: z.number().int().positive().optional(),
      change_percentage: z.number().optional(),
    })
    .optional(),
  crawler_settings: z.object({ headers: z.array(nameValueSchema) }).optional(),
  broken_links_check_settings: z.record(z.string(), z.unknown()).optional(),
  sitemap_check_settings: z
    .object({
      path: z.string().optional(),
      speed: z.enum(['slowest', 'slow', 'default', 'fast', 'fastest']).optional(),
    })
    .optional(),
  application_health_check_settings: z.record(z.string(), z.unknown()).optional(),
  certificate_health_check_settings: z
    .object({ expires_soon_threshold_in_days: z.number().int().min(1).nullable().optional() })
    .optional(),
  dns_check_settings: z.record(z.string(), z.unknown()).optional(),
  domain_check_settings: z
    .object({ expires_soon_threshold_in_days: z.number().int().min(1).nullable().optional() })
    .optional(),
  send_report_to_emails: z.array(z.email()).optional(),
  include_check_types_in_report: z.array(checkTypeSchema).optional(),
})

/** The settings objects a create or update may carry (stored as given, over the defaults). */
export const SETTINGS_KEYS = [
  'uptime_check_settings',
  'performance_check_settings',
  'broken_links_check_settings',
  'sitemap_check_settings',
  'application_health_check_settings',
  'certificate_health_check_settings',
  'dns_check_settings',
  'domain_check_settings',
] as const

/**
 * Update (PUT /api/monitors/{id}): the create fields, all optional; team and type stay (the SDK's
 * updateMonitor sends the changed fields only). The spec: "Update ... of a monitor: not shown".
 */
export const updateSchema = createSchema.omit({ team_id: true, type: true }).partial()
export type MonitorUpdate = z.infer<typeof updateSchema>
