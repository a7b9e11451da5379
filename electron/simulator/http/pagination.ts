// Laravel-style pagination, as recorded: `page[number]` or plain `page`, `page[size]`, links
// carrying both `page=` and `page[number]=`, and `meta.links` as an array.
import type { Context } from 'hono'
import { validationError } from './errors'

export interface PageOptions {
  defaultSize?: number
  maxSize?: number
}

export interface Paginated<T> {
  data: T[]
  links: { first: string; last: string; prev: string | null; next: string | null }
  meta: {
    current_page: number
    from: number | null
    last_page: number
    links: { url: string | null; label: string; active: boolean }[]
    path: string
    per_page: number
    to: number | null
    total: number
  }
}

export function readPageParams(
  c: Context,
  options: PageOptions = {},
): { page: number; size: number } {
  const maxSize = options.maxSize ?? 200
  const rawPage = c.req.query('page[number]') ?? c.req.query('page') ?? '1'
  const rawSize = c.req.query('page[size]') ?? String(options.defaultSize ?? maxSize)
  const errors: Record<string, string[]> = {}
  if (!/^\d+$/.test(rawPage) || Number(rawPage) < 1)
    errors['page.number'] = ['The page number must be an integer of at least 1.']
  if (!/^\d+$/.test(rawSize) || Number(rawSize) < 1 || Number(rawSize) > maxSize) {
    errors['page.size'] = [`The page size must be an integer between 1 and ${maxSize}.`]
  }
  if (Object.keys(errors).length > 0) throw validationError(errors)
  return { page: Number(rawPage), size: Number(rawSize) }
}

/** Slices `items` for the request's page and builds links/meta; `map` runs on the page only. */
export function paginate<T, R>(
  c: Context,
  items: readonly T[],
  map: (item: T) => R,
  options?: PageOptions,
): Paginated<R> {
  const { page, size } = readPageParams(c, options)
  const total = items.length
  const lastPage = Math.max(1, Math.ceil(total / size))
  const offset = (page - 1) * size
  const slice = items.slice(offset, offset + size)
  const url = new URL(c.req.url)
  const path = url.origin + url.pathname
  const keep = new URLSearchParams(url.search)
  for (const key of ['page', 'page[number]']) keep.delete(key)
  const pageUrl = (n: number) => {
    const params = new URLSearchParams(keep)
    params.set('page', String(n))
    params.set('page[number]', String(n))
    return `${path}?${params.toString()}`
  }
  const prev = page > 1 ? pageUrl(page - 1) : null
  const next = page < lastPage ? pageUrl(page + 1) : null
  const numbered = Array.from({ length: lastPage }, (_, i) => ({
    url: pageUrl(i + 1),
    label: String(i + 1),
    active: i + 1 === page,
  }))
  return {
    data: slice.map(map),
    links: { first: pageUrl(1), last: pageUrl(lastPage), prev, next },
    meta: {
      current_page: page,
      from: slice.length > 0 ? offset + 1 : null,
      last_page: lastPage,
      links: [
        { url: prev, label: '&laquo; Previous', active: false },
        ...numbered,
        { url: next, label: 'Next &raquo;', active: false },
      ],
      path,
      per_page: size,
      to: slice.length > 0 ? offset + slice.length : null,
      total,
    },
  }
}
