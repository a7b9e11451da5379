// The one door every API request passes through. Work is queued as tasks of one request each
// (one page of monitors, one action, one detail); the gate starts them one at a time, highest
// priority first, only when the budget has room, never while a 429 wait or a pause is on.
// Tasks are queued *before* they call the API client, so the client's own timeout only runs
// while a request is really on the wire. The client is handed `gate.fetch`, which meters every
// request that goes out and learns the rate limit from every answer.
// Reads for a client (priority 'focus': the window, a socket or WebSocket client) go first, but
// past a few in a minute they no longer take the last SWEEP_RESERVE slots of the per-minute budget, and
// about a minute's worth may wait: that reserve stays for the sweep (first among the rest), whose
// cadence no client can take, and a client asking more is told so at once rather than queued in
// front of it. A list that asks many reads at once (every monitor's cron jobs) asks them as fills:
// they leave a click room free for the next page the user opens, and past it they are refused
// with the time to ask again, never queued in front of that page.
import { wholeText } from '../api/answer-text'
import { readRateLimit, waitFromHeaders } from '../api/rate-limit'
import type { Clock, FetchInit, FetchLike, FetchResponse, TimerHandle } from '../ports'
import { BUDGET_WINDOW_MS, type RequestBudget } from './budget'
import { priorityRank, type Priority } from './priorities'

/**
 * Slots of the per-minute budget that reads for a client leave free for the sweep. The gate sends
 * one request at a time and the sweep outranks everything but actions and client reads, so one
 * free slot is always the sweep's next page: its cadence holds, and a window gets the rest.
 */
export const SWEEP_RESERVE = 1
/** Reads for a client that may wait for their turn, whatever the share (a window opening asks a few). */
export const MIN_FOCUS_WAITING = 20

/**
 * Slots a fill (one of many reads a list asks at once) leaves free for what the user opens
 * next: a share of the per-minute budget, at least a page's worth of reads, never all of it.
 */
const CLICK_ROOM_SHARE = 0.2
const MIN_CLICK_ROOM = 8

/** Why a fill is refused when only the room kept for the user's next page is left. */
export const FILL_LATER = 'Left for later: the request budget keeps room for what you open next.'

const SWEEP_RANK = priorityRank('sweep')

/** Why a read for a client is refused when its share is taken (and as many already wait). */
export const TOO_MANY_DETAILS =
  'Too many detail requests at once: most of the request budget stays for watching the monitors. Try again in a minute.'

/** How long to hold off after a 429 that names no time. */
export const DEFAULT_RETRY_AFTER_MS = 60_000

/** Raised without touching the network when the gate cannot serve a task now. */
export class GateClosedError extends Error {
  readonly kind = 'gate-closed'

  constructor(
    message: string,
    readonly reason: 'rate-limited' | 'paused' | 'cancelled' | 'budget',
    readonly until: number | null = null,
  ) {
    super(message)
    this.name = 'GateClosedError'
  }
}

export interface RunOptions {
  /** Reject at once instead of waiting while rate-limited or paused (user-facing requests). */
  failFast?: boolean
  /** Only use the budget when it has spare room (background rounds). */
  background?: boolean
  /**
   * One of many reads a list asks at once (every monitor's cron jobs): it starts only while the
   * click room stays free, and is refused at its turn (`GateClosedError` 'budget', with `until`)
   * rather than kept waiting, so the list can ask again then. A fill is always `failFast`.
   */
  fill?: boolean
  /** Aborting drops the task if it has not started yet. */
  signal?: AbortSignal
}

interface Waiting {
  rank: number
  seq: number
  /** A read for a client (priority 'focus'): it leaves SWEEP_RESERVE free. */
  focus: boolean
  background: boolean
  fill: boolean
  failFast: boolean
  start: () => void
  reject: (error: Error) => void
}

export interface RequestRecord {
  at: number
  status: number
  url: string
}

export interface RequestGateOptions {
  clock: Clock
  budget: RequestBudget
  /** The real fetch (network). */
  fetch: FetchLike
  /** Called when a 429 closes the gate until `until`. */
  onRateLimited?: (until: number) => void
  /** Called after each request with its start time and status (0 when no answer came). */
  onRequest?: (record: RequestRecord) => void
}

