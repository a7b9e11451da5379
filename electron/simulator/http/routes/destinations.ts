// Notification destinations at the four levels: team, monitor, tag and tag group. Each level
// lists, creates, updates, enables, disables and deletes, on the spec's (irregular) paths.
import * as z from 'zod'
import type { Context } from 'hono'
import { destinationJson } from '../../api/serialize-misc'
import { addDestination } from '../../seed/seed-extras'
import { defaultNotificationTypes } from '../../world/notification-types'
import { validationError, zodErrors } from '../errors'
import { found, idParam, readBody } from '../validate'
import type { RouteTable } from '../route-table'
import type { Simulation } from '../../simulation'
import type { Destination, DestinationLevel } from '../../world/types'
import { paginate } from '../pagination'

const url = z.url()
const CHANNELS: Record<string, z.ZodType> = {
  mail: z.object({ mail: z.email() }),
  chatApi: z.object({ channel: z.string().min(1), chat_api_token: z.string().min(1) }),
  chatWebhook: z.object({ url: z.url({ protocol: /^https$/ }) }),
  communityChat: z.object({ url }),
  messenger: z.object({ chat_id: z.union([z.string().min(1), z.number()]) }),
  workspaceWorkflow: z.object({ url }),
  workspaceLegacy: z.object({ url }),
  groupChat: z.object({ url }),
  onCallPager: z.object({
    apiKey: z.string().min(1),
    serviceId: z.string().min(1),
    fromEmail: z.email(),
  }),
  alertManager: z.object({
    apiKey: z.string().min(1),
    priority: z.string().min(1),
    euEndpoint: z.boolean(),
  }),
  pushService: z.object({
    userKey: z.string().min(1),
    apiToken: z.string().min(1),
    priority: z.string(),
  }),
  topicPush: z.object({
    serverUrl: url,
    topic: z.string().min(1),
    accessToken: z.string().optional(),
    priority: z.number().int().min(1).max(5).optional(),
  }),
  sms: z.object({
    to: z.string().min(1),
    from: z.string().min(1),
    apiKey: z.string().min(1),
    apiSecret: z.string().min(1),
  }),
  webhook: z.object({ url }),
}

const bodySchema = z.object({
  channel: z.string(),
  destination: z.record(z.string(), z.unknown()),
  notification_types: z.array(z.string()).optional(),
  label: z.string().max(191).nullable().optional(),
  test: z.boolean().optional(),
})

async function readDestination(c: Context) {
  const body = await readBody(c, bodySchema)
  const schema = CHANNELS[body.channel]
  if (!schema)
    throw validationError({
      channel: [`The channel must be one of: ${Object.keys(CHANNELS).join(', ')}.`],
    })
  const parsed = schema.safeParse(body.destination)
  if (!parsed.success) {
    const errors = zodErrors(parsed.error)
    throw validationError(
      Object.fromEntries(
        Object.entries(errors).map(([field, messages]) => [`destination.${field}`, messages]),
      ),
    )
  }
  // Spec: `notification_types` holds type names, and the Events table says which a channel
  // cannot receive; Laravel names the item (`notification_types.0`) as it does for other lists.
  const available = defaultNotificationTypes(body.channel)
  const refused = (body.notification_types ?? []).flatMap((type, n) =>
    available.includes(type)
      ? []
      : [[`notification_types.${n}`, [`The selected notification_types.${n} is invalid.`]]],
  )
  if (refused.length > 0) throw validationError(Object.fromEntries(refused))
  return { ...body, destination: parsed.data as Record<string, unknown> }
}

interface Level {
  level: DestinationLevel
  /** Finds the owner id from the path (404 when it does not exist). */
  owner: (c: Context, sim: Simulation) => number
  list: string
  create: string
  item: string
  remove: string
}

const LEVELS: Level[] = [
  {
    level: 'team',
    owner: (c, sim) => found(sim.world.teams.get(idParam(c, 'ownerId'))).id,
    list: '/api/team-notification-destinations',
    create: '/api/team-notification-destinations/:ownerId',
    item: '/api/team-notification-destinations/:ownerId/destination/:destId',
    remove: '/api/team-notification-destinations/:ownerId/destination/:destId',
  },
  {
    level: 'monitor',
    owner: (c, sim) => found(sim.world.monitors.get(idParam(c, 'ownerId'))).id,
    list: '/api/monitors/:ownerId/notification-destinations',
    create: '/api/monitors/:ownerId/notification-destinations',
    item: '/api/monitors/:ownerId/notification-destinations/:destId',
    remove: '/api/monitors/:ownerId/notification-destinations/:destId',
  },
  {
    level: 'tag',
    owner: (c, sim) => found(sim.world.tags.get(idParam(c, 'ownerId'))).id,
    list: '/api/tags/notification-destinations',
    create: '/api/tags/:ownerId/notification-destinations',
    item: '/api/tags/:ownerId/notification-destinations/:destId',
    remove: '/api/tags/:ownerId/notification-destinations/destination/:destId',
  },
  {
    level: 'tagGroup',
    owner: (c, sim) => found(sim.world.tagGroups.get(idParam(c, 'ownerId'))).id,
    list: '/api/tag-groups/:ownerId/notification-destinations',
    create: '/api/tag-groups/:ownerId/notification-destinations',
    item: '/api/tag-groups/:ownerId/notification-destinations/:destId',
    remove: '/api/tag-groups/:ownerId/notification-destinations/:destId',
  },
]

function destinationOf(c: Context, sim: Simulation, level: Level): Destination {
  const ownerId = level.owner(c, sim)
  const destination = found(sim.world.destinations.get(idParam(c, 'destId')))
  if (destination.level !== level.level || destination.ownerId !== ownerId)
    return found(null as Destination | null)
  return destination
}

export function registerDestinationRoutes(routes: RouteTable): void {
  for (const level of LEVELS) {
    routes.get(level.list, (c, sim) => {
      // Team and tag lists cover every team/tag of the caller; the others one owner.
      const ownerId = level.list.includes(':ownerId') ? level.owner(c, sim) : null
      const list = [...sim.world.destinations.values()].filter(
        (d) => d.level === level.level && (ownerId === null || d.ownerId === ownerId),
      )
      return c.json(
        paginate(c, list, (d) => destinationJson(sim.world, d), {
          maxSize: 1000,
          defaultSize: 1000,
        }),
      )
    })
    routes.post(level.create, async (c, sim) => {
      const ownerId = level.owner(c, sim)
      const body = await readDestination(c)
      const created = addDestination(
        sim.world,
        level.level,
        ownerId,
        body.channel,
        body.destination,
        body.label ?? null,
        sim.now(),
        body.notification_types ?? defaultNotificationTypes(body.channel),
      )
      return c.json(destinationJson(sim.world, created), 201)
    })
    routes.put(level.item, async (c, sim) => {
      const destination = destinationOf(c, sim, level)
      const body = await readDestination(c)
      Object.assign(destination, {
        channel: body.channel,
        destination: body.destination,
        label: body.label !== undefined ? body.label : destination.label,
        notificationTypes: body.notification_types ?? destination.notificationTypes,
      })
      return c.json(destinationJson(sim.world, destination))
    })
    for (const action of ['enable', 'disable'] as const) {
      routes.post(`${level.item}/${action}`, (c, sim) => {
        const destination = destinationOf(c, sim, level)
        destination.enabled = action === 'enable'
        destination.disabledReason = null
        return c.json(destinationJson(sim.world, destination))
      })
    }
    routes.delete(level.remove, (c, sim) => {
      sim.world.destinations.delete(destinationOf(c, sim, level).id)
      return c.body(null, 204)
    })
  }
}
