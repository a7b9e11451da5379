// Checks a monitor carries only once asked for: ports and DNS blocklist. The spec lists both
// among a monitor's checks (with their settings on every monitor) and the SDK's CheckType has
// them, but the live recordings of an http monitor (tests/fixtures/recorded-api/monitor.json,
// create-monitor.json) list neither, so seeded monitors keep the recorded eleven and a monitor
// gains these when created (or updated) with them.
import { FREQUENCY_MINUTES } from '../seed/defaults'
import { unit } from '../engine/prng'
import type { CheckType, MonitorType, SimCheck, SimMonitor } from '../world/types'
import type { World } from '../world/world'

export const OPT_IN_CHECKS: Record<MonitorType, readonly CheckType[]> = {
  http: ['ports', 'dns_blocklist'],
  ping: ['ports', 'dns_blocklist'],
  tcp: ['ports', 'dns_blocklist'],
  ai: [],
}

/**
 * Adds the opt-in checks of `types` the monitor lacks, enabled. `activeFrom` as for the monitor's
 * other new checks: pending until then (a new monitor), or running at once (an update).
 */
export function addOptInChecks(
  world: World,
  monitor: SimMonitor,
  types: readonly CheckType[],
  activeFrom: number,
): void {
  for (const type of types) {
    if (!OPT_IN_CHECKS[monitor.type].includes(type)) continue
    if (monitor.checks.some((existing) => existing.type === type)) continue
    const id = world.nextId('check')
    const frequencyMinutes = FREQUENCY_MINUTES[type]
    const check: SimCheck = {
      id,
      monitorId: monitor.id,
      type,
      enabled: true,
      frequencyMinutes,
      phaseMs: Math.floor(unit(world.seed, id) * frequencyMinutes * 60_000),
      activeFrom,
      frozenAt: null,
      pauses: [],
      behavior: { kind: 'steady', result: 'succeeded' },
      overrides: [],
      snooze: null,
      requestedRunAt: null,
    }
    monitor.checks.push(check)
    world.checks.set(id, check)
  }
}
