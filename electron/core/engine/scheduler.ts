// When sweeps happen. Wall-clock scheduling on the injected Clock: the next sweep is due one
// interval after the last one started (never by counting ticks), moved by failures (backoff),
// 429s (wait until the service allows), 401 (stop until a new token), suspend and offline
// (pause; one sweep with a little jitter on the way back).
import type { Clock, TimerHandle } from '../ports'
import { Backoff } from './backoff'
import type { RequestGate } from './request-gate'
import { describeFailure } from '../../shared/errors'
import { classifyFailure, errorKindOfRequest } from './failure-kind'
import type { ErrorKind } from '../../shared/error-table'

/** Upper bound of the random delay before the sweep that follows resume or reconnect. */
export const WAKE_JITTER_MS = 2_000

export type SchedulerPhase =
  'idle' | 'syncing' | 'ok' | 'offline' | 'rate-limited' | 'auth-needed' | 'error'

export interface SchedulerState {
  phase: SchedulerPhase
  lastSuccessAt: number | null
  nextSweepAt: number | null
  offlineSince: number | null
  message: string | null
  /** The error table's kind of the last failure (shared/error-table.ts); null after a success. */
  errorKind: ErrorKind | null
  consecutiveFailures: number
  suspended: boolean
  online: boolean
}

export interface SchedulerDeps {
  clock: Clock
  random: () => number
  gate: RequestGate
  /** The current interval between sweep starts (user setting, stretched to fit the budget). */
  intervalMs: () => number
  /** One full sweep; throws what the API client threw. */
  sweep: (signal: AbortSignal) => Promise<void>
  onChange: (state: SchedulerState) => void
}

export class SweepScheduler {
  private current: SchedulerState = {
    phase: 'idle',
    lastSuccessAt: null,
    nextSweepAt: null,
    offlineSince: null,
    message: null,
    errorKind: null,
    consecutiveFailures: 0,
    suspended: false,
    online: true,
  }
  private readonly backoff: Backoff
  private timer: TimerHandle | null = null
  private running: AbortController | null = null
  private active = false
  private lastStartedAt: number | null = null

  constructor(private readonly deps: SchedulerDeps) {
    this.backoff = new Backoff({ random: deps.random })
  }

  /** A copy of the scheduler's state. */
  state(): SchedulerState {
    return { ...this.current }
  }

  get sweeping(): boolean {
    return this.running !== null
  }

  /** Polling is on: started, no 401 since, not suspended, online. Background rounds ask too. */
  get polling(): boolean {
    return this.canSweep()
  }

  /** Starts polling with a sweep at once (after sign-in, on start with a token). */
  start(): void {
    this.active = true
    this.backoff.succeed()
    this.update({ phase: 'idle', message: null, errorKind: null, consecutiveFailures: 0 })
    this.sweepIn(0)
  }

  /** Stops polling entirely (sign-out, app quit). */
  stop(phase: SchedulerPhase = 'idle', message: string | null = null): void {
    this.active = false
    this.clearTimer()
    this.abortRunning()
    const errorKind = phase === 'auth-needed' ? 'token-rejected' : null
    this.update({ phase, message, errorKind, nextSweepAt: null })
  }

  /** A 401 anywhere: stop polling until a new token is given. */
  authNeeded(message: string): void {
    this.deps.gate.cancelQueued(message)
    this.stop('auth-needed', message)
  }

  /** A sweep as soon as possible ("Refresh now"); no-op while one runs or polling is paused. */
  sweepNow(): boolean {
    if (!this.canSweep() || this.running) return false
    this.sweepIn(0)
    return true
  }

  /** The interval changed: move a waiting regular sweep to one new interval after the last. */
  retime(): void {
    if (!this.canSweep() || this.running || !this.timer || this.lastStartedAt === null) return
    if (this.current.phase !== 'ok') return
    const now = this.deps.clock.now()
    this.sweepIn(Math.max(0, this.lastStartedAt + this.deps.intervalMs() - now))
  }

