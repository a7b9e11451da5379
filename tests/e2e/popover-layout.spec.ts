/// <reference lib="dom" />
// The popover puts problems first, at its real size (380x520, electron/main/windows): with 7
// failing monitors and 8 snoozes ending within the hour, "Coming up" shows its soonest 3 and
// "5 more" (which opens the overview, where the whole list is), the first 4 problems are in view
// without scrolling, and the list that is cut at the edge says how many more are below. axe finds
// nothing serious in light and dark; with UPTRAY_SCREENSHOTS=1 it writes
// docs/screenshots/popover-problems-<scheme>.png.
import type { Locator } from '@playwright/test'
import type { RunningSimulator } from '@app/simulator/index'
import { POPOVER_SIZE } from '@app/main/windows/window-options'
import { expect, expectAxeCleanInBothSchemes, simMonitors, test } from './fixtures'

test.use({ scenario: 'steady', viewport: POPOVER_SIZE })

const FAILING = 7
const SNOOZES = 8

/** A snooze through the service's public API, as a colleague in its web app would. */
async function snooze(sim: RunningSimulator, checkId: number, minutes: number): Promise<void> {
  const response = await fetch(`${sim.baseUrl}/api/checks/${checkId}/snooze`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${sim.token}`,
      Accept: 'application/json',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ minutes }),
  })
  expect(response.status, `snooze check ${checkId}`).toBe(200)
}

/** Where `element` is on the page, which must not have scrolled. */
async function box(element: Locator) {
  const found = await element.boundingBox()
  expect(found).not.toBeNull()
  return found!
}

test('7 problems and 8 coming up at 380x520: the first 4 problems in view, "5 more", a list that says it scrolls', async ({
  page,
  sim,
  openSignedIn,
}) => {
  const monitors = await simMonitors(sim)
  const failing = monitors
    .filter((m) => m.checks.some((c) => c.type === 'uptime'))
    .slice(0, FAILING)
  expect(failing).toHaveLength(FAILING)
  for (const m of failing)
    await sim.control.setCheckResult(m.checks.find((c) => c.type === 'uptime')!.id, 'failed')
  const calm = monitors.filter((m) => !failing.includes(m)).flatMap((m) => m.checks)
  expect(calm.length).toBeGreaterThanOrEqual(SNOOZES)
  for (const [i, c] of calm.slice(0, SNOOZES).entries()) await snooze(sim, c.id, 20 + i)

  const serve = await openSignedIn()
  await page.goto(`${serve.origin}/#/popover`)
  // Only the popover has these (the overview's elements may linger a moment after the move).
  await expect(page.getByTestId('popover-counts')).toContainText(`${FAILING} failing`, {
    timeout: 30_000,
  })
  const rows = page.getByTestId('popover-row')
  await expect(rows).toHaveCount(FAILING, { timeout: 20_000 })
  const comingUp = page.getByTestId('popover').getByTestId('coming-up-item')
  await expect(comingUp).toHaveCount(3, { timeout: 20_000 })
  await expect(page.getByTestId('coming-up-more')).toHaveText(`${SNOOZES - 3} more`)

  // Nothing scrolled, and the first four problems wholly inside the window and the list's view.
  expect(await page.evaluate(() => document.querySelector('main')!.scrollTop)).toBe(0)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  const list = await box(page.getByTestId('popover-problems'))
  for (let i = 0; i < 4; i++) {
    const row = await box(rows.nth(i))
    expect(row.y, `problem ${i + 1} top`).toBeGreaterThanOrEqual(list.y - 0.5)
    expect(row.y + row.height, `problem ${i + 1} bottom`).toBeLessThanOrEqual(
      Math.min(list.y + list.height, POPOVER_SIZE.height) + 0.5,
    )
  }
  // The rest is below, and the list says so.
  const hidden = await page
    .getByTestId('popover-problems')
    .evaluate((ul) => ul.scrollHeight > ul.clientHeight)
  expect(hidden).toBe(true)
  await expect(page.getByTestId('popover-below')).toHaveText(/^\d more below/)
  const coming = await box(page.getByTestId('popover').getByTestId('coming-up'))
  expect(coming.y + coming.height).toBeLessThanOrEqual(POPOVER_SIZE.height)

  await expectAxeCleanInBothSchemes(page, 'popover-problems')

  // Scrolled to the end, nothing is below any more.
  await page.getByTestId('popover-problems').evaluate((ul) => ul.scrollTo({ top: ul.scrollHeight }))
  await expect(page.getByTestId('popover-below')).toHaveCount(0)

  await page.getByTestId('coming-up-more').click()
  await expect(page).toHaveURL(/#\/$/)
  await expect(page.getByTestId('coming-up').getByTestId('coming-up-item')).toHaveCount(SNOOZES)
})
