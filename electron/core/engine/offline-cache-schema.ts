// The offline cache's stored format, validated with zod on load, and the migrations from older
// formats. Version 2: `{schemaVersion: 2, savedAt, snapshot}` where the snapshot's monitors and
// their checks are positional tuples (see MonitorTuple, CheckTuple): at 10,000 monitors the field
// names were about half of the file, and writing them cost more than the sweep had left.
// Run times live apart from monitors in memory (Snapshot.ran) but stay in place in the tuples,
// as ISO times, so records of every version read the same way.
// Version 1 stored the same fields as named objects (the in-memory Snapshot as it was then).
// Version 0 (the first releases) stored the bare snapshot, without cron details, maintenance or
// snooze ends.
import * as z from 'zod'
import type { CheckState, MonitorState, RunTimes, Snapshot } from '../../shared/model'
import { checkRanAt } from './check-run-table'

export const CACHE_SCHEMA_VERSION = 2

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

/** A check as stored in v2: the fields of CheckState in this order. */
const checkTupleSchema = z.tuple([
  checkSchema.shape.id,
  checkSchema.shape.type,
  checkSchema.shape.label,
  checkSchema.shape.enabled,
  checkSchema.shape.result,
  checkSchema.shape.summary,
  checkSchema.shape.lastRunAt,
  checkSchema.shape.snoozedUntil,
])
type CheckTuple = z.infer<typeof checkTupleSchema>

/** A monitor as stored in v2: the fields of MonitorState in this order, checks as tuples. */
const monitorTupleSchema = z.tuple([
  monitorSchema.shape.id,
  monitorSchema.shape.teamId,
  monitorSchema.shape.label,
  monitorSchema.shape.url,
  monitorSchema.shape.type,
  monitorSchema.shape.groupName,
  monitorSchema.shape.tags,
  monitorSchema.shape.result,
  monitorSchema.shape.lastRunAt,
  z.array(checkTupleSchema),
  monitorSchema.shape.maintenance,
])
type MonitorTuple = z.infer<typeof monitorTupleSchema>

const unreadableSchema = z.object({
  count: z.number().int().nonnegative(),
  reasons: z.array(z.string().max(200)).max(5),
})

export const cacheV2Schema = z.object({
  schemaVersion: z.literal(2),
  savedAt: isoTime,
  // Whose snapshot this is (the service base URL, never the token). Optional: records written
  // before it existed stay readable and count as "owner unknown".
  owner: z.string().optional(),
  snapshot: snapshotSchema.extend({
    monitors: z.array(monitorTupleSchema),
    // Optional: records written before it existed count nothing unreadable.
    unreadable: unreadableSchema.optional(),
  }),
})

/** The record as stored (v2). */
export type StoredCacheRecord = z.infer<typeof cacheV2Schema>

/** The record as used: the snapshot in its in-memory shape. */
export interface CacheRecord {
  schemaVersion: typeof CACHE_SCHEMA_VERSION
  savedAt: string
  /** The base URL the snapshot was fetched from; null when unknown (older records). */
  owner: string | null
  snapshot: Snapshot
}

/** Epoch ms as the stored ISO time; the same few times repeat across a sweep's checks. */
class IsoTimes {
  private readonly memo = new Map<number, string>()

  of(ms: number | undefined): string | null {
    if (ms === undefined) return null
    let iso = this.memo.get(ms)
    if (iso === undefined) {
      iso = new Date(ms).toISOString()
      this.memo.set(ms, iso)
    }
    return iso
  }
}

function checkToTuple(c: CheckState, ran: RunTimes, iso: IsoTimes): CheckTuple {
  const lastRunAt = iso.of(checkRanAt(ran, c.id))
  return [c.id, c.type, c.label, c.enabled, c.result, c.summary, lastRunAt, c.snoozedUntil]
}

function monitorToTuple(m: MonitorState, ran: RunTimes, iso: IsoTimes): MonitorTuple {
  return [
    m.id,
    m.teamId,
    m.label,
    m.url,
    m.type,
    m.groupName,
    m.tags,
    m.result,
    iso.of(ran.monitors[m.id]),
    m.checks.map((c) => checkToTuple(c, ran, iso)),
    m.maintenance,
  ]
}

/** A stored time into `times` by id (an unreadable one counts as never). */
function noteTime(times: Record<number, number>, id: number, at: string | null): void {
  const ms = at === null ? Number.NaN : Date.parse(at)
  if (Number.isFinite(ms)) times[id] = ms
}

function checkFromTuple(t: CheckTuple, ran: RunTimes): CheckState {
  const [id, type, label, enabled, result, summary, lastRunAt, snoozedUntil] = t
  noteTime(ran.checks, id, lastRunAt)
  return { id, type, label, enabled, result, summary, snoozedUntil }
}

