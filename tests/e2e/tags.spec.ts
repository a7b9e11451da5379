// Tags and tag groups in Chromium against serve mode and the simulator: a tag created, put on
// the overview's selection from the bulk bar, a tag group with a wildcard created with the
// keyboard alone, renamed (its tags left out, so the pattern stays) and deleted after a
// confirmation naming it; each checked in the bodies the simulator received and on the page.
// Axe clean in light and dark; with UPTRAY_SCREENSHOTS=1 it writes docs/screenshots/tags-*.png.
import type { Page } from '@playwright/test'
import { expect, expectAxeCleanInBothSchemes, simMonitors, test } from './fixtures'
import type { RunningSimulator } from '@app/simulator/index'

test.use({ viewport: { width: 1280, height: 900 } })

async function logged(sim: RunningSimulator, method: string, path: RegExp) {
  return (await sim.control.requests()).filter((r) => r.method === method && path.test(r.path))
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

test('create a tag, tag the selection, and manage a tag group', async ({
  page,
  sim,
  openSignedIn,
}) => {
  test.setTimeout(120_000)
  await openSignedIn()

  await test.step('create a tag', async () => {
    await page.getByTestId('nav-tags').click()
    await expect(page.getByTestId('tag-row').first()).toBeVisible({ timeout: 15_000 })
    await page.getByTestId('tag-form-name').fill('canary-e2e')
    await page.getByTestId('tag-form-submit').click()
    await expect(page.getByTestId('tags-result')).toHaveText('Created the tag canary-e2e.')
    const [post] = await logged(sim, 'POST', /^\/api\/tags$/)
    expect(post?.body).toEqual({ team_id: expect.any(Number), name: 'canary-e2e' })
    await expect(page.getByTestId('tag-row').filter({ hasText: 'canary-e2e' })).toContainText('0')
  })

  let teams = 0
  await test.step('put it on two monitors from the bulk bar', async () => {
    await page.getByTestId('nav-overview').click()
    const rows = page.getByTestId('monitor-row')
    const ids = [
      Number(await rows.nth(0).getAttribute('data-monitor-id')),
      Number(await rows.nth(1).getAttribute('data-monitor-id')),
    ]
    for (const id of ids) {
      await page
        .locator(`[data-monitor-id="${id}"]`)
        .locator('xpath=..')
        .getByTestId('monitor-select')
        .click()
    }
    await expect(page.getByTestId('bulk-count')).toContainText('2 selected')
    await page.getByTestId('bulk-tag-name').fill('canary-e2e')
    await page.getByTestId('bulk-tag-add').click()
    await expect(page.getByTestId('bulk-tag-result')).toHaveText(
      'Tagged 2 monitors with canary-e2e.',
    )
    for (const id of ids) {
      const [put] = await logged(sim, 'PUT', new RegExp(`^/api/monitors/${id}$`))
      expect((put?.body as { tags: string[] }).tags).toContain('canary-e2e')
    }
    const held = (await simMonitors(sim)).filter((m) =>
      (m as unknown as { tags: string[] }).tags.includes('canary-e2e'),
    )
    expect(held.map((m) => m.id).sort()).toEqual([...ids].sort())
    // Tags belong to a team: a monitor of another team gets that team's tag of the name.
    teams = new Set(held.map((m) => (m as unknown as { team_id: number }).team_id)).size
  })

  await test.step('a tag group with a wildcard, with the keyboard alone', async () => {
    await page.getByTestId('nav-tags').click()
    const tagged = page.getByTestId('tag-row').filter({ hasText: 'canary-e2e' })
    await expect(tagged).toHaveCount(teams)
    if (teams === 1) await expect(tagged).toContainText('2:')
    await tabTo(page, 'group-new')
    await page.keyboard.press('Enter')
    await tabTo(page, 'group-form-label')
    await page.keyboard.type('Canaries')
    await tabTo(page, 'group-form-tags')
    await page.keyboard.type('canary-*, prod')
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('tags-result')).toHaveText('Created the tag group Canaries.')
    const [post] = await logged(sim, 'POST', /^\/api\/tag-groups$/)
    expect(post?.body).toEqual({
      team_id: expect.any(Number),
      label: 'Canaries',
      tags: ['canary-*', 'prod'],
    })
    const group = page.getByTestId('group-row').filter({ hasText: 'Canaries' })
    // The service lists the tags the pattern matches.
    await expect(group.getByTestId('group-tags')).toContainText('canary-e2e')
    await expectAxeCleanInBothSchemes(page, 'tags')
  })

  await test.step('rename it: the tags are left out, so the pattern stays', async () => {
    const group = page.getByTestId('group-row').filter({ hasText: 'Canaries' })
    await group.getByTestId('group-edit').click()
    await page.getByTestId('group-form-label').fill('Canary hosts')
    await page.getByTestId('group-form-submit').click()
    await expect(page.getByTestId('tags-result')).toHaveText('Saved the tag group Canary hosts.')
    const [put] = await logged(sim, 'PUT', /^\/api\/tag-groups\/\d+$/)
    expect(put?.body).toEqual({ team_id: expect.any(Number), label: 'Canary hosts' })
  })

  await test.step('delete it after a confirmation naming it', async () => {
    const group = page.getByTestId('group-row').filter({ hasText: 'Canary hosts' })
    await group.getByTestId('group-delete').focus()
    await page.keyboard.press('Enter')
    await expect(group.getByRole('group', { name: 'Delete Canary hosts?' })).toContainText(
      'Delete the tag group Canary hosts?',
    )
    await expect(group.getByTestId('group-delete-cancel')).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(group.getByTestId('group-delete-confirm')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('tags-result')).toHaveText('Deleted the tag group Canary hosts.')
    await expect(page.getByTestId('group-row').filter({ hasText: 'Canary hosts' })).toHaveCount(0)
    expect(await logged(sim, 'DELETE', /^\/api\/tag-groups\/\d+$/)).toHaveLength(1)
    // Only the grouping went: the tag stays.
    await expect(page.getByTestId('tag-row').filter({ hasText: 'canary-e2e' })).toHaveCount(teams)
  })
})
