/// <reference lib="dom" />
// The cold open of serve mode at 100, 1,000 and 10,000 monitors, quiet and beside a busy neighbour
// (a child process spinning on one core, as a laptop running a build has): serve mode's HTTP server,
// WebSocket and engine (as `npm run serve` composes them) started offline on an offline cache of N
// monitors, a new browser tab navigating to it, to the overview's first row painted and to the
// popover's painted (the browser's Element Timing of the row's text: the paint itself, not a mark
// the page sets), and to the first task after that frame (the page free again). Each figure stands beside its baseline in the same run: the same page without its
// first screenful (the full snapshot over the WebSocket, what every page did before). The breakdown
// says where the time goes (the page's own navigation timing and the marks main.ts sets). Figures,
// not asserts: the goal is printed beside them.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext } from '@playwright/test'
import { afterAll, beforeAll, test } from 'vitest'
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
import { buildRenderer } from '../e2e/build-renderer'

// COLD_OPEN_SIZES=10000 measures one size, COLD_OPEN_RUNS=11 repeats more; COLD_OPEN_BEFORE=<a renderer build's folder> (an older
// commit's, built as tests/e2e/build-renderer.ts does) adds that build's figures beside today's, from
// the same engine and offline cache in the same run.
const SIZES = (process.env.COLD_OPEN_SIZES ?? '100,1000,10000').split(',').map(Number)
const BEFORE_DIR = process.env.COLD_OPEN_BEFORE ?? null
const GOAL_MS = 300
const RUNS = Number(process.env.COLD_OPEN_RUNS ?? 7)
const lines: string[] = []
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

/** An account like the renderer bench's: four checks a monitor, one in five failing. */
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
  // Run times live beside the monitors (Snapshot.ran): every monitor and check ran at `at`.
  const at = Date.parse('2026-01-01T10:00:00.000Z')
  const ran: Snapshot['ran'] = { monitors: {}, checks: {} }
  for (const m of monitors) {
    ran.monitors[m.id] = at
    for (const c of m.checks) ran.checks[c.id] = at
  }
  return {
    fetchedAt: '2026-01-01T10:00:00.000Z',
    monitors,
    cron: {},
    unreadable: { count: 0, reasons: [] },
    ran,
  }
}

/**
 * Headless Chromium opens each new page in a window of its own, and each window loads the
 * omnibox's popup (a WebUI page in a renderer of its own: about a second of CPU per tab here, on
 * 2 cores, while the page opens), which a browser window does once. The last --disable-features
 * wins, so Playwright's own list is repeated first.
 */
const DISABLED_FEATURES = [
  ...['AimEnabled', 'AvoidCorsURLLoaderRestartOnRedirect', 'AvoidUnnecessaryBeforeUnloadCheckSync'],
  ...['DestroyProfileOnBrowserClose', 'HttpsFirstBalancedModeAutoEnable', 'HttpsUpgrades'],
  ...['LensOverlay', 'MediaRouter', 'NetworkTimeServiceQuerying', 'OptimizationHints'],
  ...['PaintHolding', 'PreconnectToSearch', 'ThirdPartyStoragePartitioning'],
  ...['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'],
  'PreloadTopChromeWebUI',
]

const OFFLINE_URL = 'http://127.0.0.1:9' // Nothing listens: every sweep fails, as offline.
const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined }
const ACCESS = 'bench-access-token-0123456789abcdef'

let browser: Browser
let dir = ''

