/// <reference lib="dom" />
// The snapshot protocol (shared/snapshot-delta.ts) at 100, 1,000 and 10,000 monitors, each beside
// its baseline in the same run: bytes pushed for a sweep where 1% of monitors changed (the delta
// against the whole snapshot every page used to get), in Chromium the push of such a sweep to the
// painted overview (delta against a full snapshot), and the cold open: serve mode (its HTTP server,
// WebSocket and engine, as `npm run serve` composes them) started offline from an offline cache of
// N monitors, a browser tab navigating to it, to the overview's first rows painted and to the
// popover painted. The cold open's baseline is the same page without its first screenful (the
// full snapshot over the WebSocket, what every page did before). Figures, not asserts: targets
// are printed beside them. Long tasks show only where Chromium reports them (over 50 ms; this
// headless Chromium reports none), so 'message handled' is the task figure.
import { mkdtempSync, rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../playwright.config'
import { createFileStore } from '@app/adapters/file-store'
import type { Logger } from '@app/core/ports'
import { OfflineCache } from '@app/core/engine/offline-cache'
import { realClock } from '@app/core/wall-clock'
import { accessCookieName } from '@app/serve/access'
import { composeCore } from '@app/serve/compose'
import { startServer } from '@app/serve/server'
import { SETTINGS_KEY } from '@app/serve/settings'
import type { MonitorState, Snapshot } from '@app/shared/model'
import { DEFAULT_SETTINGS } from '@app/shared/settings'
import { snapshotDelta, windowCopy, type SnapshotUpdate } from '@app/shared/snapshot-delta'
import { FIRST_SCREEN_ID } from '@app/shared/snapshot-first-screen'
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
    checks: ['uptime', 'performance', 'certificate_health', 'broken_links'].map((type, k) => ({
      id: i * 10 + k,
      type,
      label: type,
      enabled: true,
      result: k === 0 ? results[i % results.length]! : 'succeeded',
      summary: k === 0 ? 'Up, 200 OK in 120 ms' : null,
      snoozedUntil: null,
    })),
    maintenance: null,
  }))
  return {
    fetchedAt: '2026-01-01T10:00:00.000Z',
    monitors,
    cron: {},
    unreadable: { count: 0, reasons: [] },
    ran: ranAt(monitors, Date.parse('2026-01-01T10:00:00.000Z')),
  }
}

/** Every monitor and check last ran at `at`. */
function ranAt(monitors: MonitorState[], at: number): Snapshot['ran'] {
  const ran: Snapshot['ran'] = { monitors: {}, checks: {} }
  for (const m of monitors) {
    ran.monitors[m.id] = at
    for (const c of m.checks) ran.checks[c.id] = at
  }
  return ran
}

/** The next sweep: 1% of monitors flip their uptime check, every monitor's run time moves on. */
function nextSweep(s: Snapshot, runTimesMove: boolean): Snapshot {
  const step = 100
  const monitors = s.monitors.map((m, i): MonitorState => {
    if (i % step !== 0) return m
    const result = m.result === 'failed' ? ('succeeded' as const) : ('failed' as const)
    return { ...m, result, checks: m.checks.map((c, k) => (k === 0 ? { ...c, result } : c)) }
  })
  return {
    ...s,
    fetchedAt: '2026-01-01T10:00:30.000Z',
    monitors,
    ran: runTimesMove ? ranAt(monitors, Date.parse('2026-01-01T10:00:30.000Z')) : s.ran,
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
    const full = wsText({ epoch: 'e', version: 2, full: windowCopy(b) })
    const delta = wsText({ epoch: 'e', version: 2, base: 1, delta: snapshotDelta(a, b) })
    lines.push(
      `  ${n} monitors: delta ${kb(delta)}, baseline full snapshot ${kb(full)} (${((delta / full) * 100).toFixed(2)}%)`,
    )
    expect(delta).toBeLessThan(full)
  }
  lines.push(
    '  (when the run times of every monitor and check move too, as in the live service; see live-churn.bench.ts:)',
  )
  for (const n of SIZES) {
    const a = account(n)
    const b = nextSweep(a, true)
    const full = wsText({ epoch: 'e', version: 2, full: windowCopy(b) })
    const delta = wsText({ epoch: 'e', version: 2, base: 1, delta: snapshotDelta(a, b) })
    lines.push(`  ${n} monitors, every run time moved: delta ${kb(delta)}, full ${kb(full)}`)
  }
})

