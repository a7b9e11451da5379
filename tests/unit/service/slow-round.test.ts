// A slow round's minute (and the maintenance watch's tick) that finds no spare room (a sweep under way) is owed to the next sweep's
// end: a sweep whose period divides the minute would otherwise land on every minute and starve it.
import { describe, expect, it } from 'vitest'
import type { AppServiceContext } from '@app/core/app-service/context'
import { MaintenanceWatch, WATCH_TICK_MS } from '@app/core/app-service/maintenance-watch'
import { SLOW_ROUND_MS, SlowRound } from '@app/core/app-service/slow-round'
import { FakeClock } from '../../helpers/fake-clock'
import { check, monitor, snapshot } from '../engine/snapshot-fixtures'

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

describe('maintenance watch', () => {
  it('reads at the next sweep end when its tick found no room', async () => {
    const clock = new FakeClock()
    const state = { room: true }
    const reads: string[] = []
    const failing = monitor(1, { result: 'failed', checks: [check(10, { result: 'failed' })] })
    const ctx = {
      clock,
      logger: { info() {}, warn() {}, error() {} },
      reportFailure() {},
      watchRoom: () => state.room,
      perMinute: () => 60,
      sweepPerMinute: () => 2,
      // Each read starts by dropping the monitor's cached periods; the lookup then fails (no
      // client), which the watch logs and forgets.
      cache: { invalidate: (key: string) => reads.push(key) },
      api: () => {
        throw new Error('no client')
      },
      snapshots: { snapshot: snapshot([failing]), fromCache: false },
    } as unknown as AppServiceContext
    const watch = new MaintenanceWatch(ctx)
    watch.start(clock)
    state.room = false
    await clock.advance(WATCH_TICK_MS / 2)
    expect(reads).toHaveLength(0)
    watch.settle()
    expect(reads).toHaveLength(0) // still no room: still owed
    state.room = true
    watch.settle()
    await clock.advance(0)
    expect(reads).toHaveLength(1)
    watch.settle() // paid: nothing more
    await clock.advance(0)
    expect(reads).toHaveLength(1)
    watch.stop()
  })
})
