import { z } from 'zod'
import { id, orNull } from './common'

export const teamSchema = z.looseObject({
  id,
  name: z.string(),
  role: orNull(z.string()),
})

export const meSchema = z.looseObject({
  id,
  name: z.string(),
  email: z.string(),
  photo_url: orNull(z.string()),
  teams: z.array(teamSchema).default([]),
})

export type ApiTeam = z.output<typeof teamSchema>
export type ApiMe = z.output<typeof meSchema>
