/// <reference lib="dom" />
// Shared e2e fixtures: the dashboard built once per worker, a fresh data folder per test,
// the simulator in-process, and serve mode as a child process (on its own, or signed in with
// the page on the overview), all stopped at the end.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import { createFileStore } from '@app/adapters/file-store'
import { askApp } from '@app/cli/app-client'
import { DEFAULT_SETTINGS } from '@app/shared/settings'
import { startSimulator, type RunningSimulator, type ScenarioName } from '@app/simulator/index'
import { buildRenderer, ROOT } from './build-renderer'
import { startServe, type ServeProcess } from './serve-process'

/** Short sweeps so "within one sweep" fits a test. */
export const SWEEP_SECONDS = 10

/** Where screenshots go when UPTRAY_SCREENSHOTS=1 (null: none are taken). */
export const SHOTS =
  process.env.UPTRAY_SCREENSHOTS === '1' ? join(ROOT, 'docs', 'screenshots') : null

export async function writeSettings(dataDir: string, baseUrl: string): Promise<void> {
  const store = await createFileStore(dataDir)
  await store.set('serve-settings', {
    ...DEFAULT_SETTINGS,
    baseUrl,
    sweepIntervalSeconds: SWEEP_SECONDS,
  })
}

/** An account for serve mode to watch: the name the user gives it, its service and token. */
export interface WatchedAccount {
  name: string
  baseUrl: string
  token: string
}

/**
 * Serve mode watching several accounts at once (short sweeps): started with no token, then each
 * account added in order over the process's own control socket with `addAccount`, as
 * `uptray accounts add` does (its token checked against its service first, kept in the process's
 * memory, the account watched at once). Stopped by the caller.
 */
export async function startServeWatching(options: {
  rendererDir: string
  dataDir: string
  accounts: readonly WatchedAccount[]
}): Promise<ServeProcess> {
  const first = options.accounts[0]
  if (!first) throw new Error('startServeWatching needs an account')
  await writeSettings(options.dataDir, first.baseUrl)
  const controlSocket = join(options.dataDir, 'control', 'control.sock')
  const { rendererDir, dataDir } = options
  const serve = await startServe({ rendererDir, dataDir, controlSocket })
  try {
    for (const account of options.accounts) {
      const credentials = { baseUrl: account.baseUrl, token: account.token }
      // The socket opens just after the dashboard's URL is printed: asked until it answers.
      let answer: Awaited<ReturnType<typeof askApp>> = null
      for (let tries = 0; answer === null && tries < 40; tries++) {
        answer = await askApp(controlSocket, 'addAccount', [account.name, credentials], 20_000)
        if (answer === null) await new Promise((resolve) => setTimeout(resolve, 250))
      }
      const result = answer?.ok ? (answer.result as { ok?: boolean }) : null
      if (!result?.ok) {
        throw new Error(
          `serve mode did not add ${account.name}: ${JSON.stringify(answer)}\n${serve.stderr()}`,
        )
      }
    }
  } catch (error) {
    await serve.stop()
    throw error
  }
  return serve
}

/** axe on the current view: no serious or critical issue. */
export async function expectAxeClean(page: Page, view: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const summary = bad.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  )
  expect(summary, `axe on ${view}`).toEqual([])
}

/**
 * axe on the current view in light and dark, back to light after. Unless `screenshots` is
 * false, with UPTRAY_SCREENSHOTS=1 it also writes docs/screenshots/<name>-<scheme>.png.
 */
export async function expectAxeCleanInBothSchemes(
  page: Page,
  name: string,
  { screenshots = true }: { screenshots?: boolean } = {},
): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await expectAxeClean(page, `${name} (${scheme})`)
    if (SHOTS && screenshots) {
      mkdirSync(SHOTS, { recursive: true })
      await page.screenshot({ path: join(SHOTS, `${name}-${scheme}.png`) })
    }
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

type Fixtures = {
  scenario: ScenarioName
  /** Whether the simulator's seeded colleagues act (undefined: the scenario's default). */
  colleagues: boolean | undefined
  dataDir: string
  sim: RunningSimulator
  startServeFor: (options?: {
    token?: string
    demo?: boolean
    baseUrl?: string
  }) => Promise<ServeProcess>
  /**
   * Serve mode signed in to the simulator with the page on its overview: settings pointing at
   * the simulator (short sweeps), its token, the printed URL opened and the first monitor row
   * waited for. The entry page moves on to the dashboard by itself: a navigation before it
   * arrived could be undone by that move.
   */
  openSignedIn: () => Promise<ServeProcess>
}

export const test = base.extend<Fixtures, { rendererDir: string }>({
  // The renderer marks test hooks with `data-test`.
  testIdAttribute: 'data-test',
  rendererDir: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture deps from the pattern
    async ({}, use) => {
      await use(await buildRenderer('e2e-renderer'))
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture deps from the pattern
  dataDir: async ({}, use) => {
    const dir = mkdtempSync(join(tmpdir(), 'uptray-e2e-'))
    await use(dir)
    rmSync(dir, { recursive: true, force: true })
  },
  scenario: ['steady', { option: true }],
  colleagues: [undefined, { option: true }],
  sim: async ({ scenario, colleagues }, use) => {
    const sim = await startSimulator({ seed: 7, scenario, colleagues })
    await use(sim)
    await sim.close().catch(() => undefined) // a test may have stopped it already
  },
  startServeFor: async ({ rendererDir, dataDir }, use) => {
    const running: ServeProcess[] = []
    await use(async (options = {}) => {
      const serve = await startServe({ rendererDir, dataDir, ...options })
      running.push(serve)
      return serve
    })
    await Promise.all(running.map((s) => s.stop()))
  },
  openSignedIn: async ({ page, sim, dataDir, startServeFor }, use) => {
    await use(async () => {
      await writeSettings(dataDir, sim.baseUrl)
      const serve = await startServeFor({ token: sim.token })
      await page.goto(serve.url)
      await expect(page.getByTestId('monitor-row').first()).toBeVisible({ timeout: 20_000 })
      return serve
    })
  },
})

export { expect }

export interface SimMonitor {
  id: number
  url: string
  /** http, ping, tcp or ai: which metrics the monitor has. */
  type: string
  checks: { id: number; type: string; latest_run_result: string | null }[]
}

/** A GET on the simulator's public API, as any client would send it; expects a 200. */
export async function simGet<T>(sim: RunningSimulator, path: string): Promise<T> {
  const response = await fetch(`${sim.baseUrl}${path}`, {
    headers: { Authorization: `Bearer ${sim.token}`, Accept: 'application/json' },
  })
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

/** The simulator's monitors, read through its public API. */
export async function simMonitors(sim: RunningSimulator): Promise<SimMonitor[]> {
  return (await simGet<{ data: SimMonitor[] }>(sim, '/api/monitors')).data
}

/** Waits until the simulator logged a request matching method and path. */
export async function expectRequest(
  sim: RunningSimulator,
  method: string,
  path: string,
): Promise<void> {
  await expect
    .poll(
      async () =>
        (await sim.control.requests()).some((r) => r.method === method && r.path === path),
      {
        message: `${method} ${path} reached the simulator`,
        timeout: 15_000,
      },
    )
    .toBe(true)
}

/** Counts drawn pixels in the first canvas inside `selector`. */
export async function paintedPixels(page: Page, selector: string): Promise<number> {
  return page.locator(`${selector} canvas`).evaluate((canvas: HTMLCanvasElement) => {
    const ctx = canvas.getContext('2d')
    if (!ctx) return 0
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height)
    let painted = 0
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++
    return painted
  })
}