let browser: Browser
let dir = ''

/** The overview on the in-page bench bridge (pushes are emitted into it), first rows painted. */
async function open(count: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await page.addInitScript(installBenchBridge, { count })
  await page.goto(origin)
  await page.waitForFunction(() => '__rowsPaintedAt' in window)
  return page
}

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
          __benchState: { version: number; cursor: number; monitors: M[]; ran: unknown }
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
                  ran: s.ran,
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

const OFFLINE_URL = 'http://127.0.0.1:9' // Nothing listens: every sweep fails, as offline.
const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined }
const ACCESS = 'bench-access-token-0123456789abcdef'

interface Served {
  /** The page with its first screenful, and the baseline's page without it (same engine). */
  origin: string
  baseline: string
  /** A browser profile holding both access cookies; its cache keeps the scripts between opens. */
  context: BrowserContext
  /** A new, empty browser profile (a first visit), with both access cookies. */
  newContext(): Promise<BrowserContext>
  close(): Promise<void>
}

/**
 * Serve mode as `npm run serve` composes it, started offline on a data folder whose offline cache
 * holds `count` monitors, with a second listener on the same engine whose pages carry no first
 * screenful, and a browser context holding both access cookies.
 */
async function serveFromCache(count: number): Promise<Served> {
  const dataDir = mkdtempSync(join(tmpdir(), 'uptray-bench-'))
  const store = await createFileStore(dataDir)
  await store.set(SETTINGS_KEY, { ...DEFAULT_SETTINGS, baseUrl: OFFLINE_URL })
  const cache = new OfflineCache({ store, clock: realClock, logger: quiet })
  cache.setOwner(OFFLINE_URL)
  cache.save(account(count))
  await cache.flush()
  const core = await composeCore(
    { demo: false, port: 0, baseUrl: null, dataDir, rendererDir: dir },
    { token: 'bench-api-token' },
    quiet,
  )
  const listen = (firstScreen: boolean) =>
    startServer({
      service: core.service,
      port: 0,
      rendererDir: dir,
      logger: quiet,
      accessToken: ACCESS,
      firstScreen,
    })
  const servers = [await listen(true), await listen(false)]
  const newContext = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.addCookies(
      servers.map((s) => ({ name: accessCookieName(s.port), value: ACCESS, url: s.origin })),
    )
    return context
  }
  const context = await newContext()
  return {
    origin: servers[0]!.origin,
    baseline: servers[1]!.origin,
    context,
    newContext,
    async close() {
      await context.close()
      for (const s of servers) await s.close()
      await core.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * In the page from document start: when the first `painted` element shows, the frame after it
 * (performance.now() counts from navigation), and when the monitors store holds the full snapshot.
 */
function watchPaint(painted: string): void {
  const w = window as unknown as Record<string, number>
  const observer = new MutationObserver(() => {
    if (!document.querySelector(painted)) return
    observer.disconnect()
    requestAnimationFrame(() => setTimeout(() => (w.__paintedAt = performance.now()), 0))
  })
  observer.observe(document, { childList: true, subtree: true })
  type Holder = { __vue_app__?: { config: { globalProperties: Record<string, unknown> } } }
  // A property, not a named local: the bundler would name it with a helper the page lacks.
  const p = window as unknown as { __poll: () => void }
  p.__poll = () => {
    const app = (document.querySelector('#app') as unknown as Holder | null)?.__vue_app__
    const pinia = app?.config.globalProperties.$pinia as
      { state: { value: Record<string, { snapshot?: unknown }> } } | undefined
    if (pinia?.state.value.monitors?.snapshot) w.__fullAt = performance.now()
    else requestAnimationFrame(p.__poll)
  }
  requestAnimationFrame(p.__poll)
}

const FIRST_SCREEN = new RegExp(
  `<script type="application/json" id="${FIRST_SCREEN_ID}">.*?</script>`,
  's',
)

interface Opened {
  painted: number
  /** The full snapshot in the store (overview only). */
  full: number
  /** The first screenful's bytes in the page. */
  inline: number
}

/**
 * One cold navigation in a new tab: to the first `painted` element, and to the full picture.
 * `withFirstScreen: false` is the baseline: the same page without its first screenful.
 */
async function coldOpen(
  served: Served,
  hash: string,
  painted: string,
  withFirstScreen: boolean,
  context = served.context,
): Promise<Opened> {
  const page = await context.newPage()
  let inline = 0
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'document') return
    void response.text().then(
      (html) => (inline = FIRST_SCREEN.exec(html)?.[0].length ?? 0),
      () => undefined,
    )
  })
  await page.addInitScript(watchPaint, painted)
  await page.goto(`${withFirstScreen ? served.origin : served.baseline}/${hash}`)
  await page.waitForFunction(() => '__paintedAt' in window, undefined, { timeout: 30_000 })
  if (hash === '') {
    await page.waitForFunction(() => '__fullAt' in window, undefined, { timeout: 30_000 })
  }
  const figures = await page.evaluate(() => {
    const w = window as unknown as Record<string, number>
    return { painted: w.__paintedAt!, full: w.__fullAt ?? NaN }
  })
  await page.close()
  return { ...figures, inline }
}

