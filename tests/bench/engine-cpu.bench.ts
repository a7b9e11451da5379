// The engine's CPU per sweep in the simulator's live world (every check runs every minute, so run
// times move on nearly every monitor between two sweeps), beside JSON.parse of the same monitor
// pages measured in the same process and run, at 100, 1,000 and 10,000 monitors; its CPU between
// sweeps; its resident memory; each as serve mode runs it (its V8 flags, electron/adapters/v8-flags.ts,
// node started with --no-memory-reducer and the collection after each sweep that takes the
// reducer's place, electron/adapters/sweep-collection.ts) and in plain node without any of that
// (V8's defaults, its memory reducer on), so what serve mode's way costs is a figure too. The engine runs alone in plain Node
// (engine-cpu-child.ts, bundled with esbuild: serve mode's AppService, file store and server with
// no page open) against the simulator in this process, so the simulator's CPU is not counted.
// Figures, not asserts: goals are printed beside them.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { build } from 'esbuild'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { COLLECT_DELAY_MS } from '@app/adapters/sweep-collection'
import { COMMAND_LINE_FLAGS } from '@app/adapters/v8-command-line'
import { startSimulator } from '@app/simulator'
import { ROOT } from '../e2e/build-renderer'
import type { Figures, Options } from './engine-cpu-child'

const CHILD = join(ROOT, '.tmp', 'engine-cpu-child.mjs')
const SIZES = [100, 1_000, 10_000]
/** Sweep intervals measured after the first sweep (the first builds everything from nothing). */
const CYCLES: Record<number, number> = { 100: 10, 1_000: 8, 10_000: 6 }
/**
 * Real seconds of quiet after the sweeps: longer than V8's memory reducer waits (8 s), so its
 * collection is counted between sweeps and resident memory is read after it, as a real 30 s
 * interval has it.
 */
const IDLE_SECONDS = 10
/** Measured before this work, in the issue (serve mode, /proc, the same live world). */
const BEFORE: Record<number, string> = {
  100: '75 ms = 36x',
  1_000: '394 ms = 19x',
  10_000: '2.8 s = 14x',
}
const lines: string[] = []

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? NaN

