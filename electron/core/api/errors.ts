// Every failure of an API call is one of these classes, all extending ApiError. Each carries a
// `kind` (what the transport saw); `errorKindOfApi` is the one translation to the error table's
// kinds (shared/error-table.ts) that the app, serve mode, the control socket and the CLI read.
// Messages are built by the transport from redacted text: the token never reaches them.
import type { ErrorKind } from '../../shared/error-table'

export type ApiErrorKind =
  | 'auth'
  | 'forbidden'
  | 'not-found'
  | 'validation'
  | 'rate-limited'
  | 'server'
  | 'http-status'
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'bad-response'
  | 'invalid-request'

export interface ApiErrorContext {
  /** HTTP method of the request, e.g. `GET`. */
  method: string
  /** Path and query of the request (never the base URL's credentials, never the token). */
  path: string
  /** HTTP status, or null when no response arrived. */
  status: number | null
}

export abstract class ApiError extends Error {
  abstract readonly kind: ApiErrorKind
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
export class AuthError extends ApiError {
  readonly kind = 'auth'
}

/** 403: the token may not do this (scoped token, guest role ...). */
export class ForbiddenError extends ApiError {
  readonly kind = 'forbidden'
}

/** 404: the resource does not exist (or is not visible to this token). */
export class NotFoundError extends ApiError {
  readonly kind = 'not-found'
}

/** 422: the service rejected the request body; `fields` maps each field to its messages. */
export class ValidationError extends ApiError {
  readonly kind = 'validation'
  readonly fields: Record<string, string[]>

  constructor(message: string, context: ApiErrorContext, fields: Record<string, string[]>) {
    super(message, context)
    this.fields = fields
  }
}

/** 429: too many requests. `retryAfterMs` is how long to wait, when the response says so. */
export class RateLimitError extends ApiError {
  readonly kind = 'rate-limited'
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
  readonly kind = 'server'
  /** From `Retry-After` when the service (or a proxy, on 503) sent one, else null. */
  readonly retryAfterMs: number | null

  constructor(message: string, context: ApiErrorContext, retryAfterMs: number | null = null) {
    super(message, context)
    this.retryAfterMs = retryAfterMs
  }
}

/** Any other unexpected status (405 wrong method, 400, 409 ...). */
export class HttpStatusError extends ApiError {
  readonly kind = 'http-status'
}

/** No response: DNS, refused connection, TLS, offline. */
export class NetworkError extends ApiError {
  readonly kind = 'network'
}

/** No complete response within the client's timeout. */
export class TimeoutError extends ApiError {
  readonly kind = 'timeout'
  readonly timeoutMs: number

  constructor(message: string, context: ApiErrorContext, timeoutMs: number) {
    super(message, context)
    this.timeoutMs = timeoutMs
  }
}

/** The caller's AbortSignal fired before the call finished. */
export class AbortedError extends ApiError {
  readonly kind = 'aborted'
}

/** The response is not JSON, or lacks a required field, or has one of the wrong type. */
export class BadResponseError extends ApiError {
  readonly kind = 'bad-response'
  /** Where in the body the problem is, e.g. `data[3].checks[0].enabled` (empty for the root). */
  readonly issuePath: string
  /** True when the answer was not read at all: over the size bound, or undecodable. */
  readonly unreadable: boolean

  constructor(message: string, context: ApiErrorContext, issuePath: string, unreadable = false) {
    super(message, context)
    this.issuePath = issuePath
    this.unreadable = unreadable
  }
}

/** The request was refused before sending: an argument breaks the spec's limits. */
export class InvalidRequestError extends ApiError {
  readonly kind = 'invalid-request'
  /** The offending field, e.g. `minutes` or `httpClientHeaders`. */
  readonly field: string

  constructor(message: string, context: ApiErrorContext, field: string) {
    super(message, context)
    this.field = field
  }
}

/** Any API error, as a union the `kind` switch narrows (`error.field` after 'invalid-request'). */
export type AnyApiError =
  | AuthError
  | ForbiddenError
  | NotFoundError
  | ValidationError
  | RateLimitError
  | ServerError
  | HttpStatusError
  | NetworkError
  | TimeoutError
  | AbortedError
  | BadResponseError
  | InvalidRequestError

/** The API error behind `error`, or null for anything else (a bug, a closed gate ...). */
export function apiErrorOf(error: unknown): AnyApiError | null {
  return error instanceof ApiError ? (error as AnyApiError) : null
}

/** A 404 on a list every account has means the base URL is not the monitoring API. */
const ALWAYS_THERE = /\/api\/(me|monitors)\/?(\?|$)/

/**
 * The error table's kind for an API failure: the one translation (status codes, timeouts,
 * network, oversize, rate limit) the engine, the actions, sign-in and the CLI all use.
 *
 * 401 vs 403: the spec is silent (it shows no failed-authentication bodies) and the PHP SDK
 * treats every status but 422 alike (OhDear::getRequestException), so this follows HTTP's
 * meaning as the live service (Laravel, Sanctum) uses it: 401 is a missing, wrong or revoked
 * token (sign in again), 403 a valid token that may not do this for this team (another token).
 */
export function errorKindOfApi(error: AnyApiError): ErrorKind {
  switch (error.kind) {
    case 'auth':
      return 'token-rejected'
    case 'forbidden':
      return 'forbidden'
    case 'not-found':
      return ALWAYS_THERE.test(error.path) ? 'not-the-api' : 'not-found'
    case 'validation':
    case 'http-status':
      return 'refused'
    case 'invalid-request':
      // A malformed token is refused before sending: the service would answer 401.
      return error.field === 'token' ? 'token-rejected' : 'invalid-arguments'
    case 'rate-limited':
      return 'rate-limited'
    case 'server':
      return 'server'
    case 'network':
      return 'network'
    case 'timeout':
      return 'timeout'
    case 'aborted':
      return 'cancelled'
    case 'bad-response':
      return error.unreadable ? 'oversize' : 'not-the-api'
  }
}
