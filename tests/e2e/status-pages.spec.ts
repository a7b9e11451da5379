// Status pages in Chromium against serve mode and the simulator's demo world (its first team's
// page is in Europe/Brussels), one server for the whole flow: post from a template (placeholders
// filled from the monitor at hand, the time sent on the page's clock), edit, pin and delete an
// update; create a page with monitors, change them and delete it after a confirmation naming it;
// keyboard only where it matters (focus moves into each form and back). What the simulator
// received is read from its request log (bodies); the page is axe clean in light and dark. With
// UPTRAY_SCREENSHOTS=1 it writes docs/screenshots/status-page-editor-<scheme>.png. Then a cron
// job's snooze reaches the simulator too (this spec's older check).
import type { Locator, Page } from '@playwright/test'
import type { LoggedRequest, RunningSimulator } from '@app/simulator/index'
import { fromWallClock } from '@app/shared/team-time'
import { expect, expectAxeCleanInBothSchemes, test } from './fixtures'

test.use({ scenario: 'demo', viewport: { width: 1280, height: 900 } })

const ZONE = 'Europe/Brussels'

/** The last request matching, once the simulator has it. */
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

/** Picks the option whose text (bidi isolates aside) is `text`. */
async function choose(select: Locator, text: string): Promise<void> {
  const value = await select.evaluate(
    (el: HTMLSelectElement, wanted) =>
      [...el.options].find((o) => o.text.replace(/[\u2066-\u2069]/g, '').trim() === wanted)?.value,
    text,
  )
  expect(value, `option ${text}`).toBeDefined()
  await select.selectOption(value!)
}

const card = (page: Page, title: string) =>
  page.getByTestId('status-page').filter({ has: page.getByRole('heading', { name: title }) })
const updateRow = (scope: Locator, title: string) =>
  scope.getByTestId('update').filter({ hasText: title })

