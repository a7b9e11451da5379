// Notification destinations managed from Uptray: create one at any level, edit it (a secret left
// out keeps the one the service has, sent back from the main process's copy), send a test
// (the spec's `test: true` on an update: the service has no other test call), disable, enable
// and delete. Each write is one request at action priority; the level's list is then read again.
// Secrets never leave the main process: the form gets them masked, answers name a destination by
// its label, mail address or chat channel only.
import { clip, TEXT_LIMITS } from '../../shared/clip'
import type { DestinationLevel } from '../../shared/coming-up'
import {
  channelSpec,
  DESTINATION_LIMITS,
  destinationBody,
  maskSecret,
  type DestinationInput,
  type DestinationSettings,
  type FieldValue,
} from '../../shared/destination-input'
import type { ManageResult } from '../../shared/monitor-input'
import type { DestinationBody } from '../api/notification-destinations'
import type { ApiNotificationDestination } from '../api/schemas/notification-destination'
import { toDestinationView } from '../engine/destinations'
import type { AppServiceContext } from './context'
import type { Destinations, Stored } from './destinations-round'
import { sendWrite } from './write-answer'

export interface DestinationManagement {
  destinationSettings(destinationId: number): Promise<DestinationSettings | null>
  createDestination(input: DestinationInput): Promise<ManageResult>
  updateDestination(destinationId: number, input: DestinationInput): Promise<ManageResult>
  testDestination(destinationId: number): Promise<ManageResult>
  disableDestination(destinationId: number): Promise<ManageResult>
  deleteDestination(destinationId: number): Promise<ManageResult>
}

const unknown = (id: number): ManageResult => ({
  ok: false,
  kind: 'refused',
  message: `Destination ${id} is not known here yet. Nothing was changed.`,
})

/** The fields as the form shows them: every secret masked. */
function masked(raw: ApiNotificationDestination): {
  destination: Record<string, FieldValue>
  secretsSet: string[]
} {
  const destination: Record<string, FieldValue> = {}
  const secretsSet: string[] = []
  for (const field of channelSpec(raw.channel)?.fields ?? []) {
    const value = raw.destination[field.key]
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
      continue
    if (field.secret && String(value) !== '') {
      destination[field.key] = maskSecret(String(value))
      secretsSet.push(field.key)
    } else
      destination[field.key] =
        typeof value === 'string' ? clip(value, DESTINATION_LIMITS.value) : value
  }
  return { destination, secretsSet }
}

/** The request body; on an edit of the same channel, secrets left out keep the stored ones. */
function bodyOf(input: DestinationInput, stored?: ApiNotificationDestination): DestinationBody {
  const values = { ...input.destination }
  if (stored && stored.channel === input.channel) {
    for (const field of channelSpec(input.channel)?.fields ?? []) {
      const kept = stored.destination[field.key]
      const given = values[field.key]
      const left = given === undefined || String(given).trim() === ''
      if (field.secret && left && typeof kept === 'string') values[field.key] = kept
    }
  }
  return {
    channel: input.channel as DestinationBody['channel'],
    destination: destinationBody(input.channel, values),
    ...(input.label !== undefined ? { label: input.label.trim() } : {}),
    ...(input.notificationTypes ? { notification_types: input.notificationTypes } : {}),
  }
}

export function createDestinationManagement(
  ctx: AppServiceContext,
  destinations: Destinations,
  onChange: () => void,
): DestinationManagement {
  const api = (level: DestinationLevel) => ctx.api().notificationDestinations[level]

  /** The list is read again; a failed read leaves the answer as it is. */
  async function reread(level: DestinationLevel, ownerId: number) {
    try {
      await destinations.reread(level, ownerId)
    } catch (error) {
      ctx.reportFailure(error)
    }
    onChange()
  }

  function owned(id: number): (Stored & { ownerId: number }) | null {
    const found = destinations.find(id)
    return found && found.ownerId !== null ? (found as Stored & { ownerId: number }) : null
  }

  const nameOf = (answer: ApiNotificationDestination, level: DestinationLevel, owner: number) =>
    clip(toDestinationView(answer, level, owner, '').name, TEXT_LIMITS.name)

  return {
    async destinationSettings(id) {
      const found = destinations.find(id)
      if (!found) return null
      return {
        id,
        level: found.level,
        ownerId: found.ownerId,
        channel: found.raw.channel,
        label: clip(found.raw.label ?? '', DESTINATION_LIMITS.label),
        ...masked(found.raw),
        notificationTypes: found.raw.notification_types.slice(0, DESTINATION_LIMITS.types),
      }
    },
    async createDestination(input) {
      const body = bodyOf(input)
      const sent = await sendWrite(ctx, () => api(input.level).create(input.ownerId, body))
      if (!sent.ok) return sent.answer
      await reread(input.level, input.ownerId)
      return {
        ok: true,
        id: sent.value.id,
        message: `Created the destination ${nameOf(sent.value, input.level, input.ownerId)}.`,
      }
    },
    async updateDestination(id, input) {
      const found = owned(id)
      if (!found) return unknown(id)
      const body = bodyOf(input, found.raw)
      const sent = await sendWrite(ctx, () => api(found.level).update(found.ownerId, id, body))
      if (!sent.ok) return sent.answer
      await reread(found.level, found.ownerId)
      return { ok: true, id, message: `Saved ${nameOf(sent.value, found.level, found.ownerId)}.` }
    },
    async testDestination(id) {
      const found = owned(id)
      if (!found) return unknown(id)
      const { raw } = found
      if (raw.channel === 'unknown') return unknown(id)
      const body: DestinationBody = {
        channel: raw.channel,
        destination: raw.destination,
        notification_types: raw.notification_types,
        ...(raw.label !== null ? { label: raw.label } : {}),
        test: true,
      }
      const sent = await sendWrite(ctx, () => api(found.level).update(found.ownerId, id, body))
      if (!sent.ok) return sent.answer
      return { ok: true, id, message: `Sent a test notification to ${found.name}.` }
    },
    async disableDestination(id) {
      const found = owned(id)
      if (!found) return unknown(id)
      const sent = await sendWrite(ctx, () => api(found.level).disable(found.ownerId, id))
      if (!sent.ok) return sent.answer
      await reread(found.level, found.ownerId)
      return { ok: true, id, message: `${found.name} is disabled: it sends nothing now.` }
    },
    async deleteDestination(id) {
      const found = owned(id)
      if (!found) return unknown(id)
      const { name, level, ownerId } = found
      const sent = await sendWrite(ctx, () => api(level).delete(ownerId, id))
      if (!sent.ok) return sent.answer
      await reread(level, ownerId)
      return { ok: true, message: `Deleted the destination ${name}.` }
    },
  }
}
