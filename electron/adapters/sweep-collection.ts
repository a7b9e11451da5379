// One full garbage collection a moment after a sweep ends, in place of V8's memory reducer.
//
// A sweep's answers are garbage once it has committed, and the heap grew to hold them. V8's memory
// reducer gives that memory back about 8 s after the sweep, with up to two full collections of its
// own: the engine's only real CPU between sweeps (up to about 13 ms a second over the 10 s after a
// sweep at 10,000 monitors). With the reducer off (on node's command line, ./v8-command-line.ts),
// one collection right after the sweep gives memory back for one collection's CPU, and nothing
// runs between sweeps (tests/bench/engine-memory.bench.ts measures both beside each other). Like
// the reducer, it collects only once the heap has grown since the last collection: a small
// sweep's garbage (100 monitors) is left to V8's own collections, which cost less than a full one
// each sweep.
import { getHeapStatistics, setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import type { TimerHandle } from '../core/ports'
import type { AppServiceListener } from '../shared/app-service-api'

/** Long enough for the sweep's commit, its disk write and serve mode's push (100 ms) to finish. */
export const COLLECT_DELAY_MS = 1_000
/** The heap's growth since the last collection that is worth a full one. */
export const GROWTH_BYTES = 8 * 1024 * 1024

export interface SweepCollectionDeps {
  subscribe(listener: AppServiceListener): () => void
  /** A full collection (default: V8's, see fullCollection). */
  collect?: () => void
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

/**
 * V8's full collection. A process started without --expose-gc gets it from a context created
 * while the flag is on (the flag is consulted as a context is set up, so the process's own
 * global never gains `gc`).
 */
export function fullCollection(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc
  if (exposed) return () => exposed()
  setFlagsFromString('--expose-gc')
  const gc = runInNewContext('gc') as () => void
  setFlagsFromString('--no-expose-gc')
  return () => gc()
}

/** Collects once after each sweep ends that grew the heap; the returned function stops it. */
export function collectAfterSweeps(deps: SweepCollectionDeps): () => void {
  const collect = deps.collect ?? fullCollection()
  const setTimer = deps.setTimer ?? realTimer
  const heapBytes = deps.heapBytes ?? v8HeapBytes
  let collected = heapBytes()
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
      if (heapBytes() < collected + GROWTH_BYTES) return
      collect()
      collected = heapBytes()
    })
  })
  return () => {
    unsubscribe()
    timer?.cancel()
  }
}
