// A fixed window per minute, opened by the first request (as Laravel's throttle does), measured
// on the simulator clock so tests can wait it out by advancing time.

export interface RateDecision {
  allowed: boolean
  limit: number
  remaining: number
  /** Epoch ms when the window resets. */
  resetAt: number
}

export const WINDOW_MS = 60_000

export class RateLimiter {
  private windowStart: number | null = null
  private count = 0

  constructor(public limit: number) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new Error(`rate limit must be a positive integer, got ${limit}`)
  }

  hit(now: number): RateDecision {
    if (
      this.windowStart === null ||
      now >= this.windowStart + WINDOW_MS ||
      now < this.windowStart
    ) {
      this.windowStart = now
      this.count = 0
    }
    const resetAt = this.windowStart + WINDOW_MS
    if (this.count >= this.limit)
      return { allowed: false, limit: this.limit, remaining: 0, resetAt }
    this.count++
    return { allowed: true, limit: this.limit, remaining: this.limit - this.count, resetAt }
  }

  reset(): void {
    this.windowStart = null
    this.count = 0
  }
}

export function rateHeaders(decision: RateDecision, now: number): Record<string, string> {
  const headers: Record<string, string> = {
    'X-RateLimit-Limit': String(decision.limit),
    'X-RateLimit-Remaining': String(decision.remaining),
  }
  if (!decision.allowed) {
    headers['Retry-After'] = String(Math.max(1, Math.ceil((decision.resetAt - now) / 1000)))
    headers['X-RateLimit-Reset'] = String(Math.ceil(decision.resetAt / 1000))
  }
  return headers
}
