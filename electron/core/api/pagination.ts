// Paginated lists: one page as a typed value, and an async iterator over every page.
import type { PaginatedBody } from './schemas/common'

/** The service's largest page for monitors and status pages; one request refreshes 200 monitors. */
export const PAGE_SIZE = 200

export interface Page<T> {
  data: T[]
  currentPage: number
  lastPage: number
  perPage: number | null
  total: number | null
  /** True when another page follows (from `meta.last_page`, else from `links.next`). */
  hasMore: boolean
}

export function toPage<T>(body: PaginatedBody<T>, requestedPage: number): Page<T> {
  const meta = body.meta
  if (meta) {
    return {
      data: body.data,
      currentPage: meta.current_page,
      lastPage: meta.last_page,
      perPage: meta.per_page ?? null,
      total: meta.total ?? null,
      hasMore: meta.current_page < meta.last_page,
    }
  }
  const hasMore = typeof body.links?.next === 'string' && body.links.next !== ''
  return {
    data: body.data,
    currentPage: requestedPage,
    lastPage: hasMore ? requestedPage + 1 : requestedPage,
    perPage: null,
    total: hasMore ? null : body.data.length,
    hasMore,
  }
}

/**
 * Yields page 1, 2, ... until the service says there is no more. Stops as well on an empty page
 * or a page that does not advance, so a confused server cannot make it loop forever.
 */
export async function* iteratePages<T>(
  fetchPage: (page: number) => Promise<Page<T>>,
): AsyncGenerator<Page<T>, void, undefined> {
  let page = 1
  for (;;) {
    const result = await fetchPage(page)
    yield result
    if (!result.hasMore || result.data.length === 0 || result.currentPage < page) return
    page = result.currentPage + 1
  }
}

export async function collectPages<T>(pages: AsyncIterable<Page<T>>): Promise<T[]> {
  const all: T[] = []
  for await (const page of pages) all.push(...page.data)
  return all
}
