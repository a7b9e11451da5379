// Notification destinations at the four levels: team, monitor, tag and tag group. Each level has
// the same operations on slightly different paths (the spec's table).
import * as z from 'zod'
import { getAll } from './list-helpers'
import { NOTIFICATION_CHANNELS } from './schemas/enums'
import { notificationDestinationSchema } from './schemas/notification-destination'
import type { CallOptions, Transport } from './transport'
import { route, validateRequest } from './validate-request'

export const destinationBodySchema = z
  .object({
    channel: z.enum(NOTIFICATION_CHANNELS, {
      error: `must be one of ${NOTIFICATION_CHANNELS.join(', ')}`,
    }),
    destination: z.record(z.string(), z.unknown(), { error: 'must be an object' }),
    notification_types: z.array(z.string(), { error: 'must be an array of type names' }).optional(),
    label: z.string().max(191, 'must be at most 191 characters').optional(),
    test: z.boolean().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.channel !== 'topicPush') return
    const priority = b.destination.priority
    if (
      priority !== undefined &&
      !(Number.isInteger(priority) && Number(priority) >= 1 && Number(priority) <= 5)
    )
      ctx.addIssue({ code: 'custom', path: ['destination', 'priority'], message: 'must be 1 to 5' })
    for (const field of ['serverUrl', 'topic'])
      if (typeof b.destination[field] !== 'string' || b.destination[field] === '')
        ctx.addIssue({
          code: 'custom',
          path: ['destination', field],
          message: 'is required for topicPush',
        })
  })
export type DestinationBody = z.input<typeof destinationBodySchema>

interface LevelPaths {
  list: string
  create: string
  /** Update, and with `/enable` or `/disable` appended, the toggles. */
  one: string
  delete: string
}

type Params = Record<string, number>

function level(t: Transport, paths: LevelPaths) {
  const schema = notificationDestinationSchema
  const send = (
    method: 'POST' | 'PUT',
    template: string,
    params: Params,
    body: unknown,
    call?: CallOptions,
  ) =>
    t.request(
      {
        method,
        path: route(method, template, params),
        body:
          body === undefined
            ? undefined
            : validateRequest(destinationBodySchema, body, method, template),
        schema,
      },
      call,
    )
  return {
    list: (params: Params, call?: CallOptions) =>
      getAll(t, route('GET', paths.list, params), schema, {}, call),
    create: (params: Params, body: DestinationBody, call?: CallOptions) =>
      send('POST', paths.create, params, body, call),
    update: (params: Params, body: DestinationBody, call?: CallOptions) =>
      send('PUT', paths.one, params, body, call),
    enable: (params: Params, call?: CallOptions) =>
      send('POST', `${paths.one}/enable`, params, undefined, call),
    disable: (params: Params, call?: CallOptions) =>
      send('POST', `${paths.one}/disable`, params, undefined, call),
    delete: (params: Params, call?: CallOptions) =>
      t.request(
        { method: 'DELETE', path: route('DELETE', paths.delete, params), schema: null },
        call,
      ),
  }
}

