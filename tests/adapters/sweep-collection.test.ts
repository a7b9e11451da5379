// The collection after each sweep: the real AppService against the simulator on a fake clock
// counts one collection a moment after each sweep ends, none between sweeps, none of a small heap; and V8's full
// collection is reachable without --expose-gc, without giving the process a global `gc`.
import { afterEach, describe, expect, it } from 'vitest'
import {
  COLLECT_DELAY_MS,
  GROWTH_BYTES,
  HEAP_BYTES,
  collectAfterSweeps,
  fullCollection,
} from '@app/adapters/sweep-collection'
import { startHarness, type Harness } from '../unit/service/harness'

let h: Harness | null = null
afterEach(async () => {
  await h?.close()
  h = null
})

describe('collectAfterSweeps', () => {
  it('collects once after each sweep ends, not between sweeps nor after stopping', async () => {
    h = await startHarness({ monitors: 30, settings: { sweepIntervalSeconds: 30 } })
    const harness = h
    let collections = 0
    const sweepsSeen: number[] = []
    const stop = collectAfterSweeps({
      subscribe: (listener) => harness.service.subscribe(listener),
      collect: () => {
        collections++
        sweepsSeen.push(
          harness.events.filter((e) => e.type === 'sync' && e.status.state === 'ok').length,
        )
      },
      setTimer: (ms, fn) => harness.clock.setTimer(ms, fn),
      // Each sweep grows a large heap past the threshold.
      heapBytes: () => HEAP_BYTES + harness.events.length * GROWTH_BYTES,
    })
    await h.service.start()
    await h.advance(0)
    expect(h.service.getSnapshot()?.monitors.length).toBe(30)
    expect(collections, 'not before the delay').toBe(0)
    await h.advance(COLLECT_DELAY_MS)
    expect(collections, 'once after the first sweep').toBe(1)
    // The rest of the interval: slow rounds and status updates, no sweep, no collection.
    await h.advance(28_000)
    expect(collections).toBe(1)
    await h.advance(1_000 + COLLECT_DELAY_MS)
    expect(collections, 'once after the second sweep').toBe(2)
    await h.advance(30_000)
    expect(collections, 'once after the third').toBe(3)
    stop()
    await h.advance(60_000)
    expect(collections, 'none once stopped').toBe(3)
    expect(sweepsSeen.every((n) => n > 0)).toBe(true)
  })

  it('leaves a sweep that did not grow the heap to V8, and collects once it has grown', async () => {
    h = await startHarness({ monitors: 5, settings: { sweepIntervalSeconds: 30 } })
    const harness = h
    let heap = HEAP_BYTES
    const heaps: number[] = []
    collectAfterSweeps({
      subscribe: (listener) => harness.service.subscribe(listener),
      collect: () => {
        heaps.push(heap)
        heap = HEAP_BYTES
      },
      setTimer: (ms, fn) => harness.clock.setTimer(ms, fn),
      heapBytes: () => heap,
    })
    await h.service.start()
    await h.advance(COLLECT_DELAY_MS)
    expect(heaps, 'not grown: no collection').toEqual([])
    heap += GROWTH_BYTES - 1
    await h.advance(30_000)
    expect(heaps, 'grown by less than the threshold').toEqual([])
    heap += 1
    await h.advance(30_000)
    expect(heaps, 'grown by the threshold').toEqual([HEAP_BYTES + GROWTH_BYTES])
    // Measured from the heap left by that collection.
    heap += GROWTH_BYTES / 2
    await h.advance(30_000)
    expect(heaps).toHaveLength(1)
  })

  it('collects the first sweep, then leaves a heap smaller than the threshold to V8, however much it grew', async () => {
    h = await startHarness({ monitors: 5, settings: { sweepIntervalSeconds: 30 } })
    const harness = h
    let heap = 0
    const heaps: number[] = []
    collectAfterSweeps({
      subscribe: (listener) => harness.service.subscribe(listener),
      collect: () => {
        heaps.push(heap)
        heap = 0
      },
      setTimer: (ms, fn) => harness.clock.setTimer(ms, fn),
      heapBytes: () => heap,
    })
    await h.service.start()
    heap = GROWTH_BYTES
    await h.advance(COLLECT_DELAY_MS)
    expect(heaps, 'the first sweep, small as it is').toEqual([GROWTH_BYTES])
    heap = HEAP_BYTES - 1
    await h.advance(30_000)
    expect(heaps, 'grown far, still small: no collection').toEqual([GROWTH_BYTES])
    heap = HEAP_BYTES
    await h.advance(30_000)
    expect(heaps, 'as large as the threshold').toEqual([GROWTH_BYTES, HEAP_BYTES])
  })
})

describe('fullCollection', () => {
  it("runs V8's full collection in a process started without --expose-gc", async () => {
    const exposed = (globalThis as { gc?: unknown }).gc
    const collect = fullCollection()
    const ref = new WeakRef({ garbage: new Array(1000).fill(1) })
    // A WeakRef keeps its target for the rest of the current job.
    await new Promise((resolve) => setImmediate(resolve))
    collect()
    expect(ref.deref(), 'collected').toBeUndefined()
    // The flag is on only while the collection's own context is set up.
    expect((globalThis as { gc?: unknown }).gc).toBe(exposed)
  })
})
