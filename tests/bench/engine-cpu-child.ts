// The process that holds the engine, as serve mode composes it (AppService on Node's HTTP fetch,
// a file store in a data folder, serve mode's HTTP and WebSocket server with no page open), alone
// in plain Node against a simulator in another process, on a fake clock: `cycles` sweep intervals
// of 30 s, the simulator's clock moved to each sweep's time first, so its world moves as the live
// service's does (every check runs every minute: run times move on nearly every monitor). Around
// each interval it reads its own CPU time (process.cpuUsage: every thread, GC and the disk
// write's thread pool included); outside it, it reads the same monitor pages again and times
// JSON.parse of them, the baseline. Then it sits idle for a few real seconds and reads the CPU
// spent. One JSON line out. The options say how the process runs (./engine-child-options.ts: V8
// flags set at run time, serve mode's collection after each sweep); the bench gives node's
// command-line flags.
import { writeFile } from 'node:fs/promises'
import { Session } from 'node:inspector/promises'
import { PerformanceObserver } from 'node:perf_hooks'
import { getHeapStatistics } from 'node:v8'
import type { FetchLike, KeyValueStore } from '@app/core/ports'
import type { Snapshot } from '@app/shared/model'
import { FakeClock } from '../helpers/fake-clock'
import { childArgs, composeEngine, type EngineWay } from './engine-child-options'

export interface Cycle {
  sweeps: number
  /**
   * The engine's timers that fired in the interval (each one a wakeup on a real clock), by what
   * set them: the sweep's own and every other.
   */
  wakeups: Record<string, number>
  /** Writes to the data folder (settings, offline cache, timeline ...). */
  writes: number
  /** API requests of the interval (the sweep's pages, the maintenance watch, slow rounds). */
  requests: number
  cpuMs: number
  /** Pages of memory the process touched for the first time (minor page faults). */
  pageFaults: number
  wallMs: number
  parseMs: number
  answersMiB: number
  /** Resident memory once the sweep's aftermath is over. */
  rssMiB: number
  /** V8's heap (all spaces as committed) as the sweep has ended, and after its aftermath. */
  heapMiB: number
  afterHeapMiB: number
  changed: number
  /** V8's collections on the main thread in the interval, by kind: how many, and their pause. */
  gc: Record<string, { count: number; ms: number }>
}

/** The one JSON line this process prints. */
export interface Figures {
  monitors: number
  /** CPU of signing in and the first sweep (everything built from nothing). */
  firstSweepMs: number
  /** V8's heap (all spaces as committed) after the first sweep and its aftermath. */
  firstHeapMiB: number
  cycles: Cycle[]
  /** CPU between sweeps, over `idleSeconds` of quiet after the last. */
  idleCpuMsPerSecond: number
  /** Resident memory before signing in (loaded, signed out). */
  idleRssMiB: number
  /** ... right after the last sweep, and after the quiet. */
  rssMiB: number
  settledRssMiB: number
  heapTotalMiB: number
  heapUsedMiB: number
  externalMiB: number
  maxRssMiB: number
}

export interface Options extends EngineWay {
  /** Sweep intervals measured after the first sweep. */
  cycles: number
  /** Real seconds of quiet measured after the last one (CPU between sweeps). */
  idleSeconds: number
  /** Real time after each sweep whose CPU counts for the sweep (what it leaves to do). */
  aftermathMs: number
  /** The JSON.parse baseline (false: a CPU profile of the engine alone). */
  baseline: boolean
  /** A .cpuprofile of the measured intervals and the quiet after them (not the start), if given. */
  profile?: string
}
const args = await childArgs<Options>()
const { baseUrl, token, options } = args
const { startServer } = await import('@app/serve/server')
const { SimControl } = await import('@app/simulator/control-client')

