// Which sound a notification plays. macOS lets an app choose one of the system's notification
// sounds by name, so each severity has its own; Windows and Linux play the system's default
// notification sound or none (the `sound` switch). Pure.
import type { Alert } from '../../shared/model'
import type { SeveritySounds, Settings } from '../../shared/settings'

export interface SoundChoice {
  silent: boolean
  /** A macOS sound name; absent: the system's default sound. */
  sound?: string
}

const KEY: Partial<Record<Alert['severity'], keyof SeveritySounds>> = {
  failed: 'failure',
  warning: 'warning',
  recovered: 'recovery',
}

export function soundFor(
  severity: Alert['severity'],
  platform: NodeJS.Platform,
  settings: Settings,
): SoundChoice {
  const { sound, sounds } = settings.notifications
  if (!sound) return { silent: true }
  const key = KEY[severity]
  const name = key ? sounds[key] : 'default'
  if (platform !== 'darwin' || name === 'default') return { silent: false }
  return { silent: false, sound: name }
}
