// The teams' IANA zones. The live service answers maintenance in each team's own zone, so the
// seeded teams live where real teams do: the reseller in Brussels (two DST changes a year), its
// clients in Kolkata (+05:30, no DST), New York (DST on other dates than Europe's) and UTC.
import type { ScenarioName } from './scenarios'

export const MAIN_ZONE = 'Europe/Brussels'
const CLIENT_ZONES = ['Asia/Kolkata', 'America/New_York', 'UTC'] as const

/** The zone of the `index`-th team: the option's (repeated when shorter), else the scenario's. */
export function teamZone(
  scenario: ScenarioName,
  index: number,
  override: readonly string[] | undefined,
): string {
  if (override && override.length > 0) return override[index % override.length]!
  if (index === 0) return MAIN_ZONE
  // The steady world's second team stays in UTC, beside the Brussels one.
  if (scenario === 'steady') return 'UTC'
  return CLIENT_ZONES[(index - 1) % CLIENT_ZONES.length]!
}
