/// <reference lib="dom" />
// The dashboard in Debian's Chromium with a generated account: first render of the overview
// and one filter keystroke to the next paint, at 10,000 monitors against a 100-monitor
// baseline in the same run. In-page figures are printed against the issue's targets
// (first render < 150 ms, keystroke < 16 ms); vitest's own table gives the ratios.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from '@playwright/test'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../playwright.config'
import { buildRenderer } from '../e2e/build-renderer'
import { installBenchBridge } from './bench-bridge'

const ORIGIN = 'http://bench.uptray.test'
let browser: Browser
const pages = new Map<number, Page>()
const samples: Record<string, number[]> = {}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN

/** Median of the big case over median of the baseline, measured in the page. */
function inPageRatio(kind: string, big = '10,000 monitors', base = '100 monitors'): number {
  const bigMs = median(samples[`${kind}, ${big}`] ?? [])
  const baseMs = median(samples[`${kind}, ${base}`] ?? [])
  const ratio = bigMs / baseMs
  console.log(
    `${kind}: ${big} ${bigMs.toFixed(1)} ms, baseline ${base} ${baseMs.toFixed(1)} ms, ratio ${ratio.toFixed(2)}x`,
  )
  return ratio
}

function record(name: string, ms: number) {
  ;(samples[name] ??= []).push(ms)
}

async function pageFor(count: number): Promise<Page> {
  const existing = pages.get(count)
  if (existing) return existing
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await page.addInitScript(installBenchBridge, { count })
  pages.set(count, page)
  return page
}

/** The monitor page of a one-monitor account whose check summary is `summary`: ms from the
 * snapshot request to the painted check rows, layout of the summary included. */
async function monitorPage(summary: string): Promise<number> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  try {
    await page.addInitScript(installBenchBridge, {
      count: 1,
      summary,
      painted: '[data-test=check-row]',
    })
    await route(page)
    await page.goto(`${ORIGIN}/#/monitor/1`)
    await page.waitForFunction(() => '__rowsPaintedAt' in window)
    return await page.evaluate(() => {
      const w = window as unknown as { __snapshotAskedAt: number; __rowsPaintedAt: number }
      return w.__rowsPaintedAt - w.__snapshotAskedAt
    })
  } finally {
    await page.close()
  }
}

let dir = ''
async function route(page: Page) {
  await page.route(`${ORIGIN}/**`, (r) => {
    const path = new URL(r.request().url()).pathname
    const file = join(dir, path === '/' ? 'index.html' : path)
    const type = file.endsWith('.js')
      ? 'text/javascript'
      : file.endsWith('.css')
        ? 'text/css'
        : 'text/html'
    return r.fulfill({ body: readFileSync(file), contentType: type })
  })
}

/** Loads the app and returns ms from the app's snapshot request to the first painted rows. */
async function firstRender(count: number): Promise<number> {
  const page = await pageFor(count)
  await route(page)
  await page.goto(`${ORIGIN}/`)
  await page.waitForFunction(() => '__rowsPaintedAt' in window)
  return page.evaluate(() => {
    const w = window as unknown as { __snapshotAskedAt: number; __rowsPaintedAt: number }
    return w.__rowsPaintedAt - w.__snapshotAskedAt
  })
}

/** One character typed into the search box, to the paint after the list updated. */
async function keystroke(count: number, char: string): Promise<number> {
  const page = await pageFor(count)
  return page.evaluate(
    (c) =>
      new Promise<number>((resolve) => {
        const input = document.querySelector<HTMLInputElement>('[data-test=search]')!
        const start = performance.now()
        input.value = input.value.length > 6 ? c : input.value + c
        input.dispatchEvent(new Event('input', { bubbles: true }))
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0))
      }),
    char,
  )
}

beforeAll(async () => {
  dir = await buildRenderer('bench-renderer')
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}, 120_000)

afterAll(async () => {
  await browser?.close()
  const targets: Record<string, number> = { 'first render': 150, keystroke: 16 }
  console.log('\nRenderer in Chromium (in-page, median of the bench iterations):')
  for (const [name, xs] of Object.entries(samples)) {
    const target = Object.entries(targets).find(([k]) => name.startsWith(k))?.[1]
    console.log(
      `  ${name}: ${median(xs).toFixed(1)} ms over ${xs.length} runs${target ? ` (target < ${target} ms)` : ''}`,
    )
  }
})

const RUN = { iterations: 12, warmupIterations: 2, time: 0, warmupTime: 0 }

test('overview first render in Chromium: 10,000 monitors against 100', async ({ bench }) => {
  const result = await bench.compare(
    bench('first render, 100 monitors (baseline)', async () => {
      record('first render, 100 monitors', await firstRender(100))
    }),
    bench('first render, 10,000 monitors', async () => {
      record('first render, 10,000 monitors', await firstRender(10_000))
    }),
    RUN,
  )
  // The in-page figures (snapshot request to painted rows) are what the targets are about;
  // the bench table around them also counts navigation.
  expect(result.get('first render, 10,000 monitors').latency.mean).toBeGreaterThan(0)
  const ratio = inPageRatio('first render')
  // Virtualization keeps the DOM the same size: 100x the data must not cost 100x the time.
  expect(ratio).toBeLessThan(10)
})

test('filter keystroke to paint in Chromium: 10,000 monitors against 100', async ({ bench }) => {
  await firstRender(100)
  await firstRender(10_000)
  let i = 0
  const chars = 'client-0123456789'
  const next = () => chars[i++ % chars.length]!
  const result = await bench.compare(
    bench('keystroke, 100 monitors (baseline)', async () => {
      record('keystroke, 100 monitors', await keystroke(100, next()))
    }),
    bench('keystroke, 10,000 monitors', async () => {
      record('keystroke, 10,000 monitors', await keystroke(10_000, next()))
    }),
    { ...RUN, iterations: 30 },
  )
  expect(result.get('keystroke, 10,000 monitors').latency.mean).toBeGreaterThan(0)
  const ratio = inPageRatio('keystroke')
  expect(ratio).toBeLessThan(10)
})

test('monitor page in Chromium: a 500 KB summary without a space against a short one', async ({
  bench,
}) => {
  const huge = 'Q'.repeat(500_000)
  const result = await bench.compare(
    bench('monitor page, short summary (baseline)', async () => {
      record('monitor page, short summary', await monitorPage('Connection timed out'))
    }),
    bench('monitor page, 500 KB summary', async () => {
      record('monitor page, 500 KB summary', await monitorPage(huge))
    }),
    RUN,
  )
  expect(result.get('monitor page, 500 KB summary').latency.mean).toBeGreaterThan(0)
  const ratio = inPageRatio('monitor page', '500 KB summary', 'short summary')
  // The summary is clipped before layout: its length must not show in the time to paint.
  expect(ratio).toBeLessThan(3)
})
