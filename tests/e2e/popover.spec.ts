/// <reference lib="dom" />
// The tray popover's view (#/popover) in a real browser on serve mode: it lists what needs
// attention, and a click opens the dashboard at that monitor (in the app, the dashboard window;
// in serve mode, the same page moves to the monitor's route); axe finds nothing serious in light
// and dark. With UPTRAY_SCREENSHOTS=1 it writes docs/screenshots/popover-<scheme>.png.
import { expect, expectAxeCleanInBothSchemes, test } from './fixtures'

test.use({ scenario: 'demo', viewport: { width: 360, height: 520 } })

test('the popover lists failing monitors and opens the dashboard at one, or at the overview', async ({
  page,
  openSignedIn,
}) => {
  const serve = await openSignedIn()
  await page.goto(`${serve.origin}/#/popover`)
  const first = page.getByTestId('popover-monitor').first()
  await expect(first).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('popover-counts')).toContainText('failing')
  await expectAxeCleanInBothSchemes(page, 'popover')

  const id = await first.getAttribute('data-monitor-id')
  const label = (await first.locator('.label').textContent())!.trim()
  await first.click()
  await expect(page).toHaveURL(new RegExp(`#/monitor/${id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(label)

  await page.goto(`${serve.origin}/#/popover`)
  await page.getByTestId('popover-open-dashboard').click()
  await expect(page).toHaveURL(/#\/$/)
  await expect(page.getByTestId('monitor-row').first()).toBeVisible()
})