function monitorFromTuple(t: MonitorTuple, ran: RunTimes): MonitorState {
  const [id, teamId, label, url, type, groupName, tags, result, lastRunAt, checks, maintenance] = t
  noteTime(ran.monitors, id, lastRunAt)
  return {
    id,
    teamId,
    label,
    url,
    type,
    groupName,
    tags,
    result,
    checks: checks.map((c) => checkFromTuple(c, ran)),
    maintenance,
  }
}

function recordOf<M>(
  savedAt: string,
  snapshot: Snapshot,
  owner: string | null,
  monitor: (m: MonitorState, iso: IsoTimes) => M,
) {
  const iso = new IsoTimes()
  return {
    schemaVersion: CACHE_SCHEMA_VERSION as typeof CACHE_SCHEMA_VERSION,
    savedAt,
    ...(owner !== null ? { owner } : {}),
    snapshot: {
      fetchedAt: snapshot.fetchedAt,
      monitors: snapshot.monitors.map((m) => monitor(m, iso)),
      // Cron details exist only for monitors whose details were fetched: few, kept as objects.
      cron: snapshot.cron as StoredCacheRecord['snapshot']['cron'],
      unreadable: snapshot.unreadable,
    },
  }
}

/** The current record in its stored (compact) form, ready for the store. */
export function toStoredRecord(
  savedAt: string,
  snapshot: Snapshot,
  owner: string | null = null,
): StoredCacheRecord {
  return recordOf(savedAt, snapshot, owner, (m, iso) => monitorToTuple(m, snapshot.ran, iso))
}

/** A monitor whose tuple is made when it is serialized, and dropped right after. */
class TupleOnWrite {
  constructor(
    private readonly monitor: MonitorState,
    private readonly ran: RunTimes,
    private readonly iso: IsoTimes,
  ) {}

  toJSON(): MonitorTuple {
    return monitorToTuple(this.monitor, this.ran, this.iso)
  }
}

/**
 * The record to hand to the store: it serializes to the same JSON as `toStoredRecord`, but each
 * monitor becomes a tuple only when it is written, so a write never holds 10,000 monitors' tuples
 * at once.
 */
export function toWrittenRecord(
  savedAt: string,
  snapshot: Snapshot,
  owner: string | null = null,
): unknown {
  return recordOf(savedAt, snapshot, owner, (m, iso) => new TupleOnWrite(m, snapshot.ran, iso))
}

function fromStoredRecord(stored: StoredCacheRecord): CacheRecord {
  const ran: RunTimes = { monitors: {}, checks: {} }
  return {
    schemaVersion: CACHE_SCHEMA_VERSION,
    savedAt: stored.savedAt,
    owner: stored.owner ?? null,
    snapshot: {
      fetchedAt: stored.snapshot.fetchedAt,
      monitors: stored.snapshot.monitors.map((t) => monitorFromTuple(t, ran)),
      cron: stored.snapshot.cron as Snapshot['cron'],
      unreadable: stored.snapshot.unreadable ?? { count: 0, reasons: [] },
      ran,
    },
  }
}

const v0Schema = z.object({
  fetchedAt: isoTime,
  monitors: z.array(
    monitorSchema.omit({ maintenance: true, checks: true }).extend({
      checks: z.array(checkSchema.omit({ snoozedUntil: true })),
    }),
  ),
})

type NamedMonitor = z.infer<typeof monitorSchema>

/** A v1 monitor (named fields, run times in place) as its v2 tuple. */
function namedToTuple(m: NamedMonitor): MonitorTuple {
  const checks = m.checks.map((c): CheckTuple => {
    return [c.id, c.type, c.label, c.enabled, c.result, c.summary, c.lastRunAt, c.snoozedUntil]
  })
  const { id, teamId, label, url, type, groupName, tags, result, lastRunAt, maintenance } = m
  return [id, teamId, label, url, type, groupName, tags, result, lastRunAt, checks, maintenance]
}

/** v1 -> v2: the same fields, monitors and checks as tuples. */
function fromV1(raw: unknown): unknown {
  const v1 = cacheV1Schema.parse(raw)
  return {
    schemaVersion: 2,
    savedAt: v1.savedAt,
    snapshot: {
      ...v1.snapshot,
      monitors: v1.snapshot.monitors.map(namedToTuple),
      unreadable: { count: 0, reasons: [] },
    },
  }
}

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
    let current = raw
    if (version === 0) current = fromV0(current)
    if (version <= 1) current = fromV1(current)
    const record = fromStoredRecord(cacheV2Schema.parse(current))
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
