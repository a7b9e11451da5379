// Simulator speed, each figure a ratio against a baseline measured in the same run:
// - seeding a 10,000-monitor account (~98,000 checks) vs allocating the same number of bare
//   check-like objects (the floor of any in-memory world);
// - serving one 200-monitor page of that account in-process (Hono `app.fetch`) and over HTTP,
//   vs `JSON.stringify` of the same page;
// - the same page right after the clock jumped 24 hours (results are derived lazily: the jump
//   itself costs nothing and the page costs what it did before).
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createSimulator, startSimulator, type RunningSimulator } from '@app/simulator/index'
import { seedWorld } from '@app/simulator/seed/seed-world'

const MONITORS = 10_000
const START = Date.UTC(2026, 0, 5, 9)
const PAGE = '/api/monitors?page[number]=7'
const auth = { Authorization: 'Bearer demo-token' }
// Medians would be nicer; tinybench means over a few runs, on a shared 2-core machine.
const seedRun = { time: 0, iterations: 8, warmupTime: 0, warmupIterations: 2 }
const pageRun = { time: 1500, iterations: 20, warmupTime: 200, warmupIterations: 3 }

type Results = { get(name: string): { latency: { mean: number } } }
const ms = (results: Results, name: string) => Math.round(results.get(name).latency.mean * 10) / 10
const ratio = (results: Results, name: string, baseline: string) =>
  Math.round((results.get(name).latency.mean / results.get(baseline).latency.mean) * 100) / 100

test('seeding 10,000 monitors, against allocating as many bare objects', async ({ bench }) => {
  const results = await bench.compare(
    bench('baseline: 10,000 monitors x 10 bare check objects', () => {
      const monitors = []
      for (let m = 0; m < MONITORS; m++) {
        const checks = []
        for (let c = 0; c < 10; c++)
          checks.push({ id: m * 10 + c, monitorId: m, enabled: true, result: 'succeeded' })
        monitors.push({ id: m, checks })
      }
      if (monitors.length !== MONITORS) throw new Error('unreachable')
    }),
    bench('seedWorld(scale, 10,000)', () => {
      const world = seedWorld({ seed: 1, scenario: 'scale', monitors: MONITORS, now: START })
      if (world.monitors.size !== MONITORS) throw new Error('wrong monitor count')
    }),
    seedRun,
  )
  const seedMs = ms(results, 'seedWorld(scale, 10,000)')
  console.log(
    `seeding 10,000 monitors: ${seedMs} ms, ${ratio(results, 'seedWorld(scale, 10,000)', 'baseline: 10,000 monitors x 10 bare check objects')}x the bare allocation`,
  )
  expect(seedMs).toBeGreaterThan(0)
}, 300_000)

let running: RunningSimulator
beforeAll(async () => {
  running = await startSimulator({
    clock: 'manual',
    scenario: 'scale',
    monitors: MONITORS,
    rateLimit: 1_000_000,
    startTime: START,
  })
})
afterAll(async () => {
  await running.close()
})

test('one 200-monitor page of a 10,000-monitor account, against JSON.stringify of it', async ({
  bench,
}) => {
  const { sim, app } = createSimulator({
    clock: 'manual',
    scenario: 'scale',
    monitors: MONITORS,
    rateLimit: 1_000_000,
    startTime: START,
  })
  const get = async () => {
    const response = await app.fetch(new Request(`http://sim.test${PAGE}`, { headers: auth }))
    return response.text()
  }
  const pageJson = JSON.parse(await get()) as { data: unknown[] }
  expect(pageJson.data).toHaveLength(200)
  const results = await bench.compare(
    bench('baseline: JSON.stringify of the same page', () => {
      if (JSON.stringify(pageJson).length < 100_000) throw new Error('page too small')
    }),
    bench('in-process: app.fetch + body', async () => {
      if ((await get()).length < 100_000) throw new Error('page too small')
    }),
    bench('in-process, clock +24 h before each request', async () => {
      sim.clock.advance(24 * 3_600_000)
      if ((await get()).length < 100_000) throw new Error('page too small')
    }),
    bench('over HTTP: fetch 127.0.0.1 + body', async () => {
      const response = await fetch(`${running.baseUrl}${PAGE}`, { headers: auth })
      if ((await response.text()).length < 100_000) throw new Error('page too small')
    }),
    pageRun,
  )
  const base = 'baseline: JSON.stringify of the same page'
  for (const name of [
    'in-process: app.fetch + body',
    'in-process, clock +24 h before each request',
    'over HTTP: fetch 127.0.0.1 + body',
  ]) {
    console.log(
      `200-monitor page, ${name}: ${ms(results, name)} ms, ${ratio(results, name, base)}x JSON.stringify (${ms(results, base)} ms)`,
    )
  }
  expect(ms(results, 'in-process: app.fetch + body')).toBeGreaterThan(0)
}, 300_000)
