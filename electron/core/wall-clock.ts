// The production Clock. Timers are due on the wall clock: `setTimeout` alone counts a monotonic
// clock that stands still while the machine sleeps (Linux, macOS), so a sweep due in 30 s could
// come an hour late after a lid close that no suspend event announced. Each timer therefore wakes
// at least every CHECK_EVERY_MS and fires once either the wall clock has reached its due time
// (sleep, the clock set forward) or its full duration has passed on the monotonic clock (the
// clock set back: the wait never stretches because the wall clock went backwards).
import type { Clock, TimerHandle } from './ports'

export const CHECK_EVERY_MS = 5_000

export interface TimerPrimitives {
  /** Wall clock, ms since the epoch. */
  now(): number
  /** Monotonic ms (never goes back). */
  monotonic(): number
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

const nodePrimitives: TimerPrimitives = {
  now: () => Date.now(),
  monotonic: () => performance.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export function createWallClock(primitives: TimerPrimitives = nodePrimitives): Clock {
  const p = primitives
  return {
    now: () => p.now(),
    setTimer(ms, fn): TimerHandle {
      const wait = Math.max(0, ms)
      const dueAt = p.now() + wait
      const startedAt = p.monotonic()
      let handle: unknown = null
      const check = () => {
        const wallLeft = dueAt - p.now()
        const monotonicLeft = wait - (p.monotonic() - startedAt)
        const left = Math.min(wallLeft, monotonicLeft)
        if (left <= 0) {
          handle = null
          fn()
          return
        }
        handle = p.setTimeout(check, Math.min(left, CHECK_EVERY_MS))
      }
      handle = p.setTimeout(check, Math.min(wait, CHECK_EVERY_MS))
      return {
        cancel: () => {
          if (handle !== null) p.clearTimeout(handle)
          handle = null
        },
      }
    },
  }
}

/** The production clock. */
export const realClock: Clock = createWallClock()
