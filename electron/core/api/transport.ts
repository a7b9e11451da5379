// One HTTP exchange with the service: builds the request, enforces the timeout and the caller's
// AbortSignal, records the rate-limit headers, maps failures to typed errors and validates the
// body with a zod schema. No retries: the engine decides what to do with each error.
import type * as z from 'zod'
import type { AnswerBody, FetchInit, FetchLike, FetchResponse, HeaderReader } from '../ports'
import {
  AbortedError,
  type ApiErrorContext,
  AuthError,
  BadResponseError,
  ForbiddenError,
  HttpStatusError,
  NetworkError,
  NotFoundError,
  RateLimitError,
  ServerError,
  TimeoutError,
  ValidationError,
} from './errors'
import { kindOf, messageOf } from '../../shared/errors'
import { wholeText } from './answer-text'
import { formatIssuePath } from './issue-path'
import { type RateLimitTracker, waitFromHeaders } from './rate-limit'

export const DEFAULT_TIMEOUT_MS = 15_000

export interface CallOptions {
  signal?: AbortSignal
  /** Sees a successful answer's headers (e.g. `Date`, to learn a team's offset). */
  onHeaders?: (headers: HeaderReader) => void
}

export type QueryValue = string | number | boolean | null | undefined
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface RequestSpec<S extends z.ZodType | null, R = never> {
  method: Method
  /** Path below the base URL, starting with `/api`, path parameters already encoded. */
  path: string
  query?: Record<string, QueryValue>
  body?: unknown
  /** Validates the success body; null for endpoints answering 204 (the result is void). */
  schema: S
  /** The shape is not in the spec and the answer may be empty: an empty body gives null. */
  emptyOk?: boolean
  /**
   * Reads a success body itself where the fetch lends its bytes (a list read entry by entry; it
   * then releases them); null where it cannot, and JSON.parse and `schema` read the text.
   */
  read?: (body: AnswerBody) => R | null
}

export interface TransportOptions {
  baseUrl: string
  token: string
  fetch: FetchLike
  timeoutMs: number
  now: () => number
  rateLimit: RateLimitTracker
}

type Result<S> = S extends z.ZodType ? z.output<S> : void
type Outcome<S> = S extends z.ZodType ? z.output<S> | null : void

export class Transport {
  private readonly base: string

  constructor(private readonly options: TransportOptions) {
    // People paste `https://ohdear.app/api/` as often as `https://ohdear.app`: accept both.
    this.base = options.baseUrl.replace(/\/+$/, '').replace(/\/api$/, '')
  }

  /** Replaces every occurrence of the token (and anything derived from it) in a text. */
  redact(text: string): string {
    const token = this.options.token
    if (token.length < 4) return text
    return text.split(token).join('[redacted]')
  }

  /** Like `request`, for answers whose shape is not in the spec: an empty body gives null. */
  requestMaybeEmpty<S extends z.ZodType>(
    spec: Omit<RequestSpec<S>, 'emptyOk'>,
    call: CallOptions = {},
  ): Promise<Outcome<S>> {
    return this.request({ ...spec, emptyOk: true }, call) as Promise<Outcome<S>>
  }

