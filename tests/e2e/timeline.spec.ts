// The timeline in Chromium against serve mode and the simulator: a change made in the simulator
// shows in the timeline within a sweep, Copy handover puts its Markdown on the clipboard, and the
// view is axe clean in light and dark. With UPTRAY_SCREENSHOTS=1 it writes
// docs/screenshots/timeline-<scheme>.png.
import { expect, expectAxeCleanInBothSchemes, simMonitors, SWEEP_SECONDS, test } from './fixtures'

test.use({ viewport: { width: 1280, height: 820 } })

test('a change in the service shows in the timeline; Copy handover copies the summary', async ({
  page,
  context,
  sim,
  openSignedIn,
}) => {
  test.setTimeout(120_000)
  const serve = await openSignedIn()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: serve.origin })

  const monitors = await simMonitors(sim)
  const target = monitors.find((m) => m.checks.some((c) => c.latest_run_result === 'succeeded'))!
  const check = target.checks.find((c) => c.latest_run_result === 'succeeded')!
  await sim.control.setCheckResult(check.id, 'failed', 'Connection refused')

  await page.getByTestId('nav-timeline').click()
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible()
  const failed = page
    .getByTestId('timeline-event')
    .filter({ hasText: `to failed` })
    .filter({ hasText: check.type })
  await expect(failed.first()).toBeVisible({ timeout: (SWEEP_SECONDS + 15) * 1000 })

  // An action taken in the app is recorded with its result.
  await page.goto(`${serve.origin}/#/monitor/${target.id}`)
  const row = page.locator(`[data-check-id="${check.id}"]`)
  await row.locator('summary').click()
  await row.getByTestId('snooze-60').click()
  await expect(row.getByTestId('snooze-state')).toContainText(/left/)
  await page.getByTestId('nav-timeline').click()
  await expect(
    page.getByTestId('timeline-event').filter({ hasText: 'This app: Snoozed' }).first(),
  ).toBeVisible({ timeout: 15_000 })
  await expect(failed.first()).toBeVisible()

  await page.getByTestId('copy-handover').click()
  await expect(page.getByText('Handover copied')).toBeVisible()
  const markdown = await page.evaluate(() => navigator.clipboard.readText())
  expect(markdown).toMatch(/^# Handover /)
  expect(markdown).toContain('## Still failing')
  expect(markdown).toContain('## Failed in this period')
  expect(markdown).toMatch(/failing since .* so far/)
  expect(markdown).toMatch(/## Snoozed\n\n- \*\*.+: until /)
  expect(markdown).toContain('This app: Snoozed')

  await expectAxeCleanInBothSchemes(page, 'timeline')
})
