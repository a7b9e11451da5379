// Scenario names and their default sizes.
export const SCENARIOS = [
  'demo',
  'steady',
  'flapping',
  'outage',
  'cron-missed',
  'cert-expiring',
  'scale',
] as const
export type ScenarioName = (typeof SCENARIOS)[number]

export const DEFAULT_MONITORS: Record<ScenarioName, number> = {
  demo: 40,
  steady: 10,
  flapping: 6,
  outage: 6,
  'cron-missed': 6,
  'cert-expiring': 6,
  scale: 1000,
}

export function isScenario(value: string): value is ScenarioName {
  return (SCENARIOS as readonly string[]).includes(value)
}

/** When the `outage` scenario's site is down, relative to world start. */
export const OUTAGE_WINDOW = { fromMinutes: 5, toMinutes: 35 }
/** The `cron-missed` job stops pinging this long after world start. */
export const CRON_STOPS_AFTER_MINUTES = 10
