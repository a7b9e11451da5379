// The request budget: never more than `share` of the service's per-minute rate limit in any
// sliding 60-second window. The limit is learned from `X-RateLimit-Limit`; until a response
// carries it, a conservative guess is assumed.

export const BUDGET_WINDOW_MS = 60_000
/** Assumed `X-RateLimit-Limit` until the service tells us (the live service says 500). */
export const CONSERVATIVE_RATE_LIMIT = 60

export interface BudgetOptions {
  share: number
  assumedLimit?: number
}

export class RequestBudget {
  private share: number
  private limit: number
  private limitSeen = false
  /** Start times of the requests in the current window, oldest first. */
  private starts: number[] = []

  constructor(options: BudgetOptions) {
    this.share = options.share
    this.limit = options.assumedLimit ?? CONSERVATIVE_RATE_LIMIT
  }

  setShare(share: number): void {
    this.share = share
  }

  /** Learns the service's limit from a response header value (ignored when not a number). */
  observeLimit(limit: number | null): void {
    if (limit === null || !Number.isFinite(limit) || limit <= 0) return
    this.limit = limit
    this.limitSeen = true
  }

  get rateLimit(): number {
    return this.limit
  }

  get rateLimitKnown(): boolean {
    return this.limitSeen
  }

  /** Requests allowed in any 60-second window: floor(share x limit), at least one. */
  get perMinute(): number {
    return Math.max(1, Math.floor(this.share * this.limit))
  }

  /** Records a request started at `now`. */
  record(now: number): void {
    this.prune(now)
    this.starts.push(now)
  }

  /** Requests started in the window ending at `now`. */
  usedInWindow(now: number): number {
    this.prune(now)
    return this.starts.length
  }

  /** Share of the per-minute budget used in the last minute, 0..1. */
  usedShare(now: number): number {
    return Math.min(1, this.usedInWindow(now) / this.perMinute)
  }

  /** Requests still allowed right now. */
  remaining(now: number): number {
    return Math.max(0, this.perMinute - this.usedInWindow(now))
  }

  /** The earliest time at or after `now` when `needed` more requests fit the budget. */
  nextSlotAt(now: number, needed = 1): number {
    this.prune(now)
    const mustLeave = this.starts.length - (this.perMinute - Math.min(needed, this.perMinute))
    if (mustLeave <= 0) return now
    const leaving = this.starts[mustLeave - 1]
    return leaving === undefined ? now : leaving + BUDGET_WINDOW_MS
  }

  private prune(now: number): void {
    const cutoff = now - BUDGET_WINDOW_MS
    let drop = 0
    while (drop < this.starts.length && (this.starts[drop] ?? Infinity) <= cutoff) drop++
    if (drop > 0) this.starts.splice(0, drop)
  }
}
