// Building blocks for tolerant response schemas. The service adds fields over time and sends
// PHP-isms (`[]` for an empty object, `""` for "never"), so: objects keep unknown keys, enums fall
// back to a known value instead of throwing, fields the app can do without fall back to a default
// (null, `[]`, `{}`) whatever they hold. Only the fields with no sensible fallback (an `id`, a list
// that must be a list) fail, and in a list that fails one entry, never the list (tolerant-list.ts).
import * as z from 'zod'
import { tolerantList } from './tolerant-list'

/** Stands for "not a string" in `tolerantEnum`; no enum has it as a value. */
const NOT_A_STRING = '\u0000'

/** A string enum that maps anything else (another string, null, a number, absent) to `fallback`. */
export function tolerantEnum<const V extends readonly string[], const F extends string = 'unknown'>(
  values: V,
  fallback: F = 'unknown' as F,
): z.ZodType<V[number] | F, unknown> {
  const known = new Set<string>(values)
  // `z.unknown().transform` would reject an absent key; a caught string does not.
  return z
    .string()
    .catch(NOT_A_STRING)
    .transform((v): V[number] | F => (known.has(v) ? (v as V[number]) : fallback))
}

/** `T | null` out whatever comes in: absent, null or anything that does not fit reads as null. */
export function orNull<T extends z.ZodType>(schema: T) {
  return schema.nullable().catch(null)
}

/** `schema`'s value, or `fallback` when the field is absent or holds anything else. */
export function orElse<T extends z.ZodType>(schema: T, fallback: z.output<T>) {
  return schema.catch(fallback)
}

/** A list of texts: entries that are not texts are dropped, anything but a list reads as `[]`. */
export const textList = z
  .array(z.unknown())
  .catch([])
  .transform((v): string[] => v.filter((x): x is string => typeof x === 'string'))

/** A list of numbers, read like `textList`. */
export const numberList = z
  .array(z.unknown())
  .catch([])
  .transform((v): number[] => v.filter((x): x is number => typeof x === 'number'))

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

/** A settings object the app only passes along: anything that is not one reads as `{}`. */
export const anyRecord = looseRecord.catch({})

export const id = z.number().int()

/**
 * The answer to an action (snooze, toggle ...): the same object, but only `id` is required and
 * nothing is defaulted, so a short answer never invents values (such as `active_snooze: null`).
 */
export function actionAnswer<S extends z.ZodObject>(schema: S) {
  const shape: Record<string, z.ZodType> = {}
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    // A fallback would invent a value the answer did not carry: keep only the inner schema.
    let inner = field
    while (inner instanceof z.ZodDefault || inner instanceof z.ZodCatch) {
      inner = inner.unwrap() as z.ZodType
    }
    shape[key] = key === 'id' ? field : inner.optional()
  }
  return z.looseObject(shape) as unknown as z.ZodType<
    Partial<z.output<S>> & { id: number; [key: string]: unknown }
  >
}

/** A timestamp string as sent (`Y-m-d H:i:s` UTC, ISO 8601, or `""`); convert with dates.ts. */
export const timestamp = z.string()

/** `{data: [...]}`, with or without pagination; a bad entry is set aside (tolerant-list.ts). */
export function listOf<T extends z.ZodType>(item: T, kind?: string) {
  return z.looseObject({ data: tolerantList(item, kind) })
}

const paginationMeta = z.looseObject({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.coerce.number().int().optional().catch(undefined),
  total: z.number().int().nullable().optional().catch(undefined),
})

const paginationLinks = z.looseObject({ next: z.string().nullable().optional().catch(undefined) })

/**
 * `{data, links, meta}`; links and meta are optional (a short list may come without them) and
 * unreadable ones count as absent. A bad entry of `data` is set aside (tolerant-list.ts).
 */
export function paginated<T extends z.ZodType>(item: T, kind?: string) {
  return paginatedList(tolerantList(item, kind))
}

/** `{data, links, meta}` like `paginated`, with a list reader of its own for `data`. */
export function paginatedList<L extends z.ZodType>(data: L) {
  return z.looseObject({
    data,
    links: paginationLinks.optional().catch(undefined),
    meta: paginationMeta.optional().catch(undefined),
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