const ROW = '[data-test=monitor-row]'

test('cold open from the offline cache to the first rows, and the popover, in Chromium', async () => {
  const opens: string[] = []
  const popovers: string[] = []
  for (const n of SIZES) {
    const served = await serveFromCache(n)
    const runs = {
      first: [] as Opened[],
      base: [] as Opened[],
      popFirst: [] as Opened[],
      popBase: [] as Opened[],
    }
    // A first visit: a new browser profile, nothing cached.
    const visits = { first: [] as Opened[], base: [] as Opened[] }
    for (let i = 0; i < 3; i++) {
      for (const withFirstScreen of [true, false]) {
        const context = await served.newContext()
        const opened = await coldOpen(served, '', ROW, withFirstScreen, context)
        visits[withFirstScreen ? 'first' : 'base'].push(opened)
        await context.close()
      }
    }
    // Then as the dashboard is opened again: the browser keeps the scripts.
    await coldOpen(served, '', ROW, true)
    await coldOpen(served, '', ROW, false)
    for (let i = 0; i < 5; i++) {
      runs.first.push(await coldOpen(served, '', ROW, true))
      runs.base.push(await coldOpen(served, '', ROW, false))
      runs.popFirst.push(await coldOpen(served, '#/popover', '[data-test=popover-monitor]', true))
      runs.popBase.push(await coldOpen(served, '#/popover', '[data-test=popover-monitor]', false))
    }
    const ms = (xs: Opened[], key: 'painted' | 'full') =>
      `${median(xs.map((x) => x[key])).toFixed(0)} ms`
    opens.push(
      `  ${n} monitors: first rows ${ms(runs.first, 'painted')} (full picture at ${ms(runs.first, 'full')}, first screenful ${kb(runs.first[0]!.inline)} in the page); baseline without it: ${ms(runs.base, 'painted')}`,
      `    first visit (new browser profile, median of 3): first rows ${ms(visits.first, 'painted')}; baseline without it: ${ms(visits.base, 'painted')}`,
    )
    popovers.push(
      `  ${n} monitors: ${ms(runs.popFirst, 'painted')}; baseline without the first screenful: ${ms(runs.popBase, 'painted')}`,
    )
    await served.close()
  }
  lines.push(
    'Cold open, serve mode offline on its offline cache, a new tab from navigation to the first painted rows, median of 5 (target < 300 ms at 10,000):',
    ...opens,
    'Popover open (summary only), navigation to painted, median of 5:',
    ...popovers,
  )
}, 600_000)
