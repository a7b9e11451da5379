// Notification destinations as Uptray shows them: bounded names that never carry a secret (a
// webhook URL or an API key stays out; a mail address or a chat channel name may show), and the
// warning for each one the service disabled by itself.
import type { ApiNotificationDestination } from '../api/schemas/notification-destination'
import { TEXT_LIMITS, clip } from '../../shared/clip'
import type { DestinationLevel, DestinationView } from '../../shared/coming-up'
import { channelLabel } from '../../shared/destination-text'
import { type SyncWarning, warningSentence } from '../../shared/sync-warning'

/** At most this many warnings reach the sync line and the tray menu. */
export const MAX_DESTINATION_WARNINGS = 3

/** The channel's one name, as the destination form says it (shared/destination-text.ts). */
export function channelName(channel: string): string {
  return channelLabel(channel)
}

/** What it points at, only where that is not a secret. */
function target(api: ApiNotificationDestination): string | null {
  const d = api.destination
  if (api.channel === 'mail' && typeof d.mail === 'string') return d.mail
  if (api.channel === 'chatApi' && typeof d.channel === 'string') return d.channel
  return null
}

export function toDestinationView(
  api: ApiNotificationDestination,
  level: DestinationLevel,
  ownerId: number | null,
  owner: string,
): DestinationView & { ownerId: number | null } {
  const channel = channelName(api.channel)
  const point = target(api)
  const name = api.label?.trim() || (point ? `${channel} ${point}` : channel)
  const reason = api.disabled_reason?.trim() || null
  return {
    id: api.id,
    level,
    owner: clip(owner, TEXT_LIMITS.name),
    ownerId,
    channel,
    name: clip(name, TEXT_LIMITS.name),
    enabled: api.enabled,
    disabledReason: reason === null ? null : clip(reason, TEXT_LIMITS.text),
    canEnable: ownerId !== null && (api.enabled === false || reason !== null),
  }
}

/** Each destination the service disabled by itself (at most a few, then a count), as data. */
export function destinationWarningParts(destinations: readonly DestinationView[]): SyncWarning[] {
  const disabled = destinations.filter((d) => d.disabledReason !== null)
  const parts: SyncWarning[] = disabled
    .slice(0, MAX_DESTINATION_WARNINGS)
    .map((d) => ({ kind: 'destination-disabled', name: d.name, reason: d.disabledReason! }))
  const more = disabled.length - parts.length
  if (more > 0) parts.push({ kind: 'destinations-disabled', count: more })
  return parts
}

/** The same warnings as English sentences (the tray's and the CLI's). */
export function destinationWarnings(destinations: readonly DestinationView[]): string[] {
  return destinationWarningParts(destinations).map(warningSentence)
}
