/// <reference lib="dom" />
// The popover's per-monitor actions in a real browser on serve mode against the simulator: one
// click starts maintenance on a failing monitor, the result line says so and the monitor leaves
// the list; a refused action (the service down) says why.
import type { Page } from '@playwright/test'
import type { ServeProcess } from './serve-process'
import { ERROR_TABLE } from '@app/shared/error-table'
import { expect, test } from './fixtures'

test.use({ scenario: 'demo', viewport: { width: 360, height: 560 } })

/** The popover's own route (the printed URL let this browser in), and its first row. */
async function firstPopoverRow(page: Page, serve: ServeProcess) {
  await page.goto(`${serve.origin}/#/popover`)
  const row = page.getByTestId('popover-row').first()
  await expect(row).toBeVisible({ timeout: 20_000 })
  return row
}

test('Maintenance 1 h on a failing monitor: one click, a result line, the list follows', async ({
  page,
  openSignedIn,
}) => {
  const row = await firstPopoverRow(page, await openSignedIn())
  const id = await row.getAttribute('data-monitor-id')
  const label = (await row.locator('.label').textContent())!.trim()

  await row.getByTestId('popover-maintenance').click()
  const result = page.getByTestId('popover-result')
  await expect(result).toContainText(`${label} is in maintenance for 60 minutes.`)
  await expect(page.locator(`[data-test=popover-row][data-monitor-id="${id}"]`)).toHaveCount(0, {
    timeout: 20_000,
  })
  await expect(page.getByTestId('popover-counts')).toContainText('in maintenance')
})

test('a refused action says why in the result line', async ({ page, sim, openSignedIn }) => {
  const row = await firstPopoverRow(page, await openSignedIn())
  const id = await row.getAttribute('data-monitor-id')
  await sim.control.addFault({
    kind: 'status',
    status: 403,
    count: 1,
    pathPrefix: `/api/monitors/${id}/start-maintenance`,
  })
  await row.getByTestId('popover-maintenance').click()
  const result = page.getByTestId('popover-result')
  await expect(result).toHaveClass(/tone-bad/, { timeout: 15_000 })
  // The error table's sentence for a 403, as every surface says it.
  await expect(result).toContainText(ERROR_TABLE.forbidden.sentence)
})
