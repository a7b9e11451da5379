// The simulator's own clock. Every world rule (check slots, snoozes, maintenance, cron lateness,
// rate-limit windows) reads this clock, never Date.now(), so tests can move time by hand.

export type ClockMode = 'real' | 'manual'

export interface SimClockOptions {
  mode: ClockMode
  /** Real mode: simulated ms per real ms (1 = real time). */
  timeScale?: number
  /** Manual mode: the starting instant (epoch ms). */
  startTime?: number
  /** Real mode: where simulated time starts (defaults to the real time). */
  realStartTime?: number
}

/** 2026-01-05T09:00:00Z, a Monday: the default start of the manual clock, so runs repeat. */
export const DEFAULT_MANUAL_START = Date.UTC(2026, 0, 5, 9, 0, 0)

export class SimClock {
  readonly mode: ClockMode
  readonly timeScale: number
  private anchorSim: number
  private anchorReal: number

  constructor(
    options: SimClockOptions,
    private readonly realNow: () => number = Date.now,
  ) {
    this.mode = options.mode
    this.timeScale = options.timeScale ?? 1
    if (!(this.timeScale > 0) || !Number.isFinite(this.timeScale)) {
      throw new Error(`timeScale must be a positive number, got ${String(options.timeScale)}`)
    }
    this.anchorReal = this.realNow()
    this.anchorSim =
      this.mode === 'manual'
        ? (options.startTime ?? DEFAULT_MANUAL_START)
        : (options.realStartTime ?? options.startTime ?? this.anchorReal)
  }

  now(): number {
    if (this.mode === 'manual') return this.anchorSim
    return Math.floor(this.anchorSim + (this.realNow() - this.anchorReal) * this.timeScale)
  }

  /** Moves simulated time forward (works in both modes: real mode keeps ticking from there). */
  advance(ms: number): number {
    if (!Number.isFinite(ms) || ms < 0) throw new Error('advance needs a non-negative number of ms')
    return this.set(this.now() + ms)
  }

  set(time: number): number {
    if (!Number.isFinite(time)) throw new Error('set needs a finite epoch ms')
    this.anchorSim = Math.floor(time)
    this.anchorReal = this.realNow()
    return this.anchorSim
  }
}
