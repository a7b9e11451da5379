// The timeline's stored format, validated with zod on load: `{schemaVersion: 1, events: [...]}`.
// A record that is not this shape is set aside whole (timeline-log.ts); an event inside it that
// cannot be read is dropped and counted, never the whole history.
import * as z from 'zod'
import type { SyncCauseKind, TimelineEvent } from '../../shared/timeline'
import { SYNC_CAUSE_KINDS, TIMELINE_KINDS } from '../../shared/timeline'
import { boundEvent, type NewTimelineEvent } from './timeline'

export const TIMELINE_SCHEMA_VERSION = 1

const nullableString = z.string().nullable()
const nullableId = z.number().int().nullable()

const eventSchema = z.object({
  seq: z.number().int().nonnegative(),
  at: z.iso.datetime({ offset: true }),
  kind: z.enum(TIMELINE_KINDS as [TimelineEvent['kind'], ...TimelineEvent['kind'][]]),
  type: z.string(),
  monitorId: nullableId,
  monitorLabel: nullableString,
  tags: z.array(z.string()),
  checkId: nullableId,
  checkType: nullableString,
  from: nullableString,
  to: nullableString,
  reason: nullableString,
  text: z.string(),
  // A cause that cannot be read is left out (the row keeps its English `reason`), not the row.
  cause: z
    .object({
      kind: z.enum(SYNC_CAUSE_KINDS as [SyncCauseKind, ...SyncCauseKind[]]),
      status: z.number().int().min(100).max(599).nullable(),
    })
    .optional()
    .catch(undefined),
  // Likewise the cron job's name and an action's parts: without them the row shows its text.
  cronJob: z.string().nullable().optional().catch(undefined),
  action: z
    .discriminatedUnion('outcome', [
      z.object({ outcome: z.literal('done'), message: z.string() }),
      z.object({ outcome: z.literal('failed'), what: z.string() }),
    ])
    .optional()
    .catch(undefined),
})

const recordSchema = z.object({
  schemaVersion: z.literal(TIMELINE_SCHEMA_VERSION),
  events: z.array(z.unknown()),
})

export type TimelineParse =
  { ok: true; events: TimelineEvent[]; unreadable: number } | { ok: false; problem: string }

/** Reads a stored record: the events that validate (oldest first), and how many did not. */
export function parseTimelineRecord(raw: unknown): TimelineParse {
  const record = recordSchema.safeParse(raw)
  if (!record.success) {
    const issue = record.error.issues[0]
    return {
      ok: false,
      problem: `not a timeline record (${issue?.path.join('.') || 'root'}: ${issue?.message ?? 'invalid'})`,
    }
  }
  const events: TimelineEvent[] = []
  let unreadable = 0
  for (const item of record.data.events) {
    const parsed = eventSchema.safeParse(item)
    if (!parsed.success) {
      unreadable += 1
      continue
    }
    const { cause, cronJob, action, ...rest } = parsed.data
    const event: NewTimelineEvent = {
      ...rest,
      ...(cause ? { cause } : {}),
      ...(cronJob !== undefined ? { cronJob } : {}),
      ...(action ? { action } : {}),
    }
    events.push({ ...boundEvent(event), seq: parsed.data.seq })
  }
  events.sort((a, b) => a.seq - b.seq)
  return { ok: true, events, unreadable }
}

export function toTimelineRecord(events: readonly TimelineEvent[]): unknown {
  return { schemaVersion: TIMELINE_SCHEMA_VERSION, events }
}
