import * as z from 'zod'
import { id, orNull, paginated, timestamp } from './common'

export const managedTeamSchema = z.looseObject({
  id,
  name: z.string(),
  timezone: orNull(z.string()),
  created_at: orNull(timestamp),
  monitors_count: orNull(z.number()),
})
export const managedTeamPageSchema = paginated(managedTeamSchema, 'team')

export const loginLinkSchema = z.looseObject({
  login_url: z.string(),
  valid_until: timestamp,
})

/** The answer to adding a user is not in the spec: every field is optional. */
export const managedTeamUserSchema = z.looseObject({
  id: orNull(id),
  name: orNull(z.string()),
  email: orNull(z.string()),
  role: orNull(z.string()),
})

export type ApiManagedTeamUser = z.output<typeof managedTeamUserSchema>
export type ApiManagedTeam = z.output<typeof managedTeamSchema>
export type ApiLoginLink = z.output<typeof loginLinkSchema>
