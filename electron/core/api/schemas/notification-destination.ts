import { z } from 'zod'
import { id, looseRecord, orNull, tolerantEnum } from './common'
import { NOTIFICATION_CHANNELS } from './enums'

export const notificationDestinationSchema = z.looseObject({
  id,
  label: orNull(z.string()),
  /** Only on team-level destinations. */
  team_id: orNull(id),
  channel: tolerantEnum(NOTIFICATION_CHANNELS),
  /** Channel-specific; absent from some list responses. */
  destination: looseRecord.default({}),
  notification_types: z.array(z.string()).default([]),
  /** Null when the response does not say (the recorded create and list omit it). */
  enabled: orNull(z.boolean()),
  disabled_reason: orNull(z.string()),
  tag: looseRecord.optional(),
  tagGroup: looseRecord.optional(),
})
export const notificationDestinationListSchema = z.looseObject({
  data: z.array(notificationDestinationSchema),
})

export type ApiNotificationDestination = z.output<typeof notificationDestinationSchema>
