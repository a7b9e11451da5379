// The cron check form in German in Chromium (the browser set to de-DE, in Tokyo): the built
// dashboard's cronstrue says the schedule in German (its de locale registered on the one
// cronstrue), and the next runs are written on the job's clock in Brussels with the zone named.
import { expect, SWEEP_SECONDS, test } from './fixtures'

test.use({ scenario: 'demo', locale: 'de-DE', timezoneId: 'Asia/Tokyo' })

test('the cron form says the schedule and its next runs in German', async ({
  page,
  openSignedIn,
}) => {
  test.setTimeout(120_000)
  await openSignedIn()
  await expect(page.getByTestId('nav-cron')).toBeVisible({ timeout: (SWEEP_SECONDS + 20) * 1000 })
  await page.getByTestId('nav-cron').click()
  await expect(page.getByRole('heading', { name: 'Cronjobs' })).toBeVisible()
  await page.getByTestId('cron-new').click()
  const form = page.getByTestId('cron-form')
  await form.getByTestId('cron-form-cron').check()
  await form.getByTestId('cron-form-expression').fill('0 3 * * 1-5')
  await form.getByTestId('cron-form-timezone').fill('Europe/Brussels')
  await expect(form.getByTestId('cron-form-preview')).toHaveText(
    'Um 03:00, Montag bis Freitag (Europe/Brussels)',
  )
  await expect(form.getByTestId('cron-form-next')).toHaveText(/^Nächste Läufe: .*03:00 MEZ/)
  await form.getByTestId('cron-form-submit').click()
  await expect(form.getByTestId('cron-form-name')).toHaveAttribute('aria-invalid', 'true')
  await expect(form).toContainText('Dem Job einen Namen geben.')
})
