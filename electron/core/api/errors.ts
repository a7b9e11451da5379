// Every failure of an API call is one of these classes, all extending ApiError, so the engine can
// decide what to do (stop and ask for a token, wait, back off) with `instanceof`.
// Messages are built by the transport from redacted text: the token never reaches them.

export interface ApiErrorContext {
  /** HTTP method of the request, e.g. `GET`. */
  method: string
  /** Path and query of the request (never the base URL's credentials, never the token). */
  path: string
  /** HTTP status, or null when no response arrived. */
  status: number | null
}

export class ApiError extends Error {
  readonly method: string
  readonly path: string
  readonly status: number | null

  constructor(message: string, context: ApiErrorContext, options?: { cause?: unknown }) {
    super(message, options)
    this.name = new.target.name
    this.method = context.method
    this.path = context.path
    this.status = context.status
  }
}

/** 401: the token is missing, wrong or revoked. */
export class AuthError extends ApiError {}

/** 403: the token may not do this (scoped token, guest role ...). */
export class ForbiddenError extends ApiError {}

/** 404: the resource does not exist (or is not visible to this token). */
export class NotFoundError extends ApiError {}

/** 422: the service rejected the request body; `fields` maps each field to its messages. */
export class ValidationError extends ApiError {
  readonly fields: Record<string, string[]>

  constructor(message: string, context: ApiErrorContext, fields: Record<string, string[]>) {
    super(message, context)
    this.fields = fields
  }
}

/** 429: too many requests. `retryAfterMs` is how long to wait, when the response says so. */
export class RateLimitError extends ApiError {
  readonly retryAfterMs: number | null
  /** Epoch milliseconds when the window opens again, when known. */
  readonly retryAt: number | null

  constructor(message: string, context: ApiErrorContext, retryAfterMs: number | null, now: number) {
    super(message, context)
    this.retryAfterMs = retryAfterMs
    this.retryAt = retryAfterMs === null ? null : now + retryAfterMs
  }
}

/** 5xx: the service failed; worth retrying later with back-off. */
export class ServerError extends ApiError {
  /** From `Retry-After` when the service (or a proxy, on 503) sent one, else null. */
  readonly retryAfterMs: number | null

  constructor(message: string, context: ApiErrorContext, retryAfterMs: number | null = null) {
    super(message, context)
    this.retryAfterMs = retryAfterMs
  }
}

/** Any other unexpected status (405 wrong method, 400, 409 ...). */
export class HttpStatusError extends ApiError {}

/** No response: DNS, refused connection, TLS, offline. */
export class NetworkError extends ApiError {}

/** No complete response within the client's timeout. */
export class TimeoutError extends ApiError {
  readonly timeoutMs: number

  constructor(message: string, context: ApiErrorContext, timeoutMs: number) {
    super(message, context)
    this.timeoutMs = timeoutMs
  }
}

/** The caller's AbortSignal fired before the call finished. */
export class AbortedError extends ApiError {}

/** The response is not JSON, or lacks a required field, or has one of the wrong type. */
export class BadResponseError extends ApiError {
  /** Where in the body the problem is, e.g. `data[3].checks[0].enabled` (empty for the root). */
  readonly issuePath: string

  constructor(message: string, context: ApiErrorContext, issuePath: string) {
    super(message, context)
    this.issuePath = issuePath
  }
}

/** The request was refused before sending: an argument breaks the spec's limits. */
export class InvalidRequestError extends ApiError {
  /** The offending field, e.g. `minutes` or `httpClientHeaders`. */
  readonly field: string

  constructor(message: string, context: ApiErrorContext, field: string) {
    super(message, context)
    this.field = field
  }
}
