// `uptray status --json` on 40 monitors against the simulator, as a separate process, against a
// baseline measured in the same run: the two requests the sweep makes (/api/me and the monitor
// page) with `curl` (or, without curl, Node's fetch in a fresh `node -e` process), plus
// JSON.parse of both bodies. Baseline and CLI runs alternate, so both see the same load of the
// machine; wall time is the median of RUNS runs, peak memory the largest maximum resident set size
// by GNU `/usr/bin/time -f %M` (without it, memory is not measured and says so). The first CLI
// run fills Node's compile cache (a fresh cache folder per bench run); the median is of the runs
// after it, as a user sees every run but the first. Target (issue "Reach"): the built CLI at most
// 4x the baseline and at most 100 MiB. The same command through tsx (the source) is printed as
// "before".
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startSimulator, type RunningSimulator } from '../../electron/simulator/index'

const TOKEN = 'bench-cli-token'
const RUNS = 5
const root = process.cwd()
const bundle = join(root, 'out', 'cli', 'uptray.mjs')
const gnuTime = existsSync('/usr/bin/time') ? '/usr/bin/time' : null
const curl = spawnSync('curl', ['--version']).status === 0 ? 'curl' : null

let sim: RunningSimulator
let home = ''

beforeAll(async () => {
  spawnSync(process.execPath, [join(root, 'scripts', 'build-cli.mjs')], { cwd: root })
  sim = await startSimulator({ port: 0, token: TOKEN, monitors: 40, seed: 1, scenario: 'steady' })
  home = mkdtempSync(join(tmpdir(), 'uptray-bench-cli-'))
}, 120_000)
afterAll(async () => {
  await sim?.close()
  rmSync(home, { recursive: true, force: true })
})

interface Measure {
  ms: number
  kib: number
  stdout: string
}

/** One run: wall time around it, peak RSS of the child. Asynchronous: the simulator answers
 * from this process. */
async function measure(command: string, args: string[], env = process.env): Promise<Measure> {
  const started = performance.now()
  const [file, argv] = gnuTime ? [gnuTime, ['-f', '%M', command, ...args]] : [command, args]
  const child = spawn(file, argv, { cwd: home, env })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  const ms = performance.now() - started
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${stderr}`)
  const kib = gnuTime ? Number(stderr.trim().split('\n').pop()) : NaN
  return { ms, kib, stdout }
}

async function baseline(): Promise<Measure> {
  const base = sim.baseUrl
  const urls = [`${base}/api/me`, `${base}/api/monitors?page%5Bnumber%5D=1&page%5Bsize%5D=200`]
  const run = curl
    ? await measure('sh', [
        '-c',
        urls
          .map((u) => `curl -sf -H 'Authorization: Bearer ${TOKEN}' '${u}'`)
          .join(" && printf '\\n' && "),
      ])
    : await measure(process.execPath, [
        '-e',
        `(async()=>{for(const u of ${JSON.stringify(urls)}){const r=await fetch(u,{headers:{Authorization:'Bearer ${TOKEN}'}});console.log(await r.text())}})()`,
      ])
  const started = performance.now()
  const bodies = run.stdout.split('\n').filter(Boolean)
  for (const body of bodies) JSON.parse(body)
  if (bodies.length !== 2) throw new Error('the baseline did not get both answers')
  return { ...run, ms: run.ms + (performance.now() - started) }
}

function cliEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !key.startsWith('UPTRAY_') && !/proxy/i.test(key),
    ),
  )
  return {
    ...env,
    UPTRAY_API_TOKEN: TOKEN,
    UPTRAY_NO_SECRET_SERVICE: '1',
    UPTRAY_CONTROL_SOCKET: join(home, 'no-app.sock'),
    XDG_CACHE_HOME: join(home, 'cache'),
  }
}

function summary(runs: Measure[]) {
  const sorted = runs.map((r) => r.ms).sort((a, b) => a - b)
  const mib = Math.max(...runs.map((r) => r.kib)) / 1024
  return {
    ms: sorted[Math.floor(sorted.length / 2)]!,
    mib: Math.round(mib * 10) / 10,
    last: runs.at(-1)!,
  }
}

/** RUNS runs of each, alternating. */
async function alternate(a: () => Promise<Measure>, b: () => Promise<Measure>) {
  const runsA: Measure[] = []
  const runsB: Measure[] = []
  for (let i = 0; i < RUNS; i++) {
    runsA.push(await a())
    runsB.push(await b())
  }
  return [summary(runsA), summary(runsB)] as const
}

test('status --json on 40 monitors: the built CLI at most 4x two requests + JSON.parse, at most 100 MiB', async () => {
  const args = ['status', '--json', '--base-url', sim.baseUrl]
  const cli = () => measure(process.execPath, [bundle, ...args], cliEnv())
  const first = await cli()
  const [base, built] = await alternate(baseline, cli)
  const tsxBin = join(root, 'node_modules', '.bin', 'tsx')
  const source = join(root, 'electron', 'cli', 'index.ts')
  const tsxRuns: Measure[] = []
  for (let i = 0; i < 3; i++) tsxRuns.push(await measure(tsxBin, [source, ...args], cliEnv()))
  const tsx = summary(tsxRuns)
  expect((JSON.parse(built.last.stdout) as { monitors: unknown[] }).monitors).toHaveLength(40)
  const ratio = (ms: number) => Math.round((ms / base.ms) * 10) / 10
  const how = `${curl ? 'curl' : 'node -e fetch'}, peak RSS by ${gnuTime ?? 'nothing: no GNU time here'}`
  console.log(`baseline (${how}): ${Math.round(base.ms)} ms, ${base.mib} MiB`)
  console.log(`before (tsx, source): ${Math.round(tsx.ms)} ms = ${ratio(tsx.ms)}x, ${tsx.mib} MiB`)
  console.log(
    `built CLI (node out/cli/uptray.mjs): ${Math.round(built.ms)} ms = ${ratio(built.ms)}x, ${built.mib} MiB (target: <= 4x, <= 100 MiB)`,
  )
  console.log(
    `built CLI, first run (filling the compile cache): ${Math.round(first.ms)} ms = ${ratio(first.ms)}x, ${Math.round((first.kib / 1024) * 10) / 10} MiB`,
  )
  expect(ratio(built.ms)).toBeLessThanOrEqual(4)
  if (gnuTime) expect(built.mib).toBeLessThanOrEqual(100)
  else console.log('peak memory not checked: /usr/bin/time (GNU time) is not installed')
}, 600_000)