export function createNotificationDestinationsApi(t: Transport) {
  const team = level(t, {
    list: '/api/team-notification-destinations',
    create: '/api/team-notification-destinations/{teamId}',
    one: '/api/team-notification-destinations/{teamId}/destination/{destinationId}',
    delete: '/api/team-notification-destinations/{teamId}/destination/{destinationId}',
  })
  const monitor = level(t, {
    list: '/api/monitors/{monitorId}/notification-destinations',
    create: '/api/monitors/{monitorId}/notification-destinations',
    one: '/api/monitors/{monitorId}/notification-destinations/{destinationId}',
    delete: '/api/monitors/{monitorId}/notification-destinations/{destinationId}',
  })
  const tag = level(t, {
    list: '/api/tags/notification-destinations',
    create: '/api/tags/{tagId}/notification-destinations',
    one: '/api/tags/{tagId}/notification-destinations/{destinationId}',
    delete: '/api/tags/{tagId}/notification-destinations/destination/{destinationId}',
  })
  const tagGroup = level(t, {
    list: '/api/tag-groups/{tagGroupId}/notification-destinations',
    create: '/api/tag-groups/{tagGroupId}/notification-destinations',
    one: '/api/tag-groups/{tagGroupId}/notification-destinations/{destinationId}',
    delete: '/api/tag-groups/{tagGroupId}/notification-destinations/{destinationId}',
  })

  return {
    team: {
      list: (call?: CallOptions) => team.list({}, call),
      create: (teamId: number, body: DestinationBody, call?: CallOptions) =>
        team.create({ teamId }, body, call),
      update: (teamId: number, destinationId: number, body: DestinationBody, call?: CallOptions) =>
        team.update({ teamId, destinationId }, body, call),
      enable: (teamId: number, destinationId: number, call?: CallOptions) =>
        team.enable({ teamId, destinationId }, call),
      disable: (teamId: number, destinationId: number, call?: CallOptions) =>
        team.disable({ teamId, destinationId }, call),
      delete: (teamId: number, destinationId: number, call?: CallOptions) =>
        team.delete({ teamId, destinationId }, call),
    },
    monitor: {
      list: (monitorId: number, call?: CallOptions) => monitor.list({ monitorId }, call),
      create: (monitorId: number, body: DestinationBody, call?: CallOptions) =>
        monitor.create({ monitorId }, body, call),
      update: (
        monitorId: number,
        destinationId: number,
        body: DestinationBody,
        call?: CallOptions,
      ) => monitor.update({ monitorId, destinationId }, body, call),
      enable: (monitorId: number, destinationId: number, call?: CallOptions) =>
        monitor.enable({ monitorId, destinationId }, call),
      disable: (monitorId: number, destinationId: number, call?: CallOptions) =>
        monitor.disable({ monitorId, destinationId }, call),
      delete: (monitorId: number, destinationId: number, call?: CallOptions) =>
        monitor.delete({ monitorId, destinationId }, call),
    },
    tag: {
      /** Every tag-level destination (the list path names no tag). */
      list: (call?: CallOptions) => tag.list({}, call),
      create: (tagId: number, body: DestinationBody, call?: CallOptions) =>
        tag.create({ tagId }, body, call),
      update: (tagId: number, destinationId: number, body: DestinationBody, call?: CallOptions) =>
        tag.update({ tagId, destinationId }, body, call),
      enable: (tagId: number, destinationId: number, call?: CallOptions) =>
        tag.enable({ tagId, destinationId }, call),
      disable: (tagId: number, destinationId: number, call?: CallOptions) =>
        tag.disable({ tagId, destinationId }, call),
      delete: (tagId: number, destinationId: number, call?: CallOptions) =>
        tag.delete({ tagId, destinationId }, call),
    },
    tagGroup: {
      list: (tagGroupId: number, call?: CallOptions) => tagGroup.list({ tagGroupId }, call),
      create: (tagGroupId: number, body: DestinationBody, call?: CallOptions) =>
        tagGroup.create({ tagGroupId }, body, call),
      update: (
        tagGroupId: number,
        destinationId: number,
        body: DestinationBody,
        call?: CallOptions,
      ) => tagGroup.update({ tagGroupId, destinationId }, body, call),
      enable: (tagGroupId: number, destinationId: number, call?: CallOptions) =>
        tagGroup.enable({ tagGroupId, destinationId }, call),
      disable: (tagGroupId: number, destinationId: number, call?: CallOptions) =>
        tagGroup.disable({ tagGroupId, destinationId }, call),
      delete: (tagGroupId: number, destinationId: number, call?: CallOptions) =>
        tagGroup.delete({ tagGroupId, destinationId }, call),
    },
  }
}
