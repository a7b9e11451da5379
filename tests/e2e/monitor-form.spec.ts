// Adding, editing and deleting a monitor in Chromium against serve mode and the simulator, with
// the keyboard alone for the form: the service's 422 shown beside the field it names (and focus
// on it), the body the simulator received, the monitor in the overview at once, its settings
// edited (only what changed is sent) and its deletion after a confirmation naming it. Axe clean
// in light and dark; with UPTRAY_SCREENSHOTS=1 it writes docs/screenshots/monitor-form-*.png.
import type { Page } from '@playwright/test'
import { expect, expectAxeCleanInBothSchemes, test } from './fixtures'
import type { RunningSimulator } from '@app/simulator/index'

test.use({ viewport: { width: 1280, height: 900 } })

/** The body of the last `method path` the simulator logged. */
async function lastBody(sim: RunningSimulator, method: string, path: RegExp): Promise<unknown> {
  const found = (await sim.control.requests()).findLast(
    (r) => r.method === method && path.test(r.path),
  )
  return found?.body
}

/** Presses Tab until `testId` has focus (keyboard only). */
async function tabTo(page: Page, testId: string, max = 80) {
  const target = page.getByTestId(testId)
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

test('monitor a URL, edit its settings and delete it', async ({ page, sim, openSignedIn }) => {
  test.setTimeout(120_000)
  await openSignedIn()

  await test.step('the form, with the keyboard: a refusal by field, then the monitor added', async () => {
    await tabTo(page, 'nav-add-monitor')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Monitor a URL' })).toBeVisible()
    await tabTo(page, 'monitor-form-url')
    await page.keyboard.type('shop-e2e.example.com')
    await page.keyboard.press('Enter')
    // The simulator's 422, beside the URL field, which gets the focus back.
    await expect(page.getByTestId('error-url')).toHaveText(
      'The url must start with http:// or https://.',
    )
    await expect(page.getByTestId('monitor-form-url')).toBeFocused()
    await expect(page.getByTestId('monitor-form-url')).toHaveAttribute('aria-invalid', 'true')
    expect(await lastBody(sim, 'POST', /^\/api\/monitors$/)).toMatchObject({
      url: 'shop-e2e.example.com',
      type: 'http',
    })
    await expectAxeCleanInBothSchemes(page, 'monitor-form')

    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('https://shop-e2e.example.com')
    // Choose the checks: off the defaults, uptime and certificate health on.
    await tabTo(page, 'monitor-form-default')
    await page.keyboard.press('Space')
    await tabTo(page, 'monitor-form-check-uptime')
    await page.keyboard.press('Space')
    await tabTo(page, 'monitor-form-check-certificate_health')
    await page.keyboard.press('Space')
    await tabTo(page, 'monitor-form-label')
    await page.keyboard.type('Shop E2E')
    await tabTo(page, 'monitor-form-submit')
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('monitor-form-result')).toContainText(
      'Added the monitor Shop E2E.',
    )
    const body = (await lastBody(sim, 'POST', /^\/api\/monitors$/)) as Record<string, unknown>
    expect(body).toEqual({
      url: 'https://shop-e2e.example.com',
      team_id: expect.any(Number),
      type: 'http',
      checks: ['uptime', 'certificate_health'],
      friendly_name: 'Shop E2E',
    })
  })

  let id = 0
  await test.step('in the overview at once, without waiting for a sweep', async () => {
    await page.getByTestId('monitor-form-result').getByRole('link', { name: 'see it' }).click()
    const row = page.getByTestId('monitor-row').filter({ hasText: 'Shop E2E' })
    await expect(row).toHaveCount(1, { timeout: 5_000 })
    id = Number(await row.getAttribute('data-monitor-id'))
    expect(id).toBeGreaterThan(0)
  })

  await test.step('edit its settings: the refusal by field, then only the changes sent', async () => {
    await page.goto(page.url().replace(/#.*$/, `#/monitor/${id}`))
    await expect(page.getByTestId('monitor-title')).toHaveText('Shop E2E')
    await page.getByTestId('monitor-edit').click()
    const url = page.getByTestId('settings-url')
    await expect(url).toHaveValue('https://shop-e2e.example.com')
    await url.fill('not a url')
    await page.getByTestId('settings-save').click()
    await expect(page.getByTestId('settings-error-url')).toHaveText(
      'The url must start with http:// or https://.',
    )
    await expect(url).toBeFocused()
    await url.fill('https://shop-e2e.example.com')
    await page.getByTestId('settings-label').fill('Shop E2E (edited)')
    await page.getByTestId('settings-frequency').fill('5')
    await expectAxeCleanInBothSchemes(page, 'monitor-form-edit')
    await page.getByTestId('settings-save').click()
    await expect(page.getByTestId('monitor-settings-result')).toHaveText(
      'Saved the settings of Shop E2E (edited).',
    )
    expect(await lastBody(sim, 'PUT', new RegExp(`^/api/monitors/${id}$`))).toEqual({
      friendly_name: 'Shop E2E (edited)',
      uptime_check_settings: { frequency_unit: 'minute', frequency_value: 5 },
    })
    await expect(page.getByTestId('monitor-title')).toHaveText('Shop E2E (edited)')
  })

  await test.step('delete it after a confirmation naming it, with the keyboard', async () => {
    await page.getByTestId('monitor-delete').focus()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('monitor-delete-ask')).toContainText(
      'Delete the monitor Shop E2E (edited)?',
    )
    // The question takes the buttons' place: focus is on its safe answer.
    await expect(page.getByTestId('monitor-delete-cancel')).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(page.getByTestId('monitor-delete-confirm')).toBeFocused()
    await expect(page.getByTestId('monitor-delete-confirm')).toHaveText('Delete Shop E2E (edited)')
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('monitor-row').first()).toBeVisible()
    expect(
      (await sim.control.requests()).some(
        (r) => r.method === 'DELETE' && r.path === `/api/monitors/${id}`,
      ),
    ).toBe(true)
    await expect(page.locator(`[data-monitor-id="${id}"]`)).toHaveCount(0, { timeout: 20_000 })
  })
})
