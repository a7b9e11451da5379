// Several accounts in Chromium against serve mode: signed in to one simulator, a second account
// (another simulator on 127.0.0.1) is added from Settings with its token; the account switcher
// then shows either account or all of them, the counts following; the token never reaches the
// page. Axe clean in light and dark; with UPTRAY_SCREENSHOTS=1 it writes
// docs/screenshots/accounts-<scheme>.png (the overview with the switcher) and
// docs/screenshots/accounts-settings-<scheme>.png (Settings' accounts).
import { startSimulator } from '@app/simulator/index'
import { expect, expectAxeCleanInBothSchemes, test } from './fixtures'

test.use({ viewport: { width: 1280, height: 900 } })

test('add a second account, switch between accounts and all of them', async ({
  page,
  openSignedIn,
}) => {
  test.setTimeout(120_000)
  const other = await startSimulator({ seed: 11, scenario: 'steady', monitors: 5 })
  await other.control.setToken('own-sites-token-e2e')
  try {
    await openSignedIn()
    const total = page.getByTestId('count-all').locator('strong')
    const first = Number(await total.innerText())
    expect(first).toBeGreaterThan(0)
    // One account: no switcher.
    await expect(page.getByTestId('account-switcher')).toHaveCount(0)

    await test.step('add the second account in Settings', async () => {
      await page.getByTestId('nav-settings').click()
      const form = page.getByTestId('add-account')
      await form.getByTestId('add-account-name').fill('Own sites')
      await form.getByTestId('add-account-url').fill(other.baseUrl)
      await form.getByTestId('add-account-token').fill('own-sites-token-e2e')
      await form.getByTestId('add-account-submit').click()
      await expect(page.getByTestId('accounts-note')).toContainText('Added Own sites', {
        timeout: 15_000,
      })
      await expect(form.getByTestId('add-account-token')).toHaveValue('')
      await expect(page.getByTestId('accounts')).toContainText('Own sites')
      await expectAxeCleanInBothSchemes(page, 'accounts-settings')
    })

    await test.step('the switcher: all accounts, then one', async () => {
      await page.getByTestId('nav-overview').click()
      await expect(total).toHaveText(String(first + 5), { timeout: 20_000 })
      const select = page.getByTestId('account-select')
      await expect(select).toBeVisible()
      await expect(select.locator('option')).toHaveText([
        'All accounts',
        /^127\.0\.0\.1:\d+$/,
        'Own sites',
      ])
      await select.selectOption({ label: 'Own sites' })
      await expect(total).toHaveText('5')
      await select.selectOption({ label: 'All accounts' })
      await expect(total).toHaveText(String(first + 5))
      await expectAxeCleanInBothSchemes(page, 'accounts')
    })

    // The token went to the app only: the page never holds it.
    expect(await page.content()).not.toContain('own-sites-token-e2e')
    const received = await other.control.requests()
    expect(received.some((r) => r.path === '/api/monitors' && r.status === 200)).toBe(true)
    expect(received.filter((r) => r.status === 401)).toEqual([])
  } finally {
    await other.close()
  }
})
