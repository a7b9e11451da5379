// What the dashboard, the CLI and the control socket send to manage status pages: a new page, its
// monitors, an update to post or edit. The argument schemas are built from the operation table's
// zod builders (./operations.ts), so this file imports zod for types only (and not the operation
// table's kit type: the table imports this file).
import type * as z from 'zod'

export const SEVERITIES = ['info', 'warning', 'high', 'resolved', 'scheduled'] as const
export type Severity = (typeof SEVERITIES)[number]

export const STATUS_PAGE_LIMITS = {
  /** A title, as every name the app takes (contract-schemas LIMITS.name); the service's own
   *  limit is lower (191 in the simulator) and its 422 says so. */
  title: 255,
  /** The spec does not bound an update's text; this is far above any real one. */
  text: 10_000,
  /** Monitors given at once when creating a page or changing its monitors. */
  monitors: 1000,
} as const

/** A wall-clock time `YYYY-MM-DD HH:MM` on the status page's clock. */
export const PAGE_TIME_PATTERN =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d$/

export interface StatusUpdateInput {
  statusPageId: number
  title: string
  text: string
  severity: Severity
  pinned: boolean
  /** `YYYY-MM-DD HH:MM` on the status page's clock (its timezone); now when left out. */
  time?: string
}

export interface StatusUpdateEdit extends StatusUpdateInput {
  updateId: number
}

export interface NewStatusPage {
  teamId: number
  title: string
  monitorIds: number[]
}

interface Kit {
  z: Pick<typeof z, 'array' | 'boolean' | 'enum' | 'strictObject' | 'string'>
  /** A positive integer id. */
  id: z.ZodType<number, unknown>
}

function updateFields({ z, id }: Kit) {
  return {
    statusPageId: id,
    title: z.string().max(STATUS_PAGE_LIMITS.title).trim().min(1),
    text: z.string().max(STATUS_PAGE_LIMITS.text),
    severity: z.enum(SEVERITIES),
    pinned: z.boolean(),
    time: z.string().regex(PAGE_TIME_PATTERN, 'expected a time as YYYY-MM-DD HH:MM').optional(),
  }
}

export function statusUpdateSchema(kit: Kit) {
  return kit.z.strictObject(updateFields(kit))
}

export function statusUpdateEditSchema(kit: Kit) {
  return kit.z.strictObject({ ...updateFields(kit), updateId: kit.id })
}

export function monitorIdsSchema({ z, id }: Kit) {
  return z.array(id).max(STATUS_PAGE_LIMITS.monitors)
}

export function newStatusPageSchema(kit: Kit) {
  return kit.z.strictObject({
    teamId: kit.id,
    title: kit.z.string().max(STATUS_PAGE_LIMITS.title).trim().min(1),
    monitorIds: monitorIdsSchema(kit),
  })
}