function runChild(count: number, serveFlags: boolean): Promise<Figures> {
  return new Promise((resolve, reject) => {
    void startSimulator({
      port: 0,
      monitors: count,
      scenario: 'steady',
      seed: 11,
      clock: 'manual',
      // The live service's limit: the budget, the interval and the watch's share follow it.
      rateLimit: 500,
    }).then((sim) => {
      const options: Options = {
        cycles: CYCLES[count]!,
        idleSeconds: IDLE_SECONDS,
        // Past the collection serve mode runs 1 s after a sweep, so the sweep's CPU counts it.
        aftermathMs: COLLECT_DELAY_MS + 500,
        serveFlags,
        // The baseline is read in the process without the flags only: its pages' garbage in
        // serve mode's process would grow the heap past the size that starts serve mode's
        // collection after a sweep, which serve mode itself, with no baseline, does not reach
        // at 1,000 monitors.
        baseline: !serveFlags,
      }
      const child = spawn(
        process.execPath,
        [
          '--expose-gc',
          // Serve mode's command-line flags: it starts node again with them (v8-command-line.ts).
          ...(serveFlags ? COMMAND_LINE_FLAGS : []),
          CHILD,
          sim.baseUrl,
          sim.token,
          JSON.stringify(options),
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      )
      let out = ''
      let err = ''
      child.stdout.on('data', (d: Buffer) => (out += d.toString()))
      child.stderr.on('data', (d: Buffer) => (err += d.toString()))
      child.once('exit', (code) => {
        void sim
          .close()
          .then(() =>
            code === 0
              ? resolve(JSON.parse(out.trim().split('\n').at(-1)!) as Figures)
              : reject(new Error(err || `child exited with ${code}`)),
          )
      })
    }, reject)
  })
}

/** Per sweep: CPU, JSON.parse of the same answers, and their ratio (medians over the cycles). */
function perSweep(f: Figures) {
  const swept = f.cycles.filter((c) => c.sweeps === 1)
  return {
    cpu: median(swept.map((c) => c.cpuMs)),
    parse: median(swept.map((c) => c.parseMs)),
    ratio: median(swept.map((c) => c.cpuMs / c.parseMs)),
    changed: median(swept.map((c) => c.changed)),
    writes: swept.reduce((n, c) => n + c.writes, 0),
    requests: swept.reduce((n, c) => n + c.requests, 0) / swept.length,
    answersMiB: median(swept.map((c) => c.answersMiB)),
    sweeps: swept.length,
    wakeups: wakeupsPerInterval(swept),
  }
}

/** The engine's timers fired per 30 s interval, by what set them, over the measured cycles. */
function wakeupsPerInterval(cycles: Figures['cycles']): string {
  const total: Record<string, number> = {}
  for (const c of cycles)
    for (const [by, n] of Object.entries(c.wakeups)) total[by] = (total[by] ?? 0) + n
  const all = Object.values(total).reduce((a, b) => a + b, 0)
  const parts = Object.entries(total)
    .sort((a, b) => b[1] - a[1])
    .map(([by, n]) => `${by} ${(n / cycles.length).toFixed(1)}`)
  return `${(all / cycles.length).toFixed(1)} (${parts.join(', ')})`
}

const ms = (x: number) => (x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${x.toFixed(1)} ms`)

beforeAll(async () => {
  await build({
    entryPoints: [join(ROOT, 'tests/bench/engine-cpu-child.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    outfile: CHILD,
    logLevel: 'warning',
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  })
}, 120_000)

afterAll(() => {
  console.log(`\nEngine CPU per sweep, live world (serve mode, no page open)\n${lines.join('\n')}`)
})

test('engine CPU per sweep beside JSON.parse of the same answers, with and without the V8 flags', async () => {
  const served: Record<number, ReturnType<typeof perSweep>> = {}
  for (const count of SIZES) {
    const flagged = await runChild(count, true)
    const plain = await runChild(count, false)
    expect(flagged.monitors).toBe(count)
    expect(plain.monitors).toBe(count)
    const a = perSweep(flagged)
    const b = perSweep(plain)
    served[count] = a
    // The floor: JSON.parse in a process with V8's defaults (the flags slow parsing down too).
    const floor = b.parse
    lines.push(
      `  ${count.toLocaleString('en')} monitors (${b.answersMiB} MiB of answers a sweep, ${a.requests.toFixed(1)} requests a sweep interval; ${a.changed} monitors changed and ${a.writes} writes to disk over ${a.sweeps} sweeps):`,
      `    engine CPU per sweep ${ms(a.cpu)} = ${(a.cpu / floor).toFixed(1)}x JSON.parse of the same answers (${ms(floor)}, in a process without the flags); before: ${BEFORE[count]}; goal: <= 3x at 1,000 and 10,000`,
      `    without serve mode's V8 flags: ${ms(b.cpu)} = ${b.ratio.toFixed(1)}x; the flags cost ${ms(a.cpu - b.cpu)} a sweep (+${(((a.cpu - b.cpu) / b.cpu) * 100).toFixed(0)}%)`,
      `    first sweep (sign-in, everything built from nothing): ${ms(flagged.firstSweepMs)}`,
      `    the engine's timers fired per 30 s interval (each a wakeup on a real clock): ${a.wakeups}`,
      `    CPU between sweeps (${IDLE_SECONDS} s of quiet): ${flagged.idleCpuMsPerSecond} ms a second (without the flags ${plain.idleCpuMsPerSecond}); goal 0`,
      `    resident memory: signed out ${flagged.idleRssMiB} MiB, after the sweeps and the quiet ${flagged.settledRssMiB} MiB (heap ${flagged.heapUsedMiB} of ${flagged.heapTotalMiB} MiB; peak ${flagged.maxRssMiB}); without the flags ${plain.settledRssMiB} MiB (peak ${plain.maxRssMiB}); before: 81; 103 / 123 / 126 MiB at 100 / 1,000 / 10,000, goal: hold`,
    )
  }
  // A fixed cost per sweep: what a sweep would cost with no monitors, on the line through the
  // 100- and 1,000-monitor figures.
  const small = served[100]!
  const mid = served[1_000]!
  const fixed = small.cpu - (mid.cpu - small.cpu) / 9
  lines.push(`  fixed cost per sweep (0 monitors, extrapolated): ${ms(fixed)}; goal <= 10 ms`)
}, 1_800_000)
