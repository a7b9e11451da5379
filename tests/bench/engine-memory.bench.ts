// Resident memory of the process that holds the engine after an hour of sweeps (120 at 30 s, on
// a fake clock) at 10,000 monitors, beside the same process idle (loaded, not signed in) and
// after one sweep, in the same run. The engine runs alone in plain Node (bundled with esbuild,
// with serve mode's V8 flags, electron/adapters/v8-flags.ts; --expose-gc) against the simulator in
// this process, so the simulator's memory is not counted. Target: under 150 MB after the hour.
//
// Then the CPU between sweeps and what gives memory back: at 100, 1,000 and 10,000 monitors, each
// sweep followed by real seconds of quiet, V8's memory reducer (the engine's flags as they are set
// at run time) beside serve mode's way (the reducer off on node's command line, the same kind of
// collection right after a sweep that grew the heap, electron/adapters/sweep-collection.ts), in
// the same run.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { COMMAND_LINE_FLAGS } from '@app/adapters/v8-command-line'
import { startSimulator, type RunningSimulator } from '@app/simulator'
import { buildChild, runChild } from './engine-child-runner'
import type { Interval, MemoryOptions } from './engine-memory-child'

let bundle = ''
let sim: RunningSimulator
const lines: string[] = []

interface Figures {
  monitors: number
  rssMiB: number
  idleRssMiB: number
  heapUsedMiB: number
  idleHeapUsedMiB: number
  externalMiB: number
  arrayBuffersMiB: number
  cpuSeconds: number
  snapshotJsonMiB: number
  pushedMiB: number
  spaces: { space: string; usedMiB: number }[]
  intervals: Interval[]
}

function run(
  sweeps: number,
  options: Partial<MemoryOptions> = {},
  nodeFlags = ['--expose-gc'],
  on: RunningSimulator = sim,
): Promise<Figures> {
  const all: MemoryOptions = {
    sweeps,
    quietSeconds: 0,
    // Serve mode's run-time flags: those of a process without its command line, unless given.
    serve: true,
    flags: [],
    collector: false,
    ...options,
  }
  return runChild<Figures>(bundle, nodeFlags, on, all)
}

beforeAll(async () => {
  bundle = await buildChild('engine-memory-child')
  sim = await startSimulator({
    port: 0,
    monitors: 10_000,
    scenario: 'steady',
    seed: 11,
    clock: 'manual',
    rateLimit: 1_000_000,
  })
}, 120_000)

afterAll(async () => {
  await sim?.close()
  console.log(`\nEngine process memory (10,000 monitors)\n${lines.join('\n')}`)
})

test('resident memory of the engine process after an hour of sweeps at 10,000 monitors', async () => {
  const line = (name: string, f: Figures) =>
    `  ${name}: RSS ${f.rssMiB} MiB (idle ${f.idleRssMiB} MiB), heap used ${f.heapUsedMiB} MiB (idle ${f.idleHeapUsedMiB}), external ${f.externalMiB} MiB (array buffers ${f.arrayBuffersMiB}), CPU ${f.cpuSeconds} s, largest spaces ${f.spaces.map((s) => `${s.space} ${s.usedMiB}`).join(', ')}; snapshot as JSON ${f.snapshotJsonMiB} MiB, pushed ${f.pushedMiB} MiB`
  const one = await run(1)
  lines.push(line('after 1 sweep (baseline)', one))
  const hour = await run(120)
  lines.push(line('after 120 sweeps (an hour at 30 s)', hour))
  const hourMB = (hour.rssMiB * 1048576) / 1e6
  lines.push(
    `  target: under 150 MB after the hour: ${hourMB < 150 ? 'met' : 'not met'} (${hourMB.toFixed(0)} MB)`,
  )
  expect(hour.monitors).toBe(10_000)
  expect(hourMB, 'resident memory after the hour, MB').toBeLessThan(150)
}, 1_200_000)

/** What gives memory back after a sweep, and the CPU it costs. */
const WAYS: { name: string; nodeFlags: string[]; options: Partial<MemoryOptions> }[] = [
  {
    name: "V8's memory reducer (baseline: serve mode without its command line, as on Windows)",
    nodeFlags: [],
    options: {},
  },
  {
    name: "serve mode: its command line (the reducer off, the young generation bounded), V8's last-resort collection right after a sweep that grew the heap",
    nodeFlags: [...COMMAND_LINE_FLAGS],
    options: { collector: true },
  },
]
const GOAL_RSS: Record<number, number> = { 100: 103, 1_000: 123, 10_000: 126 }
/** Sweeps measured after the first (which builds everything from nothing). */
const MEASURED = 4
const QUIET_SECONDS = 10
const range = (xs: number[], digits = 1) =>
  `${Math.min(...xs).toFixed(digits)}-${Math.max(...xs).toFixed(digits)}`

test('CPU between sweeps and resident memory: the memory reducer beside a collection right after the sweep', async () => {
  for (const count of [100, 1_000, 10_000]) {
    const world = await startSimulator({
      port: 0,
      monitors: count,
      scenario: 'steady',
      seed: 11,
      clock: 'manual',
      rateLimit: 500,
    })
    lines.push(
      `  ${count.toLocaleString('en')} monitors (${QUIET_SECONDS} s of quiet after each sweep; ${MEASURED} sweeps measured after the first; goal: between sweeps 0, resident memory <= ${GOAL_RSS[count]} MiB):`,
    )
    try {
      for (const way of WAYS) {
        const f = await run(
          1 + MEASURED,
          { quietSeconds: QUIET_SECONDS, ...way.options },
          way.nodeFlags,
          world,
        )
        expect(f.monitors).toBe(count)
        const measured = f.intervals.slice(1)
        const between = measured.map((i) => i.quietMs / QUIET_SECONDS)
        const sweep = measured.map((i) => i.sweepMs)
        const total = measured.map((i) => i.sweepMs + i.quietMs)
        // What the collection after a sweep sees: the heap's growth since the quiet before it.
        const growth = measured.map((i, k) => i.heapMiB - f.intervals[k]!.settledHeapMiB)
        lines.push(
          `    ${way.name}: between sweeps ${range(between, 2)} ms a second; sweep ${range(sweep)} ms; sweep + quiet ${range(total)} ms; resident memory ${range(measured.map((i) => i.rssMiB))} MiB; V8's heap grew ${range(growth)} MiB in the sweep, ${range(measured.map((i) => i.heapMiB))} MiB after it, ${range(measured.map((i) => i.settledHeapMiB))} MiB after the quiet`,
        )
      }
    } finally {
      await world.close()
    }
  }
}, 1_800_000)
