// How often to sweep: the user's interval, stretched when the account has so many monitors
// that sweeping that often would break the request budget.
import { PAGE_SIZE } from '../api/pagination'
import { MIN_SWEEP_INTERVAL_SECONDS } from '../../shared/settings'

/** Share of the per-minute budget sweeps may plan to use; the rest stays free for actions,
 *  what the window shows and detail look-ups. */
export const SWEEP_BUDGET_SHARE = 0.8

export function pagesFor(monitorCount: number): number {
  return Math.max(1, Math.ceil(monitorCount / PAGE_SIZE))
}

export function sweepIntervalMs(options: {
  userIntervalSeconds: number
  monitorCount: number
  perMinute: number
}): number {
  const user = Math.max(MIN_SWEEP_INTERVAL_SECONDS, options.userIntervalSeconds) * 1000
  const sweepRequestsPerMinute = Math.max(1, options.perMinute * SWEEP_BUDGET_SHARE)
  const needed = Math.ceil((pagesFor(options.monitorCount) / sweepRequestsPerMinute) * 60_000)
  return Math.max(user, needed)
}
