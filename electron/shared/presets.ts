// How long a snooze or a maintenance window lasts when picked rather than typed: one table for
// the tray menu, the popover, the notification actions, the dashboard (snooze menu, bulk bar,
// maintenance panel) and the CLI's default. Each in the unit its API call takes: a snooze in
// minutes (snooze_for_minutes), maintenance in seconds (stop_maintenance_after_seconds). Pure.

export interface SnoozePreset {
  minutes: number
  /** Short, for a menu item or a button: "1 h". */
  label: string
  /** For a sentence or a list of choices: "1 hour". */
  text: string
}

export interface MaintenancePreset {
  seconds: number
  label: string
  text: string
}

export const SNOOZE_PRESETS: readonly SnoozePreset[] = [
  { minutes: 15, label: '15 min', text: '15 minutes' },
  { minutes: 60, label: '1 h', text: '1 hour' },
  { minutes: 240, label: '4 h', text: '4 hours' },
  { minutes: 1440, label: '1 day', text: '1 day' },
]

export const MAINTENANCE_PRESETS: readonly MaintenancePreset[] = [
  { seconds: 1800, label: '30 min', text: '30 minutes' },
  { seconds: 3600, label: '1 h', text: '1 hour' },
  { seconds: 14_400, label: '4 h', text: '4 hours' },
]

/** The one-click snooze (a notification's or the popover's button, a bulk run, the CLI default). */
export const QUICK_SNOOZE: SnoozePreset = SNOOZE_PRESETS[1]!

/** The one-click maintenance window, and the one a form starts with. */
export const QUICK_MAINTENANCE: MaintenancePreset = MAINTENANCE_PRESETS[1]!
