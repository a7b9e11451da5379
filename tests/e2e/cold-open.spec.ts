// What a new tab of serve mode loads before its first rows, in a real Chromium: the page arrives
// with its first screenful, the built scripts and styles come compressed (in the encoding the
// browser asked for) and may be kept by the browser for a year (their names carry their content);
// a view other than the overview loads its own chunk only when it is opened.
import type { Response } from '@playwright/test'
import { expect, test } from './fixtures'

const assets = (responses: Response[]) =>
  responses.filter((r) => new URL(r.url()).pathname.startsWith('/assets/'))

test('the overview paints from the page and its own scripts; another view loads its chunk when opened', async ({
  browser,
  context,
  openSignedIn,
}) => {
  const serve = await openSignedIn()
  // A new browser profile with the access cookie: nothing cached, so every file comes from the
  // server (compressed by now: signing in took longer than compressing at start).
  const profile = await browser.newContext()
  await profile.addCookies(await context.cookies())
  const fresh = await profile.newPage()
  const responses: Response[] = []
  fresh.on('response', (r) => responses.push(r))
  const document = await fresh.goto(`${serve.origin}/`)
  await expect(fresh.getByTestId('monitor-row').first()).toBeVisible()
  expect(await document?.text()).toContain(
    '<script type="application/json" id="uptray-first-screen">',
  )

  const loaded = assets(responses)
  expect(loaded.length).toBeGreaterThan(0)
  let compressed = 0
  for (const response of loaded) {
    const headers = await response.allHeaders()
    expect(headers['cache-control']).toBe('private, max-age=31536000, immutable')
    const scriptOrStyle = /\.(js|css)$/.test(response.url())
    // Chromium asks for brotli and gzip itself (the header is added below what Playwright sees).
    if (scriptOrStyle && (await response.body()).length > 1024) {
      expect(['gzip', 'br']).toContain(headers['content-encoding'])
      expect(headers['vary']).toMatch(/accept-encoding/i)
      compressed++
    }
  }
  expect(compressed).toBeGreaterThan(0)
  // The monitor page's chunk is not part of the overview's first paint.
  const before = assets(responses).map((r) => r.url())
  expect(before.some((url) => /MonitorDetailView/.test(url))).toBe(false)
  await fresh.getByTestId('monitor-row').first().click()
  await expect
    .poll(() => assets(responses).some((r) => /MonitorDetailView-[\w-]+\.js$/.test(r.url())))
    .toBe(true)
  await profile.close()
})
