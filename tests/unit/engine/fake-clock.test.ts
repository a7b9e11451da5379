import { describe, expect, it } from 'vitest'
import { DEFAULT_FAKE_START, FakeClock } from '../../helpers/fake-clock'

describe('FakeClock', () => {
  it('fires due timers in time order, at their own time', async () => {
    const clock = new FakeClock()
    const fired: [string, number][] = []
    clock.setTimer(300, () => fired.push(['c', clock.now() - DEFAULT_FAKE_START]))
    clock.setTimer(100, () => fired.push(['a', clock.now() - DEFAULT_FAKE_START]))
    clock.setTimer(100, () => fired.push(['b', clock.now() - DEFAULT_FAKE_START]))
    clock.setTimer(1000, () => fired.push(['late', 0]))
    await clock.advance(500)
    expect(fired).toEqual([
      ['a', 100],
      ['b', 100],
      ['c', 300],
    ])
    expect(clock.now()).toBe(DEFAULT_FAKE_START + 500)
    expect(clock.pendingTimers()).toBe(1)
  })

  it('fires timers set by async work started in an earlier timer within the same advance', async () => {
    const clock = new FakeClock()
    const fired: number[] = []
    clock.setTimer(10, () => {
      void Promise.resolve().then(() => clock.setTimer(20, () => fired.push(clock.now())))
    })
    await clock.advance(60)
    expect(fired).toEqual([DEFAULT_FAKE_START + 30])
  })

  it('cancels timers and reports time changes', async () => {
    const seen: number[] = []
    const clock = new FakeClock({ start: 0, onTimeChange: async (now) => void seen.push(now) })
    let ran = false
    clock.setTimer(5, () => (ran = true)).cancel()
    clock.setTimer(7, () => undefined)
    await clock.advance(10)
    expect(ran).toBe(false)
    expect(seen).toEqual([7, 10])
    await expect(clock.advanceTo(3)).rejects.toThrow('cannot go back')
  })
})
