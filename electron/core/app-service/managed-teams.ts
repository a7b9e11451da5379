// Managed teams of a reseller account: the reseller list (filtered, sorted, paged as the API
// allows) at the window's priority, and the writes (create, rename or move to another zone,
// decouple, delete, add a user, a login link) one request each at action priority.
//
// Which team is the reseller: the API has no field for it, so the account's teams (`/api/me`,
// owners first) are asked for their managed teams until one answers; a 403 or 404 means "not a
// reseller". What was found is kept in the detail cache, so another token or account finds it
// again.
//
// A login link is handed to the window to open and kept nowhere: not in the cache, the log or
// the answer's message (the timeline records only that).
import type { Account } from '../../shared/model'
import type {
  ManagedTeamQuery,
  ManagedTeamsApi,
  ManagedTeamView,
  TeamUserView,
} from '../../shared/managed-teams'
import type { ManageResult } from '../../shared/monitor-input'
import { MANAGED_TEAMS_PAGE_SIZE } from '../../shared/managed-teams'
import { TEXT_LIMITS } from '../../shared/clip'
import { linkable } from '../../shared/links'
import { safeLine } from '../../shared/safe-text'
import { ForbiddenError, NotFoundError } from '../api'
import type { ApiManagedTeam } from '../api/schemas/reseller'
import type { Page } from '../api/pagination'
import { actionFailure } from './action-failure'
import type { AppServiceContext } from './context'
import { sendWrite } from './write-answer'

const FOUND_KEY = 'reseller:found'
/** Which team is the reseller is read again after this long (or for another token). */
const FOUND_TTL_MS = 6 * 60 * 60_000
/** Login links longer than this are refused, never cut (a cut link would not sign in). */
const MAX_LINK_CHARS = 4096

export const NOT_RESELLER =
  'This account manages no client teams: managed teams belong to reseller accounts, and the service refused the reseller list for each of its teams.'

interface Found {
  reseller: { id: number; name: string } | null
  me: TeamUserView
  /** The reseller's first page, unfiltered: the first list answer when nothing was asked for. */
  firstPage: Page<ApiManagedTeam> | null
  /** Users added from Uptray, by team id. */
  added: Map<number, TeamUserView[]>
}

const notReseller = (error: unknown) =>
  error instanceof ForbiddenError || error instanceof NotFoundError

const name = (text: string) => safeLine(text, TEXT_LIMITS.name)

function toView(team: ApiManagedTeam): ManagedTeamView {
  return {
    id: team.id,
    name: name(team.name),
    timezone: team.timezone === null ? null : safeLine(team.timezone, 64),
    createdAt: team.created_at,
    monitorsCount: team.monitors_count,
  }
}

type Refusal = Extract<ManageResult, { ok: false }>

const isDefault = (query: ManagedTeamQuery) =>
  !query.name && !query.timezone && (query.sort ?? 'id') === 'id' && (query.page ?? 1) === 1

