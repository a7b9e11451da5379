/// <reference lib="dom" />
// The snapshot protocol in the simulator's live world, where every check runs on its cadence
// (uptime and performance every minute), so nearly every run time moves between two sweeps. At
// 100, 1,000 and 10,000 monitors: the real simulator (manual clock, moved 30 s, the default
// interval, between sweeps), its pages read over HTTP and built by the engine's SnapshotBuilder,
// pushed through the host's snapshot feed. Figures per sweep after the first picture, each beside
// its baseline in the same run: the bytes an open page receives, and in Chromium the page's
// longest task applying such a sweep (the longtask observer, which reports only tasks over 50 ms,
// and the handling measured in the page: parse, apply, Vue's render flush). The baseline is the
// old protocol: run times inside monitors and checks, so each moved run time re-sent whole
// check objects (the same sweeps with the run times put back in place, diffed the same way).
// Figures, not asserts: the goals are printed beside them.
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from '@playwright/test'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../playwright.config'
import type { ApiMonitor } from '@app/core/api/schemas/monitor'
import { monitorPageSchema } from '@app/core/api/schemas/monitor-page'
import { checkRanAt } from '@app/core/engine/check-run-table'
import { buildSnapshot } from '@app/core/engine/snapshot'
import type { Snapshot } from '@app/shared/model'
import { snapshotDelta, type SnapshotUpdate } from '@app/shared/snapshot-delta'
import { createSnapshotFeed } from '@app/shared/snapshot-feed'
import { startSimulator } from '@app/simulator'
import { buildRenderer } from '../e2e/build-renderer'
import { installBenchBridge } from './bench-bridge'

const SIZES = [100, 1_000, 10_000]
/** Sweeps after the first picture; 30 s apart on the simulator's clock. */
const SWEEPS = 6
const GOAL_BYTES = 250 * 1024
const GOAL_TASK_MS = 50
const lines: string[] = []
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? NaN
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
const ms = (x: number) => `${x.toFixed(1)} ms`

/** The first picture and the sweeps after it, as the engine builds them from the simulator. */
async function liveSweeps(count: number): Promise<Snapshot[]> {
  const sim = await startSimulator({
    port: 0,
    monitors: count,
    scenario: 'steady',
    seed: 11,
    clock: 'manual',
    rateLimit: 1_000_000,
    colleagues: false,
  })
  try {
    const read = async (): Promise<ApiMonitor[]> => {
      const monitors: ApiMonitor[] = []
      for (let page = 1; ; page++) {
        const response = await fetch(
          `${sim.baseUrl}/api/monitors?page[number]=${page}&page[size]=200`,
          { headers: { Authorization: `Bearer ${sim.token}`, Accept: 'application/json' } },
        )
        const body = monitorPageSchema.parse(await response.json())
        monitors.push(...body.data)
        if (page >= (body.meta?.last_page ?? page)) return monitors
      }
    }
    const snapshots: Snapshot[] = []
    let previous: Snapshot | null = null
    for (let i = 0; i <= SWEEPS; i++) {
      if (i > 0) await sim.control.advance({ seconds: 30 })
      const { iso } = await sim.control.clock()
      previous = buildSnapshot(await read(), iso, previous)
      snapshots.push(previous)
    }
    return snapshots
  } finally {
    await sim.close()
  }
}

const NO_TIMES: Snapshot['ran'] = { monitors: {}, checks: {} }
const isoOf = (at: number | undefined) => (at === undefined ? null : new Date(at).toISOString())

/** The snapshot as the old protocol carried it: run times inside monitors and checks. */
function inline(s: Snapshot): Snapshot {
  return {
    ...s,
    ran: NO_TIMES,
    monitors: s.monitors.map((m) => ({
      ...m,
      lastRunAt: isoOf(s.ran.monitors[m.id]),
      checks: m.checks.map((c) => ({ ...c, lastRunAt: isoOf(checkRanAt(s.ran, c.id)) })),
    })),
  }
}

