// A `Clock` whose time only moves when a test says so: hours of scheduling pass in
// milliseconds. `advance(ms)` fires due timers in time order (ties in creation order), and
// between timers it lets pending work settle, so a timer set by a callback that runs during
// the advance still fires within it when it falls due.
import type { Clock, TimerHandle } from '@app/core/ports'

interface PendingTimer {
  at: number
  seq: number
  fn: () => void
}

export interface FakeClockOptions {
  /** Start time in ms since the epoch (default 2026-01-01T00:00:00Z). */
  start?: number
  /**
   * Awaited after each timer (and once at the end of `advance`) so that work the timer started
   * can finish before time moves on. Default: drain microtasks and a few macrotask turns.
   * Pass e.g. `() => service.idle()` when timers start real I/O (HTTP to the simulator).
   */
  settle?: () => Promise<void>
  /** Awaited whenever time moves (before the timers at that instant fire): keeps another clock,
   *  such as the simulator's manual clock, in lockstep. */
  onTimeChange?: (now: number) => Promise<void>
}

export const DEFAULT_FAKE_START = Date.UTC(2026, 0, 1, 0, 0, 0)

export async function drainMacrotasks(turns = 3): Promise<void> {
  for (let i = 0; i < turns; i++) await new Promise<void>((resolve) => setImmediate(resolve))
}

export class FakeClock implements Clock {
  private current: number
  private seq = 0
  private timers: PendingTimer[] = []
  private settleHook: () => Promise<void>
  private readonly onTimeChange: ((now: number) => Promise<void>) | undefined

  constructor(options: FakeClockOptions = {}) {
    this.current = options.start ?? DEFAULT_FAKE_START
    this.settleHook = options.settle ?? (() => drainMacrotasks())
    this.onTimeChange = options.onTimeChange
  }

  now(): number {
    return this.current
  }

  setTimer(ms: number, fn: () => void): TimerHandle {
    const timer: PendingTimer = { at: this.current + Math.max(0, ms), seq: this.seq++, fn }
    this.timers.push(timer)
    return {
      cancel: () => {
        this.timers = this.timers.filter((t) => t !== timer)
      },
    }
  }

  /** Replaces the settle hook (handy when the thing to wait for is built after the clock). */
  setSettle(settle: () => Promise<void>): void {
    this.settleHook = settle
  }

  /** Number of timers not yet fired. */
  pendingTimers(): number {
    return this.timers.length
  }

  /** When the next timer is due, or null. */
  nextTimerAt(): number | null {
    const next = this.earliest()
    return next ? next.at : null
  }

  /** Moves time forward by `ms`, firing every timer that falls due on the way, in order. */
  async advance(ms: number): Promise<void> {
    if (ms < 0) throw new Error(`FakeClock.advance: negative duration ${ms}`)
    await this.advanceTo(this.current + ms)
  }

  /** Moves time forward to `target` (ms since the epoch). */
  async advanceTo(target: number): Promise<void> {
    if (target < this.current) throw new Error('FakeClock.advanceTo: time cannot go back')
    await this.settleHook()
    for (;;) {
      const next = this.earliest()
      if (!next || next.at > target) break
      this.timers = this.timers.filter((t) => t !== next)
      if (next.at > this.current) await this.moveTo(next.at)
      next.fn()
      await this.settleHook()
    }
    if (target > this.current) await this.moveTo(target)
    await this.settleHook()
  }

  private async moveTo(time: number): Promise<void> {
    this.current = time
    if (this.onTimeChange) await this.onTimeChange(time)
  }

  private earliest(): PendingTimer | undefined {
    let best: PendingTimer | undefined
    for (const t of this.timers) {
      if (!best || t.at < best.at || (t.at === best.at && t.seq < best.seq)) best = t
    }
    return best
  }
}
