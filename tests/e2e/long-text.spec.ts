/// <reference lib="dom" />
// A check summary of 500 KB without a space: the monitor page still renders, with the summary
// clipped. Once through serve mode against the simulator (the whole path, whichever layer
// clips), once with the dashboard alone (an in-page bridge hands it the full text, as the
// Electron preload would), so the renderer is proven safe on its own.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { TEXT_LIMITS } from '@app/shared/clip'
import { installBenchBridge } from '../bench/bench-bridge'
import { expect, simMonitors, SWEEP_SECONDS, test } from './fixtures'

const HUGE = 'Q'.repeat(500_000)

test('serve mode: a 500 KB summary from the service is shown clipped', async ({
  page,
  sim,
  openSignedIn,
}) => {
  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text())
  })
  const monitor = (await simMonitors(sim)).find((m) => m.checks.length > 0)!
  const check = monitor.checks[0]!
  await sim.control.setCheckResult(check.id, 'failed', HUGE)

  const serve = await openSignedIn()
  await page.goto(`${serve.origin}/#/monitor/${monitor.id}`)
  const summary = page.locator(`[data-check-id="${check.id}"] [data-test=check-summary]`)
  await expect(summary).toHaveText(/^Q+…$/, { timeout: (SWEEP_SECONDS + 15) * 1000 })
  expect((await summary.textContent())!.trim().length).toBeLessThanOrEqual(TEXT_LIMITS.text)
  // The serve build's stricter CSP still lets the page reach its WebSocket and nothing is refused.
  expect(problems.filter((p) => /Content Security Policy/i.test(p))).toEqual([])
})

test('the dashboard alone clips a 500 KB summary it is handed in full', async ({
  page,
  rendererDir,
}) => {
  const origin = 'http://renderer.uptray.test'
  await page.route(`${origin}/**`, (r) => {
    const path = new URL(r.request().url()).pathname
    const file = join(rendererDir, path === '/' ? 'index.html' : path)
    const type = file.endsWith('.js')
      ? 'text/javascript'
      : file.endsWith('.css')
        ? 'text/css'
        : 'text/html'
    return r.fulfill({ body: readFileSync(file), contentType: type })
  })
  await page.addInitScript(installBenchBridge, {
    count: 1,
    summary: HUGE,
    painted: '[data-test=check-row]',
  })
  await page.goto(`${origin}/#/monitor/1`)
  const summary = page.locator('[data-check-id="1"] [data-test=check-summary]')
  await expect(summary).toHaveText(/^Q+…$/)
  expect((await summary.textContent())!.trim().length).toBeLessThanOrEqual(TEXT_LIMITS.text)
  // Drawn a few lines high at most, not a column of 500,000 characters.
  const box = (await summary.boundingBox())!
  expect(box.height).toBeLessThan(200)
})
