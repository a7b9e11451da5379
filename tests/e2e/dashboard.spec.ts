// The dashboard against serve mode and the simulator: live changes, actions that reach the
// service, charts, and what happens when the service goes away.
import { SWEEP_SECONDS, expect, expectRequest, paintedPixels, simMonitors, test } from './fixtures'

async function firstHttpMonitor(sim: Parameters<typeof simMonitors>[0]) {
  const monitors = await simMonitors(sim)
  const monitor = monitors.find(
    (m) => m.type === 'http' && m.checks.some((c) => c.type === 'uptime'),
  )
  if (!monitor) throw new Error('the simulator world has no HTTP monitor with an uptime check')
  return { monitor, check: monitor.checks.find((c) => c.type === 'uptime')! }
}

test('a check flipped in the simulator shows up within one sweep', async ({
  page,
  sim,
  openSignedIn,
}) => {
  const serve = await openSignedIn()
  const { monitor, check } = await firstHttpMonitor(sim)
  await page.goto(`${serve.origin}/#/monitor/${monitor.id}`)
  const row = page.locator(`[data-check-id="${check.id}"]`)
  await expect(row).toBeVisible()

  await sim.control.setCheckResult(check.id, 'failed', 'Flipped by the e2e test')
  await expect(row).toContainText('Failed', { timeout: (SWEEP_SECONDS + 10) * 1000 })
  await expect(row).toContainText('Flipped by the e2e test')
  await page.getByRole('link', { name: '← Overview' }).click()
  await expect(page.getByTestId('count-failed')).toContainText(/[1-9]\d* failing/)
})

test('snooze, unsnooze, re-run and maintenance each reach the simulator', async ({
  page,
  sim,
  openSignedIn,
}) => {
  const serve = await openSignedIn()
  const { monitor, check } = await firstHttpMonitor(sim)
  await page.goto(`${serve.origin}/#/monitor/${monitor.id}`)
  const row = page.locator(`[data-check-id="${check.id}"]`)
  await sim.control.clearRequests()

  await row.locator('summary').click()
  await row.getByTestId('snooze-60').click()
  await expectRequest(sim, 'POST', `/api/checks/${check.id}/snooze`)
  await expect(row.getByTestId('snooze-state')).toContainText(/left/)

  await row.getByTestId('unsnooze').click()
  await expectRequest(sim, 'POST', `/api/checks/${check.id}/unsnooze`)

  await row.getByTestId('rerun').click()
  await expectRequest(sim, 'POST', `/api/checks/${check.id}/request-run`)

  await page.getByTestId('maintenance-start').click()
  await expectRequest(sim, 'POST', `/api/monitors/${monitor.id}/start-maintenance`)
  await expect(page.getByTestId('maintenance-active')).toBeVisible()
  await page.getByTestId('maintenance-stop').click()
  await expectRequest(sim, 'POST', `/api/monitors/${monitor.id}/stop-maintenance`)
  await expect(page.getByTestId('maintenance-start')).toBeVisible()
  await expect(page.getByTestId('toast').filter({ hasText: 'failed' })).toHaveCount(0)
})

test('uptime and response-time charts render non-empty', async ({ page, sim, openSignedIn }) => {
  const serve = await openSignedIn()
  const { monitor } = await firstHttpMonitor(sim)
  await page.goto(`${serve.origin}/#/monitor/${monitor.id}`)
  await expect(page.getByTestId('uptime-summary')).toContainText('average', { timeout: 15_000 })
  await expect(page.getByTestId('timing-summary')).toContainText('average', { timeout: 15_000 })
  expect(await paintedPixels(page, '[data-test=uptime-chart]')).toBeGreaterThan(500)
  expect(await paintedPixels(page, '[data-test=timing-chart]')).toBeGreaterThan(500)

  await page.getByTestId('range-7d').click()
  await expect(page.getByTestId('uptime-summary')).toContainText('over 7d')
  expect(await paintedPixels(page, '[data-test=uptime-chart]')).toBeGreaterThan(500)
})

test('ping and TCP monitors chart their own metrics', async ({ page, sim, openSignedIn }) => {
  const serve = await openSignedIn()
  const monitors = await simMonitors(sim)
  const kinds = [
    ['ping', /^Ping over 24h: average .* ms, fastest .* ms, slowest .* ms; /],
    ['tcp', /^TCP connect time over 24h: average .* ms, slowest .* ms\.$/],
  ] as const
  for (const [type, summary] of kinds) {
    const monitor = monitors.find((m) => m.type === type)
    if (!monitor) throw new Error(`the simulator world has no ${type} monitor`)
    await page.goto(`${serve.origin}/#/monitor/${monitor.id}`)
    await expect(page.getByTestId('timing-summary')).toHaveText(summary, { timeout: 15_000 })
    await expect(page.getByTestId('timing-chart')).toHaveAttribute('data-kind', type)
    expect(await paintedPixels(page, '[data-test=timing-chart]')).toBeGreaterThan(500)
    await expect(page.getByText('Could not load response times')).toHaveCount(0)
  }
})

test('simulator stopped gives the offline banner with data still shown; a restart opens on the cache', async ({
  page,
  sim,
  startServeFor,
  openSignedIn,
}) => {
  const first = await openSignedIn()
  const rows = page.getByTestId('monitor-row')
  await expect(page.getByTestId('sync-text')).toHaveText(/^Synced/, { timeout: 20_000 })
  const label = await rows.first().locator('.label').innerText()

  await sim.close()
  await expect(page.getByTestId('sync-text')).toHaveText(/^Offline.*showing cached data$/, {
    timeout: (SWEEP_SECONDS + 15) * 1000,
  })
  await expect(page.getByTestId('sync-line')).toHaveClass(/banner/)
  await expect(rows.first()).toContainText(label)

  // Restart (same settings) with no service reachable: the overview comes from the offline cache.
  await first.stop()
  const second = await startServeFor({ token: sim.token })
  await page.goto(second.url)
  await expect(rows.first()).toContainText(label, { timeout: 15_000 })
  await expect(page.getByTestId('sync-text')).toHaveText(/^Offline/, {
    timeout: (SWEEP_SECONDS + 15) * 1000,
  })
})

test('a rate limit shows on the sync line, with the data still shown', async ({
  page,
  sim,
  openSignedIn,
}) => {
  await openSignedIn()
  await sim.control.addFault({ kind: 'rate-limit-storm', retryAfterSeconds: 120, count: 5 })
  await expect(page.getByTestId('sync-text')).toHaveText(
    /^Rate limited until .*\d{1,2}:\d\d( [AP]M)? - showing the last data$/,
    {
      timeout: (SWEEP_SECONDS + 15) * 1000,
    },
  )
  await expect(page.getByTestId('sync-line')).toHaveClass(/banner/)
  await expect(page.getByTestId('monitor-row').first()).toBeVisible()
})

test('a revoked token shows "sign in again", which leads back to the first-run view', async ({
  page,
  sim,
  openSignedIn,
}) => {
  await openSignedIn()
  await sim.control.setToken('a-new-token-nobody-has')
  await expect(page.getByTestId('sync-text')).toHaveText('Token rejected - sign in again', {
    timeout: (SWEEP_SECONDS + 15) * 1000,
  })
  await page.getByRole('button', { name: 'Sign in again' }).click()
  await expect(page.getByRole('heading', { name: 'Welcome to Uptray' })).toBeVisible()
})
