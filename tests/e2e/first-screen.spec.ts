/// <reference lib="dom" />
// The first screenful serve mode writes into its page: with the page's WebSocket held back, the
// overview's first rows and counts and the popover's summary paint from it alone, under the strict
// CSP (JSON data, no script); once the socket is let through, the page holds the full picture, the
// same as a page that never had a first screenful, and its first rows are the rows it showed.
// Also after a restart on the offline cache, with the service gone.
import type { Page } from '@playwright/test'
import { expect, expectAxeClean, test } from './fixtures'
import type { ServeProcess } from './serve-process'

type PiniaHolder = {
  __vue_app__?: { config: { globalProperties: Record<string, unknown> } }
}

/** A store's state as the page holds it (pinia's state, read through the app). */
function storeState(page: Page, store: string, key: string): Promise<string> {
  return page.evaluate(
    ([store, key]) => {
      const app = (document.querySelector('#app') as unknown as PiniaHolder).__vue_app__
      const pinia = app?.config.globalProperties.$pinia as
        { state: { value: Record<string, Record<string, unknown>> } } | undefined
      return JSON.stringify(pinia?.state.value[store!]?.[key!] ?? null)
    },
    [store, key],
  )
}

const picture = (page: Page) => storeState(page, 'monitors', 'snapshot')
const firstRows = (page: Page, n = 12) =>
  page.locator('[data-test=monitor-list] [role=listitem]').evaluateAll(
    (items, n) =>
      items
        .map((item) => ({ at: Number(item.getAttribute('data-index')), text: item.textContent }))
        .sort((a, b) => a.at - b.at)
        .slice(0, n)
        .map((x) => x.text?.replace(/\s+/g, ' ').trim()),
    n,
  )
const countsText = (page: Page) =>
  page.getByRole('group', { name: 'Monitors by result' }).innerText()

/** A page of `serve` whose WebSocket is refused until `letThrough()`; CSP reports collected. */
async function heldBack(page: Page, serve: ServeProcess, path: string) {
  let refuse = true
  const cspReports: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) cspReports.push(m.text())
  })
  await page.routeWebSocket(/\/ws$/, (ws) => {
    if (refuse) return ws.close()
    ws.connectToServer()
  })
  await page.goto(`${serve.origin}${path}`)
  return { cspReports, letThrough: () => (refuse = false) }
}

test('the overview paints its first rows from the first screenful and ends as the full picture', async ({
  page,
  context,
  sim,
  openSignedIn,
}) => {
  test.setTimeout(90_000)
  const serve = await openSignedIn()
  // The service goes away: no sweep moves the picture on while the two pages are compared (the
  // last commit has a moment to reach this page).
  await sim.close()
  await page.waitForTimeout(1000)
  const full = await picture(page)
  const expectedRows = await firstRows(page)
  const expectedCounts = await countsText(page)

  const fresh = await context.newPage()
  const { cspReports, letThrough } = await heldBack(fresh, serve, '/')
  await expect(fresh.getByTestId('monitor-row').first()).toBeVisible()
  // Painted with no answer from the socket: no snapshot yet, the data left the document.
  expect(await picture(fresh)).toBe('null')
  await expect(fresh.locator('#uptray-first-screen')).toHaveCount(0)
  expect(await firstRows(fresh)).toEqual(expectedRows)
  expect(await countsText(fresh)).toBe(expectedCounts)
  await expectAxeClean(fresh, 'overview from its first screenful')

  letThrough()
  await expect.poll(() => picture(fresh), { timeout: 30_000 }).not.toBe('null')
  expect(await picture(fresh)).toBe(full)
  expect(await firstRows(fresh)).toEqual(expectedRows)
  expect(await countsText(fresh)).toBe(expectedCounts)
  expect(cspReports).toEqual([])
})

test.describe('with failing monitors (the demo world)', () => {
  test.use({ scenario: 'demo' })

  test('the popover paints its summary from the first screenful', async ({
    page,
    context,
    openSignedIn,
  }) => {
    const serve = await openSignedIn()
    await page.goto(`${serve.origin}/#/popover`)
    await expect(page.getByTestId('popover-monitor').first()).toBeVisible()
    const listed = await page.getByTestId('popover-monitor').allInnerTexts()

    const fresh = await context.newPage()
    const { cspReports } = await heldBack(fresh, serve, '/#/popover')
    await expect(fresh.getByTestId('popover-monitor').first()).toBeVisible()
    expect(await storeState(fresh, 'popover', 'summary')).not.toBe('null')
    expect(await fresh.getByTestId('popover-monitor').allInnerTexts()).toEqual(listed)
    expect(cspReports).toEqual([])
  })
})

test('restarted on its offline cache with the service gone, a page opens from the first screenful to the cached picture', async ({
  page,
  context,
  sim,
  openSignedIn,
  startServeFor,
}) => {
  test.setTimeout(90_000)
  const first = await openSignedIn()
  await sim.close()
  await page.waitForTimeout(1000)
  const cached = await picture(page)
  const expectedRows = await firstRows(page)
  await first.stop() // Writes the offline cache.

  const again = await startServeFor({ token: sim.token })
  // The entry page trades the printed URL's token for the cookie, then moves on to `/`.
  const entry = await context.newPage()
  await entry.goto(again.url)
  await expect(entry.getByTestId('monitor-row').first()).toBeVisible({ timeout: 20_000 })
  await entry.close()

  const fresh = await context.newPage()
  const { letThrough } = await heldBack(fresh, again, '/')
  await expect(fresh.getByTestId('monitor-row').first()).toBeVisible()
  expect(await picture(fresh)).toBe('null')
  expect(await firstRows(fresh)).toEqual(expectedRows)
  letThrough()
  await expect.poll(() => picture(fresh), { timeout: 30_000 }).not.toBe('null')
  // Read back from the cache's file: the same values, not necessarily in the same key order.
  expect(JSON.parse(await picture(fresh))).toEqual(JSON.parse(cached))
  expect(await firstRows(fresh)).toEqual(expectedRows)
})
