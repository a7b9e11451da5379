import * as z from 'zod'
import { id, orNull, timestamp } from './common'

export const activeSnoozeSchema = z.looseObject({
  id,
  starts_at: timestamp,
  ends_at: timestamp,
  snoozed_by: orNull(z.string()),
  unsnoozed_by: orNull(z.string()),
  source: orNull(z.string()),
  created_at: orNull(timestamp),
})

export type ApiActiveSnooze = z.output<typeof activeSnoozeSchema>
