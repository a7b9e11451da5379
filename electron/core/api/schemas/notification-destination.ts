import * as z from 'zod'
import { id, looseRecord, orNull, textList, tolerantEnum } from './common'
import { tolerantList } from './tolerant-list'
import { NOTIFICATION_CHANNELS } from './enums'

export const notificationDestinationSchema = z.looseObject({
  id,
  label: orNull(z.string()),
  /** Only on team-level destinations. */
  team_id: orNull(id),
  channel: tolerantEnum(NOTIFICATION_CHANNELS),
  /** Channel-specific; absent from some list responses. */
  destination: looseRecord.catch({}),
  notification_types: textList,
  /** Null when the response does not say (the recorded create and list omit it). */
  enabled: orNull(z.boolean()),
  disabled_reason: orNull(z.string()),
  tag: looseRecord.optional(),
  tagGroup: looseRecord.optional(),
})
export const notificationDestinationListSchema = z.looseObject({
  data: tolerantList(notificationDestinationSchema, 'destination'),
})

export type ApiNotificationDestination = z.output<typeof notificationDestinationSchema>
