// Access to serve mode in a real Chromium: two instances in one browser keep their own cookies,
// and the printed URL works when opened from a page on another site.
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { buildRenderer } from './build-renderer'
import { startServe, type ServeProcess } from './serve-process'

test.use({ testIdAttribute: 'data-test' })

let rendererDir = ''
const dirs: string[] = []
const running: ServeProcess[] = []

test.beforeAll(async () => {
  test.setTimeout(120_000)
  rendererDir = await buildRenderer('e2e-serve-access')
})

test.afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop()))
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

async function serveFor(baseUrl: string): Promise<ServeProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'uptray-access-'))
  dirs.push(dataDir)
  const serve = await startServe({ rendererDir, dataDir, baseUrl })
  running.push(serve)
  return serve
}

/** The dashboard is up and talks to its own instance: the base URL came over the WebSocket. */
async function expectDashboardOf(page: Page, baseUrl: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Welcome to Uptray' })).toBeVisible()
  await expect(page.getByTestId('base-url')).toHaveValue(baseUrl)
}

test('two serve instances in one browser both keep working after both were opened', async ({
  context,
}) => {
  const a = await serveFor('https://a.example.test')
  const b = await serveFor('https://b.example.test')
  const pageA = await context.newPage()
  await pageA.goto(a.url)
  await expectDashboardOf(pageA, 'https://a.example.test')
  const pageB = await context.newPage()
  await pageB.goto(b.url)
  await expectDashboardOf(pageB, 'https://b.example.test')

  // Reopening each one (a new tab, without the token) still gets in.
  for (const [serve, baseUrl] of [
    [a, 'https://a.example.test'],
    [b, 'https://b.example.test'],
  ] as const) {
    const again = await context.newPage()
    const response = await again.goto(`${serve.origin}/`)
    expect(response?.status()).toBe(200)
    await expectDashboardOf(again, baseUrl)
  }
})

test('the printed URL opened from a link on another site shows the dashboard', async ({ page }) => {
  const serve = await serveFor('https://c.example.test')
  // Another site: `localhost` is not the same site as `127.0.0.1`.
  const other: Server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' })
    res.end(`<!doctype html><title>chat</title><a id="link" href="${serve.url}">Uptray</a>`)
  })
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = other.address() as AddressInfo
    await page.goto(`http://localhost:${port}/`)
    await page.click('#link')
    await expectDashboardOf(page, 'https://c.example.test')
    // The token went from the address bar with the step to `/`.
    expect(new URL(page.url()).search).toBe('')
  } finally {
    other.closeAllConnections()
    await new Promise((resolve) => other.close(resolve))
  }
})
