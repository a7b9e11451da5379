// Adding, editing and deleting a monitor: what the form sends, what the edit form starts from,
// and the answer that names each field the service refused. The argument schemas are built from
// the zod handed in (operations.ts imports zod for types only, so the preload and the renderer
// never bundle it).
import type * as z from 'zod'
// The error table's kind (ActionFailureKind), imported from it: app-service-api imports this file.
import type { ErrorKind } from './error-table'
import type { MonitorType } from './model'
import { SERVICE_TEXT_MAX } from './service-limits'

/** The types a monitor can be created with (the snapshot's type also knows 'unknown'). */
export const NEW_MONITOR_TYPES = ['http', 'ping', 'tcp', 'ai'] as const
export type NewMonitorType = (typeof NEW_MONITOR_TYPES)[number]

/**
 * The check types each monitor type can carry: the recorded `create-monitor.json` (an http
 * monitor's eleven), plus `ports` and `dns_blocklist`, which the PHP SDK's CheckType has and a
 * monitor gains only when asked for (see docs/architecture.md).
 */
export const CHECKS_OF_TYPE: Readonly<Record<NewMonitorType, readonly string[]>> = {
  http: [
    'uptime',
    'performance',
    'certificate_health',
    'broken_links',
    'mixed_content',
    'lighthouse',
    'cron',
    'application_health',
    'sitemap',
    'dns',
    'domain',
    'ports',
    'dns_blocklist',
  ],
  ping: ['uptime', 'performance', 'certificate_health', 'dns', 'domain', 'ports', 'dns_blocklist'],
  tcp: ['uptime', 'performance', 'certificate_health', 'dns', 'domain', 'ports', 'dns_blocklist'],
  ai: ['uptime', 'ai', 'certificate_health', 'dns', 'domain'],
}

export const MONITOR_INPUT_LIMITS = {
  url: 2048,
  text: SERVICE_TEXT_MAX,
  longText: 5000,
  tags: 50,
} as const

/** A new monitor as the form sends it. Left-out checks: the type's default checks. */
export interface MonitorInput {
  url: string
  type: NewMonitorType
  teamId: number
  checks?: string[]
  label?: string
  groupName?: string
  tags?: string[]
}

/** What an edit changes: only the fields given are sent. */
export interface MonitorChanges {
  url?: string
  label?: string
  groupName?: string
  description?: string
  notes?: string
  tags?: string[]
  /** The check types that are on afterwards. */
  checks?: string[]
  /** Uptime every N minutes (http monitors, 1 to 1440). */
  frequencyMinutes?: number
  /** Performance fails above this response time. */
  performanceThresholdMs?: number
  /** Certificate health warns this many days before expiry. */
  certificateExpiryDays?: number
}

/** A monitor's settings as the edit form starts from them (read from the service, unclipped). */
export interface MonitorSettingsView {
  id: number
  teamId: number
  type: MonitorType
  url: string
  label: string
  groupName: string
  description: string
  notes: string
  tags: string[]
  checks: { type: string; enabled: boolean }[]
  frequencyMinutes: number | null
  performanceThresholdMs: number | null
  certificateExpiryDays: number | null
}

/**
 * The answer of a write: on success the message (and a new monitor's id); on a refusal the
 * reason and, for a 422, the service's first message per field, keyed by the API's field name
 * (`url`, `team_id`, `uptime_check_settings.frequency_value`; list items under their list).
 */
export type ManageResult =
  | { ok: true; message: string; id?: number }
  | {
      ok: false
      message: string
      kind?: ErrorKind
      fields?: Record<string, string>
    }

type Kit = Pick<typeof z, 'array' | 'enum' | 'number' | 'strictObject' | 'string'>

function pieces(zod: Kit) {
  const text = zod.string().trim().max(MONITOR_INPUT_LIMITS.text)
  return {
    url: zod.string().trim().min(1).max(MONITOR_INPUT_LIMITS.url),
    text,
    longText: zod.string().max(MONITOR_INPUT_LIMITS.longText),
    tags: zod.array(text.min(1)).max(MONITOR_INPUT_LIMITS.tags),
    checks: zod.array(zod.string().regex(/^[a-z][a-z0-9_]{0,39}$/)).max(40),
  }
}

export function monitorInputSchema(zod: Kit): z.ZodType<MonitorInput, unknown> {
  const p = pieces(zod)
  return zod.strictObject({
    url: p.url,
    type: zod.enum(NEW_MONITOR_TYPES),
    teamId: zod.number().int().positive(),
    checks: p.checks.optional(),
    label: p.text.optional(),
    groupName: p.text.optional(),
    tags: p.tags.optional(),
  })
}

export function monitorChangesSchema(zod: Kit): z.ZodType<MonitorChanges, unknown> {
  const p = pieces(zod)
  return zod.strictObject({
    url: p.url.optional(),
    label: p.text.optional(),
    groupName: p.text.optional(),
    description: p.longText.optional(),
    notes: p.longText.optional(),
    tags: p.tags.optional(),
    checks: p.checks.optional(),
    frequencyMinutes: zod.number().int().min(1).max(1440).optional(),
    performanceThresholdMs: zod.number().int().min(1).max(600_000).optional(),
    certificateExpiryDays: zod.number().int().min(1).max(365).optional(),
  })
}
