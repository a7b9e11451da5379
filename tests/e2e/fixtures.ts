// Shared e2e fixtures: the dashboard built once per worker, a fresh data folder per test,
// the simulator in-process, and serve mode as a child process, all stopped at the end.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import { createFileStore } from '../../electron/adapters/file-store'
import { DEFAULT_SETTINGS } from '../../electron/shared/settings'
import { startSimulator, type RunningSimulator } from '../../electron/simulator/index'
import { buildRenderer } from './build-renderer'
import { startServe, type ServeProcess } from './serve-process'

/** Short sweeps so "within one sweep" fits a test. */
export const SWEEP_SECONDS = 10

export async function writeSettings(dataDir: string, baseUrl: string): Promise<void> {
  const store = await createFileStore(dataDir)
  await store.set('serve-settings', {
    ...DEFAULT_SETTINGS,
    baseUrl,
    sweepIntervalSeconds: SWEEP_SECONDS,
  })
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

type Fixtures = {
  dataDir: string
  sim: RunningSimulator
  startServeFor: (options?: {
    token?: string
    demo?: boolean
    baseUrl?: string
  }) => Promise<ServeProcess>
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
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture deps from the pattern
  sim: async ({}, use) => {
    const sim = await startSimulator({ seed: 7 })
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
})

export { expect }
