/// <reference lib="dom" />
// The snapshot protocol (shared/snapshot-delta.ts) at 100, 1,000 and 10,000 monitors, each beside
// its baseline in the same run: bytes pushed for a sweep where 1% of monitors changed (the delta
// against the whole snapshot every page used to get), and in Chromium the push of such a sweep to
// the painted overview (delta against a full snapshot), the cold open to the first rows, and the
// popover open to painted. The page is served by a real HTTP server on 127.0.0.1. Figures, not
// asserts: targets are printed beside them. Long tasks show only where Chromium reports them
// (over 50 ms; this headless Chromium reports none, not even the 200 ms full push), so 'message
// handled' is the task figure.
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from '@playwright/test'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../playwright.config'
import type { MonitorState, Snapshot } from '@app/shared/model'
import { diffSnapshots, type SnapshotUpdate } from '@app/shared/snapshot-delta'
import { summarize } from '@app/shared/summary'
import { buildRenderer } from '../e2e/build-renderer'
import { installBenchBridge } from './bench-bridge'

const SIZES = [100, 1_000, 10_000]
/** The built dashboard, served by a real HTTP server on 127.0.0.1 (as serve mode does). */
let origin = ''
let server: Server | undefined
const lines: string[] = []
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

/** An account like the renderer bench's: two checks a monitor, one in five failing. */
function account(count: number): Snapshot {
  const results = ['succeeded', 'succeeded', 'succeeded', 'warning', 'failed'] as const
  const monitors: MonitorState[] = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    teamId: (i % 3) + 1,
    label: `client-${String(i).padStart(5, '0')}.example.com`,
    url: `https://client-${i}.example.com`,
    type: 'http',
    groupName: `Group ${i % 50}`,
    tags: [`tag-${i % 20}`],
    result: results[i % results.length]!,
    lastRunAt: '2026-01-01T10:00:00.000Z',
    checks: ['uptime', 'performance', 'certificate_health', 'broken_links'].map((type, k) => ({
      id: i * 10 + k,
      type,
      label: type,
      enabled: true,
      result: k === 0 ? results[i % results.length]! : 'succeeded',
      summary: k === 0 ? 'Up, 200 OK in 120 ms' : null,
      lastRunAt: '2026-01-01T10:00:00.000Z',
      snoozedUntil: null,
    })),
    maintenance: null,
  }))
  return {
    fetchedAt: '2026-01-01T10:00:00.000Z',
    monitors,
    cron: {},
    unreadable: { count: 0, reasons: [] },
  }
}

/** The next sweep: 1% of monitors flip their uptime check, every monitor's run time moves on. */
function nextSweep(s: Snapshot, runTimesMove: boolean): Snapshot {
  const step = 100
  return {
    ...s,
    fetchedAt: '2026-01-01T10:00:30.000Z',
    monitors: s.monitors.map((m, i) => {
      const flips = i % step === 0
      if (!flips && !runTimesMove) return m
      const result = flips ? (m.result === 'failed' ? 'succeeded' : 'failed') : m.result
      return {
        ...m,
        result,
        lastRunAt: runTimesMove ? '2026-01-01T10:00:30.000Z' : m.lastRunAt,
        checks: m.checks.map((c, k) => (k === 0 && flips ? { ...c, result } : c)),
      }
    }),
  }
}

const wsText = (update: SnapshotUpdate) =>
  Buffer.byteLength(JSON.stringify({ event: 'snapshot:update', payload: update }))

test('bytes pushed per sweep with 1% of monitors changed: delta against the full snapshot', () => {
  lines.push(
    'Bytes pushed per sweep, 1% of monitors changed (target: proportional to the changes):',
  )
  for (const n of SIZES) {
    const a = account(n)
    const b = nextSweep(a, false)
    const full = wsText({ epoch: 'e', version: 2, full: b })
    const delta = wsText({ epoch: 'e', version: 2, base: 1, delta: diffSnapshots(a, b) })
    lines.push(
      `  ${n} monitors: delta ${kb(delta)}, baseline full snapshot ${kb(full)} (${((delta / full) * 100).toFixed(2)}%)`,
    )
    expect(delta).toBeLessThan(full)
  }
  lines.push(
    '  (the engine keeps lastRunAt per monitor; when it moves on every monitor each sweep:)',
  )
  for (const n of SIZES) {
    const a = account(n)
    const b = nextSweep(a, true)
    const full = wsText({ epoch: 'e', version: 2, full: b })
    const delta = wsText({ epoch: 'e', version: 2, base: 1, delta: diffSnapshots(a, b) })
    lines.push(`  ${n} monitors, every run time moved: delta ${kb(delta)}, full ${kb(full)}`)
  }
})

let browser: Browser
let dir = ''

async function open(count: number, path = '/', painted?: string, popover?: unknown): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await page.addInitScript(installBenchBridge, { count, painted, popover })
  await page.goto(`${origin}${path}`)
  await page.waitForFunction(() => '__rowsPaintedAt' in window)
  return page
}

