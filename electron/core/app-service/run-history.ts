// A check's run history one page at a time, filtered by result (`filter[result]`, `page[number]`
// on /api/monitors/{id}/checks/{type}/runs, as the spec and the PHP SDK's checkRuns send them).
// The page count is the service's `meta.last_page` (the recorded monitors.json carries the
// paginator's meta; the PHP SDK's paginator stops on it), else one past a page with `links.next`.
// Cached under the check page's key, so an action on the check drops these pages too.
import type { AppServiceApi } from '../../shared/app-service-api'
import { CHECK_TYPES, type CheckType } from '../api/schemas/enums'
import { RUNS_TTL_MS, checkPageKey } from './check-details'
import { toRunView } from './check-findings'
import type { AppServiceContext } from './context'

export type RunHistory = Pick<AppServiceApi, 'runHistory'>

const KNOWN = new Set<string>(CHECK_TYPES)

export function createRunHistory(ctx: AppServiceContext): RunHistory {
  return {
    async runHistory(monitorId, checkType, query) {
      if (!KNOWN.has(checkType))
        throw new RangeError(
          `Uptray cannot read the runs of "${checkType.slice(0, 40)}" checks yet.`,
        )
      const type = checkType as CheckType
      // The first page of every run is the list the check page's findings keep (the Lighthouse
      // report's link): one request and one cache entry for both.
      const first = query.result === null && query.page === 1
      const key = first
        ? `${checkPageKey(monitorId)}${type}:runs`
        : `${checkPageKey(monitorId)}${type}:runs:${query.result ?? 'all'}:${query.page}`
      ctx.api() // throws when signed out
      let page
      try {
        page = await ctx.cache.get(key, RUNS_TTL_MS, () =>
          ctx.gate.run(
            'focus',
            () =>
              first
                ? ctx.api().runs.list(monitorId, type)
                : ctx.api().runs.list(monitorId, type, {
                    page: query.page,
                    ...(query.result ? { result: query.result } : {}),
                  }),
            { failFast: true },
          ),
        )
      } catch (error) {
        ctx.reportFailure(error)
        throw error
      }
      return {
        runs: page.data.map(toRunView),
        unreadable: page.unreadable,
        fetchedAt: new Date(ctx.cache.storedAt(key) ?? ctx.clock.now()).toISOString(),
        result: query.result,
        page: page.currentPage,
        lastPage: Math.max(1, page.lastPage),
        total: page.total,
      }
    },
  }
}
