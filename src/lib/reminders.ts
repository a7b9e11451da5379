// Reminders ("remind me until I react") are on when they repeat at all; "Seen", which stops
// them, is offered only then (as the notifications offer it: main/notifications).
import type { Settings } from '../../electron/shared/settings'

export function remindersOn(settings: Settings | null): boolean {
  return (settings?.notifications.remind.everyMinutes ?? 0) > 0
}
