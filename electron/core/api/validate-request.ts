// Checks arguments against the spec's limits before anything is sent, so a bad value fails fast
// with a message naming the field instead of costing a request (and rate-limit budget).
import type * as z from 'zod'
import { InvalidRequestError } from './errors'
import { formatIssuePath } from './issue-path'
import type { Method } from './transport'

function invalid(method: Method, path: string, field: string, why: string): InvalidRequestError {
  return new InvalidRequestError(
    `Invalid request for ${method} ${path}: ${field}: ${why}`,
    { method, path, status: null },
    field,
  )
}

export function validateRequest<S extends z.ZodType>(
  schema: S,
  input: unknown,
  method: Method,
  path: string,
): z.output<S> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const field = formatIssuePath(issue?.path ?? []) || 'body'
  throw invalid(method, path, field, issue?.message ?? 'invalid value')
}

/**
 * Fills a path template such as `/api/monitors/{monitorId}/cron-checks`: numeric parameters must
 * be positive integers, string parameters non-empty (and are URL-encoded).
 */
export function route(
  method: Method,
  template: string,
  params: Record<string, number | string> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value: unknown = params[name]
    if (name.endsWith('Id')) {
      if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0)
        return String(value)
      throw invalid(method, template, name, 'must be a positive integer')
    }
    if (typeof value === 'string' && value.trim() !== '') return encodeURIComponent(value)
    throw invalid(method, template, name, 'must be a non-empty string')
  })
}
