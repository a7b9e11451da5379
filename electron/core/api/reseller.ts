// Reseller: managed client teams and their users. Every path starts with
// `/api/reseller/{resellerTeamId}`.
import * as z from 'zod'
import { getPage } from './list-helpers'
import { PAGE_SIZE, collectPages, iteratePages } from './pagination'
import { nonEmpty, positiveInt } from './request-schemas'
import { TEAM_ROLES } from './schemas/enums'
import { loginLinkSchema, managedTeamSchema, managedTeamUserSchema } from './schemas/reseller'
import type { CallOptions, Transport } from './transport'
import { route, validateRequest } from './validate-request'

export interface ManagedTeamQuery {
  /** Partial match. */
  name?: string
  /** Exact match. */
  timezone?: string
  sort?: 'name' | 'created_at'
  page?: number
  /** Default 200, max 1000. */
  size?: number
}
const querySchema = z.object({
  name: z.string().optional(),
  timezone: z.string().optional(),
  sort: z.enum(['name', 'created_at'], { error: 'must be name or created_at' }).optional(),
  page: positiveInt.optional(),
  size: positiveInt.max(1000, 'must be at most 1000').optional(),
})

export const createManagedTeamBodySchema = z.object({
  name: nonEmpty,
  timezone: z.string().optional(),
  default_uptime_check_location: z.string().optional(),
})
export const updateManagedTeamBodySchema = createManagedTeamBodySchema.partial()
export const addUserBodySchema = z.object({
  email: z.email('must be an email address'),
  name: nonEmpty,
  role: z.enum(TEAM_ROLES, { error: 'must be admin, member or guest' }),
})
export type CreateManagedTeamBody = z.input<typeof createManagedTeamBodySchema>
export type UpdateManagedTeamBody = z.input<typeof updateManagedTeamBodySchema>
export type AddUserBody = z.input<typeof addUserBodySchema>

const base = '/api/reseller/{resellerTeamId}/managed-teams'
const one = `${base}/{managedTeamId}`

export function createResellerApi(t: Transport) {
  const listManagedTeams = (
    resellerTeamId: number,
    query: ManagedTeamQuery = {},
    call?: CallOptions,
  ) => {
    const q = validateRequest(querySchema, query, 'GET', base)
    return getPage(
      t,
      route('GET', base, { resellerTeamId }),
      managedTeamSchema,
      {
        'filter[name]': q.name,
        'filter[timezone]': q.timezone,
        sort: q.sort,
        'page[number]': q.page,
        'page[size]': q.size,
      },
      q.page ?? 1,
      call,
    )
  }
  const iterateManagedTeams = (
    resellerTeamId: number,
    query: Omit<ManagedTeamQuery, 'page'> = {},
    call?: CallOptions,
  ) =>
    iteratePages((page) =>
      listManagedTeams(resellerTeamId, { ...query, size: query.size ?? PAGE_SIZE, page }, call),
    )

  return {
    listManagedTeams,
    iterateManagedTeams,
    listAllManagedTeams: (
      resellerTeamId: number,
      query: Omit<ManagedTeamQuery, 'page'> = {},
      call?: CallOptions,
    ) => collectPages(iterateManagedTeams(resellerTeamId, query, call)),
    getManagedTeam: (resellerTeamId: number, managedTeamId: number, call?: CallOptions) =>
      t.request(
        {
          method: 'GET',
          path: route('GET', one, { resellerTeamId, managedTeamId }),
          schema: managedTeamSchema,
        },
        call,
      ),
    createManagedTeam: (resellerTeamId: number, body: CreateManagedTeamBody, call?: CallOptions) =>
      t.request(
        {
          method: 'POST',
          path: route('POST', base, { resellerTeamId }),
          body: validateRequest(createManagedTeamBodySchema, body, 'POST', base),
          schema: managedTeamSchema,
        },
        call,
      ),
    updateManagedTeam: (
      resellerTeamId: number,
      managedTeamId: number,
      body: UpdateManagedTeamBody,
      call?: CallOptions,
    ) =>
      t.request(
        {
          method: 'PUT',
          path: route('PUT', one, { resellerTeamId, managedTeamId }),
          body: validateRequest(updateManagedTeamBodySchema, body, 'PUT', one),
          schema: managedTeamSchema,
        },
        call,
      ),
    /** Ends the reseller relationship only; the answer's shape is not in the spec (ignored). */
    decouple: (resellerTeamId: number, managedTeamId: number, call?: CallOptions) =>
      t.request(
        {
          method: 'POST',
          path: route('POST', `${one}/decouple`, { resellerTeamId, managedTeamId }),
          schema: null,
        },
        call,
      ),
    /** Irreversible: deletes the team's monitors too. */
    deleteManagedTeam: (resellerTeamId: number, managedTeamId: number, call?: CallOptions) =>
      t.request(
        {
          method: 'DELETE',
          path: route('DELETE', one, { resellerTeamId, managedTeamId }),
          schema: null,
        },
        call,
      ),
    /**
     * Adds a user (creating the account if needed). The answer's shape is not in the spec: the
     * user as far as the service describes it, or null for an empty answer.
     */
    addUser: (
      resellerTeamId: number,
      managedTeamId: number,
      body: AddUserBody,
      call?: CallOptions,
    ) =>
      t.requestMaybeEmpty(
        {
          method: 'POST',
          path: route('POST', `${one}/users`, { resellerTeamId, managedTeamId }),
          body: validateRequest(addUserBodySchema, body, 'POST', `${one}/users`),
          schema: managedTeamUserSchema,
        },
        call,
      ),
    /** A signed one-time login link, valid 5 minutes. */
    generateLoginLink: (
      resellerTeamId: number,
      managedTeamId: number,
      userId: number,
      call?: CallOptions,
    ) =>
      t.request(
        {
          method: 'POST',
          path: route('POST', `${one}/users/{userId}/generate-login-link`, {
            resellerTeamId,
            managedTeamId,
            userId,
          }),
          schema: loginLinkSchema,
        },
        call,
      ),
  }
}
