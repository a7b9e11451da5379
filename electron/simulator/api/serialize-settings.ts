// A monitor's settings objects: the type defaults with what was set at creation on top.
import { monitorSettings, uptimeSettings } from '../seed/defaults'
import { hash } from '../engine/prng'
import type { SimMonitor } from '../world/types'

export type SettingsMap = Record<string, Record<string, unknown> | undefined> & {
  crawler_headers?: unknown[]
}

export function monitorSettingsOf(monitor: SimMonitor): SettingsMap {
  const defaults = monitorSettings()
  const merged: SettingsMap = {}
  for (const [key, value] of Object.entries(defaults)) {
    merged[key] = { ...value, ...(monitor.customSettings[key] ?? {}) }
  }
  merged.uptime_check_settings = {
    ...uptimeSettings(monitor.type, monitor.location),
    ...monitor.customSettings.uptime_check_settings,
  }
  const health = merged.application_health_check_settings
  // "omit secret on create to have a random one generated": derive a stable one.
  if (health && !health.secret) health.secret = hash(monitor.id, 77).toString(36).padEnd(16, 'x')
  merged.ai_check_settings = monitor.type === 'ai' ? aiSettings(monitor) : undefined
  return merged
}

function aiSettings(monitor: SimMonitor): Record<string, unknown> {
  return {
    prompt: 'Does the page show a working chat window?',
    frequency_unit: 'minute',
    frequency_value: 60,
    suppress_repeated_success_notifications: true,
    throttle_failed_interval_unit: 'hour',
    throttle_failed_interval_value: 1,
    failed_notification_threshold: 0,
    html_stripping_level: 'basic',
    ...(monitor.customSettings.ai_check_settings ?? {}),
  }
}