/** What a page receives: the feed's updates as the WebSocket frames them. */
const frame = (update: SnapshotUpdate) =>
  JSON.stringify({ event: 'snapshot:update', payload: update })

interface Protocol {
  /** The first picture's JSON (the full snapshot) and each sweep's update after it. */
  full: string
  updates: SnapshotUpdate[]
  changedMonitors: number[]
}

/** The new protocol: the host's own feed, fed the engine's snapshots one sweep at a time. */
function viaFeed(snapshots: Snapshot[]): Protocol {
  let current: Snapshot | null = null
  const published: SnapshotUpdate[] = []
  const feed = createSnapshotFeed({
    current: () => current,
    publish: (u) => published.push(u),
    epoch: 'bench',
  })
  for (const s of snapshots) {
    current = s
    feed.flush()
  }
  feed.dispose()
  const [first, ...updates] = published
  return {
    full: JSON.stringify((first as { full: Snapshot }).full),
    updates,
    changedMonitors: updates.map((u) => ('delta' in u ? u.delta.changed.length : NaN)),
  }
}

/** The baseline: the old shape, diffed sweep after sweep as the old feed did. */
function oldProtocol(snapshots: Snapshot[]): Protocol {
  const old = snapshots.map(inline)
  const updates: SnapshotUpdate[] = old.slice(1).map((s, i) => ({
    epoch: 'bench',
    version: i + 2,
    base: i + 1,
    delta: snapshotDelta(old[i]!, s),
  }))
  return {
    full: JSON.stringify(old[0]),
    updates,
    changedMonitors: updates.map((u) => ('delta' in u ? u.delta.changed.length : NaN)),
  }
}

let browser: Browser
let origin = ''
let server: Server | undefined

/** The overview open on the bench bridge, holding `full` as its first picture, rows painted. */
async function open(full: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.addInitScript(installBenchBridge, { count: 0, full })
  await page.goto(origin)
  await page
    .waitForFunction(() => '__rowsPaintedAt' in window, undefined, { timeout: 60_000 })
    .catch((error: unknown) => {
      throw new Error(`no rows painted (page errors: ${errors.join('; ') || 'none'})`, {
        cause: error,
      })
    })
  // The full snapshot is asked for after the first paint: wait until the store holds it.
  await page.waitForFunction(
    () => {
      type Holder = { __vue_app__?: { config: { globalProperties: Record<string, unknown> } } }
      const app = (document.querySelector('#app') as unknown as Holder | null)?.__vue_app__
      const pinia = app?.config.globalProperties.$pinia as
        { state: { value: Record<string, { snapshot?: unknown }> } } | undefined
      return Boolean(pinia?.state.value.monitors?.snapshot)
    },
    undefined,
    { timeout: 60_000 },
  )
  return page
}

interface Applied {
  /** The message's task: parse, apply, and Vue's render flush. */
  handled: number
  /** From the message to the next painted frame. */
  painted: number
  /** The longest task the page's longtask observer saw meanwhile (0: none over 50 ms). */
  longest: number
}

/** One update pushed into the page as the WebSocket bridge delivers it. */
function push(page: Page, text: string): Promise<Applied> {
  return page.evaluate(
    (text) =>
      new Promise<Applied>((resolve) => {
        const w = window as unknown as {
          __emit: (method: string, text: string) => void
          __longtasks: { start: number; duration: number }[]
        }
        const start = performance.now()
        w.__emit('onSnapshotUpdate', text)
        // Vue's render flush is a microtask queued during the emit: this one runs after it.
        let handled = 0
        void Promise.resolve().then(() => (handled = performance.now() - start))
        requestAnimationFrame(() =>
          setTimeout(() => {
            const longest = Math.max(
              0,
              ...w.__longtasks.filter((t) => t.start >= start - 1).map((t) => t.duration),
            )
            resolve({ handled, painted: performance.now() - start, longest })
          }, 0),
        )
      }),
    text,
  )
}

/** Each update's payload as the page's bridge receives it (the payload of the frame). */
const payload = (update: SnapshotUpdate) => JSON.stringify(update)

