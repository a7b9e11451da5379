// A monitor's certificate as every answer reports it: one fixed expiry instant, the days left
// counted from it (floored, as the service and the app count) and the monitor's own "expires
// soon" threshold. The check summary, certificate health and detected certificates all agree.
import { MS } from '../engine/time'
import type { SimMonitor } from '../world/types'
import type { World } from '../world/world'
import { monitorSettingsOf } from './serialize-settings'

const DEFAULT_THRESHOLD_DAYS = 14

/** Half a day past the seeded whole days, so the days left read as seeded for half a day. */
export function certificateValidUntil(world: World, monitor: SimMonitor): number {
  return world.startedAt + monitor.certificateDaysLeft * MS.day + MS.day / 2
}

export function certificateDaysLeft(world: World, monitor: SimMonitor, now: number): number {
  return Math.floor((certificateValidUntil(world, monitor) - now) / MS.day)
}

/** The monitor's `expires_soon_threshold_in_days`, as its settings say. */
export function certificateThresholdDays(monitor: SimMonitor): number {
  const days =
    monitorSettingsOf(monitor).certificate_health_check_settings?.expires_soon_threshold_in_days
  return typeof days === 'number' && days > 0 ? days : DEFAULT_THRESHOLD_DAYS
}
