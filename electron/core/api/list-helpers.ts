// Shared plumbing for list endpoints: one page as `Page<T>`, or every page collected.
import type * as z from 'zod'
import { PAGE_SIZE, type Page, collectPages, iteratePages, toPage } from './pagination'
import { paginated } from './schemas/common'
import type { CallOptions, QueryValue, Transport } from './transport'

export interface PageQuery {
  /** 1-based page number. */
  page?: number
  /** Page size (`page[size]`); the service's default applies when omitted. */
  size?: number
}

export function pageParams(page: number | undefined, size: number | undefined) {
  return {
    'page[number]': page,
    'page[size]': size,
  }
}

// One wrapper schema per item schema, built once (zod compiles a schema on first use).
const pageSchemas = new WeakMap<z.ZodType, z.ZodType>()
function pageSchemaOf(item: z.ZodType): z.ZodType {
  let schema = pageSchemas.get(item)
  if (!schema) {
    schema = paginated(item)
    pageSchemas.set(item, schema)
  }
  return schema
}

export async function getPage<T extends z.ZodType>(
  t: Transport,
  path: string,
  item: T,
  query: Record<string, QueryValue>,
  page: number,
  call?: CallOptions,
): Promise<Page<z.output<T>>> {
  const body = await t.request({ method: 'GET', path, query, schema: pageSchemaOf(item) }, call)
  return toPage(body as Parameters<typeof toPage<z.output<T>>>[0], page)
}

/**
 * Every item of a list endpoint, asking for `PAGE_SIZE` (200) per page as the monitor list does.
 * The first request carries no page number (some lists are not paginated at all); later pages
 * are only asked for when the answer says there are more.
 */
export function getAll<T extends z.ZodType>(
  t: Transport,
  path: string,
  item: T,
  query: Record<string, QueryValue>,
  call?: CallOptions,
): Promise<z.output<T>[]> {
  return collectPages(
    iteratePages((page) =>
      getPage(
        t,
        path,
        item,
        page === 1
          ? { ...query, 'page[size]': PAGE_SIZE }
          : { ...query, 'page[number]': page, 'page[size]': PAGE_SIZE },
        page,
        call,
      ),
    ),
  )
}