export function createManagedTeams(
  ctx: AppServiceContext,
  deps: {
    /** The account as last read (its teams name a team in a message). */
    account: () => Account | null
    /** The account's teams changed: read it again (the team filter, team names). */
    teamsChanged: () => void
  },
): ManagedTeamsApi {
  const listPage = (resellerId: number, query: ManagedTeamQuery) =>
    ctx.api().reseller.listManagedTeams(resellerId, {
      ...(query.name ? { name: query.name } : {}),
      ...(query.timezone ? { timezone: query.timezone } : {}),
      ...(query.sort && query.sort !== 'id' ? { sort: query.sort } : {}),
      page: query.page ?? 1,
      size: MANAGED_TEAMS_PAGE_SIZE,
    })

  async function discover(): Promise<Found> {
    const api = ctx.api()
    const me = await ctx.gate.run('focus', () => api.me(), { failFast: true })
    const you: TeamUserView = {
      id: me.id,
      name: name(me.name),
      email: safeLine(me.email, TEXT_LIMITS.name),
      role: null,
      you: true,
    }
    const owners = [...me.teams].sort(
      (a, b) =>
        Number(b.role?.toLowerCase() === 'owner') - Number(a.role?.toLowerCase() === 'owner'),
    )
    for (const team of owners) {
      try {
        const page = await ctx.gate.run('focus', () => listPage(team.id, {}), { failFast: true })
        return {
          reseller: { id: team.id, name: name(team.name) },
          me: you,
          firstPage: page,
          added: new Map(),
        }
      } catch (error) {
        if (!notReseller(error)) throw error
      }
    }
    return { reseller: null, me: you, firstPage: null, added: new Map() }
  }

  /** The reseller as found (read once per session and token); failures are reported. */
  async function found(): Promise<Found> {
    ctx.api()
    try {
      return await ctx.cache.get(FOUND_KEY, FOUND_TTL_MS, discover)
    } catch (error) {
      ctx.reportFailure(error)
      throw error
    }
  }

  /** The reseller for a write: a failure (no reseller, offline ...) is its answer. */
  async function resellerForWrite(): Promise<
    { ok: true; found: Found; id: number } | { ok: false; answer: Refusal }
  > {
    try {
      const f = await found()
      if (f.reseller) return { ok: true, found: f, id: f.reseller.id }
      return { ok: false, answer: { ok: false, kind: 'forbidden', message: NOT_RESELLER } }
    } catch (error) {
      return { ok: false, answer: actionFailure(error) as Refusal }
    }
  }

  /** Sends one write at action priority (write-answer.ts: a refusal names its fields). */
  async function send<T>(
    call: (resellerId: number) => Promise<T>,
  ): Promise<{ ok: true; value: T; found: Found } | { ok: false; answer: Refusal }> {
    const reseller = await resellerForWrite()
    if (!reseller.ok) return reseller
    const written = await sendWrite(ctx, () => call(reseller.id))
    // The kept first page is stale after any write that reached the service.
    reseller.found.firstPage = null
    if (!written.ok) return { ok: false, answer: written.answer as Refusal }
    return { ok: true, value: written.value, found: reseller.found }
  }

  /** A team's name as last seen (the list, else the account's teams), for a message. */
  const known = new Map<number, string>()
  const teamName = (teamId: number) =>
    known.get(teamId) ??
    deps.account()?.teams.find((t) => t.id === teamId)?.name ??
    `team ${teamId}`

  return {
    async managedTeams(query) {
      const f = await found()
      if (!f.reseller) return { state: 'not-reseller', message: NOT_RESELLER }
      const reseller = f.reseller
      let page: Page<ApiManagedTeam>
      if (isDefault(query) && f.firstPage) page = f.firstPage
      else {
        try {
          page = await ctx.gate.run('focus', () => listPage(reseller.id, query), {
            failFast: true,
          })
        } catch (error) {
          ctx.reportFailure(error)
          throw error
        }
        if (isDefault(query)) f.firstPage = page
      }
      const teams = page.data.map(toView)
      for (const team of teams) known.set(team.id, team.name)
      const users: Record<number, TeamUserView[]> = {}
      for (const team of teams) users[team.id] = [f.me, ...(f.added.get(team.id) ?? [])]
      return {
        state: 'reseller',
        reseller,
        teams,
        users,
        page: page.currentPage,
        lastPage: page.lastPage,
        total: page.total,
        unreadable: page.unreadable.count,
      }
    },

    async createManagedTeam(input) {
      const sent = await send((id) =>
        ctx.api().reseller.createManagedTeam(id, {
          name: (input.name ?? '').trim(),
          ...(input.timezone ? { timezone: input.timezone.trim() } : {}),
        }),
      )
      if (!sent.ok) return sent.answer
      const team = toView(sent.value)
      known.set(team.id, team.name)
      deps.teamsChanged()
      return { ok: true, message: `Created the managed team ${team.name}.` }
    },

    async updateManagedTeam(teamId, input) {
      const before = teamName(teamId)
      const body = {
        ...(input.name !== undefined ? { name: input.name.trim() } : {}),
        ...(input.timezone !== undefined ? { timezone: input.timezone.trim() } : {}),
      }
      const sent = await send((id) => ctx.api().reseller.updateManagedTeam(id, teamId, body))
      if (!sent.ok) return sent.answer
      const team = toView(sent.value)
      known.set(team.id, team.name)
      deps.teamsChanged()
      const changes = [
        ...(body.name !== undefined && team.name !== before ? [`renamed it ${team.name}`] : []),
        ...(body.timezone !== undefined
          ? [`its time zone is ${team.timezone ?? body.timezone}`]
          : []),
      ]
      return {
        ok: true,
        message: `Saved the managed team ${before}${changes.length ? `: ${changes.join('; ')}` : ''}.`,
      }
    },

    async decoupleManagedTeam(teamId) {
      const label = teamName(teamId)
      const sent = await send((id) => ctx.api().reseller.decouple(id, teamId))
      if (!sent.ok) return sent.answer
      deps.teamsChanged()
      return {
        ok: true,
        message: `Decoupled ${label}: it is an independent team now, with its monitors.`,
      }
    },

    async deleteManagedTeam(teamId) {
      const label = teamName(teamId)
      const sent = await send((id) => ctx.api().reseller.deleteManagedTeam(id, teamId))
      if (!sent.ok) return sent.answer
      known.delete(teamId)
      sent.found.added.delete(teamId)
      deps.teamsChanged()
      return { ok: true, message: `Deleted the managed team ${label} and its monitors.` }
    },

    async addManagedTeamUser(teamId, input) {
      const body = { email: input.email.trim(), name: input.name.trim(), role: input.role }
      const sent = await send((id) => ctx.api().reseller.addUser(id, teamId, body))
      if (!sent.ok) return sent.answer
      const answered = sent.value
      if (answered?.id != null) {
        const user: TeamUserView = {
          id: answered.id,
          name: name(answered.name ?? body.name),
          email: safeLine(answered.email ?? body.email, TEXT_LIMITS.name),
          role: answered.role === null ? body.role : safeLine(answered.role, 32),
          you: false,
        }
        const list = (sent.found.added.get(teamId) ?? []).filter((u) => u.id !== user.id)
        sent.found.added.set(teamId, [...list, user])
      }
      return {
        ok: true,
        message: `Added ${name(body.name)} (${body.role}) to ${teamName(teamId)}.`,
      }
    },

    async managedTeamLoginLink(teamId, userId) {
      const sent = await send((id) => ctx.api().reseller.generateLoginLink(id, teamId, userId))
      if (!sent.ok) return sent.answer
      const url = sent.value.login_url
      if (url.length > MAX_LINK_CHARS || !linkable(url))
        return {
          ok: false,
          kind: 'unexpected',
          message: 'The service answered a login link that is no web address. Nothing was opened.',
        }
      const users = [sent.found.me, ...(sent.found.added.get(teamId) ?? [])]
      const who = users.find((u) => u.id === userId)
      return {
        ok: true,
        url,
        validUntil: sent.value.valid_until,
        message: `Made a login link to ${teamName(teamId)} as ${who ? who.name : `user ${userId}`}, valid 5 minutes.`,
      }
    },
  }
}
