import { z } from 'zod'
import { id, orNull, paginated, timestamp } from './common'

export const managedTeamSchema = z.looseObject({
  id,
  name: z.string(),
  timezone: orNull(z.string()),
  created_at: orNull(timestamp),
  monitors_count: orNull(z.number()),
})
export const managedTeamPageSchema = paginated(managedTeamSchema)

export const loginLinkSchema = z.looseObject({
  login_url: z.string(),
  valid_until: timestamp,
})

export type ApiManagedTeam = z.output<typeof managedTeamSchema>
export type ApiLoginLink = z.output<typeof loginLinkSchema>
