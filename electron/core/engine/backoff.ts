// Exponential backoff with jitter for 5xx answers, timeouts and network errors: the delay
// doubles with each consecutive failure up to a cap, and one success resets it.

export const BACKOFF_BASE_MS = 10_000
export const BACKOFF_CAP_MS = 5 * 60_000

export interface BackoffOptions {
  baseMs?: number
  capMs?: number
  /** Uniform in [0, 1); injected so tests can pin the jitter. */
  random: () => number
}

/**
 * Delay before retry number `failures` (1 = after the first failure). "Equal jitter": half the
 * exponential step is fixed and half is random, so retries from many clients spread out while
 * the delay still grows. Never exceeds the cap.
 */
export function backoffDelay(failures: number, options: BackoffOptions): number {
  const base = options.baseMs ?? BACKOFF_BASE_MS
  const cap = options.capMs ?? BACKOFF_CAP_MS
  const exponent = Math.max(0, failures - 1)
  const step = Math.min(cap, base * 2 ** Math.min(exponent, 30))
  const r = Math.min(1, Math.max(0, options.random()))
  return Math.round(step / 2 + (step / 2) * r)
}

export class Backoff {
  private failures = 0

  constructor(private readonly options: BackoffOptions) {}

  get consecutiveFailures(): number {
    return this.failures
  }

  /** Records a failure and returns how long to wait before trying again. */
  fail(): number {
    this.failures++
    return backoffDelay(this.failures, this.options)
  }

  succeed(): void {
    this.failures = 0
  }
}
