// Error answers in the service's shapes: 401, 404, 422 `{message, errors: {field: [...]}}`.
import type * as z from 'zod'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`)
  }
}

export const UNAUTHENTICATED = { message: 'Unauthenticated.' }
export const NOT_FOUND = { message: 'Resource not found.' }

export function notFound(): ApiError {
  return new ApiError(404, NOT_FOUND)
}

/** 422 with Laravel's message: the first error, plus "(and N more errors)". */
export function validationError(errors: Record<string, string[]>): ApiError {
  const messages = Object.values(errors).flat()
  const first = messages[0] ?? 'The given data was invalid.'
  const more = messages.length - 1
  const message = more > 0 ? `${first} (and ${more} more error${more === 1 ? '' : 's'})` : first
  return new ApiError(422, { message, errors })
}

export function fieldError(field: string, message: string): ApiError {
  return validationError({ [field]: [message] })
}

/** Turns zod issues into `errors: {field: [messages]}` with Laravel-like sentences. */
export function zodErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body'
    const human = field.replace(/_/g, ' ')
    const text = /received undefined/.test(issue.message)
      ? `The ${human} field is required.`
      : `The ${human} field is invalid: ${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}.`
    ;(errors[field] ??= []).push(text)
  }
  return errors
}
