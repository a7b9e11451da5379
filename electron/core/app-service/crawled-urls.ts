// Every URL the crawler visited in a run, one page at a time (`/api/crawled-urls/{id}/details`,
// 100 a page, as the spec and the PHP SDK's crawledUrls read it). Cached under the check page's
// key, so a re-run of the check drops these pages with its other findings.
import type { AppServiceApi } from '../../shared/app-service-api'
import { checkPageKey, LATEST_FINDINGS_TTL_MS, PAST_FINDINGS_TTL_MS } from './check-details'
import { toLinkView } from './check-findings'
import type { AppServiceContext } from './context'

export type CrawledUrls = Pick<AppServiceApi, 'crawledUrls'>

export function createCrawledUrls(ctx: AppServiceContext): CrawledUrls {
  return {
    async crawledUrls(monitorId, query) {
      const run = query.runId ?? 'latest'
      const key = `${checkPageKey(monitorId)}broken_links:crawled:${run}:${query.page}`
      // A past run's crawl never changes; the latest one does when the check runs again.
      const ttl = query.runId === null ? LATEST_FINDINGS_TTL_MS : PAST_FINDINGS_TTL_MS
      ctx.api() // throws when signed out
      let page
      try {
        page = await ctx.cache.get(key, ttl, () =>
          ctx.gate.run(
            'focus',
            () =>
              ctx.api().results.crawledUrlsDetails(monitorId, {
                page: query.page,
                ...(query.runId === null ? {} : { runId: query.runId }),
              }),
            { failFast: true },
          ),
        )
      } catch (error) {
        ctx.reportFailure(error)
        throw error
      }
      return {
        urls: page.data.map(toLinkView),
        page: page.currentPage,
        lastPage: Math.max(1, page.lastPage),
        total: page.total,
        unreadable: page.unreadable,
        fetchedAt: new Date(ctx.cache.storedAt(key) ?? ctx.clock.now()).toISOString(),
      }
    },
  }
}