async function applyAll(protocol: Protocol): Promise<Applied[]> {
  const page = await open(protocol.full)
  const applied: Applied[] = []
  for (const update of protocol.updates) applied.push(await push(page, payload(update)))
  // The page followed every delta (a refused one would have fallen back to the first picture).
  const shown = await page.evaluate(() => {
    type Holder = { __vue_app__?: { config: { globalProperties: Record<string, unknown> } } }
    const app = (document.querySelector('#app') as unknown as Holder | null)?.__vue_app__
    const pinia = app?.config.globalProperties.$pinia as {
      state: { value: Record<string, { snapshot?: { fetchedAt: string } }> }
    }
    return pinia.state.value.monitors?.snapshot?.fetchedAt
  })
  const last = protocol.updates.at(-1)!
  expect(shown).toBe('delta' in last ? last.delta.fetchedAt : last.full.fetchedAt)
  await page.close()
  return applied
}

beforeAll(async () => {
  const dir = await buildRenderer('bench-live-churn')
  server = createServer((req, res) => {
    const p = new URL(req.url ?? '/', 'http://x').pathname
    const file = join(dir, p === '/' ? 'index.html' : p.replaceAll('..', ''))
    const type = file.endsWith('.js')
      ? 'text/javascript'
      : file.endsWith('.css')
        ? 'text/css'
        : 'text/html'
    readFile(file).then(
      (body) => res.writeHead(200, { 'content-type': type }).end(body),
      () => res.writeHead(404).end(),
    )
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}, 120_000)

afterAll(async () => {
  await browser?.close()
  server?.close()
  console.log(`\nLive churn (every check runs on its cadence)\n${lines.join('\n')}`)
})

test('bytes per sweep and the page applying it, in the live world: run times apart against inline', async () => {
  const bytes: string[] = []
  const tasks: string[] = []
  for (const n of SIZES) {
    const snapshots = await liveSweeps(n)
    const now = viaFeed(snapshots)
    const old = oldProtocol(snapshots)
    const sizes = (p: Protocol) => p.updates.map((u) => Buffer.byteLength(frame(u)))
    const [nowBytes, oldBytes] = [sizes(now), sizes(old)]
    const moved = snapshots.slice(1).map((s, i) => {
      const before = snapshots[i]!.ran.monitors
      return s.monitors.filter((m) => s.ran.monitors[m.id] !== before[m.id]).length
    })
    bytes.push(
      `  ${n} monitors: ${kb(median(nowBytes))} median, ${kb(Math.max(...nowBytes))} max` +
        ` (monitors changed ${median(now.changedMonitors)}, fresh-as-of moved ${median(moved)});` +
        ` baseline old protocol ${kb(median(oldBytes))} median, ${kb(Math.max(...oldBytes))} max` +
        ` (monitors changed ${median(old.changedMonitors)}); first picture ${kb(now.full.length)},` +
        ` old ${kb(old.full.length)}`,
    )
    expect(median(nowBytes)).toBeLessThan(median(oldBytes))

    const nowApplied = await applyAll(now)
    const oldApplied = await applyAll(old)
    const show = (xs: Applied[]) =>
      `handled ${ms(median(xs.map((x) => x.handled)))} median, ${ms(Math.max(...xs.map((x) => x.handled)))} max;` +
      ` to paint ${ms(median(xs.map((x) => x.painted)))} median;` +
      ` long tasks: ${Math.max(...xs.map((x) => x.longest)) > 0 ? `up to ${ms(Math.max(...xs.map((x) => x.longest)))}` : 'none reported'}`
    tasks.push(
      `  ${n} monitors: ${show(nowApplied)}`,
      `    baseline old protocol: ${show(oldApplied)}`,
    )
  }
  lines.push(
    `Bytes pushed to an open page per sweep after the first picture, ${SWEEPS} sweeps 30 s apart (goal <= ${kb(GOAL_BYTES)} at 10,000):`,
    ...bytes,
    `The page applying such a sweep in Chromium, overview open (goal: longest task < ${GOAL_TASK_MS} ms at 10,000):`,
    ...tasks,
  )
}, 900_000)
