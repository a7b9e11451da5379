import * as z from 'zod'
import { id, orNull, timestamp } from './common'
import { tolerantList } from './tolerant-list'

export const tagSchema = z.looseObject({
  id,
  team_id: orNull(id),
  team_name: orNull(z.string()),
  name: z.string(),
  slug: orNull(z.string()),
  created_at: orNull(timestamp),
  updated_at: orNull(timestamp),
  /**
   * Monitor ids carrying the tag; null when absent or not a list of ids (the PHP SDK's Tag reads
   * it as optional), so a reader can tell "no monitors" from "not said".
   */
  sites: orNull(z.array(z.number())),
})
export const tagListSchema = z.looseObject({ data: tolerantList(tagSchema, 'tag') })

export const tagGroupSchema = z.looseObject({
  id,
  label: z.string(),
  team_id: orNull(id),
  team_name: orNull(z.string()),
  created_at: orNull(timestamp),
  /**
   * Spec: tag objects (the tags the group matches). A bare name or pattern (`client-*`) is read
   * too: the spec shows no field for a group's patterns, so one may come as a string.
   */
  tags: tolerantList(z.union([tagSchema, z.string()])).catch([]),
})
export const tagGroupListSchema = z.looseObject({ data: tolerantList(tagGroupSchema, 'tag group') })

export type ApiTag = z.output<typeof tagSchema>
export type ApiTagGroup = z.output<typeof tagGroupSchema>