interface Served {
  /** The page with its first screenful, and the baseline's page without it (same engine). */
  origin: string
  baseline: string
  /** The page with its first screenful from the build in COLD_OPEN_BEFORE, if any. */
  before: string | null
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
  const listen = (firstScreen: boolean, rendererDir = dir) =>
    startServer({
      service: core.service,
      port: 0,
      rendererDir,
      logger: quiet,
      accessToken: ACCESS,
      firstScreen,
    })
  const servers = [await listen(true), await listen(false)]
  if (BEFORE_DIR) servers.push(await listen(true, BEFORE_DIR))
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
    before: servers[2]?.origin ?? null,
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

/** A CPU-bound neighbour: a child process spinning on one core until stopped. */
function busyNeighbour(): ChildProcess {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' })
}

/**
 * In the page from document start: when the first `painted` element is inserted, it is marked for
 * the browser's Element Timing, whose entry gives the moment its text was painted (renderTime,
 * from navigation). Also the first task after the frame that drew it, when the page is free again
 * (work queued for after the first paint runs before it).
 */
function watchPaint(painted: string): void {
  const w = window as unknown as Record<string, number>
  const observer = new MutationObserver(() => {
    const element = document.querySelector(painted)
    if (!element) return
    observer.disconnect()
    for (const e of [element, ...element.querySelectorAll('*')]) {
      e.setAttribute('elementtiming', 'first-row')
    }
    requestAnimationFrame(() => setTimeout(() => (w.__freeAt = performance.now()), 0))
  })
  observer.observe(document, { childList: true, subtree: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceElementTiming[]) {
      if (entry.identifier === 'first-row' && w.__paintedAt === undefined) {
        w.__paintedAt = entry.renderTime || entry.loadTime
      }
    }
  }).observe({ type: 'element', buffered: true })
}

/** Element Timing's entry (not in TypeScript's DOM library yet). */
interface PerformanceElementTiming extends PerformanceEntry {
  identifier: string
  renderTime: number
  loadTime: number
}

interface Opened {
  /** The first row's text painted (Element Timing). */
  painted: number
  /** The first task after the frame that drew it. */
  free: number
  /** Navigation timing: the page's first byte, its last byte, the DOM parsed. */
  firstByte: number
  lastByte: number
  domInteractive: number
  /** main.ts's marks: the bundle evaluated up to its start, and the app mounted. */
  started: number
  mounted: number
  /** The page's bytes as sent (compressed when the server compresses it). */
  pageBytes: number
  /** The bytes of the scripts and styles as sent, and their size decoded. */
  assetBytes: number
  assetDecoded: number
}

