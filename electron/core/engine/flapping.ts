// Flapping: a check that changes state `threshold` times within `windowMs` (3 in 10 minutes by
// default). The first change that reaches the threshold is announced once as "flapping"; further
// changes are damped until the check settles (fewer than `threshold` changes in the window).

export type FlapVerdict = 'normal' | 'flapping-started' | 'damped'

export class FlapDetector {
  private readonly changes = new Map<string, number[]>()
  private readonly announced = new Set<string>()

  constructor(
    private readonly threshold = 3,
    private readonly windowMs = 10 * 60_000,
  ) {}

  /** Records one state change of `key` at `atMs` and says how to treat it. */
  record(key: string, atMs: number): FlapVerdict {
    const recent = (this.changes.get(key) ?? []).filter((t) => atMs - t < this.windowMs)
    recent.push(atMs)
    this.changes.set(key, recent)
    if (recent.length < this.threshold) {
      this.announced.delete(key)
      return 'normal'
    }
    if (this.announced.has(key)) return 'damped'
    this.announced.add(key)
    return 'flapping-started'
  }

  /** Forgets keys without a change in the window (keeps memory bounded over long runs). */
  prune(nowMs: number): void {
    for (const [key, times] of this.changes) {
      if (times.every((t) => nowMs - t >= this.windowMs)) {
        this.changes.delete(key)
        this.announced.delete(key)
      }
    }
  }
}
