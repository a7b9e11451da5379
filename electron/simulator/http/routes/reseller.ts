// Reseller: managed client teams, their users and one-time login links.
import * as z from 'zod'
import type { Context } from 'hono'
import { managedTeamJson } from '../../api/serialize-misc'
import { hash } from '../../engine/prng'
import { iso, ymdHis } from '../../engine/time'
import { paginate } from '../pagination'
import { fieldError, notFound } from '../errors'
import { found, idParam, readBody, readQuery } from '../validate'
import type { RouteTable } from '../route-table'
import type { Simulation } from '../../simulation'
import type { Team } from '../../world/types'

const BASE = '/api/reseller/:resellerId/managed-teams'
const teamFields = {
  name: z.string().min(1).max(191),
  timezone: z.string().optional(),
  default_uptime_check_location: z.string().optional(),
}

function reseller(c: Context, sim: Simulation): Team {
  const team = found(sim.world.teams.get(idParam(c, 'resellerId')))
  if (team.resellerTeamId !== null) throw notFound()
  return team
}

function managed(c: Context, sim: Simulation): Team {
  const owner = reseller(c, sim)
  const team = found(sim.world.teams.get(idParam(c, 'teamId')))
  if (team.resellerTeamId !== owner.id) throw notFound()
  return team
}

function checkZone(zone: string | undefined): void {
  if (zone === undefined) return
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
  } catch {
    throw fieldError('timezone', 'The timezone must be a valid timezone.')
  }
}

export function registerResellerRoutes(routes: RouteTable): void {
  routes.get(BASE, (c, sim) => {
    const owner = reseller(c, sim)
    const query = readQuery(
      c,
      z.object({
        'filter[name]': z.string().optional(),
        'filter[timezone]': z.string().optional(),
        sort: z.enum(['name', 'created_at']).optional(),
      }),
    )
    let teams = [...sim.world.teams.values()].filter((team) => team.resellerTeamId === owner.id)
    const name = query['filter[name]']?.toLowerCase()
    if (name) teams = teams.filter((team) => team.name.toLowerCase().includes(name))
    if (query['filter[timezone]'])
      teams = teams.filter((team) => team.timezone === query['filter[timezone]'])
    if (query.sort === 'name') teams.sort((a, b) => a.name.localeCompare(b.name))
    if (query.sort === 'created_at') teams.sort((a, b) => a.createdAt - b.createdAt)
    return c.json(
      paginate(c, teams, (team) => managedTeamJson(sim.world, team), {
        maxSize: 1000,
        defaultSize: 200,
      }),
    )
  })
  routes.get(`${BASE}/:teamId`, (c, sim) => c.json(managedTeamJson(sim.world, managed(c, sim))))
  routes.post(BASE, async (c, sim) => {
    const owner = reseller(c, sim)
    const body = await readBody(c, z.object(teamFields))
    checkZone(body.timezone)
    const team: Team = {
      id: sim.world.nextId('team'),
      name: body.name,
      timezone: body.timezone ?? owner.timezone,
      resellerTeamId: owner.id,
      defaultUptimeCheckLocation:
        body.default_uptime_check_location ?? owner.defaultUptimeCheckLocation,
      createdAt: sim.now(),
      users: [],
    }
    sim.world.teams.set(team.id, team)
    return c.json(managedTeamJson(sim.world, team), 201)
  })
  routes.put(`${BASE}/:teamId`, async (c, sim) => {
    const team = managed(c, sim)
    const body = await readBody(c, z.object(teamFields).partial())
    checkZone(body.timezone)
    if (body.name !== undefined) team.name = body.name
    if (body.timezone !== undefined) team.timezone = body.timezone
    if (body.default_uptime_check_location !== undefined)
      team.defaultUptimeCheckLocation = body.default_uptime_check_location
    return c.json(managedTeamJson(sim.world, team))
  })
  routes.post(`${BASE}/:teamId/decouple`, (c, sim) => {
    const team = managed(c, sim)
    team.resellerTeamId = null
    return c.json(managedTeamJson(sim.world, team))
  })
  routes.delete(`${BASE}/:teamId`, (c, sim) => {
    const team = managed(c, sim)
    for (const monitor of [...sim.world.monitors.values()])
      if (monitor.teamId === team.id) sim.world.removeMonitor(monitor.id)
    sim.world.teams.delete(team.id)
    return c.body(null, 204)
  })
  routes.post(`${BASE}/:teamId/users`, async (c, sim) => {
    const team = managed(c, sim)
    const body = await readBody(
      c,
      z.object({
        email: z.email(),
        name: z.string().min(1).max(191),
        role: z.enum(['admin', 'member', 'guest']),
      }),
    )
    const existing = team.users.find((user) => user.email === body.email)
    const user = existing ?? {
      id: sim.world.nextId('user'),
      name: body.name,
      email: body.email,
      role: body.role,
    }
    if (existing) existing.role = body.role
    else team.users.push(user)
    return c.json(
      { id: user.id, name: user.name, email: user.email, role: user.role, team_id: team.id },
      201,
    )
  })
  routes.post(`${BASE}/:teamId/users/:userId/generate-login-link`, (c, sim) => {
    const team = managed(c, sim)
    const user = found(team.users.find((candidate) => candidate.id === idParam(c, 'userId')))
    const validUntil = sim.now() + 5 * 60_000
    const expires = Math.floor(validUntil / 1000)
    const signature = hash(user.id, expires, sim.world.seed).toString(16).padStart(8, '0').repeat(8)
    return c.json({
      login_url: `${sim.baseUrl}/login/${user.id}?expires=${expires}&signature=${signature}`,
      valid_until: ymdHis(validUntil),
      valid_until_iso: iso(validUntil),
    })
  })
}
