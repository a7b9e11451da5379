// The process that holds the engine, as serve mode composes it (its V8 flags, AppService on Node's
// HTTP fetch, file store in a data folder, the snapshot feed that serializes every push), alone in plain Node,
// against a simulator in another process. `sweeps` sweeps run on a fake clock (an hour at 30 s is
// 120); with `quietSeconds`, each is followed by that many real seconds of quiet, as a real
// interval has them, and its CPU is read in two parts: the sweep (and 1.5 s of what it leaves
// to do) and the quiet after it (V8's memory reducer runs there, about 8 s after a sweep). Then it
// prints one JSON line: resident memory, the heap, its spaces by size, and the CPU per interval.
//
// `flags` are set at run time before anything loads (the bench passes command-line flags to node
// itself); `collector` starts the collection after each sweep serve mode starts
// (electron/adapters/sweep-collection.ts).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getHeapSpaceStatistics, getHeapStatistics, setFlagsFromString } from 'node:v8'
import type { FetchLike } from '@app/core/ports'

export interface MemoryOptions {
  sweeps: number
  /** Real seconds of quiet after each sweep (0: the sweeps run back to back). */
  quietSeconds: number
  /** Serve mode's V8 flags (electron/adapters/v8-flags.ts), set first as serve mode sets them. */
  serveFlags: boolean
  /** More V8 flags set at run time, before the engine loads. */
  flags: string[]
  /** Serve mode's collection after each sweep. */
  collector: boolean
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

const [baseUrl, token, optionsText] = process.argv.slice(2)
if (!baseUrl || !token || !optionsText)
  throw new Error('usage: node [flags] child <baseUrl> <token> <options as JSON>')
const options = JSON.parse(optionsText) as MemoryOptions
if (options.serveFlags) await import('@app/adapters/v8-flags')
for (const flag of options.flags) setFlagsFromString(flag)

const { createFileStore } = await import('@app/adapters/file-store')
const { createAppService } = await import('@app/core/app-service/create-app-service')
const { MemorySecretStore } = await import('@app/adapters/memory-stores')
const { createNodeFetch } = await import('@app/adapters/node-fetch')
const { collectAfterSweeps } = await import('@app/adapters/sweep-collection')
const { DEFAULT_SETTINGS } = await import('@app/shared/settings')
const { memorySettings } = await import('@app/shared/settings-patch')
const { createSnapshotFeed } = await import('@app/shared/snapshot-feed')
const { SimControl } = await import('@app/simulator/control-client')
const { FakeClock } = await import('../helpers/fake-clock')

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
// Serve mode's HTTP fetch (it reads large answers in pieces, which keeps them out of malloc's memory).
const nodeFetch = createNodeFetch({})
const fetch: FetchLike = async (input, init) => {
  const now = clock.now()
  if (now !== simTime) {
    await control.setTime(now)
    simTime = now
  }
  return nodeFetch(input, init)
}
const dataDir = await mkdtemp(join(tmpdir(), 'uptray-memory-'))
const quiet = { info: () => {}, warn: () => {}, error: () => {} }
const service = createAppService({
  fetch,
  clock,
  secrets: new MemorySecretStore({ [baseUrl]: token }),
  store: await createFileStore(dataDir),
  logger: quiet,
  settings: memorySettings({ ...DEFAULT_SETTINGS, baseUrl, sweepIntervalSeconds: 30 }),
  random: () => 0.5,
})
clock.setSettle(() => service.idle())
let pushedBytes = 0
const feed = createSnapshotFeed({
  current: () => service.getSnapshot(),
  publish: (update) => (pushedBytes += JSON.stringify(update).length),
  publishSummary: (summary) => (pushedBytes += JSON.stringify(summary).length),
})
service.subscribe((e) => {
  if (e.type === 'snapshot') feed.changed()
})
const stopCollecting = options.collector
  ? collectAfterSweeps({ subscribe: (listener) => service.subscribe(listener) })
  : () => {}
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
stopCollecting()
feed.dispose()
await service.stop()
await rm(dataDir, { recursive: true, force: true })
process.exit(0)
