// Posting a status page update from a template reaches the simulator; cron jobs are listed
// and a cron snooze reaches it too.
import { expect, test } from './fixtures'

test.use({ scenario: 'demo' })

test('post a status update from a template, then snooze a cron job', async ({
  page,
  sim,
  openSignedIn,
}) => {
  await openSignedIn()

  await page.getByTestId('nav-status-pages').click()
  await expect(page.getByTestId('status-page').first()).toBeVisible({ timeout: 15_000 })
  const templates = page.getByTestId('template').locator('option')
  if ((await templates.count()) > 1) {
    await page.getByTestId('template').selectOption({ index: 1 })
    await expect(page.getByTestId('update-title')).not.toHaveValue('')
  }
  await page.getByTestId('update-title').fill('Checkout is slow')
  await page.getByTestId('update-text').fill('We are looking into slow checkouts.')
  await sim.control.clearRequests()
  await page.getByRole('button', { name: 'Post update' }).click()
  await expect
    .poll(
      async () =>
        (await sim.control.requests()).some(
          (r) => r.method === 'POST' && /status-page/.test(r.path),
        ),
      {
        timeout: 15_000,
      },
    )
    .toBe(true)
  await expect(page.getByTestId('toast').filter({ hasText: 'failed' })).toHaveCount(0)

  await page.getByTestId('nav-cron').click()
  await expect(page.getByTestId('cron-row').first()).toBeVisible({ timeout: 20_000 })
  const cronRow = page.getByTestId('cron-row').first()
  await sim.control.clearRequests()
  await cronRow.locator('summary').click()
  await cronRow.getByTestId('snooze-60').click()
  await expect
    .poll(
      async () =>
        (await sim.control.requests()).some(
          (r) => r.method === 'POST' && /^\/api\/cron-checks\/\d+\/snooze$/.test(r.path),
        ),
      {
        timeout: 15_000,
      },
    )
    .toBe(true)
  await expect(cronRow.getByTestId('cron-unsnooze')).toBeVisible()
})
