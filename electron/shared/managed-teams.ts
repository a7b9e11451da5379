// Managed teams of a reseller account, as the AppService gives them to a window: the teams of one
// page of the reseller list (filtered and sorted as the API allows), the users Uptray knows in
// each, and a login link. A write answers a ManageResult (./monitor-input.ts: the service's
// validation errors by field). Types and the bounds of what a window may send.
import type { ManageResult } from './monitor-input'
import { SERVICE_TEXT_MAX } from './service-limits'

/** A managed team user's role (the spec's "Team user role"). */
export const TEAM_USER_ROLES = ['admin', 'member', 'guest'] as const
export type TeamUserRole = (typeof TEAM_USER_ROLES)[number]

/** The API's sorts; `id` is its default order (no `sort` sent). */
export const MANAGED_TEAM_SORTS = ['id', 'name', 'created_at'] as const
export type ManagedTeamSort = (typeof MANAGED_TEAM_SORTS)[number]

/** Bounds of what a window may send (the service's own for names). */
export const TEAM_INPUT_LIMITS = {
  name: SERVICE_TEXT_MAX,
  timezone: 64,
  email: SERVICE_TEXT_MAX,
  filter: SERVICE_TEXT_MAX,
} as const

/** Teams per page the window asks for (the API's default; at most 1000). */
export const MANAGED_TEAMS_PAGE_SIZE = 200

export interface ManagedTeamQuery {
  /**
   * The account whose teams to list (its id, shared/accounts.ts), when several are watched;
   * left out: the first account.
   */
  account?: string
  /** Partial name match. */
  name?: string
  /** Exact IANA zone. */
  timezone?: string
  sort?: ManagedTeamSort
  page?: number
}

export interface ManagedTeamView {
  id: number
  name: string
  timezone: string | null
  /** ISO 8601 UTC, when the service said. */
  createdAt: string | null
  /** As the service counts them (all of the team's monitors, whatever this token sees). */
  monitorsCount: number | null
}

/**
 * A user Uptray can log in as. The API lists no team's users: these are the account's own user
 * (`you`) and those added from Uptray in this session.
 */
export interface TeamUserView {
  id: number
  name: string
  email: string
  role: string | null
  you: boolean
}

export type ManagedTeamsView =
  | {
      state: 'reseller'
      reseller: { id: number; name: string }
      teams: ManagedTeamView[]
      /** Known users by team id. */
      users: Record<number, TeamUserView[]>
      page: number
      lastPage: number
      total: number | null
      /** Teams of this page the service sent that could not be read. */
      unreadable: number
    }
  | {
      /** No team of the account is a reseller (the service answered 403 or 404 for each). */
      state: 'not-reseller'
      message: string
    }

export interface ManagedTeamInput {
  name?: string
  timezone?: string
}

export interface TeamUserInput {
  email: string
  name: string
  role: TeamUserRole
}

/**
 * A login link, for the window to open at once (never stored, logged or recorded: the timeline
 * keeps only `message`).
 */
export type LoginLinkResult =
  | { ok: true; message: string; url: string; validUntil: string | null }
  | Extract<ManageResult, { ok: false }>

/**
 * The AppService's managed-team operations: a list or a new team in the account named, the others
 * in the account their team's id belongs to (picture ids).
 */
export interface ManagedTeamsApi {
  managedTeams(query: ManagedTeamQuery): Promise<ManagedTeamsView>
  /** In `account` (its id) when several are watched; left out: the first account. */
  createManagedTeam(input: ManagedTeamInput, account?: string): Promise<ManageResult>
  updateManagedTeam(teamId: number, input: ManagedTeamInput): Promise<ManageResult>
  decoupleManagedTeam(teamId: number): Promise<ManageResult>
  deleteManagedTeam(teamId: number): Promise<ManageResult>
  addManagedTeamUser(teamId: number, input: TeamUserInput): Promise<ManageResult>
  managedTeamLoginLink(teamId: number, userId: number): Promise<LoginLinkResult>
}