/** One cold navigation in a new tab: to the first `painted` element, with the breakdown. */
async function coldOpen(
  served: Served,
  hash: string,
  painted: string,
  withFirstScreen: boolean,
  context = served.context,
  origin = withFirstScreen ? served.origin : served.baseline,
): Promise<Opened> {
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.addInitScript(watchPaint, painted)
  await page.goto(`${origin}/${hash}`)
  await page
    .waitForFunction(() => '__paintedAt' in window && '__freeAt' in window, undefined, {
      timeout: 30_000,
    })
    .catch((error: unknown) => {
      throw new Error(`Nothing painted (${painted}); page errors: ${errors.join('; ') || 'none'}`, {
        cause: error,
      })
    })
  const opened = await page.evaluate(() => {
    const w = window as unknown as Record<string, number>
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const mark = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? NaN
    const assets = performance
      .getEntriesByType('resource')
      .filter((r) => /\/assets\//.test(r.name)) as PerformanceResourceTiming[]
    return {
      painted: w.__paintedAt!,
      free: w.__freeAt!,
      firstByte: nav.responseStart,
      lastByte: nav.responseEnd,
      domInteractive: nav.domInteractive,
      started: mark('uptray:start'),
      mounted: mark('uptray:mounted'),
      pageBytes: nav.encodedBodySize,
      assetBytes: assets.reduce((sum, r) => sum + r.encodedBodySize, 0),
      assetDecoded: assets.reduce((sum, r) => sum + r.decodedBodySize, 0),
    }
  })
  await page.close()
  return opened
}

const ROW = '[data-test=monitor-row]'
const POPOVER_ROW = '[data-test=popover-monitor]'

const ms = (xs: Opened[], key: keyof Opened = 'painted') =>
  `${median(xs.map((x) => x[key])).toFixed(0)} ms`

/** Where the time went, medians: first byte, last byte, DOM parsed, bundle started, mounted. */
const breakdown = (xs: Opened[]) =>
  `first byte ${ms(xs, 'firstByte')}, page in ${ms(xs, 'lastByte')}, DOM parsed ${ms(xs, 'domInteractive')}, ` +
  `bundle started ${ms(xs, 'started')}, mounted ${ms(xs, 'mounted')}`

/** The figures of one size in one condition (quiet, or beside the busy neighbour). */
async function measure(served: Served, n: number, condition: string): Promise<string[]> {
  // A first visit: a new browser profile, nothing cached.
  const visits = { first: [] as Opened[], base: [] as Opened[] }
  for (let i = 0; i < 3; i++) {
    for (const withFirstScreen of [true, false]) {
      const context = await served.newContext()
      visits[withFirstScreen ? 'first' : 'base'].push(
        await coldOpen(served, '', ROW, withFirstScreen, context),
      )
      await context.close()
    }
  }
  // Then as the dashboard is opened again: the browser keeps the scripts.
  await coldOpen(served, '', ROW, true)
  await coldOpen(served, '', ROW, false)
  const before = served.before
  if (before) await coldOpen(served, '', ROW, true, served.context, before)
  const runs = { first: [] as Opened[], base: [] as Opened[], before: [] as Opened[] }
  const pops = { first: [] as Opened[], base: [] as Opened[] }
  for (let i = 0; i < RUNS; i++) {
    // The two builds take turns going first: an open right after another is often slower.
    const openBefore = async () => {
      if (before) runs.before.push(await coldOpen(served, '', ROW, true, served.context, before))
    }
    if (i % 2 === 0) await openBefore()
    runs.first.push(await coldOpen(served, '', ROW, true))
    if (i % 2 === 1) await openBefore()
    runs.base.push(await coldOpen(served, '', ROW, false))
    pops.first.push(await coldOpen(served, '#/popover', POPOVER_ROW, true))
    pops.base.push(await coldOpen(served, '#/popover', POPOVER_ROW, false))
  }
  const one = runs.first[0]!
  const visit = visits.first[0]!
  const range = (xs: Opened[]) =>
    `${Math.min(...xs.map((x) => x.painted)).toFixed(0)}-${Math.max(...xs.map((x) => x.painted)).toFixed(0)} ms`
  const compared = before
    ? [
        `    this build beside COLD_OPEN_BEFORE's, interleaved: first rows ${ms(runs.first)} (${range(runs.first)}) against ${ms(runs.before)} (${range(runs.before)}); before: ${breakdown(runs.before)}`,
      ]
    : []
  return [
    `  ${n} monitors, ${condition}: first rows ${ms(runs.first)} (max ${Math.max(...runs.first.map((x) => x.painted)).toFixed(0)} ms, page free again ${ms(runs.first, 'free')}); baseline without the first screenful ${ms(runs.base)}; popover ${ms(pops.first)}, baseline ${ms(pops.base)}`,
    `    where: ${breakdown(runs.first)}; page ${kb(one.pageBytes)} as sent`,
    ...compared,
    `    first visit (new profile, median of 3): first rows ${ms(visits.first)}, baseline ${ms(visits.base)}; ${breakdown(visits.first)}; scripts and styles ${kb(visit.assetBytes)} as sent (${kb(visit.assetDecoded)} decoded)`,
  ]
}

beforeAll(async () => {
  dir = await buildRenderer('bench-cold-open')
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--disable-features=${DISABLED_FEATURES.join(',')}`],
  })
}, 120_000)

afterAll(async () => {
  await browser?.close()
  console.log(`\nCold open\n${lines.join('\n')}`)
})

test('cold open from the offline cache to the first rows, quiet and beside a busy neighbour', async () => {
  lines.push(
    `Serve mode offline on its offline cache, a new tab from navigation to the first row painted (Element Timing; median of ${RUNS}; goal < ${GOAL_MS} ms at 10,000, beside the neighbour too):`,
  )
  for (const n of SIZES) {
    const served = await serveFromCache(n)
    try {
      lines.push(...(await measure(served, n, 'quiet')))
      const neighbour = busyNeighbour()
      try {
        lines.push(...(await measure(served, n, 'beside a busy neighbour')))
      } finally {
        neighbour.kill()
      }
    } finally {
      await served.close()
    }
  }
}, 900_000)
