// Every URL the broken-links crawler visited in one run, a page (100, the service's size) at a
// time. Types and limits only, shared by the core and the renderer.
import type { BrokenLinkView } from './check-views'
import type { Unreadable } from './model'

/** The highest page number the app asks for. */
export const MAX_CRAWLED_PAGE = 10_000

export interface CrawledUrlsQuery {
  /** The run whose crawl is listed; null for the latest. */
  runId: number | null
  /** From 1. */
  page: number
}

export interface CrawledUrlsView {
  urls: BrokenLinkView[]
  page: number
  /** The last page there is (at least 1). */
  lastPage: number
  /** How many URLs the crawl visited, when the service says. */
  total: number | null
  unreadable: Unreadable
  /** When this page was read from the service (ISO 8601 UTC). */
  fetchedAt: string
}
