// The collection after each sweep: the real AppService against the simulator on a fake clock
// counts one collection a moment after each sweep ends, none between sweeps, a full one only of a
// heap that grew by an amount since the last collection left it, whatever its size, else one of
// the young generation; and V8's collections are reachable without --expose-gc, without giving
// the process a global `gc`.
import { afterEach, describe, expect, it } from 'vitest'
import {
  COLLECT_DELAY_MS,
  GROWTH_BYTES,
  collectAfterSweeps,
  fullCollection,
  youngCollection,
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
    // Each event grows the heap by the rule's least growth; a collection takes it back to LIVE.
    const LIVE = GROWTH_BYTES
    let base = 0
    const stop = collectAfterSweeps({
      subscribe: (listener) => harness.service.subscribe(listener),
      collect: () => {
        collections++
        base = harness.events.length
        sweepsSeen.push(
          harness.events.filter((e) => e.type === 'sync' && e.status.state === 'ok').length,
        )
      },
      setTimer: (ms, fn) => harness.clock.setTimer(ms, fn),
      heapBytes: () => LIVE + (harness.events.length - base) * GROWTH_BYTES,
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

  it('leaves a sweep that did not grow the heap enough to V8, measured from what the last collection left, whatever its size', async () => {
    h = await startHarness({ monitors: 5, settings: { sweepIntervalSeconds: 30 } })
    const harness = h
    let live = GROWTH_BYTES
    let heap = live
    const heaps: number[] = []
    let young = 0
    collectAfterSweeps({
      subscribe: (listener) => harness.service.subscribe(listener),
      collect: () => {
        heaps.push(heap)
        heap = live
      },
      collectYoung: () => young++,
      setTimer: (ms, fn) => harness.clock.setTimer(ms, fn),
      heapBytes: () => heap,
    })
    await h.service.start()
    // The first sweep: collected once it grew by the amount.
    heap = live + GROWTH_BYTES
    await h.advance(COLLECT_DELAY_MS)
    expect(heaps, 'the first sweep').toEqual([live + GROWTH_BYTES])
    heap = live + GROWTH_BYTES - 1
    await h.advance(30_000)
    expect(heaps, 'grown by less than the amount').toHaveLength(1)
    expect(young, 'its young generation collected instead').toBe(1)
    heap = live + GROWTH_BYTES
    await h.advance(30_000)
    expect(heaps, 'grown by the amount').toEqual([live + GROWTH_BYTES, live + GROWTH_BYTES])
    // Measured from the heap that collection left, not from the largest heap seen.
    heap = live + GROWTH_BYTES / 2
    await h.advance(30_000)
    expect(heaps).toHaveLength(2)
    // A collection that left much more live data: the same amount on top of it, no more.
    live = 8 * GROWTH_BYTES
    heap = live + GROWTH_BYTES
    await h.advance(30_000)
    expect(heaps.at(-1)).toBe(live + GROWTH_BYTES)
    heap = live + GROWTH_BYTES - 1
    await h.advance(30_000)
    expect(heaps).toHaveLength(3)
    heap = live + GROWTH_BYTES
    await h.advance(30_000)
    expect(heaps).toHaveLength(4)
    expect(young, 'one a sweep, where no full collection was').toBe(3)
  })

  it('leaves the first sweep to V8 when it grew the heap by less than the amount', async () => {
    h = await startHarness({ monitors: 5, settings: { sweepIntervalSeconds: 30 } })
    const harness = h
    let heap = 0
    const heaps: number[] = []
    collectAfterSweeps({
      subscribe: (listener) => harness.service.subscribe(listener),
      collect: () => {
        heaps.push(heap)
        heap = GROWTH_BYTES
      },
      setTimer: (ms, fn) => harness.clock.setTimer(ms, fn),
      heapBytes: () => heap,
    })
    await h.service.start()
    heap = GROWTH_BYTES - 1
    await h.advance(COLLECT_DELAY_MS)
    expect(heaps).toEqual([])
    heap = GROWTH_BYTES
    await h.advance(30_000)
    expect(heaps, 'the first collection comes once a sweep grew the heap by the amount').toEqual([
      GROWTH_BYTES,
    ])
    heap = 2 * GROWTH_BYTES - 1
    await h.advance(30_000)
    expect(heaps, 'then to the amount').toHaveLength(1)
    heap = 2 * GROWTH_BYTES
    await h.advance(30_000)
    expect(heaps).toEqual([GROWTH_BYTES, 2 * GROWTH_BYTES])
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

describe('youngCollection', () => {
  it('gives back the memory of dead buffers outside the heap, without a global `gc`', async () => {
    const exposed = (globalThis as { gc?: unknown }).gc
    const collect = youngCollection()
    // An answer's pieces as the socket hands them over: young, each with memory of its own.
    const before = (() => {
      const pieces: Buffer[] = []
      for (let k = 0; k < 64; k++) pieces.push(Buffer.allocUnsafeSlow(256 * 1024))
      return process.memoryUsage().arrayBuffers
    })()
    await new Promise((resolve) => setImmediate(resolve))
    collect()
    // V8 frees their memory on a thread of its own, just after the collection.
    let after = before
    for (let k = 0; k < 100 && after > before - 8 * 1024 * 1024; k++) {
      await new Promise((resolve) => setTimeout(resolve, 10))
      after = process.memoryUsage().arrayBuffers
    }
    expect(before - after).toBeGreaterThanOrEqual(15 * 1024 * 1024)
    expect((globalThis as { gc?: unknown }).gc).toBe(exposed)
  })
})
