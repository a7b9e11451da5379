// A background round on spare budget only: every minute, when nothing of it is still waiting
// and the budget has spare room (spare-budget.ts: never after a 401, sign-out, suspend or
// offline, never at a sweep's cost), it reads the one source that is most overdue (or none).
// A minute that found no room is owed: the end of the next sweep, when room is surest, reads it.
// Without that, a minute that keeps landing inside sweeps (a sweep's period dividing the minute)
// would starve the round.
import type { Clock, TimerHandle } from '../ports'
import type { AppServiceContext } from './context'
import { messageOf } from '../../shared/errors'

/** How often a slow round considers one read. */
export const SLOW_ROUND_MS = 60_000

export class SlowRound {
  private timer: TimerHandle | null = null
  private busy = false
  private owed = false

  constructor(
    private readonly ctx: AppServiceContext,
    private readonly name: string,
    /** The next read that is due, or null when everything is fresh. */
    private readonly next: () => (() => Promise<void>) | null,
  ) {}

  start(clock: Clock): void {
    this.stop()
    this.schedule(clock)
  }

  private schedule(clock: Clock): void {
    this.timer = clock.setTimer(SLOW_ROUND_MS, () => {
      this.nudge()
      this.schedule(clock)
    })
  }

  /**
   * Reads the most overdue source now if the budget has spare room and none is under way;
   * without room the read is owed to the next sweep's end.
   */
  nudge(): void {
    if (this.busy) return
    this.owed = !this.ctx.spareRoom() || this.ctx.snapshots.fromCache
    const read = this.owed || !this.ctx.snapshots.snapshot ? null : this.next()
    if (!read) return
    this.busy = true
    void read()
      .catch((error: unknown) => {
        this.ctx.reportFailure(error)
        this.ctx.logger.warn(`${this.name} could not be read`, { error: messageOf(error) })
      })
      .finally(() => (this.busy = false))
  }

  /** After a sweep: the read owed by a minute that found no room. */
  settle(): void {
    if (this.owed) this.nudge()
  }

  stop(): void {
    this.timer?.cancel()
    this.timer = null
    this.owed = false
  }
}

/** The key whose last read is missing or oldest, if older than `ttlMs`. */
export function mostOverdue(
  keys: Iterable<string>,
  readAt: (key: string) => number | undefined,
  now: number,
  ttlMs: number,
): string | null {
  let best: { key: string; at: number } | null = null
  for (const key of keys) {
    const at = readAt(key) ?? -Infinity
    if (now - at < ttlMs) continue
    if (!best || at < best.at) best = { key, at }
  }
  return best?.key ?? null
}
