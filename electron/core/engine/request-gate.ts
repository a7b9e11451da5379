// The one door every API request passes through. It serves requests one at a time, highest
// priority first, only when the budget has room, never while a 429 wait or a pause is on, and
// it learns the rate limit from every answer. The API client is handed `fetchFor(priority)`,
// so pagination and retries inside the client are metered like everything else.
import type { Clock, FetchLike, TimerHandle } from '../ports'
import type { RequestBudget } from './budget'
import { priorityRank, type Priority } from './priorities'
import { readRateLimit, waitFromHeaders } from '../api/rate-limit'

/** How long to hold off after a 429 that names no time. */
export const DEFAULT_RETRY_AFTER_MS = 60_000

/** Raised without touching the network when the gate cannot serve a request now. */
export class GateClosedError extends Error {
  constructor(
    message: string,
    readonly reason: 'rate-limited' | 'paused' | 'cancelled',
    readonly until: number | null = null,
  ) {
    super(message)
    this.name = 'GateClosedError'
  }
}

export interface FetchForOptions {
  /** Reject at once instead of waiting while rate-limited or paused (user-facing requests). */
  failFast?: boolean
  /** Only use the budget when it has spare room (background rounds). */
  background?: boolean
}

interface Waiting {
  priority: Priority
  rank: number
  seq: number
  background: boolean
  failFast: boolean
  start: () => void
  reject: (error: Error) => void
}

export interface RequestGateOptions {
  clock: Clock
  budget: RequestBudget
  fetch: FetchLike
  /** Called when a 429 closes the gate until `until`. */
  onRateLimited?: (until: number) => void
  /** Called after each request with its start time, status (0 on network error) and priority. */
  onRequest?: (record: { at: number; status: number; priority: Priority; url: string }) => void
}

export class RequestGate {
  private queue: Waiting[] = []
  private seq = 0
  private running = 0
  private paused = false
  private pausedReason = 'paused'
  private blockedUntil = 0
  private wakeTimer: TimerHandle | null = null
  private wakeAt = 0

  constructor(private readonly options: RequestGateOptions) {}

  /** Requests on the wire right now (including reading their bodies). */
  get inFlight(): number {
    return this.running
  }

  get queued(): number {
    return this.queue.length
  }

  get rateLimitedUntil(): number | null {
    return this.blockedUntil > this.options.clock.now() ? this.blockedUntil : null
  }

  get isPaused(): boolean {
    return this.paused
  }

  /** A fetch whose requests wait their turn at `priority`. */
  fetchFor(priority: Priority, opts: FetchForOptions = {}): FetchLike {
    return (input, init) => this.request(priority, opts, input, init)
  }

  pause(reason = 'paused'): void {
    this.paused = true
    this.pausedReason = reason
    this.clearWake()
    // User-facing requests must not hang until resume.
    this.rejectWhere(
      (w) => w.failFast,
      () => new GateClosedError(reason, 'paused'),
    )
  }

  resume(): void {
    this.paused = false
    this.dispatch()
  }

  /** Closes the gate until `until` (also used when a 429 answers). */
  blockUntil(until: number): void {
    this.blockedUntil = Math.max(this.blockedUntil, until)
    this.rejectWhere(
      (w) => w.failFast,
      () => this.rateLimitedError(),
    )
    this.dispatch()
  }

  /** Drops every waiting request (sign-out, 401): they fail with `message`. */
  cancelQueued(message: string): void {
    this.rejectWhere(
      () => true,
      () => new GateClosedError(message, 'cancelled'),
    )
  }

  private request(
    priority: Priority,
    opts: FetchForOptions,
    input: string,
    init?: RequestInit,
  ): Promise<Response> {
    const failFast = opts.failFast ?? false
    if (failFast && this.rateLimitedUntil !== null) return Promise.reject(this.rateLimitedError())
    if (failFast && this.paused)
      return Promise.reject(new GateClosedError(this.pausedReason, 'paused'))
    return new Promise<Response>((resolve, reject) => {
      this.queue.push({
        priority,
        rank: priorityRank(priority),
        seq: this.seq++,
        background: opts.background ?? false,
        failFast,
        reject,
        start: () => {
          this.send(priority, input, init).then(resolve, reject)
        },
      })
      this.dispatch()
    })
  }

  private async send(priority: Priority, input: string, init?: RequestInit): Promise<Response> {
    const { clock, budget } = this.options
    const at = clock.now()
    budget.record(at)
    this.running++
    let status = 0
    try {
      const response = await this.options.fetch(input, init)
      status = response.status
      // Read the whole body while counted as in flight, so "idle" means no I/O is pending.
      const body = response.status === 204 ? null : await response.arrayBuffer()
      const now = clock.now()
      budget.observeLimit(readRateLimit(response.headers, now)?.limit ?? null)
      if (response.status === 429) {
        const until = now + (waitFromHeaders(response.headers, now) ?? DEFAULT_RETRY_AFTER_MS)
        this.blockUntil(until)
        this.options.onRateLimited?.(until)
      }
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      })
    } finally {
      this.running--
      this.options.onRequest?.({ at, status, priority, url: input })
      this.dispatch()
    }
  }

  private dispatch(): void {
    if (this.running > 0 || this.paused || this.queue.length === 0) return
    const { clock, budget } = this.options
    const now = clock.now()
    if (this.blockedUntil > now) return this.wakeAtTime(this.blockedUntil)
    const next = this.pickNext(now)
    if (!next) return
    const slot = budget.nextSlotAt(now)
    if (slot > now) return this.wakeAtTime(slot)
    this.queue = this.queue.filter((w) => w !== next)
    next.start()
  }

  /** Highest priority, oldest first; background work only when the budget has spare room. */
  private pickNext(now: number): Waiting | undefined {
    const sorted = [...this.queue].sort((a, b) => a.rank - b.rank || a.seq - b.seq)
    const first = sorted[0]
    if (!first) return undefined
    const budget = this.options.budget
    const headroom = Math.min(2, budget.perMinute)
    if (first.background && budget.remaining(now) < headroom) {
      this.wakeAtTime(budget.nextSlotAt(now, headroom))
      return undefined
    }
    return first
  }

  private wakeAtTime(at: number): void {
    if (this.wakeTimer && this.wakeAt <= at) return
    this.clearWake()
    this.wakeAt = at
    this.wakeTimer = this.options.clock.setTimer(at - this.options.clock.now(), () => {
      this.wakeTimer = null
      this.dispatch()
    })
  }

  private clearWake(): void {
    this.wakeTimer?.cancel()
    this.wakeTimer = null
  }

  private rateLimitedError(): GateClosedError {
    return new GateClosedError(
      `The service asked us to slow down until ${new Date(this.blockedUntil).toISOString()}.`,
      'rate-limited',
      this.blockedUntil,
    )
  }

  private rejectWhere(match: (w: Waiting) => boolean, error: () => Error): void {
    const dropped = this.queue.filter(match)
    this.queue = this.queue.filter((w) => !match(w))
    for (const w of dropped) w.reject(error())
  }
}
