// The rate-limit picture as the last response showed it. Every response updates it when it
// carries rate-limit headers; the live service sometimes sends none, so all fields are optional
// and the state stays null until a header is first seen.
import type { HeaderReader } from '../ports'

export interface RateLimitState {
  /** `X-RateLimit-Limit`: requests allowed per window, or null when not sent. */
  limit: number | null
  /** `X-RateLimit-Remaining`, or null when not sent. */
  remaining: number | null
  /** Epoch ms when the window resets (`X-RateLimit-Reset` / `Retry-After`), or null. */
  resetAt: number | null
  /** Epoch ms of the response that produced this state. */
  seenAt: number
}

export type RateLimitListener = (state: RateLimitState) => void

export interface RateLimitObservable {
  get(): RateLimitState | null
  /** Calls `fn` on every update; returns the unsubscribe function. */
  subscribe(fn: RateLimitListener): () => void
}

function intHeader(headers: HeaderReader, name: string): number | null {
  const raw = headers.get(name)
  if (raw === null || raw.trim() === '') return null
  const value = Number(raw.trim())
  return Number.isFinite(value) && value >= 0 ? Math.floor(value) : null
}

/**
 * Milliseconds to wait according to `Retry-After` (delta seconds or an HTTP date), else
 * `X-RateLimit-Reset` (Unix seconds, or delta seconds when small), else null.
 */
export function waitFromHeaders(headers: HeaderReader, now: number): number | null {
  const retryAfter = headers.get('retry-after')?.trim()
  if (retryAfter) {
    if (/^\d+(\.\d+)?$/.test(retryAfter)) return Math.round(Number(retryAfter) * 1000)
    const at = Date.parse(retryAfter)
    if (Number.isFinite(at)) return Math.max(0, at - now)
  }
  const reset = intHeader(headers, 'x-ratelimit-reset')
  if (reset !== null) {
    // Laravel sends a Unix timestamp; some proxies send seconds-until-reset instead.
    const resetMs = reset > 1e9 ? reset * 1000 : now + reset * 1000
    return Math.max(0, resetMs - now)
  }
  return null
}

/** The state a response's headers describe, or null when it carries no rate-limit header. */
export function readRateLimit(headers: HeaderReader, now: number): RateLimitState | null {
  const limit = intHeader(headers, 'x-ratelimit-limit')
  const remaining = intHeader(headers, 'x-ratelimit-remaining')
  const hasReset = headers.has('x-ratelimit-reset') || headers.has('retry-after')
  if (limit === null && remaining === null && !hasReset) return null
  const wait = waitFromHeaders(headers, now)
  return { limit, remaining, resetAt: wait === null ? null : now + wait, seenAt: now }
}

export class RateLimitTracker implements RateLimitObservable {
  private state: RateLimitState | null = null
  private readonly listeners = new Set<RateLimitListener>()

  get(): RateLimitState | null {
    return this.state
  }

  subscribe(fn: RateLimitListener): () => void {
    this.listeners.add(fn)
    return () => this.listeners.delete(fn)
  }

  /** Records what a response showed; a response without rate-limit headers changes nothing. */
  observe(headers: HeaderReader, now: number): void {
    const next = readRateLimit(headers, now)
    if (next === null) return
    this.state = next
    for (const fn of this.listeners) {
      try {
        fn(next)
      } catch {
        // A failing listener must not break the API call that produced the update.
      }
    }
  }
}
