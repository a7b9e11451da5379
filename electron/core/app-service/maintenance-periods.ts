// A monitor's periods as the monitor page shows them: the one running now (not "upcoming"), the
// ones still to come, soonest first; past ones are dropped. Times read in the team's zone.
import type { MaintenancePeriodView } from '../../shared/app-service-api'
import type { ApiMaintenancePeriod } from '../api/schemas/maintenance'
import { toMaintenanceView } from './detail-views'

export function splitPeriods(
  periods: ApiMaintenancePeriod[],
  zone: string,
  now: number,
): { running: MaintenancePeriodView | null; upcoming: MaintenancePeriodView[] } {
  let running: MaintenancePeriodView | null = null
  const upcoming: MaintenancePeriodView[] = []
  for (const period of periods) {
    const view = toMaintenanceView(period, zone)
    if (!view || Date.parse(view.endsAt) <= now) continue
    if (Date.parse(view.startsAt) > now) upcoming.push(view)
    // Two running at once (overlapping windows): the one that ends last is the one that counts.
    else if (!running || view.endsAt > running.endsAt) running = view
  }
  upcoming.sort((a, b) => a.startsAt.localeCompare(b.startsAt))
  return { running, upcoming }
}
