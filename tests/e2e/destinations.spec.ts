// Notification destinations in Chromium against serve mode and the simulator's demo world, one
// server for the whole flow: a destination created by keyboard (the form's own check first, then
// the service's answer), its secret masked when edited and kept when left empty, a test sent,
// disabled and enabled, deleted after a confirmation naming it. What the simulator received is
// read from its request log (bodies); the secret never appears in full on the page or in the
// timeline. Axe clean in light and dark; with UPTRAY_SCREENSHOTS=1 it writes
// docs/screenshots/destinations-<scheme>.png and destinations-form-<scheme>.png.
import type { Locator, Page } from '@playwright/test'
import type { LoggedRequest, RunningSimulator } from '@app/simulator/index'
import { expect, expectAxeCleanInBothSchemes, test } from './fixtures'

test.use({ scenario: 'demo', viewport: { width: 1280, height: 900 } })

const TOKEN = 'xoxb-e2e-very-secret-token-4f2c'

async function received(
  sim: RunningSimulator,
  method: string,
  path: RegExp,
): Promise<LoggedRequest> {
  let found: LoggedRequest | undefined
  await expect
    .poll(
      async () => {
        found = (await sim.control.requests())
          .filter((r) => r.method === method && path.test(r.path))
          .at(-1)
        return found !== undefined
      },
      { message: `${method} ${path.source} reached the simulator`, timeout: 15_000 },
    )
    .toBe(true)
  return found!
}

const row = (page: Page, name: string): Locator =>
  page.getByTestId('destination-row').filter({ hasText: name })

async function noSecretOnPage(page: Page) {
  expect(await page.locator('body').innerText()).not.toContain(TOKEN)
  const values = await page
    .locator('input')
    .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value))
  expect(values.join('\n')).not.toContain(TOKEN)
}

test('destinations: created by keyboard, edited keeping its secret, tested, disabled, deleted', async ({
  page,
  sim,
  openSignedIn,
}) => {
  test.setTimeout(120_000)
  await openSignedIn()
  await page.getByTestId('nav-notifications').click()
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible()

  await test.step('create by keyboard: the form checks first, then sends', async () => {
    await page.getByTestId('destination-new').focus()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('destination-level')).toBeFocused()
    await page.getByTestId('destination-channel').selectOption('chatApi')
    await page.getByTestId('destination-label').fill('Ops chat')
    await page.getByTestId('destination-field-channel').fill('#ops')
    await sim.control.clearRequests()
    // The token is missing: refused before sending, focus on that field.
    await page.getByTestId('destination-field-channel').press('Enter')
    await expect(page.getByTestId('destination-field-chat_api_token')).toBeFocused()
    await expect(page.getByTestId('field-error')).toHaveText('API token is required.')
    await page.keyboard.type(TOKEN)
    await expectAxeCleanInBothSchemes(page, 'destinations-form')
    await page.keyboard.press('Enter')
    const post = await received(sim, 'POST', /^\/api\/team-notification-destinations\/\d+$/)
    expect(post.body).toEqual({
      channel: 'chatApi',
      destination: { channel: '#ops', chat_api_token: TOKEN },
      label: 'Ops chat',
    })
    await expect(page.getByTestId('destinations-result')).toHaveText(
      'Created the destination Ops chat.',
    )
    await expect(row(page, 'Ops chat')).toContainText('Enabled')
    await expect(page.getByTestId('destination-new')).toBeFocused()
  })

  await test.step('edit: the secret masked, left empty it is kept', async () => {
    await row(page, 'Ops chat').getByTestId('destination-edit').click()
    const token = page.getByTestId('destination-field-chat_api_token')
    await expect(token).toHaveValue('')
    await expect(page.getByTestId('destination-form')).toContainText('Set: ••••4f2c')
    await noSecretOnPage(page)
    await page.getByTestId('destination-label').fill('Ops room')
    await sim.control.clearRequests()
    await page.getByTestId('destination-form-submit').click()
    const put = await received(
      sim,
      'PUT',
      /^\/api\/team-notification-destinations\/\d+\/destination\/\d+$/,
    )
    expect(put.body).toEqual({
      channel: 'chatApi',
      destination: { channel: '#ops', chat_api_token: TOKEN },
      label: 'Ops room',
    })
    await expect(row(page, 'Ops room')).toBeVisible()
  })

  await test.step('send a test, disable and enable', async () => {
    await sim.control.clearRequests()
    await row(page, 'Ops room').getByTestId('destination-test').click()
    const put = await received(sim, 'PUT', /\/destination\/\d+$/)
    expect(put.body).toMatchObject({ test: true, label: 'Ops room' })
    await expect(page.getByTestId('destinations-result')).toHaveText(
      'Sent a test notification to Ops room.',
    )
    await row(page, 'Ops room').getByTestId('destination-disable').click()
    await received(sim, 'POST', /\/destination\/\d+\/disable$/)
    await expect(row(page, 'Ops room')).toContainText('Disabled')
    await expectAxeCleanInBothSchemes(page, 'destinations')
    await row(page, 'Ops room').getByTestId('destination-enable').click()
    await received(sim, 'POST', /\/destination\/\d+\/enable$/)
    await expect(row(page, 'Ops room')).toContainText('Enabled')
  })

  await test.step('delete after a confirmation naming it, by keyboard', async () => {
    await row(page, 'Ops room').getByTestId('destination-delete').focus()
    await page.keyboard.press('Enter')
    const confirm = page.getByTestId('destination-confirm')
    await expect(confirm).toContainText('Delete the destination Ops room?')
    await expect(page.getByTestId('destination-confirm-no')).toBeFocused()
    await sim.control.clearRequests()
    await page.getByTestId('destination-confirm-yes').focus()
    await page.keyboard.press('Enter')
    await received(sim, 'DELETE', /^\/api\/team-notification-destinations\/\d+\/destination\/\d+$/)
    await expect(page.getByTestId('destinations-result')).toHaveText(
      'Deleted the destination Ops room.',
    )
    await expect(row(page, 'Ops room')).toHaveCount(0)
  })

  await test.step('the timeline names it, never its secret', async () => {
    await page.getByTestId('nav-timeline').click()
    await expect(page.getByTestId('timeline-list')).toContainText(
      'Deleted the destination Ops room.',
    )
    await noSecretOnPage(page)
  })
})
