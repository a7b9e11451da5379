// Reseller: managed client teams, their users and one-time login links. Only a reseller team
// manages teams: any other team of the account is refused with a 403, as Laravel's policies
// answer ("This action is unauthorized."); a team the account does not have is a 404. The
// managed team's fields are the spec's five (`id`, `name`, `timezone`, `created_at`,
// `monitors_count`, also all the SDK's ManagedTeam DTO reads).
import * as z from 'zod'
import type { Context } from 'hono'
import { managedTeamJson } from '../../api/serialize-misc'
import { ymdHis } from '../../engine/time'
import { paginate } from '../pagination'
import { ApiError, notFound } from '../errors'
import { found, idParam, readBody, readQuery } from '../validate'
import type { RouteTable } from '../route-table'
import type { Simulation } from '../../simulation'
import type { Team } from '../../world/types'
import { teamFields, userFields } from './reseller-rules'
import { loginSignature, registerLoginPage } from './reseller-login'

const BASE = '/api/reseller/:resellerId/managed-teams'
/** How long a login link works (the spec's 5 minutes). */
export const LOGIN_LINK_MS = 5 * 60_000
const anyBody = z.record(z.string(), z.unknown())

function reseller(c: Context, sim: Simulation): Team {
  const team = found(sim.world.teams.get(idParam(c, 'resellerId')))
  if (!team.reseller) throw new ApiError(403, { message: 'This action is unauthorized.' })
  return team
}

function managed(c: Context, sim: Simulation): Team {
  const owner = reseller(c, sim)
  const team = found(sim.world.teams.get(idParam(c, 'teamId')))
  if (team.resellerTeamId !== owner.id) throw notFound()
  return team
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
    const body = teamFields(await readBody(c, anyBody), true)
    const team: Team = {
      id: sim.world.nextId('team'),
      name: body.name!,
      timezone: body.timezone ?? owner.timezone,
      resellerTeamId: owner.id,
      reseller: false,
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
    const body = teamFields(await readBody(c, anyBody), false)
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
    const body = userFields(await readBody(c, anyBody))
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
    const validUntil = sim.now() + LOGIN_LINK_MS
    const expires = Math.floor(validUntil / 1000)
    const signature = loginSignature(sim, user.id, team.id, expires)
    return c.json({
      login_url: `${sim.baseUrl}/login/${user.id}?team=${team.id}&expires=${expires}&signature=${signature}`,
      valid_until: ymdHis(validUntil),
    })
  })
  registerLoginPage(routes)
}