test('status pages: updates posted, edited, pinned and deleted; a page created, changed and deleted', async ({
  page,
  sim,
  openSignedIn,
}) => {
  test.setTimeout(150_000)
  await openSignedIn()
  await page.getByTestId('nav-status-pages').click()
  const acme = card(page, 'Acme Ops status')
  await expect(acme).toBeVisible({ timeout: 15_000 })
  await expect(acme.getByTestId('page-zone')).toContainText(ZONE)

  await test.step('post from a template: placeholders filled, time on the page clock', async () => {
    await choose(page.getByTestId('post-page'), 'Acme Ops status')
    await choose(page.getByTestId('template'), 'Investigating')
    const about = (await page.getByTestId('update-monitor').locator('option:checked').innerText())
      .replace(/[\u2066-\u2069]/g, '')
      .trim()
    await expect(page.getByTestId('update-title')).toHaveValue(`Investigating: ${about}`)
    await page.getByTestId('update-text').fill('Checkout answers slowly.')
    await page.getByTestId('update-pinned').check()
    await sim.control.clearRequests()
    await page.getByRole('button', { name: 'Post update' }).click()
    const post = await received(sim, 'POST', /^\/api\/status-page-updates$/)
    const body = post.body as Record<string, unknown>
    expect(body).toMatchObject({
      title: `Investigating: ${about}`,
      text: 'Checkout answers slowly.',
      severity: 'high',
      pinned: true,
    })
    // The page's wall clock (Brussels, an hour or two from UTC), within a minute of sending.
    const sent = fromWallClock(String(body.time), ZONE)!
    expect(Math.abs(sent - post.at)).toBeLessThan(120_000)
    const row = updateRow(acme, `Investigating: ${about}`)
    await expect(row).toContainText('pinned')
    await expect(row.getByTestId('update-time')).toContainText(
      `${String(body.time).slice(11, 16)} ${ZONE}`,
    )
    await expect(page.getByTestId('update-title')).toHaveValue('')
  })

  const posted = acme.getByTestId('update').first()
  const postedId = Number(await posted.getAttribute('data-update-id'))

  await test.step('edit by keyboard: focus moves into the form and back', async () => {
    await posted.getByTestId('update-edit').focus()
    await page.keyboard.press('Enter')
    const title = posted.getByTestId('edit-title')
    await expect(title).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(posted.getByTestId('update-edit')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(title).toBeFocused()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('Checkout is slow again')
    await expect(posted.getByTestId('update-edit-form')).toBeVisible()
    await expectAxeCleanInBothSchemes(page, 'status-page-editor')
    await sim.control.clearRequests()
    await page.keyboard.press('Enter')
    const put = await received(sim, 'PUT', new RegExp(`^/api/status-page-updates/${postedId}$`))
    expect(put.body).toMatchObject({ title: 'Checkout is slow again', pinned: true })
    expect(put.body).not.toHaveProperty('time')
    await expect(updateRow(acme, 'Checkout is slow again')).toBeVisible()
  })

  await test.step('pin another update: the service keeps one pinned', async () => {
    const older = updateRow(acme, 'Elevated error rates resolved')
    await sim.control.clearRequests()
    await older.getByTestId('update-pin').click()
    const put = await received(sim, 'PUT', /^\/api\/status-page-updates\/\d+$/)
    expect(put.body).toMatchObject({ title: 'Elevated error rates resolved', pinned: true })
    await expect(older).toContainText('pinned')
    await expect(updateRow(acme, 'Checkout is slow again')).not.toContainText('pinned')
  })

  await test.step('delete an update after a confirmation naming it', async () => {
    const row = updateRow(acme, 'Checkout is slow again')
    await row.getByTestId('update-delete').focus()
    await page.keyboard.press('Enter')
    const confirm = row.getByTestId('update-delete-confirm')
    await expect(confirm).toHaveText('Delete “Checkout is slow again”')
    // The safe answer has focus: Enter keeps it, and focus returns to Delete.
    await expect(row.getByTestId('update-delete-cancel')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(row.getByTestId('update-delete')).toBeFocused()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Shift+Tab')
    await expect(confirm).toBeFocused()
    await sim.control.clearRequests()
    await page.keyboard.press('Enter')
    await received(sim, 'DELETE', new RegExp(`^/api/status-page-updates/${postedId}$`))
    await expect(updateRow(acme, 'Checkout is slow again')).toHaveCount(0)
  })

  let newPageId = 0
  let chosen: number[] = []
  await test.step('create a page with two monitors, by keyboard', async () => {
    await page.getByTestId('new-page-open').focus()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('new-page-title')).toBeFocused()
    await page.keyboard.type('Checkout status')
    const choices = page.getByTestId('new-page').getByTestId('monitor-choice')
    await expect(choices.first()).toBeVisible()
    for (const i of [0, 1]) {
      await choices.nth(i).focus()
      await page.keyboard.press('Space')
      await expect(choices.nth(i)).toBeChecked()
    }
    chosen = [
      Number(await choices.nth(0).getAttribute('data-monitor-id')),
      Number(await choices.nth(1).getAttribute('data-monitor-id')),
    ]
    await expectAxeCleanInBothSchemes(page, 'status-page-new', { screenshots: false })
    await sim.control.clearRequests()
    await page.getByTestId('new-page-title').focus()
    await page.keyboard.press('Enter')
    const post = await received(sim, 'POST', /^\/api\/status-pages$/)
    const body = post.body as { team_id: number; title: string; monitors: { id: number }[] }
    expect(body.title).toBe('Checkout status')
    expect(body.monitors).toEqual(chosen.map((id) => ({ id })))
    expect(Number.isInteger(body.team_id)).toBe(true)
    const created = card(page, 'Checkout status')
    await expect(created.getByTestId('page-monitors')).toContainText('Shows 2 monitors')
    await expect(page.getByTestId('new-page-open')).toBeFocused()
    const pages = (await (
      await fetch(`${sim.baseUrl}/api/status-pages`, {
        headers: { Authorization: `Bearer ${sim.token}`, Accept: 'application/json' },
      })
    ).json()) as { data: { id: number; title: string }[] }
    newPageId = pages.data.find((p) => p.title === 'Checkout status')!.id
  })

  await test.step('change the monitors: one removed, one added', async () => {
    const created = card(page, 'Checkout status')
    await created.getByTestId('change-monitors').click()
    await created.locator(`[data-monitor-id="${chosen[0]}"]`).uncheck()
    const third = created
      .locator('[data-test=monitor-choice]:not(:checked)')
      .and(created.locator(`:not([data-monitor-id="${chosen[0]}"])`))
      .first()
    const thirdId = Number(await third.getAttribute('data-monitor-id'))
    await third.check()
    await sim.control.clearRequests()
    await created.getByTestId('save-monitors').click()
    const add = await received(sim, 'POST', new RegExp(`^/api/status-pages/${newPageId}/monitors$`))
    expect(add.body).toEqual({ monitors: [{ id: thirdId }] })
    await received(
      sim,
      'DELETE',
      new RegExp(`^/api/status-pages/${newPageId}/monitors/${chosen[0]}$`),
    )
    await expect(created.getByTestId('page-monitors')).toContainText('Shows 2 monitors')
  })

  await test.step('delete the page after a confirmation naming it', async () => {
    const created = card(page, 'Checkout status')
    await created.getByTestId('page-delete').click()
    const confirm = created.getByTestId('page-delete-confirm')
    await expect(created.getByTestId('page-delete-cancel')).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(confirm).toBeFocused()
    await expect(created.getByRole('group')).toContainText(
      'Delete the status page “Checkout status”? Its public page and all its updates go too.',
    )
    await sim.control.clearRequests()
    await page.keyboard.press('Enter')
    await received(sim, 'DELETE', new RegExp(`^/api/status-pages/${newPageId}$`))
    await expect(card(page, 'Checkout status')).toHaveCount(0)
    await expect(page.getByTestId('toast').filter({ hasText: 'failed' })).toHaveCount(0)
  })

  await test.step('a cron job snooze reaches the simulator', async () => {
    await page.getByTestId('nav-cron').click()
    await expect(page.getByTestId('cron-row').first()).toBeVisible({ timeout: 20_000 })
    const cronRow = page.getByTestId('cron-row').first()
    await sim.control.clearRequests()
    await cronRow.locator('summary').click()
    await cronRow.getByTestId('snooze-60').click()
    await received(sim, 'POST', /^\/api\/cron-checks\/\d+\/snooze$/)
    await expect(cronRow.getByTestId('cron-unsnooze')).toBeVisible()
  })
})
