// A slow round's minute that finds no spare room (a sweep under way) is owed to the next sweep's
// end: a sweep whose period divides the minute would otherwise land on every minute and starve it.
import { describe, expect, it } from 'vitest'
import type { AppServiceContext } from '@app/core/app-service/context'
import { SLOW_ROUND_MS, SlowRound } from '@app/core/app-service/slow-round'
import { FakeClock } from '../../helpers/fake-clock'

function rig() {
  const clock = new FakeClock()
  const state = { room: true, reads: 0 }
  const ctx = {
    clock,
    logger: { info() {}, warn() {}, error() {} },
    reportFailure() {},
    spareRoom: () => state.room,
    snapshots: { snapshot: { monitors: [] }, fromCache: false },
  } as unknown as AppServiceContext
  const round = new SlowRound(ctx, 'Test', () => async () => {
    state.reads++
  })
  round.start(clock)
  return { clock, state, round }
}

describe('slow round', () => {
  it('reads once a minute while there is room', async () => {
    const { clock, state, round } = rig()
    await clock.advance(3 * SLOW_ROUND_MS)
    expect(state.reads).toBe(3)
    round.settle() // nothing owed: a sweep's end reads nothing more
    await clock.advance(0)
    expect(state.reads).toBe(3)
    round.stop()
  })

  it('reads a minute without room at the next sweep end, and only once', async () => {
    const { clock, state, round } = rig()
    for (let minute = 1; minute <= 5; minute++) {
      state.room = false // every minute lands inside a sweep
      await clock.advance(SLOW_ROUND_MS)
      expect(state.reads).toBe(minute - 1)
      state.room = true // the sweep ends
      round.settle()
      round.settle()
      await clock.advance(0)
      expect(state.reads).toBe(minute)
    }
    round.stop()
  })

  it('keeps the read owed while the sweep ends without room, and forgets it when stopped', async () => {
    const { clock, state, round } = rig()
    state.room = false
    await clock.advance(SLOW_ROUND_MS)
    round.settle()
    await clock.advance(0)
    expect(state.reads).toBe(0)
    round.stop()
    state.room = true
    round.settle()
    await clock.advance(0)
    expect(state.reads).toBe(0)
  })
})
