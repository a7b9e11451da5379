// Maintenance in the team's time, in Chromium against serve mode and the simulator: the steady
// world's first team keeps its times in Europe/Brussels (its status page says so); the browser
// runs in Tokyo. A window scheduled at 02:00 Tokyo time lands at that instant in the simulator's
// truth; a colleague's window on a failing monitor shows as running on the monitor page (with
// Stop, not under "Upcoming") and turns the overview's count to "in maintenance".
import { expect, simGet, test } from './fixtures'

test.use({ timezoneId: 'Asia/Tokyo' })

interface ApiMonitor {
  id: number
  team_id: number
  type: string
  checks: { id: number; type: string }[]
}

async function firstTeamMonitor(sim: Parameters<typeof simGet>[0]): Promise<ApiMonitor> {
  const { data } = await simGet<{ data: ApiMonitor[] }>(sim, '/api/monitors')
  const firstTeam = Math.min(...data.map((m) => m.team_id))
  return data.find((m) => m.team_id === firstTeam && m.checks.some((c) => c.type === 'uptime'))!
}

test('a window scheduled at 02:00 Tokyo time lands at that instant, shown with the Brussels time', async ({
  page,
  sim,
  openSignedIn,
}) => {
  const serve = await openSignedIn()
  const monitor = await firstTeamMonitor(sim)
  await page.goto(`${serve.origin}/#/monitor/${monitor.id}`)
  await expect(page.getByTestId('maintenance-zone')).toContainText(
    "team's time, Europe/Brussels: from the team's status page",
  )
  await expect(page.getByTestId('maintenance-zone')).toContainText('(Asia/Tokyo)')

  // Tomorrow in Tokyo (+09:00, no DST), 02:00 to 04:00, as the datetime-local fields take it.
  const day = new Date(Date.now() + 33 * 3_600_000).toISOString().slice(0, 10)
  await page.getByTestId('schedule-start').fill(`${day}T02:00`)
  await page.getByTestId('schedule-end').fill(`${day}T04:00`)
  await page
    .getByTestId('maintenance-schedule-form')
    .getByRole('button', { name: 'Schedule', exact: true })
    .click()
  await expect(page.getByTestId('toast').filter({ hasText: 'Europe/Brussels time' })).toBeVisible()

  const starts = Date.parse(`${day}T02:00:00+09:00`)
  await expect
    .poll(async () =>
      (await sim.control.maintenance())
        .filter((p) => p.monitorId === monitor.id)
        .map((p) => Date.parse(p.startsAt)),
    )
    .toContain(starts)
  const truth = (await sim.control.maintenance()).find(
    (p) => p.monitorId === monitor.id && Date.parse(p.startsAt) === starts,
  )!
  expect(Date.parse(truth.endsAt)).toBe(Date.parse(`${day}T04:00:00+09:00`))
  expect(truth.timezone).toBe('Europe/Brussels')
  // Listed in the user's time with the team's beside it (Brussels is 8 or 7 hours behind Tokyo).
  const upcoming = page.getByTestId('maintenance-upcoming')
  await expect(upcoming).toContainText('2:00')
  await expect(upcoming).toContainText(/\((18|19):00–(20|21):00 Europe\/Brussels\)/)
})

test("a colleague's window on a failing monitor shows as running, with Stop, and counts as maintenance", async ({
  page,
  sim,
  openSignedIn,
}) => {
  const serve = await openSignedIn()
  const monitor = await firstTeamMonitor(sim)
  const uptime = monitor.checks.find((c) => c.type === 'uptime')!
  await page.goto(`${serve.origin}/#/monitor/${monitor.id}`)
  await sim.control.setCheckResult(uptime.id, 'failed', 'Down for the e2e test')
  // A sweep sees it fail (and looks up its maintenance: none yet).
  await expect(page.locator(`[data-check-id="${uptime.id}"]`)).toContainText('Failed', {
    timeout: 30_000,
  })
  await expect(page.getByTestId('maintenance-start')).toBeVisible()

  await sim.control.colleague({ action: 'start-maintenance', monitorId: monitor.id, seconds: 3600 })
  // No action here: the watch re-reads failing monitors about every minute.
  const running = page.getByTestId('maintenance-active')
  await expect(running).toContainText('Running until', { timeout: 150_000 })
  await expect(running).toContainText('Europe/Brussels')
  await expect(page.getByTestId('maintenance-stop')).toBeVisible()
  await expect(page.getByTestId('maintenance-start')).toHaveCount(0)
  await expect(page.getByTestId('maintenance-upcoming')).toHaveCount(0)

  // Opened afresh, the page lists it as running too; the overview counts it in maintenance.
  await page.reload()
  await expect(page.getByTestId('maintenance-active')).toContainText('Running until')
  await expect(page.getByTestId('maintenance-upcoming')).toHaveCount(0)
  await page.getByRole('link', { name: '← Overview' }).click()
  await expect(page.getByTestId('count-maintenance')).toContainText(/[1-9]/)
})
