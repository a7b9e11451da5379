// Downtime on the monitor page in Chromium against serve mode and the simulator (the demo world,
// where a flapping monitor has several periods today): each period's notes as the service wrote
// them, and a period deleted by keyboard only after a question that names it. What the simulator
// received is read from its request log; the page is axe clean in light and dark, the question
// open too. Then that monitor's uptime runs, filtered to the failed ones by keyboard.
import {
  expect,
  expectAxeClean,
  expectAxeCleanInBothSchemes,
  expectRequest,
  simGet,
  simMonitors,
  test,
} from './fixtures'

test.use({ scenario: 'demo', viewport: { width: 1280, height: 1000 } })

test('downtime: notes shown, a period deleted by keyboard after a confirmation', async ({
  page,
  sim,
  openSignedIn,
}) => {
  test.setTimeout(120_000)
  const serve = await openSignedIn()
  // A flapping monitor: several periods today, some with notes (as the simulator writes them).
  const ymdHis = (ms: number) => new Date(ms).toISOString().replace(/\D/g, '').slice(0, 14)
  const range = `filter[started_at]=${ymdHis(Date.now() - 86_400_000)}&filter[ended_at]=${ymdHis(Date.now())}`
  let outage: { id: number } | undefined
  for (const m of await simMonitors(sim)) {
    if (!m.checks.some((c) => c.type === 'uptime')) continue
    const { data } = await simGet<{ data: { notes_markdown: string | null }[] }>(
      sim,
      `/api/monitors/${m.id}/downtime?${range}`,
    )
    if (data.length > 2 && data.some((p) => p.notes_markdown)) {
      outage = m
      break
    }
  }
  expect(outage, 'a monitor with noted downtime today').toBeDefined()
  await page.goto(`${serve.origin}/#/monitor/${outage!.id}`)
  const rows = page.getByTestId('downtime-row')
  await expect(rows.first()).toBeVisible({ timeout: 20_000 })

  await test.step('each period shows its notes, or a dash', async () => {
    const notes = await page.getByTestId('downtime-notes').allInnerTexts()
    expect(notes.length).toBeGreaterThan(1)
    expect(notes.some((n) => n !== '—')).toBe(true)
    for (const n of notes)
      expect(n).toMatch(
        /^(—|Hosting provider had a network outage in Frankfurt\.|Deploy went wrong; rolled back after a few minutes\.|Database failover\.)$/,
      )
    await expectAxeCleanInBothSchemes(page, 'downtime')
  })

  await test.step('keep it: nothing is sent and focus returns to Delete', async () => {
    const row = rows.first()
    await row.getByTestId('downtime-delete').focus()
    await page.keyboard.press('Enter')
    await expect(row.getByTestId('downtime-delete-cancel')).toBeFocused()
    await expect(
      row.getByRole('group', { name: /^Delete the downtime (from|since) / }),
    ).toBeVisible()
    await expectAxeClean(page, 'downtime question')
    await sim.control.clearRequests()
    await page.keyboard.press('Enter')
    await expect(row.getByTestId('downtime-delete')).toBeFocused()
    const sent = await sim.control.requests()
    expect(sent.filter((r) => r.method === 'DELETE')).toEqual([])
  })

  await test.step('delete it: the simulator receives the DELETE and the row goes', async () => {
    const row = rows.first()
    const id = await row.getAttribute('data-downtime-id')
    const count = await rows.count()
    await row.getByTestId('downtime-delete').focus()
    await page.keyboard.press('Enter')
    await expect(row.getByTestId('downtime-question')).toContainText(
      /^Delete the downtime (from .+ to .+|since .+, still ongoing)\? The service forgets it for good\.$/,
    )
    await page.keyboard.press('Shift+Tab') // from "Keep it" to the delete button
    await expect(row.getByTestId('downtime-delete-confirm')).toBeFocused()
    await page.keyboard.press('Enter')
    await expectRequest(sim, 'DELETE', `/api/downtime/${id}`)
    await expect(page.locator(`[data-downtime-id="${id}"]`)).toHaveCount(0)
    await expect(rows).toHaveCount(count - 1)
    await expect(page.getByTestId('toast').last()).toContainText(/Deleted the downtime/)
    // Focus stays in the list, on the next period's Delete.
    await expect(page.getByTestId('downtime-delete').first()).toBeFocused()
  })

  await test.step('runs filtered by result by keyboard: the simulator is asked for failed runs only', async () => {
    await page.goto(`${serve.origin}/#/monitor/${outage!.id}/check/uptime`)
    await expect(page.getByTestId('run').first()).toBeVisible({ timeout: 20_000 })
    // The first page of every run knows how many pages there are too.
    await expect(page.getByTestId('runs-page')).toHaveText(/^Page 1 of \d+$/)
    await sim.control.clearRequests()
    await page.getByTestId('run-filter').focus()
    await page.getByTestId('run-filter').selectOption('failed')
    await expect
      .poll(async () =>
        (await sim.control.requests()).some(
          (r) =>
            r.path === `/api/monitors/${outage!.id}/checks/uptime/runs` &&
            new URLSearchParams(r.query).get('filter[result]') === 'failed',
        ),
      )
      .toBe(true)
    await expect(page.getByTestId('runs-page')).toHaveText(/^Page 1 of \d+$/)
    const results = await page.locator('[data-test=run] > td:first-of-type').allInnerTexts()
    expect(results.length).toBeGreaterThan(0)
    for (const r of results) expect(r).toContain('Failed')
    await expectAxeClean(page, 'run history, failed only')
  })
})