export class RequestGate {
  private queue: Waiting[] = []
  private seq = 0
  private running = false
  /** The running task is user-facing: it must not wait for budget in the middle. */
  private runningFailFast = false
  private wire = 0
  private paused = false
  private pausedReason = 'Paused.'
  private blockedUntil = 0
  /** Start times of reads for a client in the last minute, oldest first. */
  private focusStarts: number[] = []
  private wakeTimer: TimerHandle | null = null
  private wakeAt = 0

  /** The metered fetch to hand to the API client. */
  readonly fetch: FetchLike = (input, init) => this.send(input, init)

  constructor(private readonly options: RequestGateOptions) {}

  /** Requests on the wire right now (including reading their bodies). */
  get inFlight(): number {
    return this.wire
  }

  get queued(): number {
    return this.queue.length
  }

  get busy(): boolean {
    return this.running
  }

  get rateLimitedUntil(): number | null {
    return this.blockedUntil > this.options.clock.now() ? this.blockedUntil : null
  }

  get isPaused(): boolean {
    return this.paused
  }

  /** Runs `task` (which should send exactly one request through `gate.fetch`) in its turn. */
  run<T>(priority: Priority, task: () => Promise<T>, opts: RunOptions = {}): Promise<T> {
    const failFast = (opts.failFast ?? false) || (opts.fill ?? false)
    if (failFast && this.rateLimitedUntil !== null) return Promise.reject(this.rateLimitedError())
    if (failFast && this.paused)
      return Promise.reject(new GateClosedError(this.pausedReason, 'paused'))
    const signal = opts.signal
    if (signal?.aborted) return Promise.reject(new GateClosedError('Cancelled.', 'cancelled'))
    const focus = priority === 'focus'
    if (focus && failFast && this.focusWaiting() >= Math.max(MIN_FOCUS_WAITING, this.focusCap())) {
      return Promise.reject(new GateClosedError(TOO_MANY_DETAILS, 'budget'))
    }
    return new Promise<T>((resolve, reject) => {
      const waiting: Waiting = {
        rank: priorityRank(priority),
        seq: this.seq++,
        focus,
        background: opts.background ?? false,
        fill: opts.fill ?? false,
        failFast,
        reject,
        start: () => {
          signal?.removeEventListener('abort', onAbort)
          if (focus) this.focusStarts.push(this.options.clock.now())
          this.running = true
          this.runningFailFast = failFast
          task()
            .then(resolve, reject)
            .finally(() => {
              this.running = false
              this.runningFailFast = false
              this.dispatch()
            })
        },
      }
      const onAbort = (): void =>
        this.rejectWhere(
          (w) => w === waiting,
          () => new GateClosedError('Cancelled.', 'cancelled'),
        )
      signal?.addEventListener('abort', onAbort, { once: true })
      this.queue.push(waiting)
      this.dispatch()
    })
  }

