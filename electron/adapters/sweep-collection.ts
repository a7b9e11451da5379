// V8's collection of all it can give back, a moment after a sweep ends, in place of V8's memory
// reducer.
//
// A sweep's answers are garbage once it has committed, and the heap grew to hold them. V8's memory
// reducer gives that memory back about 8 s after the sweep, with up to two collections of its own
// that also shrink the heap: the engine's only real CPU between sweeps (up to about 13 ms a second
// over the 10 s after a sweep at 10,000 monitors). With the reducer off (on node's command line,
// ./v8-command-line.ts), the same kind of collection right after the sweep gives the memory back,
// and nothing runs between sweeps (tests/bench/engine-memory.bench.ts measures both beside each
// other). It collects all only of a heap that grew by a good amount since the last collection
// left it (GROWTH_BYTES), so a heap of live data alone is not collected again and again, and a
// sweep of up to about 1,000 monitors is left to V8 (a full collection after it cost the sweep
// about 55 ms more CPU) but for its young generation (youngCollection).
import { getHeapStatistics, setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import type { TimerHandle } from '../core/ports'
import type { AppServiceListener } from '../shared/app-service-api'

/** Long enough for the sweep's commit, its disk write and serve mode's push (100 ms) to finish. */
export const COLLECT_DELAY_MS = 1_000
/**
 * The heap's growth (V8's heap, all spaces as committed) since the last collection left it that
 * is worth a full collection: an amount, as the memory goal is one. With a page's monitors read
 * one at a time (core/api/schemas/entry-stream.ts), a sweep ended with the heap grown by up to
 * 3 MiB since that collection at 1,000 monitors, and by 10-23 MiB at 10,000, which V8 let double
 * before it collected (the process then held 137 MiB against a goal of 126;
 * tests/bench/engine-cpu.bench.ts prints these heaps). The first sweep (everything built from
 * nothing, sign-in among it) is held to it too: left to V8 it kept 100 monitors' process at up to
 * 104 MiB against 103, as the reducer would not have.
 */
export const GROWTH_BYTES = 10 * 1024 * 1024

export interface SweepCollectionDeps {
  subscribe(listener: AppServiceListener): () => void
  /** A full collection (default: V8's, see fullCollection). */
  collect?: () => void
  /** A collection of the young generation (default: V8's, see youngCollection). */
  collectYoung?: () => void
  /** Default: a real timer that keeps no process alive. */
  setTimer?: (ms: number, fn: () => void) => TimerHandle
  /** The heap's size (default: V8's, all spaces as committed). */
  heapBytes?: () => number
}

const v8HeapBytes = () => getHeapStatistics().total_heap_size

function realTimer(ms: number, fn: () => void): TimerHandle {
  const handle = setTimeout(fn, ms)
  handle.unref()
  return { cancel: () => clearTimeout(handle) }
}

type GcFunction = (options?: {
  type: 'major' | 'minor'
  execution: 'sync'
  flavor?: 'last-resort'
}) => void

/**
 * V8's collection of all it can give back (node's `gc` with the last-resort flavor: full
 * collections that also shrink the heap, as the memory reducer's do, until one frees nothing
 * more; a plain full collection left the process about 45 MiB larger). A process started without
 * --expose-gc gets `gc` from a context created while the flag is on (the flag is consulted as a
 * context is set up, so the process's own global never gains `gc`).
 */
export function fullCollection(): () => void {
  const gc = v8Gc()
  return () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' })
}

/**
 * V8's collection of its young generation alone (about a millisecond). A sweep that takes most
 * monitors from its memo (core/app-service/sweep-memo.ts) makes so little garbage that V8 hardly
 * collects during it, and the socket's pieces of every answer, each with memory of its own
 * outside V8's heap, stayed until it did: about 20 MiB more resident at 1,000 monitors.
 */
export function youngCollection(): () => void {
  const gc = v8Gc()
  return () => gc({ type: 'minor', execution: 'sync' })
}

function v8Gc(): GcFunction {
  let gc = (globalThis as { gc?: GcFunction }).gc
  if (!gc) {
    setFlagsFromString('--expose-gc')
    gc = runInNewContext('gc') as GcFunction
    setFlagsFromString('--no-expose-gc')
  }
  return gc
}

/**
 * Collects once after each sweep ends: all it can give back where the sweep left the heap large
 * and grown, else the young generation; the returned function stops it.
 */
export function collectAfterSweeps(deps: SweepCollectionDeps): () => void {
  const collect = deps.collect ?? fullCollection()
  const collectYoung = deps.collectYoung ?? youngCollection()
  const setTimer = deps.setTimer ?? realTimer
  const heapBytes = deps.heapBytes ?? v8HeapBytes
  let left = heapBytes()
  let next: string | null = null
  let timer: TimerHandle | null = null
  const unsubscribe = deps.subscribe((event) => {
    if (event.type !== 'sync') return
    // The scheduler clears the next sweep's time while one runs and sets it once it has ended
    // (succeeded or failed), so a new time means a sweep just ended.
    const ended = event.status.nextSweepAt !== null && event.status.nextSweepAt !== next
    next = event.status.nextSweepAt
    if (!ended) return
    timer?.cancel()
    timer = setTimer(COLLECT_DELAY_MS, () => {
      timer = null
      if (heapBytes() - left < GROWTH_BYTES) return collectYoung()
      collect()
      left = heapBytes()
    })
  })
  return () => {
    unsubscribe()
    timer?.cancel()
  }
}
