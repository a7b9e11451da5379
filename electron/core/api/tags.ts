// Tags and tag groups, which organise monitors and scope notification destinations.
import * as z from 'zod'
import { getAll } from './list-helpers'
import { nonEmpty, positiveInt } from './request-schemas'
import { tagGroupSchema, tagSchema } from './schemas/tags'
import type { CallOptions, Transport } from './transport'
import { route, validateRequest } from './validate-request'

export const createTagBodySchema = z.object({
  team_id: positiveInt,
  name: nonEmpty,
  monitors: z.array(positiveInt, { error: 'must be an array of monitor ids' }).optional(),
})
/** `tags` may hold wildcards such as `client-*`. */
export const tagGroupBodySchema = z.object({
  team_id: positiveInt,
  label: nonEmpty,
  tags: z.array(nonEmpty, { error: 'must be an array of tag names' }).optional(),
})
export type CreateTagBody = z.input<typeof createTagBodySchema>
export type TagGroupBody = z.input<typeof tagGroupBodySchema>

export function createTagsApi(t: Transport) {
  return {
    /** Every tag across the caller's teams. */
    list: (call?: CallOptions) => getAll(t, '/api/tags', tagSchema, {}, call),
    create: (body: CreateTagBody, call?: CallOptions) =>
      t.request(
        {
          method: 'POST',
          path: '/api/tags',
          body: validateRequest(createTagBodySchema, body, 'POST', '/api/tags'),
          schema: tagSchema,
        },
        call,
      ),
  }
}

export function createTagGroupsApi(t: Transport) {
  const one = '/api/tag-groups/{tagGroupId}'
  return {
    list: (call?: CallOptions) => getAll(t, '/api/tag-groups', tagGroupSchema, {}, call),
    create: (body: TagGroupBody, call?: CallOptions) =>
      t.request(
        {
          method: 'POST',
          path: '/api/tag-groups',
          body: validateRequest(tagGroupBodySchema, body, 'POST', '/api/tag-groups'),
          schema: tagGroupSchema,
        },
        call,
      ),
    update: (tagGroupId: number, body: TagGroupBody, call?: CallOptions) =>
      t.request(
        {
          method: 'PUT',
          path: route('PUT', one, { tagGroupId }),
          body: validateRequest(tagGroupBodySchema, body, 'PUT', one),
          schema: tagGroupSchema,
        },
        call,
      ),
    /** Removes only the grouping; the tags stay on their monitors. */
    delete: (tagGroupId: number, call?: CallOptions) =>
      t.request(
        { method: 'DELETE', path: route('DELETE', one, { tagGroupId }), schema: null },
        call,
      ),
  }
}