const INTERVAL_MS = 30_000
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since)
  return (used.user + used.system) / 1000
}
const mib = (bytes: number) => +(bytes / 1048576).toFixed(1)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// Each call to the simulator on a connection of its own, closed once answered: the bench's idle
// keep-alive socket would time out in the quiet and count as the engine's CPU between sweeps.
const control = new SimControl(baseUrl, (input, init) =>
  fetch(input, { ...init, headers: { ...(init?.headers as object), Connection: 'close' } }),
)
const start = (await control.setTime(Date.UTC(2026, 0, 5, 9))).now
const clock = new FakeClock({ start })
/** Who set a timer: the function that called setTimer (the bundle keeps the names). */
function setter(): string {
  const caller = (new Error().stack ?? '').split('\n')[3] ?? ''
  return /at (?:async )?([\w.<>]+)/.exec(caller)?.[1] ?? 'other'
}
let wakeups: Record<string, number> = {}
const setTimer = clock.setTimer.bind(clock)
clock.setTimer = (ms, fn) => {
  const by = setter()
  return setTimer(ms, () => {
    wakeups[by] = (wakeups[by] ?? 0) + 1
    fn()
  })
}
let sweeps = 0
// Counts the sweeps (each starts with page 1 of the monitor list); nothing else.
let requests = 0
const counting =
  (nodeFetch: FetchLike): FetchLike =>
  (input, init) => {
    requests++
    if (input.includes('/api/monitors?') && input.includes('page%5Bnumber%5D=1&')) sweeps++
    return nodeFetch(input, init)
  }
let writes = 0
// The file store as serve mode has it, counting the writes (the offline cache's among them).
const countingStore = (files: KeyValueStore): KeyValueStore => ({
  get: (key) => files.get(key),
  delete: (key) => files.delete(key),
  ...(files.rename ? { rename: files.rename.bind(files) } : {}),
  set: (key, value) => {
    writes++
    return files.set(key, value)
  },
})
const engine = await composeEngine(args, { clock, fetch: counting, store: countingStore })
const { service } = engine
const quiet = { info: () => {}, warn: () => {}, error: () => {} }
// Serve mode's listener, no page open: its snapshot feed still sees every commit.
const server = await startServer({ service, port: 0, rendererDir: engine.dataDir, logger: quiet })
let collections: Record<string, { count: number; ms: number }> = {}
const GC_KINDS: Record<number, string> = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weak' }
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const { detail } = entry as PerformanceEntry & { detail: { kind: number } }
    const kind = GC_KINDS[detail.kind] ?? 'other'
    const seen = (collections[kind] ??= { count: 0, ms: 0 })
    seen.count++
    seen.ms += entry.duration
  }
}).observe({ entryTypes: ['gc'] })

/** Every page of the monitor list as the engine reads it, as text (outside the measurement). */
async function pages(): Promise<string[]> {
  const texts: string[] = []
  for (let page = 1; ; page++) {
    const response = await globalThis.fetch(
      `${baseUrl}/api/monitors?page[number]=${page}&page[size]=200`,
      { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } },
    )
    const text = await response.text()
    texts.push(text)
    const meta = (JSON.parse(text) as { meta: { last_page: number } }).meta
    if (page >= meta.last_page) return texts
  }
}

/**
 * CPU ms of JSON.parse of `texts`, the lowest of three (the machine is shared). Its garbage is
 * collected before the engine goes on (node --expose-gc), so it costs the engine nothing.
 */
function parseCpu(texts: string[]): number {
  let best = Infinity
  for (let i = 0; i < 3; i++) {
    const kept: unknown[] = []
    const before = process.cpuUsage()
    for (const text of texts) kept.push(JSON.parse(text))
    best = Math.min(best, cpuMs(before))
    kept.length = 0
  }
  ;(globalThis as { gc?: () => void }).gc?.()
  return best
}

/** Monitors whose object is not the previous snapshot's (what the engine saw change). */
function changedMonitors(before: Snapshot | null, after: Snapshot | null): number {
  if (!before || !after) return after?.monitors.length ?? 0
  const old = new Set(before.monitors)
  return after.monitors.filter((m) => !old.has(m)).length
}

