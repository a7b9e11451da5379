import { describe, expect, it } from 'vitest'
import { CHECK_EVERY_MS, createWallClock, type TimerPrimitives } from '@app/core/wall-clock'

/** Timer primitives whose wall and monotonic clocks the test moves separately. */
function machine() {
  let wall = Date.UTC(2026, 10, 23, 12)
  let mono = 0
  let seq = 0
  const timers = new Map<number, { at: number; fn: () => void }>()
  const primitives: TimerPrimitives = {
    now: () => wall,
    monotonic: () => mono,
    setTimeout: (fn, ms) => {
      timers.set(++seq, { at: mono + ms, fn })
      return seq
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
  }
  /** Runs the monotonic clock forward (the wall clock with it), firing due timeouts. */
  const run = (ms: number) => {
    const end = mono + ms
    for (;;) {
      const due = [...timers.entries()]
        .filter(([, t]) => t.at <= end)
        .sort((a, b) => a[1].at - b[1].at)[0]
      if (!due) break
      timers.delete(due[0])
      wall += due[1].at - mono
      mono = due[1].at
      due[1].fn()
    }
    wall += end - mono
    mono = end
  }
  return {
    clock: createWallClock(primitives),
    run,
    /** The wall clock moves without the monotonic one (sleep, or the clock set). */
    jumpWall: (ms: number) => void (wall += ms),
    pending: () => timers.size,
  }
}

describe('the wall clock timer', () => {
  it('fires after its duration when nothing unusual happens', () => {
    const m = machine()
    let fired = 0
    m.clock.setTimer(30_000, () => fired++)
    m.run(29_999)
    expect(fired).toBe(0)
    m.run(1)
    expect(fired).toBe(1)
    expect(m.pending()).toBe(0)
  })

  it('fires within one check after a sleep the monotonic clock did not count', () => {
    const m = machine()
    let fired = 0
    m.clock.setTimer(30 * 60_000, () => fired++)
    m.run(1_000)
    m.jumpWall(2 * 3_600_000) // the lid was closed for two hours
    m.run(CHECK_EVERY_MS - 1)
    expect(fired).toBe(1)
  })

  it('fires early when the clock is set forward past its due time', () => {
    const m = machine()
    let fired = 0
    m.clock.setTimer(10 * 60_000, () => fired++)
    m.jumpWall(9 * 60_000)
    m.run(60_000 - 1)
    expect(fired).toBe(0)
    m.run(1)
    expect(fired).toBe(1)
  })

  it('does not wait longer when the clock is set back', () => {
    const m = machine()
    let fired = 0
    m.clock.setTimer(60_000, () => fired++)
    m.run(10_000)
    m.jumpWall(-3_600_000)
    m.run(50_000)
    expect(fired).toBe(1)
  })

  it('cancels, also between checks', () => {
    const m = machine()
    let fired = 0
    const timer = m.clock.setTimer(60_000, () => fired++)
    m.run(CHECK_EVERY_MS + 1)
    timer.cancel()
    m.run(120_000)
    expect(fired).toBe(0)
    expect(m.pending()).toBe(0)
  })

  it('runs on the real timers', async () => {
    const clock = createWallClock()
    const started = Date.now()
    const at = await new Promise<number>((resolve) => clock.setTimer(20, () => resolve(Date.now())))
    expect(at - started).toBeGreaterThanOrEqual(19)
    expect(Math.abs(clock.now() - Date.now())).toBeLessThan(5)
  })
})
