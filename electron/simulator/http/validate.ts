// Request validation with zod: bodies, query parameters and path ids. Failures become 422
// (bad ids in paths become 404, as an unknown id would).
import type { Context } from 'hono'
import type * as z from 'zod'
import { ApiError, notFound, validationError, zodErrors } from './errors'

export async function readBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const text = await c.req.text()
  let data: unknown = {}
  if (text.trim() !== '') {
    try {
      data = JSON.parse(text)
    } catch {
      throw validationError({ body: ['The request body must be valid JSON.'] })
    }
  }
  // Laravel reads a JSON `[]` as empty input (the SDK sends `[]` when no option is given).
  if (Array.isArray(data) && data.length === 0) data = {}
  return check(schema, data)
}

export function readQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  return check(schema, c.req.query())
}

export function check<T extends z.ZodType>(schema: T, data: unknown): z.infer<T> {
  const parsed = schema.safeParse(data)
  if (!parsed.success) throw validationError(zodErrors(parsed.error))
  return parsed.data
}

/** A positive integer path parameter; anything else is "not found". */
export function idParam(c: Context, name: string): number {
  const raw = c.req.param(name) ?? ''
  if (!/^\d{1,15}$/.test(raw)) throw notFound()
  return Number(raw)
}

export function found<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw notFound()
  return value
}

export { ApiError }