  pause(reason: string): void {
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

  /** Closes the gate until `until` (a 429 does this by itself). */
  blockUntil(until: number): void {
    this.blockedUntil = Math.max(this.blockedUntil, until)
    this.rejectWhere(
      (w) => w.failFast,
      () => this.rateLimitedError(),
    )
    this.dispatch()
  }

  /** Drops every waiting task (sign-out, 401): they fail with `message`. */
  cancelQueued(message: string): void {
    this.rejectWhere(
      () => true,
      () => new GateClosedError(message, 'cancelled'),
    )
  }

  private async send(input: string, init?: FetchInit): Promise<FetchResponse> {
    const { clock, budget } = this.options
    if (this.blockedUntil > clock.now()) throw this.rateLimitedError()
    // A task should send one request; should one send more (a long list), it still may not
    // break the budget: background work waits, a user-facing query says so at once.
    if (this.runningFailFast && budget.nextSlotAt(clock.now()) > clock.now()) {
      throw new GateClosedError(
        'This list is too long to load within the request budget right now. Try a shorter range or again in a minute.',
        'budget',
      )
    }
    while (budget.nextSlotAt(clock.now()) > clock.now()) {
      const at = budget.nextSlotAt(clock.now())
      await new Promise<void>((resolve) => clock.setTimer(at - clock.now(), resolve))
    }
    const at = clock.now()
    budget.record(at)
    this.wire++
    let status = 0
    try {
      const response = await this.options.fetch(input, init)
      status = response.status
      // Read the whole body while counted as on the wire, so "idle" means no I/O is pending: as
      // bytes where the fetch lends them (the reader takes them as it needs), else as text.
      const lent = response.status !== 204 && response.lendBody ? await response.lendBody() : null
      const body = response.status === 204 || lent ? '' : await response.text()
      const now = clock.now()
      budget.observeLimit(readRateLimit(response.headers, now)?.limit ?? null)
      if (response.status === 429) {
        const until = now + (waitFromHeaders(response.headers, now) ?? DEFAULT_RETRY_AFTER_MS)
        this.blockUntil(until)
        this.options.onRateLimited?.(until)
      }
      const { ok, status: answered, statusText, headers } = response
      if (lent) {
        // Read as text, it is given back at once; the text is kept for a second reading.
        let read: string | null = null
        const text = async () => (read ??= wholeText(lent))
        return { ok, status: answered, statusText, headers, text, lendBody: async () => lent }
      }
      return { ok, status: answered, statusText, headers, text: () => Promise.resolve(body) }
    } finally {
      this.wire--
      this.options.onRequest?.({ at, status, url: input })
    }
  }

  private dispatch(): void {
    if (this.running || this.paused || this.queue.length === 0) return
    const { clock } = this.options
    const now = clock.now()
    if (this.blockedUntil > now) return this.wakeAtTime(this.blockedUntil)
    for (;;) {
      const next = this.pickNext(now)
      if (!next) return
      this.queue = this.queue.filter((w) => w !== next.waiting)
      if (next.refusedUntil === null) return next.waiting.start()
      next.waiting.reject(new GateClosedError(FILL_LATER, 'budget', next.refusedUntil))
    }
  }

  /** Slots a fill leaves free for the user's next page. */
  clickRoom(): number {
    const perMinute = this.options.budget.perMinute
    const room = Math.max(MIN_CLICK_ROOM, Math.floor(perMinute * CLICK_ROOM_SHARE))
    return Math.min(room, Math.max(0, perMinute - 2))
  }

  /** Budget slots per minute that reads for a client leave free. */
  private reserve(): number {
    return Math.min(SWEEP_RESERVE, this.options.budget.perMinute)
  }

  /** Reads for a client that may wait: about what they may start in a minute. */
  private focusCap(): number {
    return this.options.budget.perMinute - this.reserve()
  }

  private focusWaiting(): number {
    return this.queue.filter((w) => w.focus).length
  }

  /**
   * When the next read for a client may start: at once while fewer than the reserve started in
   * the last minute (a window opening is served first), else once it leaves the reserve free.
   */
  private focusOpenAt(now: number): number {
    const cutoff = now - BUDGET_WINDOW_MS
    while ((this.focusStarts[0] ?? Infinity) <= cutoff) this.focusStarts.shift()
    if (this.focusStarts.length < this.reserve()) return now
    return this.options.budget.nextSlotAt(now, this.reserve() + 1)
  }

  /**
   * Highest priority, oldest first, once the budget has room (spare room for background, room
   * beyond the click room for a fill). A fill without that room is picked to be refused.
   */
  private pickNext(now: number): { waiting: Waiting; refusedUntil: number | null } | undefined {
    const focusAt = this.focusOpenAt(now)
    const focusHeld = focusAt > now && this.queue.some((w) => w.focus)
    // A fill never waits behind a held read for a client: it is asked again later instead.
    const held = focusHeld ? this.queue.find((w) => w.fill) : undefined
    if (held) return { waiting: held, refusedUntil: focusAt }
    let first: Waiting | undefined
    for (const w of this.queue) {
      // While a read for a client waits for the reserve, only actions and the sweep go before
      // it: lower priorities would take the very slots it waits for.
      if (focusHeld && (w.focus || w.rank > SWEEP_RANK)) continue
      if (!first || w.rank < first.rank || (w.rank === first.rank && w.seq < first.seq)) first = w
    }
    if (focusHeld) this.wakeAtTime(focusAt)
    if (!first) return undefined
    const budget = this.options.budget
    const needed = first.fill
      ? this.clickRoom() + 1
      : first.background
        ? Math.min(2, budget.perMinute)
        : 1
    const slot = budget.nextSlotAt(now, needed)
    if (slot > now && first.fill) return { waiting: first, refusedUntil: slot }
    if (slot > now) {
      this.wakeAtTime(slot)
      return undefined
    }
    return { waiting: first, refusedUntil: null }
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
    if (dropped.length === 0) return
    this.queue = this.queue.filter((w) => !match(w))
    for (const w of dropped) w.reject(error())
  }
}