const idleRss = process.memoryUsage().rss
const measured: Cycle[] = []
let afterRss = 0
let idleMs = 0
let settled = process.memoryUsage()
/** CPU and memory over `idleSeconds` of real quiet, as between two sweeps. */
async function sitQuiet(): Promise<void> {
  afterRss = process.memoryUsage().rss
  const idleCpu = process.cpuUsage()
  await sleep(options.idleSeconds * 1000)
  idleMs = cpuMs(idleCpu)
  settled = process.memoryUsage()
}
const firstCpu = process.cpuUsage()
await service.start()
await clock.advance(0)
await sleep(options.aftermathMs)
const firstSweepMs = cpuMs(firstCpu)
const firstHeapMiB = mib(getHeapStatistics().total_heap_size)
// The profiler's sampling (every 200 µs) costs CPU of its own: a profiled run's figures are not
// the engine's, only where its time goes.
const profiler = options.profile ? new Session() : null
if (profiler) {
  profiler.connect()
  await profiler.post('Profiler.enable')
  await profiler.post('Profiler.setSamplingInterval', { interval: 200 })
  await profiler.post('Profiler.start')
}
for (let i = 0; i < options.cycles; i++) {
  await control.setTime(clock.now() + INTERVAL_MS)
  const before = service.getSnapshot()
  const sweepsBefore = sweeps
  const writesBefore = writes
  const requestsBefore = requests
  wakeups = {}
  collections = {}
  const wall = performance.now()
  const cpu = process.cpuUsage()
  const faults = process.resourceUsage().minorPageFault
  await clock.advance(INTERVAL_MS)
  await service.idle()
  const wallMs = performance.now() - wall
  const heapMiB = mib(getHeapStatistics().total_heap_size)
  // What the sweep leaves to do counts too: serve mode's feed pushes 100 ms (real time) after a
  // commit, and the collector finishes its work after the sweep's garbage.
  await sleep(options.aftermathMs)
  const spent = cpuMs(cpu)
  const pageFaults = process.resourceUsage().minorPageFault - faults
  const gc = collections
  const rssMiB = mib(process.memoryUsage().rss)
  const afterHeapMiB = mib(getHeapStatistics().total_heap_size)
  // After the last sweep: the quiet, before the baseline's own garbage can count.
  if (i === options.cycles - 1) await sitQuiet()
  const texts = options.baseline ? await pages() : []
  const answersMiB = mib(texts.reduce((n, t) => n + t.length, 0))
  const parseMs = options.baseline ? parseCpu(texts) : NaN
  // Emptied, not left to go out of scope: the module's suspended top-level frame kept the array (and
  // the sweep's 50 MB of texts at 10,000 monitors) alive through the next sweep and the quiet.
  texts.length = 0
  measured.push({
    sweeps: sweeps - sweepsBefore,
    wakeups,
    writes: writes - writesBefore,
    requests: requests - requestsBefore,
    cpuMs: spent,
    pageFaults,
    wallMs,
    parseMs,
    answersMiB,
    rssMiB,
    heapMiB,
    afterHeapMiB,
    changed: changedMonitors(before, service.getSnapshot()),
    gc,
  })
}
if (profiler && options.profile) {
  const { profile } = await profiler.post('Profiler.stop')
  await writeFile(options.profile, JSON.stringify(profile))
  profiler.disconnect()
}

const figures: Figures = {
  monitors: service.getSnapshot()?.monitors.length ?? 0,
  firstSweepMs: +firstSweepMs.toFixed(1),
  firstHeapMiB,
  cycles: measured,
  idleCpuMsPerSecond: +(idleMs / options.idleSeconds).toFixed(2),
  idleRssMiB: mib(idleRss),
  rssMiB: mib(afterRss),
  settledRssMiB: mib(settled.rss),
  heapTotalMiB: mib(settled.heapTotal),
  heapUsedMiB: mib(settled.heapUsed),
  externalMiB: mib(settled.external),
  maxRssMiB: mib(process.resourceUsage().maxRSS * 1024),
}
console.log(JSON.stringify(figures))
await server.close()
await engine.stop()
process.exit(0)
