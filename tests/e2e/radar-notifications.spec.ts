// The Notifications view and cron management in Chromium against serve mode and the demo
// simulator: the pager Oh Dear disabled shows as a warning and is enabled again from the
// keyboard (the simulator got the enable call); a cron check is created from the form (the
// simulator got it); a snooze ending soon is coming up. The views are axe clean in light and
// dark. With UPTRAY_SCREENSHOTS=1 it writes docs/screenshots/notifications-<scheme>.png,
// cron-form-<scheme>.png and coming-up-<scheme>.png.
import {
  expect,
  expectAxeCleanInBothSchemes,
  expectRequest,
  simMonitors,
  SWEEP_SECONDS,
  test,
} from './fixtures'

test.use({ scenario: 'demo', viewport: { width: 1280, height: 900 } })

test('a destination Oh Dear disabled is a warning, enabled again from the keyboard', async ({
  page,
  sim,
  openSignedIn,
}) => {
  test.setTimeout(150_000)
  await openSignedIn()
  await expect(page.getByTestId('nav-notifications')).toBeVisible({
    timeout: (SWEEP_SECONDS + 20) * 1000,
  })
  await page.getByTestId('nav-notifications').click()
  const pager = page.getByTestId('destination-row').filter({ hasText: 'Pager' })
  await expect(pager).toContainText('Disabled by Oh Dear', { timeout: 30_000 })
  await expect(page.getByTestId('destinations-warning')).toBeVisible()
  await expectAxeCleanInBothSchemes(page, 'notifications')

  await pager.getByTestId('destination-enable').focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('destinations-result')).toHaveText('Pager is enabled again.')
  await expect(pager).toContainText('Enabled')
  await expect(page.getByTestId('destinations-warning')).toHaveCount(0)
  const requests = await sim.control.requests()
  expect(
    requests.some((r) => r.method === 'POST' && /destination\/\d+\/enable$/.test(r.path)),
  ).toBe(true)
})

test('a cron check is created from the form, its schedule said in words', async ({
  page,
  sim,
  openSignedIn,
}) => {
  test.setTimeout(150_000)
  await openSignedIn()
  await expect(page.getByTestId('nav-cron')).toBeVisible({ timeout: (SWEEP_SECONDS + 20) * 1000 })
  await page.getByTestId('nav-cron').click()
  await page.getByTestId('cron-new').click()
  const form = page.getByTestId('cron-form')
  await form.getByTestId('cron-form-name').fill('Nightly e2e')
  await form.getByTestId('cron-form-cron').check()
  await form.getByTestId('cron-form-expression').fill('0 3 * * *')
  await form.getByTestId('cron-form-timezone').fill('Europe/Brussels')
  await expect(form.getByTestId('cron-form-preview')).toHaveText('At 03:00 (Europe/Brussels)')
  await expectAxeCleanInBothSchemes(page, 'cron-form')
  const monitorId = await form.getByTestId('cron-form-monitor').inputValue()
  await form.getByTestId('cron-form-submit').click()
  await expect(page.getByTestId('cron-result')).toHaveText('Created the cron check Nightly e2e.')
  await expectRequest(sim, 'POST', `/api/monitors/${monitorId}/cron-checks`)
})

test('a snooze ending within the hour is coming up on the overview and in the popover', async ({
  page,
  sim,
  openSignedIn,
}) => {
  test.setTimeout(150_000)
  const [target] = await simMonitors(sim)
  const uptime = target!.checks.find((c) => c.type === 'uptime')!
  const snoozed = await fetch(`${sim.baseUrl}/api/checks/${uptime.id}/snooze`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${sim.token}`,
      Accept: 'application/json',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ minutes: 30 }),
  })
  expect(snoozed.status).toBe(200)
  const serve = await openSignedIn()
  const item = page.locator(
    `[data-test=coming-up-item]:has(a[href$="#/monitor/${target!.id}/check/uptime"])`,
  )
  await expect(item).toContainText(/ends in (29|30) minutes/, {
    timeout: (SWEEP_SECONDS + 20) * 1000,
  })
  await expectAxeCleanInBothSchemes(page, 'coming-up')
  await item.getByRole('link').focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`#/monitor/${target!.id}/check/uptime$`))

  await page.goto(`${serve.url}#/popover`)
  await expect(
    page.getByTestId('coming-up-item').filter({ hasText: /ends in (29|30) min/ }),
  ).not.toHaveCount(0, {
    timeout: 20_000,
  })
})
