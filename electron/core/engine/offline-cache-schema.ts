// The offline cache's stored format, validated with zod on load, and the migrations from older
// formats. Version 1: `{schemaVersion: 1, savedAt, snapshot}`. Version 0 (the first releases)
// stored the bare snapshot, without cron details, maintenance or snooze ends.
import { z } from 'zod'
import type { Snapshot } from '../../shared/model'

export const CACHE_SCHEMA_VERSION = 1

const isoTime = z.iso.datetime({ offset: true })
const nullableIso = isoTime.nullable()

const checkSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  label: z.string(),
  enabled: z.boolean(),
  result: z.enum(['pending', 'succeeded', 'warning', 'failed', 'errored-or-timed-out', 'unknown']),
  summary: z.string().nullable(),
  lastRunAt: nullableIso,
  snoozedUntil: nullableIso,
})

const maintenanceSchema = z.object({
  startedAt: isoTime,
  endsAt: isoTime,
  name: z.string().nullable(),
  periodId: z.number().int(),
})

const monitorSchema = z.object({
  id: z.number().int(),
  teamId: z.number().int(),
  label: z.string(),
  url: z.string(),
  type: z.enum(['http', 'ping', 'tcp', 'ai', 'unknown']),
  groupName: z.string(),
  tags: z.array(z.string()),
  result: z.enum(['succeeded', 'warning', 'failed', 'pending', 'unknown']),
  lastRunAt: nullableIso,
  checks: z.array(checkSchema),
  maintenance: maintenanceSchema.nullable(),
})

const cronSchema = z.object({
  id: z.number().int(),
  monitorId: z.number().int(),
  name: z.string(),
  type: z.enum(['simple', 'cron']),
  result: z.string(),
  resultLabel: z.string(),
  resultColor: z.string(),
  humanSchedule: z.string(),
  cronExpression: z.string().nullable(),
  frequencyInMinutes: z.number().nullable(),
  graceTimeInMinutes: z.number(),
  serverTimezone: z.string().nullable(),
  lastPingAt: nullableIso,
  snoozedUntil: nullableIso,
  pingUrl: z.string(),
})

const snapshotSchema = z.object({
  fetchedAt: isoTime,
  monitors: z.array(monitorSchema),
  // JSON object keys are strings: monitor ids come back as "82060".
  cron: z.record(z.string().regex(/^\d+$/), z.array(cronSchema)),
})

export const cacheV1Schema = z.object({
  schemaVersion: z.literal(1),
  savedAt: isoTime,
  snapshot: snapshotSchema,
})

export interface CacheRecord {
  schemaVersion: typeof CACHE_SCHEMA_VERSION
  savedAt: string
  snapshot: Snapshot
}

const v0Schema = z.object({
  fetchedAt: isoTime,
  monitors: z.array(
    monitorSchema.omit({ maintenance: true, checks: true }).extend({
      checks: z.array(checkSchema.omit({ snoozedUntil: true })),
    }),
  ),
})

/** v0 -> v1: wrap the bare snapshot; what v0 did not know starts empty. */
function fromV0(raw: unknown): unknown {
  const v0 = v0Schema.parse(raw)
  return {
    schemaVersion: 1,
    savedAt: v0.fetchedAt,
    snapshot: {
      fetchedAt: v0.fetchedAt,
      monitors: v0.monitors.map((m) => ({
        ...m,
        maintenance: null,
        checks: m.checks.map((c) => ({ ...c, snoozedUntil: null })),
      })),
      cron: {},
    },
  }
}

export type ParseOutcome =
  { ok: true; record: CacheRecord; migratedFrom: number | null } | { ok: false; problem: string }

function versionOf(raw: unknown): number | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null
  if (!('schemaVersion' in raw)) return 'fetchedAt' in raw && 'monitors' in raw ? 0 : null
  return typeof raw.schemaVersion === 'number' ? raw.schemaVersion : null
}

/** Reads any known version into the current record, or says in words what is wrong with it. */
export function parseCacheRecord(raw: unknown): ParseOutcome {
  const version = versionOf(raw)
  if (version === null) return { ok: false, problem: 'not an offline cache record' }
  if (version > CACHE_SCHEMA_VERSION) {
    return { ok: false, problem: `written by a newer version (schema ${version})` }
  }
  try {
    const current = version === 0 ? fromV0(raw) : raw
    const record = cacheV1Schema.parse(current) as CacheRecord
    return { ok: true, record, migratedFrom: version === CACHE_SCHEMA_VERSION ? null : version }
  } catch (error) {
    if (error instanceof z.ZodError) {
      const issue = error.issues[0]
      const where = issue?.path.join('.') || '(root)'
      return { ok: false, problem: `invalid at ${where}: ${issue?.message ?? 'unknown problem'}` }
    }
    throw error
  }
}
