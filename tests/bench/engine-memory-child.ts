// The process that holds the engine, as serve mode composes it (its V8 flags, AppService on Node's
// HTTP fetch, file store in a data folder, the snapshot feed that serializes every push), alone in plain Node,
// against a simulator in another process. `sweeps` sweeps run on a fake clock (an hour at 30 s is
// 120); with `quietSeconds`, each is followed by that many real seconds of quiet, as a real
// interval has them, and its CPU is read in two parts: the sweep (and 1.5 s of what it leaves
// to do) and the quiet after it (V8's memory reducer runs there, about 8 s after a sweep). Then it
// prints one JSON line: resident memory, the heap, its spaces by size, and the CPU per interval.
//
// The options say how the process runs (./engine-child-options.ts: V8 flags set at run time before
// the engine loads, serve mode's collection after each sweep); the bench gives node's command-line
// flags.
import { getHeapSpaceStatistics, getHeapStatistics } from 'node:v8'
import type { FetchLike } from '@app/core/ports'
import { FakeClock } from '../helpers/fake-clock'
import { childArgs, composeEngine, type EngineWay } from './engine-child-options'

export interface MemoryOptions extends EngineWay {
  sweeps: number
  /** Real seconds of quiet after each sweep (0: the sweeps run back to back). */
  quietSeconds: number
}

export interface Interval {
  /** CPU of the sweep and the 1.5 s after it (the collection after it among them). */
  sweepMs: number
  /** CPU of the quiet after it. */
  quietMs: number
  /** Resident memory at the end of the quiet. */
  rssMiB: number
  /** V8's heap (total_heap_size) as the sweep has ended, before any collection after it. */
  heapMiB: number
  /** ... at the end of the quiet. */
  settledHeapMiB: number
}

const args = await childArgs<MemoryOptions>()
const { baseUrl, options } = args
const { createSnapshotFeed } = await import('@app/shared/snapshot-feed')
const { SimControl } = await import('@app/simulator/control-client')

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since)
  return (used.user + used.system) / 1000
}
const mib = (bytes: number) => +(bytes / 1048576).toFixed(1)

const control = new SimControl(baseUrl)
const start = (await control.setTime(Date.UTC(2026, 0, 1))).now
const clock = new FakeClock({ start })
let simTime = start
// The simulator's clock moved with the engine's before each request.
const following =
  (nodeFetch: FetchLike): FetchLike =>
  async (input, init) => {
    const now = clock.now()
    if (now !== simTime) {
      await control.setTime(now)
      simTime = now
    }
    return nodeFetch(input, init)
  }
const engine = await composeEngine(args, { clock, fetch: following })
const { service } = engine
let pushedBytes = 0
const feed = createSnapshotFeed({
  current: () => service.getSnapshot(),
  publish: (update) => (pushedBytes += JSON.stringify(update).length),
  publishSummary: (summary) => (pushedBytes += JSON.stringify(summary).length),
})
service.subscribe((e) => {
  if (e.type === 'snapshot') feed.changed()
})
const gc = (globalThis as { gc?: () => void }).gc
gc?.()
const idle = process.memoryUsage()
const cpuAtStart = process.cpuUsage()
const intervals: Interval[] = []
await service.start()
for (let i = 0; i < options.sweeps; i++) {
  const sweepCpu = process.cpuUsage()
  await clock.advance(30_000)
  feed.flush()
  if (options.quietSeconds === 0) continue
  await service.idle()
  const heapMiB = mib(getHeapStatistics().total_heap_size)
  await sleep(1_500)
  const sweepMs = cpuMs(sweepCpu)
  const quietCpu = process.cpuUsage()
  await sleep(options.quietSeconds * 1000)
  intervals.push({
    sweepMs,
    quietMs: cpuMs(quietCpu),
    rssMiB: mib(process.memoryUsage().rss),
    heapMiB,
    settledHeapMiB: mib(getHeapStatistics().total_heap_size),
  })
}
await service.idle()
// Back to back, the last sweep's garbage is still there: what the hour leaves once collected.
if (options.quietSeconds === 0) gc?.()
const mem = process.memoryUsage()
const cpu = process.cpuUsage(cpuAtStart)
const spaces = getHeapSpaceStatistics()
  .map((s) => ({ space: s.space_name, usedMiB: mib(s.space_used_size) }))
  .sort((a, b) => b.usedMiB - a.usedMiB)
  .slice(0, 4)
const snapshot = service.getSnapshot()
console.log(
  JSON.stringify({
    monitors: snapshot?.monitors.length ?? 0,
    rssMiB: mib(mem.rss),
    idleRssMiB: mib(idle.rss),
    heapUsedMiB: mib(mem.heapUsed),
    heapTotalMiB: mib(mem.heapTotal),
    idleHeapUsedMiB: mib(idle.heapUsed),
    externalMiB: mib(mem.external),
    arrayBuffersMiB: mib(mem.arrayBuffers),
    cpuSeconds: +((cpu.user + cpu.system) / 1e6).toFixed(1),
    snapshotJsonMiB: mib(JSON.stringify(snapshot).length),
    pushedMiB: mib(pushedBytes),
    spaces,
    intervals,
  }),
)
feed.dispose()
await engine.stop()
process.exit(0)
