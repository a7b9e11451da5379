// Tags and tag groups: what the Tags page shows and what its forms send. A tag group names tags
// and patterns (a prefix followed by `*`, such as `client-*`), as the API allows. The argument
// schemas are built from the zod handed in, as in ./monitor-input.ts.
import type * as z from 'zod'
import type { ErrorKind } from './error-table'
import { SERVICE_TEXT_MAX } from './service-limits'

export interface TagView {
  id: number
  teamId: number
  name: string
  /** The monitors carrying it (the service's `sites`). */
  monitorIds: number[]
}

export interface TagGroupView {
  id: number
  teamId: number
  label: string
  /** The tags the service lists for the group (names; a pattern when it answers one). */
  tags: string[]
}

/** An account whose tags could not be read when every account's were asked: which, and why. */
export interface TagsFailure {
  account: string
  name: string
  kind: ErrorKind
  message: string
}

export interface TagsView {
  tags: TagView[]
  groups: TagGroupView[]
  /** Items the service sent that could not be read. */
  unreadable: number
  /**
   * Every account's tags asked at once: those whose read failed (the others' tags are the
   * answer). Absent when all answered.
   */
  failed?: TagsFailure[]
}

export interface TagInput {
  teamId: number
  name: string
  /** Monitors to carry the new tag (the API's `monitors`). */
  monitorIds?: number[]
}

/** Adds a tag to monitors, or takes it off them. */
export interface TagMonitorsInput {
  name: string
  monitorIds: number[]
  remove?: boolean
}

/** Left-out tags on an edit: the group keeps its names and patterns. */
export interface TagGroupInput {
  teamId: number
  label: string
  tags?: string[]
}

export const TAG_LIMITS = {
  name: SERVICE_TEXT_MAX,
  tagsPerGroup: 100,
  monitors: 1000,
} as const

/** A name, or a pattern: a prefix followed by one `*` at the end. */
export const TAG_PATTERN = /^[^*]+\*?$/

type Kit = Pick<typeof z, 'array' | 'boolean' | 'number' | 'strictObject' | 'string'>

export function tagInputSchema(zod: Kit): z.ZodType<TagInput, unknown> {
  return zod.strictObject({
    teamId: zod.number().int().positive(),
    name: zod.string().trim().min(1).max(TAG_LIMITS.name),
    monitorIds: zod.array(zod.number().int().positive()).max(TAG_LIMITS.monitors).optional(),
  })
}

export function tagMonitorsInputSchema(zod: Kit): z.ZodType<TagMonitorsInput, unknown> {
  return zod.strictObject({
    name: zod.string().trim().min(1).max(TAG_LIMITS.name),
    monitorIds: zod.array(zod.number().int().positive()).min(1).max(TAG_LIMITS.monitors),
    remove: zod.boolean().optional(),
  })
}

export function tagGroupInputSchema(zod: Kit): z.ZodType<TagGroupInput, unknown> {
  return zod.strictObject({
    teamId: zod.number().int().positive(),
    label: zod.string().trim().min(1).max(TAG_LIMITS.name),
    tags: zod
      .array(
        zod
          .string()
          .trim()
          .min(1)
          .max(TAG_LIMITS.name)
          .regex(TAG_PATTERN, 'a tag name, or a prefix followed by * at the end'),
      )
      .max(TAG_LIMITS.tagsPerGroup)
      .optional(),
  })
}
