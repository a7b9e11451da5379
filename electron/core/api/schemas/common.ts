// Building blocks for tolerant response schemas. The service adds fields over time and sends
// PHP-isms (`[]` for an empty object, `""` for "never"), so: objects keep unknown keys, enums fall
// back to a known value instead of throwing, optional fields become null rather than undefined.
// Required fields stay strict: a missing or wrong-typed one is a BadResponseError naming its path.
import { z } from 'zod'

/** A string enum that maps any unknown string to `fallback`; non-strings still fail. */
export function tolerantEnum<const V extends readonly string[], const F extends string = 'unknown'>(
  values: V,
  fallback: F = 'unknown' as F,
): z.ZodType<V[number] | F, string> {
  const known = new Set<string>(values)
  return z.string().transform((v): V[number] | F => (known.has(v) ? (v as V[number]) : fallback))
}

/** Optional and nullable in, `T | null` out: absent fields read as null. */
export function orNull<T extends z.ZodType>(schema: T) {
  return schema.nullable().default(null)
}

/**
 * A free-form settings object, checked only for being an object. PHP encodes an empty object as
 * `[]`; arrays are turned into plain objects so consumers always get a record.
 */
export const looseRecord = z
  .custom<Record<string, unknown> | unknown[]>(
    (v) => typeof v === 'object' && v !== null,
    'expected object',
  )
  .transform((v): Record<string, unknown> => (Array.isArray(v) ? { ...v } : v))

export const id = z.number().int()

/**
 * The answer to an action (snooze, toggle ...): the same object, but only `id` is required and
 * nothing is defaulted, so a short answer never invents values (such as `active_snooze: null`).
 */
export function actionAnswer<S extends z.ZodObject>(schema: S) {
  const shape: Record<string, z.ZodType> = {}
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const inner = field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field
    shape[key] = key === 'id' ? field : inner.optional()
  }
  return z.looseObject(shape) as unknown as z.ZodType<
    Partial<z.output<S>> & { id: number; [key: string]: unknown }
  >
}

/** A timestamp string as sent (`Y-m-d H:i:s` UTC, ISO 8601, or `""`); convert with dates.ts. */
export const timestamp = z.string()

/** `{data: [...]}`, with or without pagination. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.looseObject({ data: z.array(item) })
}

const paginationMeta = z.looseObject({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.coerce.number().int().optional(),
  total: z.number().int().nullable().optional(),
})

const paginationLinks = z.looseObject({ next: z.string().nullable().optional() })

/** `{data, links, meta}`; links and meta are optional (a short list may come without them). */
export function paginated<T extends z.ZodType>(item: T) {
  return z.looseObject({
    data: z.array(item),
    links: paginationLinks.optional(),
    meta: paginationMeta.optional(),
  })
}

export type PaginatedBody<T> = {
  data: T[]
  links?: { next?: string | null | undefined } | undefined
  meta?:
    | {
        current_page: number
        last_page: number
        per_page?: number | undefined
        total?: number | null | undefined
      }
    | undefined
}