  async request<S extends z.ZodType | null, R = never>(
    spec: RequestSpec<S, R>,
    call: CallOptions = {},
  ): Promise<Result<S> | R> {
    const pathWithQuery = spec.path + queryString(spec.query)
    const context: ApiErrorContext = {
      method: spec.method,
      path: this.redact(pathWithQuery),
      status: null,
    }
    const label = `${spec.method} ${context.path}`
    const answer = await this.exchange(spec, pathWithQuery, context, label, call.signal)
    const { response } = answer

    this.options.rateLimit.observe(response.headers, this.options.now())
    context.status = response.status
    const read = answer.body && response.ok ? (spec.read?.(answer.body) ?? null) : null
    const text = answer.body && read === null ? wholeText(answer.body) : answer.text
    if (!response.ok) throw this.statusError(response, text, context, label)
    call.onHeaders?.(response.headers)
    if (read !== null) return read
    if (spec.schema === null) return undefined as Result<S>
    if (spec.emptyOk && text.trim() === '') return null as Result<S>

    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      // A captive portal or a proxy error page shows up here: name its content type.
      const type = response.headers.get('content-type')?.split(';')[0]?.trim()
      const what =
        text.trim() === ''
          ? 'an empty body'
          : `a body that is not JSON${type && type !== 'application/json' ? ` (${type})` : ''}`
      throw new BadResponseError(`${label} answered ${response.status} with ${what}`, context, '')
    }
    const parsed = spec.schema.safeParse(json)
    if (parsed.success) return parsed.data as Result<S>
    const [first, ...rest] = parsed.error.issues
    // Record keys in the path come from the body: redact them like any other text from outside.
    const where = this.redact(formatIssuePath(first?.path ?? []))
    const more = rest.length > 0 ? ` (and ${rest.length} more)` : ''
    throw new BadResponseError(
      this.redact(
        `${label} answered an unexpected body at ${where || '(root)'}: ${first?.message ?? 'invalid'}${more}`,
      ),
      context,
      where,
    )
  }

  /** Sends the request and reads the whole body under one timeout and the caller's signal. */
  private async exchange(
    spec: RequestSpec<z.ZodType | null, unknown>,
    pathWithQuery: string,
    context: ApiErrorContext,
    label: string,
    signal: AbortSignal | undefined,
  ): Promise<{ response: FetchResponse; text: string; body: AnswerBody | null }> {
    if (signal?.aborted)
      throw new AbortedError(`${label} was cancelled before it was sent`, context)
    const { timeoutMs } = this.options
    const controller = new AbortController()
    let stoppedBy: 'timeout' | 'abort' | null = null
    let stop: (reason: 'timeout' | 'abort') => void = () => {}
    // Racing a promise (not only passing the signal) also ends calls whose fetch ignores signals.
    const stopped = new Promise<'stopped'>((resolve) => {
      stop = (reason) => {
        stoppedBy ??= reason
        controller.abort()
        resolve('stopped')
      }
    })
    const timer = setTimeout(() => stop('timeout'), timeoutMs)
    const onAbort = (): void => stop('abort')
    signal?.addEventListener('abort', onAbort, { once: true })

    const headers: Record<string, string> = {
      Authorization: `Bearer ${this.options.token}`,
      Accept: 'application/json',
    }
    const init: FetchInit = { method: spec.method, headers, signal: controller.signal }
    if (spec.body !== undefined) {
      headers['Content-Type'] = 'application/json'
      init.body = JSON.stringify(spec.body)
    }

    const work = (async () => {
      const response = await this.options.fetch(this.base + pathWithQuery, init)
      // Bytes for a reader that takes them, where the fetch lends them; else text.
      if (!response.lendBody) return { response, body: null, text: await response.text() }
      const body = await response.lendBody()
      if (spec.read) return { response, body, text: '' }
      return { response, body: null, text: wholeText(body) }
    })()
    work.catch(() => {}) // when the timeout wins the race, the loser must not surface as unhandled
    try {
      const outcome = await Promise.race([work, stopped])
      if (outcome !== 'stopped') return outcome
    } catch (err) {
      if (stoppedBy === null) {
        // An answer the fetch would not read (too large, undecodable): the service answered.
        if (kindOf(err) === 'unreadable-answer') {
          throw new BadResponseError(`${label}: ${this.redact(messageOf(err))}`, context, '', true)
        }
        throw new NetworkError(`${label} failed: ${this.redact(fetchFailureText(err))}`, context, {
          cause: sanitizedCause(err, this.redact.bind(this)),
        })
      }
    } finally {
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
    }
    if (stoppedBy === 'abort') throw new AbortedError(`${label} was cancelled`, context)
    throw new TimeoutError(`${label} timed out after ${timeoutMs} ms`, context, timeoutMs)
  }

  private statusError(
    response: FetchResponse,
    text: string,
    context: ApiErrorContext,
    label: string,
  ): Error {
    const body = safeJson(text)
    const status = response.status
    const said = this.redact(serverMessage(body) ?? response.statusText ?? '').trim()
    const message = `${label} failed with ${status}${said ? `: ${said}` : ''}`
    if (status === 401) return new AuthError(message, context)
    if (status === 403) return new ForbiddenError(message, context)
    if (status === 404) return new NotFoundError(message, context)
    if (status === 422)
      return new ValidationError(message, context, fieldErrors(body, this.redact.bind(this)))
    if (status === 429) {
      const now = this.options.now()
      return new RateLimitError(message, context, waitFromHeaders(response.headers, now), now)
    }
    if (status >= 500) {
      const wait = response.headers.has('retry-after')
        ? waitFromHeaders(response.headers, this.options.now())
        : null
      return new ServerError(message, context, wait)
    }
    return new HttpStatusError(message, context)
  }
}

function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    params.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value))
  }
  const qs = params.toString()
  return qs ? `?${qs}` : ''
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The service puts its message in `message` (most errors) or `error` (401, 429). */
function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null
  const { message, error } = body as { message?: unknown; error?: unknown }
  if (typeof message === 'string' && message.trim()) return message
  if (typeof error === 'string' && error.trim()) return error
  return null
}

function fieldErrors(body: unknown, redact: (s: string) => string): Record<string, string[]> {
  const errors = (body as { errors?: unknown } | undefined)?.errors
  const out: Record<string, string[]> = {}
  if (typeof errors !== 'object' || errors === null) return out
  for (const [field, value] of Object.entries(errors)) {
    const list = Array.isArray(value) ? value : [value]
    out[redact(field)] = list.filter((v): v is string => typeof v === 'string').map(redact)
  }
  return out
}

function fetchFailureText(err: unknown): string {
  if (!(err instanceof Error)) return String(err)
  const code =
    (err.cause as { code?: unknown } | undefined)?.code ?? (err as { code?: unknown }).code
  return typeof code === 'string' ? `${err.message} (${code})` : err.message
}

/** A copy of a fetch failure without anything that could hold the token (headers, init ...). */
function sanitizedCause(err: unknown, redact: (s: string) => string): Error {
  const original = err instanceof Error ? err : new Error(String(err))
  const copy = new Error(redact(original.message))
  copy.name = original.name
  const code =
    (original.cause as { code?: unknown } | undefined)?.code ??
    (original as { code?: unknown }).code
  if (typeof code === 'string') Object.assign(copy, { code })
  copy.stack = `${copy.name}: ${copy.message}`
  return copy
}
