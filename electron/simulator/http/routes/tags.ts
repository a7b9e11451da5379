// Tags and tag groups (patterns such as `prod*` allowed in groups).
import * as z from 'zod'
import { tagGroupJson, tagJson } from '../../api/serialize-misc'
import { ensureTag } from './monitors'
import { fieldError } from '../errors'
import { found, idParam, readBody } from '../validate'
import type { RouteTable } from '../route-table'
import type { Simulation } from '../../simulation'

const tagSchema = z.object({
  team_id: z.number().int().positive(),
  name: z.string().min(1).max(191),
  monitors: z.array(z.number().int().positive()).optional(),
})
const groupSchema = z.object({
  team_id: z.number().int().positive(),
  label: z.string().min(1).max(191),
  tags: z.array(z.string().min(1)).optional(),
})

function checkTeam(sim: Simulation, teamId: number): void {
  if (!sim.world.teams.has(teamId)) throw fieldError('team_id', 'The selected team id is invalid.')
}

export function registerTagRoutes(routes: RouteTable): void {
  routes.get('/api/tags', (c, sim) =>
    c.json({ data: [...sim.world.tags.values()].map((tag) => tagJson(sim.world, tag)) }),
  )
  routes.post('/api/tags', async (c, sim) => {
    const body = await readBody(c, tagSchema)
    checkTeam(sim, body.team_id)
    const unknown = (body.monitors ?? []).filter(
      (id) => sim.world.monitors.get(id)?.teamId !== body.team_id,
    )
    if (unknown.length > 0)
      throw fieldError('monitors', `Unknown monitors for this team: ${unknown.join(', ')}.`)
    const tag = ensureTag(sim, body.team_id, body.name, sim.now())
    for (const id of body.monitors ?? []) {
      const monitor = sim.world.monitors.get(id)
      if (monitor && !monitor.tags.includes(tag.name)) monitor.tags.push(tag.name)
    }
    return c.json(tagJson(sim.world, tag), 201)
  })

  routes.get('/api/tag-groups', (c, sim) =>
    c.json({
      data: [...sim.world.tagGroups.values()].map((group) => tagGroupJson(sim.world, group)),
    }),
  )
  routes.post('/api/tag-groups', async (c, sim) => {
    const body = await readBody(c, groupSchema)
    checkTeam(sim, body.team_id)
    const id = sim.world.nextId('tagGroup')
    const group = {
      id,
      teamId: body.team_id,
      label: body.label,
      tags: body.tags ?? [],
      createdAt: sim.now(),
    }
    sim.world.tagGroups.set(id, group)
    return c.json(tagGroupJson(sim.world, group), 201)
  })
  routes.put('/api/tag-groups/:id', async (c, sim) => {
    const group = found(sim.world.tagGroups.get(idParam(c, 'id')))
    const body = await readBody(c, groupSchema)
    checkTeam(sim, body.team_id)
    // `tags` is optional on update (spec): left out, the group keeps its names and patterns.
    Object.assign(group, {
      teamId: body.team_id,
      label: body.label,
      tags: body.tags ?? group.tags,
      updatedAt: sim.now(),
    })
    return c.json(tagGroupJson(sim.world, group))
  })
  routes.delete('/api/tag-groups/:id', (c, sim) => {
    const group = found(sim.world.tagGroups.get(idParam(c, 'id')))
    sim.world.tagGroups.delete(group.id)
    return c.body(null, 204)
  })
}
