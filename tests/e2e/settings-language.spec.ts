// Settings' language choice in Chromium against serve mode (the settings are the app's): choosing
// Deutsch switches the page at once, the other views follow, a reload keeps it, and 'System'
// goes back to the browser's language.
import { expect, test } from './fixtures'

test.use({ locale: 'en-US', viewport: { width: 1280, height: 820 } })

test('choosing a language in Settings switches the dashboard at once and stays', async ({
  page,
  openSignedIn,
}) => {
  test.setTimeout(90_000)
  const serve = await openSignedIn()
  await page.getByTestId('nav-settings').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings')
  const language = page.getByTestId('language')
  await expect(language.locator('option')).toHaveText([
    'System (English)',
    'English',
    'Deutsch',
    'Français',
    'Nederlands',
  ])

  await language.selectOption('de')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen')
  await expect(page.getByText('Ruhezeiten', { exact: true })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', /^de/)
  await expect(page.getByTestId('sign-out')).toHaveText('Abmelden')

  await page.goto(`${serve.origin}/#/timeline`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verlauf')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verlauf')

  await page.goto(`${serve.origin}/#/settings`)
  await expect(page.getByTestId('language')).toHaveValue('de')
  await page.getByTestId('language').selectOption('system')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings')
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/)
})
