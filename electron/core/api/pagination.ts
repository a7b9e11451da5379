// Paginated lists: one page as a typed value, and an async iterator over every page.
import type { PaginatedBody } from './schemas/common'
import {
  markUnreadable,
  mergeUnreadable,
  noUnreadable,
  unreadableOf,
} from './schemas/tolerant-list'
import type { Unreadable } from '../../shared/model'

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
  /** Entries of this page that could not be read and are not in `data`. */
  unreadable: Unreadable
}

/** A page whose entries are read as they are taken: `unreadable` is known once all were. */
export interface StreamedPage<T> extends Omit<Page<T>, 'data'> {
  data: Iterable<T> & { readonly length: number }
}

type Place = Pick<Page<unknown>, 'currentPage' | 'lastPage' | 'perPage' | 'total' | 'hasMore'>

/** Where a page of `count` entries stands in its list, by its meta or else its links. */
function placeOf(
  body: Pick<PaginatedBody<unknown>, 'meta' | 'links'>,
  count: number,
  requestedPage: number,
): Place {
  const meta = body.meta
  if (meta) {
    return {
      currentPage: meta.current_page,
      lastPage: meta.last_page,
      perPage: meta.per_page ?? null,
      total: meta.total ?? null,
      hasMore: meta.current_page < meta.last_page,
    }
  }
  const hasMore = typeof body.links?.next === 'string' && body.links.next !== ''
  return {
    currentPage: requestedPage,
    lastPage: hasMore ? requestedPage + 1 : requestedPage,
    perPage: null,
    total: hasMore ? null : count,
    hasMore,
  }
}

export function toPage<T>(body: PaginatedBody<T>, requestedPage: number): Page<T> {
  const place = placeOf(body, body.data.length, requestedPage)
  return { data: body.data, unreadable: unreadableOf(body.data), ...place }
}

/** The page of `body` whose entries are `stream`'s. */
export function toStreamedPage<T>(
  body: Omit<PaginatedBody<T>, 'data'>,
  stream: Iterable<T> & { readonly length: number; readonly unreadable: Unreadable },
  requestedPage: number,
): StreamedPage<T> {
  const place = placeOf(body, stream.length, requestedPage)
  return {
    data: stream,
    get unreadable() {
      return stream.unreadable
    },
    ...place,
  }
}

/**
 * Yields page 1, 2, ... until the service says there is no more. Stops as well on an empty page
 * or a page that does not advance, so a confused server cannot make it loop forever.
 */
export async function* iteratePages<P extends Omit<StreamedPage<unknown>, 'unreadable'>>(
  fetchPage: (page: number) => Promise<P>,
): AsyncGenerator<P, void, undefined> {
  let page = 1
  for (;;) {
    const result = await fetchPage(page)
    yield result
    if (!result.hasMore || result.data.length === 0 || result.currentPage < page) return
    page = result.currentPage + 1
  }
}

/** Every page's entries; what was set aside on any page is `unreadableOf` the result. */
export async function collectPages<T>(pages: AsyncIterable<Page<T>>): Promise<T[]> {
  const all: T[] = []
  let unreadable = noUnreadable()
  for await (const page of pages) {
    for (const item of page.data) all.push(item)
    unreadable = mergeUnreadable(unreadable, page.unreadable)
  }
  return markUnreadable(all, unreadable)
}
