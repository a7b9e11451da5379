import * as z from 'zod'
import { id, orNull } from './common'
import { tolerantList } from './tolerant-list'

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
  teams: tolerantList(teamSchema).catch([]),
})

export type ApiTeam = z.output<typeof teamSchema>
export type ApiMe = z.output<typeof meSchema>