/** Navigation start to the first painted row (performance.now() counts from navigation). */
const paintedAt = (page: Page) =>
  page.evaluate(() => (window as unknown as { __rowsPaintedAt: number }).__rowsPaintedAt)

/** The longtask observer's figure, when this Chromium reports long tasks at all. */
function longTasks(xs: Pushed[]): string {
  const longest = Math.max(...xs.map((x) => x.longest))
  return longest > 0 ? `, long tasks up to ${longest.toFixed(0)} ms` : ''
}

interface Pushed {
  /** From the message to the next painted frame. */
  ms: number
  /** The task that handles the message: parse, apply, and Vue's render flush. */
  script: number
  longest: number
}

/**
 * One sweep's push to the page, 1% of monitors changed, as a delta or (the baseline, what every
 * page got before) as the full snapshot: ms from the message to the next painted frame, and the
 * longest task the page's longtask observer saw meanwhile (it reports only tasks over 50 ms).
 */
function push(page: Page, mode: 'delta' | 'full'): Promise<Pushed> {
  return page.evaluate(
    (mode) =>
      new Promise<Pushed>((resolve) => {
        type M = { id: number; result: string; checks: { result: string }[] }
        const w = window as unknown as {
          __benchState: { version: number; cursor: number; monitors: M[] }
          __emit: (method: string, text: string) => void
          __longtasks: { start: number; duration: number }[]
        }
        const s = w.__benchState
        const n = Math.max(1, Math.round(s.monitors.length / 100))
        const changed = []
        for (let k = 0; k < n; k++) {
          const i = (s.cursor++ * 7919) % s.monitors.length
          const m = s.monitors[i]!
          const result = m.result === 'failed' ? 'succeeded' : 'failed'
          const check = { ...m.checks[0]!, result }
          s.monitors[i] = { ...m, result, checks: [check, ...m.checks.slice(1)] }
          changed.push({ id: m.id, set: { result }, checks: [check] })
        }
        const fetchedAt = new Date().toISOString()
        const base = s.version++
        const update =
          mode === 'delta'
            ? {
                epoch: 'bench',
                version: s.version,
                base,
                delta: { fetchedAt, added: [], removed: [], changed },
              }
            : {
                epoch: 'bench',
                version: s.version,
                full: {
                  fetchedAt,
                  monitors: s.monitors,
                  cron: {},
                  unreadable: { count: 0, reasons: [] },
                },
              }
        const text = JSON.stringify(update)
        const start = performance.now()
        w.__emit('onSnapshotUpdate', text)
        // Vue's render flush is a microtask queued during the emit: this one runs after it.
        let script = 0
        void Promise.resolve().then(() => (script = performance.now() - start))
        requestAnimationFrame(() =>
          setTimeout(() => {
            const ms = performance.now() - start
            const longest = Math.max(
              0,
              ...w.__longtasks.filter((t) => t.start >= start - 1).map((t) => t.duration),
            )
            resolve({ ms, script, longest })
          }, 0),
        )
      }),
    mode,
  )
}

beforeAll(async () => {
  dir = await buildRenderer('bench-protocol')
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
  console.log(`\nSnapshot protocol\n${lines.join('\n')}`)
})

test('a sweep with 1% changed, pushed to the open overview in Chromium: delta against full', async () => {
  lines.push(
    'Push of a sweep (1% changed) to the overview, median of 8 (target: the longest task under 16 ms at 10,000):',
  )
  for (const n of SIZES) {
    const page = await open(n)
    const delta: Pushed[] = []
    const full: Pushed[] = []
    for (let i = 0; i < 8; i++) {
      delta.push(await push(page, 'delta'))
      full.push(await push(page, 'full'))
    }
    const show = (xs: Pushed[]) =>
      `message handled ${median(xs.map((x) => x.script)).toFixed(1)} ms, to paint ${median(xs.map((x) => x.ms)).toFixed(1)} ms${longTasks(xs)}`
    lines.push(`  ${n} monitors: delta: ${show(delta)}; baseline full snapshot: ${show(full)}`)
    await page.close()
  }
}, 240_000)

test('cold open to the first rows, and the popover open to painted, in Chromium', async () => {
  lines.push(
    'Cold open, navigation to the first painted rows, median of 5 (target < 300 ms at 10,000):',
  )
  const popoverAt: string[] = []
  for (const n of SIZES) {
    const opens: number[] = []
    const popovers: number[] = []
    const summary = summarize(account(n), Date.now())
    for (let i = 0; i < 5; i++) {
      const page = await open(n)
      opens.push(await paintedAt(page))
      await page.close()
      const pop = await open(n, '/#/popover', '[data-test=popover-monitor]', summary)
      popovers.push(await paintedAt(pop))
      await pop.close()
    }
    lines.push(`  ${n} monitors: ${median(opens).toFixed(0)} ms`)
    popoverAt.push(`  ${n} monitors: ${median(popovers).toFixed(0)} ms`)
  }
  lines.push('Popover open (summary only), navigation to painted, median of 5:', ...popoverAt)
}, 240_000)
