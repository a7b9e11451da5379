// Bulk actions and the Rules view in Chromium against serve mode and the simulator: three
// monitors made to fail in the simulator are selected in the overview, their failing checks
// re-run and snoozed (progress and a result per monitor; the simulator got the requests and
// holds the snoozes), and a rule added in the Rules view reads as its sentence. Both views are
// axe clean in light and dark. With UPTRAY_SCREENSHOTS=1 it writes
// docs/screenshots/bulk-<scheme>.png and rules-<scheme>.png.
import {
  expect,
  expectAxeCleanInBothSchemes,
  expectRequest,
  simMonitors,
  SWEEP_SECONDS,
  test,
} from './fixtures'

test.use({ viewport: { width: 1280, height: 900 } })

test('select three failing monitors, re-run and snooze their failing checks', async ({
  page,
  sim,
  openSignedIn,
}) => {
  test.setTimeout(150_000)
  const monitors = await simMonitors(sim)
  const targets = monitors
    .filter((m) => m.checks.some((c) => c.type === 'uptime' && c.latest_run_result === 'succeeded'))
    .slice(0, 3)
  expect(targets).toHaveLength(3)
  const uptime = targets.map((m) => m.checks.find((c) => c.type === 'uptime')!)
  for (const c of uptime) await sim.control.setCheckResult(c.id, 'failed', 'Connection refused')

  await openSignedIn()
  const row = (id: number) => page.locator(`[data-monitor-id="${id}"]`)
  for (const m of targets) {
    await expect(row(m.id)).toContainText('Failed', { timeout: (SWEEP_SECONDS + 20) * 1000 })
  }
  const box = (id: number) => row(id).locator('xpath=..').getByTestId('monitor-select')
  await box(targets[0]!.id).click()
  await box(targets[1]!.id).click()
  await box(targets[2]!.id).click()
  await expect(page.getByTestId('bulk-count')).toHaveText(/^3 selected \(\d+ failing checks?\)/)

  await page.getByTestId('bulk-rerun').click()
  await expect(page.getByTestId('bulk-progress-line')).toHaveText('3 of 3 done')
  await expect(page.getByTestId('bulk-result')).toHaveCount(3)
  await expect(page.locator('[data-test=bulk-result][data-ok=true]')).toHaveCount(3)
  for (const c of uptime) await expectRequest(sim, 'POST', `/api/checks/${c.id}/request-run`)

  await page.getByTestId('bulk-snooze-for').selectOption('240')
  await page.getByTestId('bulk-snooze').click()
  await expect(page.getByTestId('bulk-progress')).toContainText(
    'Snooze failing checks: 3 of 3 done',
  )
  await expect(page.locator('[data-test=bulk-result][data-ok=true]')).toHaveCount(3)
  // The simulator holds the snoozes: its monitors list them on each check.
  await expect
    .poll(async () => {
      const after = await simMonitors(sim)
      return uptime.filter((c) =>
        after.some((m) =>
          m.checks.some(
            (x) => x.id === c.id && (x as { active_snooze?: unknown }).active_snooze != null,
          ),
        ),
      ).length
    })
    .toBe(3)
  for (const m of targets) await expect(row(m.id).getByTestId('snoozed-marker')).toBeVisible()
  await expectAxeCleanInBothSchemes(page, 'bulk')
})

test('a rule added in the Rules view reads as a sentence', async ({ page, openSignedIn }) => {
  test.setTimeout(120_000)
  const serve = await openSignedIn()
  await page.goto(`${serve.origin}/#/rules`)
  await expect(page.getByRole('heading', { name: 'Notification rules' })).toBeVisible()
  await expect(page.getByTestId('no-rules')).toBeVisible()

  await page.getByTestId('rule-scope').selectOption('tag')
  await page.getByTestId('rule-value').fill('staging')
  await page.getByTestId('rule-mode').selectOption('never')
  await page.getByTestId('rule-add').click()
  await page.getByTestId('rule-scope').selectOption('check-type')
  await page.getByTestId('rule-value').selectOption({ index: 1 })
  await page.getByTestId('rule-mode').selectOption('failures')
  await page.getByTestId('rule-add').click()
  await expect(page.getByTestId('rule')).toHaveCount(2)
  await expect(page.getByTestId('rule').first()).toContainText(
    'Monitors tagged staging: never notify',
  )
  await expect(page.getByTestId('rule').nth(1)).toContainText(/checks: notify on failures only/)
  // Saved by the app: a reload reads them back.
  await page.reload()
  await expect(page.getByTestId('rule')).toHaveCount(2)
  await expectAxeCleanInBothSchemes(page, 'rules')
})
