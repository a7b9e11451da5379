// What will fail soon, before it alerts (the expiry radar), and where alerts go (notification
// destinations): the shapes the AppService hands to the tray, the windows, the CLI and serve mode.

export type ComingUpKind = 'certificate' | 'domain' | 'snooze' | 'maintenance' | 'cron'

export interface ComingUpItem {
  kind: ComingUpKind
  monitorId: number
  monitorLabel: string
  /** The check page to open (`#/monitor/ID/check/TYPE`); null: the monitor's page. */
  checkType: string | null
  /**
   * One bounded sentence in English, e.g. "Certificate of example.com expires in 3 days": the
   * tray's and the CLI's words, and the fallback of a window, which says it from the fields.
   */
  text: string
  /** Milliseconds from the radar's reading to `at` (0 or less once passed): what `text` counts. */
  msLeft?: number
  /** A snooze's check: its label as the snapshot has it (the window names a known type itself). */
  checkLabel?: string
  /** A late cron job's name. */
  cronName?: string
  /** ISO 8601 UTC: when it happens (or happened, for a cron job past its grace time). */
  at: string
}

export interface ComingUpView {
  /** Soonest first. */
  items: ComingUpItem[]
  /** One tray menu line when anything is there, else null. */
  summary: string | null
}

export type DestinationLevel = 'team' | 'monitor' | 'tag' | 'tagGroup'

export interface DestinationView {
  id: number
  level: DestinationLevel
  /** The team, monitor, tag or tag group it belongs to ("Team", a monitor label, a tag name). */
  owner: string
  channel: string
  /** Its label, else what it points at when that is not secret (a mail address), else the channel. */
  name: string
  /** Null when the service did not say. */
  enabled: boolean | null
  /** Set when the service disabled it by itself after repeated delivery failures. */
  disabledReason: string | null
  /** Enable can be asked for (the owner is known and it is disabled). */
  canEnable: boolean
}

export interface DestinationsView {
  destinations: DestinationView[]
  /** ISO 8601 UTC of the oldest read shown, null while nothing was read yet. */
  readAt: string | null
}