  suspend(): void {
    this.update({ suspended: true, nextSweepAt: null })
    this.deps.gate.pause('Paused while the computer sleeps.')
    this.clearTimer()
    this.abortRunning()
  }

  resume(): void {
    if (!this.current.suspended) return
    this.update({ suspended: false })
    if (this.current.online) this.deps.gate.resume()
    this.wake()
  }

  setOnline(online: boolean): void {
    if (online === this.current.online) return
    if (!online) {
      this.update({
        online: false,
        offlineSince: this.current.offlineSince ?? this.deps.clock.now(),
        nextSweepAt: null,
        ...(this.active
          ? {
              phase: 'offline' as const,
              message: 'You are offline.',
              errorKind: 'network' as const,
            }
          : {}),
      })
      this.deps.gate.pause('You are offline.')
      this.clearTimer()
      this.abortRunning()
      return
    }
    this.update({ online: true })
    if (!this.current.suspended) this.deps.gate.resume()
    this.wake()
  }

  /** After resume or reconnect: one sweep at once, with a little jitter so many clients spread. */
  private wake(): void {
    if (!this.canSweep()) return
    this.backoff.succeed()
    this.sweepIn(Math.round(this.deps.random() * WAKE_JITTER_MS))
  }

  private canSweep(): boolean {
    return this.active && !this.current.suspended && this.current.online
  }

  private sweepIn(delayMs: number): void {
    this.clearTimer()
    const now = this.deps.clock.now()
    this.update({ nextSweepAt: now + delayMs })
    this.timer = this.deps.clock.setTimer(delayMs, () => {
      this.timer = null
      void this.run()
    })
  }

  private async run(): Promise<void> {
    if (!this.canSweep() || this.running) return
    const controller = new AbortController()
    this.running = controller
    const startedAt = this.deps.clock.now()
    this.lastStartedAt = startedAt
    this.update({ phase: 'syncing', nextSweepAt: null })
    try {
      await this.deps.sweep(controller.signal)
      if (controller.signal.aborted) return
      this.backoff.succeed()
      const now = this.deps.clock.now()
      this.running = null
      this.update({
        phase: 'ok',
        lastSuccessAt: now,
        offlineSince: null,
        message: null,
        errorKind: null,
        consecutiveFailures: 0,
      })
      // Wall clock: one interval after this sweep started, or now if it took longer.
      this.sweepIn(Math.max(0, startedAt + this.deps.intervalMs() - now))
    } catch (error) {
      if (controller.signal.aborted) return
      this.running = null
      this.handleFailure(error)
    } finally {
      if (this.running === controller) this.running = null
    }
  }

  private handleFailure(error: unknown): void {
    const now = this.deps.clock.now()
    const message = describeFailure(error)
    switch (classifyFailure(error)) {
      case 'auth':
        this.authNeeded('The service refused the API token. Sign in with a new token.')
        return
      case 'rate-limited': {
        const until = this.deps.gate.rateLimitedUntil ?? now + 60_000
        this.update({ phase: 'rate-limited', message, errorKind: errorKindOfRequest(error) })
        this.sweepIn(until - now + Math.round(this.deps.random() * 1000))
        return
      }
      case 'cancelled':
        return
      case 'offline':
      case 'error': {
        const offline = classifyFailure(error) === 'offline'
        const delay = this.backoff.fail()
        this.update({
          phase: offline ? 'offline' : 'error',
          offlineSince: offline ? (this.current.offlineSince ?? now) : this.current.offlineSince,
          message,
          errorKind: errorKindOfRequest(error),
          consecutiveFailures: this.backoff.consecutiveFailures,
        })
        if (this.canSweep()) this.sweepIn(delay)
        return
      }
    }
  }

  private abortRunning(): void {
    this.running?.abort()
    this.running = null
  }

  private clearTimer(): void {
    this.timer?.cancel()
    this.timer = null
  }

  private update(patch: Partial<SchedulerState>): void {
    this.current = { ...this.current, ...patch }
    this.deps.onChange(this.state())
  }
}
