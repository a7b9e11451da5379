import { z } from 'zod'
import { id, orNull, timestamp } from './common'

export const tagSchema = z.looseObject({
  id,
  team_id: orNull(id),
  team_name: orNull(z.string()),
  name: z.string(),
  slug: orNull(z.string()),
  created_at: orNull(timestamp),
  updated_at: orNull(timestamp),
  /** Monitor ids carrying the tag. */
  sites: z.array(z.number()).default([]),
})
export const tagListSchema = z.looseObject({ data: z.array(tagSchema) })

export const tagGroupSchema = z.looseObject({
  id,
  label: z.string(),
  team_id: orNull(id),
  team_name: orNull(z.string()),
  created_at: orNull(timestamp),
  tags: z.array(tagSchema).default([]),
})
export const tagGroupListSchema = z.looseObject({ data: z.array(tagGroupSchema) })

export type ApiTag = z.output<typeof tagSchema>
export type ApiTagGroup = z.output<typeof tagGroupSchema>
