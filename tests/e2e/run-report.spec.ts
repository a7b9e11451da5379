// A run's `service_url` opens a readable report of that run in Chromium, served by the
// simulator: an older failing run shows its own result and broken links (not the latest run's),
// and the page's strict Content-Security-Policy still lets its own stylesheet apply.
import { expect, simGet, test, type SimMonitor } from './fixtures'

interface Run {
  id: number
  result: string
  started_at: string
  service_url: string
}

test('a run report opens from service_url and shows that run', async ({ page, sim }) => {
  const { data } = await simGet<{ data: (SimMonitor & { label: string })[] }>(sim, '/api/monitors')
  const monitor = data.find((m) => m.type === 'http')!
  const links = monitor.checks.find((c) => c.type === 'broken_links')!
  // One failing broken-links run (they run every 12 hours), then a clean one after it.
  await sim.control.setCheckResult(links.id, 'failed')
  await sim.control.advance({ hours: 13 })
  await sim.control.setCheckResult(links.id, 'succeeded')
  await sim.control.advance({ hours: 13 })
  const runs = await simGet<{ data: Run[] }>(
    sim,
    `/api/monitors/${monitor.id}/checks/broken_links/runs`,
  )
  const latest = runs.data[0]!
  const failed = runs.data.find((run) => run.result === 'failed')!
  expect(latest.result).toBe('succeeded')
  const broken = await simGet<{ data: { crawled_url: string }[] }>(
    sim,
    `/api/broken-links/${monitor.id}?run_id=${failed.id}`,
  )
  expect(broken.data.length).toBeGreaterThan(0)

  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  const answer = await page.goto(failed.service_url)
  expect(answer?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(monitor.label)
  const result = page.locator('[data-result]')
  await expect(result).toHaveText('failed')
  // The page's own stylesheet applies under its CSP (failed results are red).
  await expect(result).toHaveCSS('color', 'rgb(179, 38, 30)')
  await expect(
    page.getByRole('heading', { name: `Broken links (${broken.data.length})` }),
  ).toBeVisible()
  for (const link of broken.data)
    await expect(page.getByText(link.crawled_url, { exact: true })).toBeVisible()
  await expect(page.locator('time').first()).toHaveAttribute(
    'datetime',
    new Date(Date.parse(failed.started_at)).toISOString().slice(0, 19) + '+00:00',
  )

  await page.goto(latest.service_url)
  await expect(page.locator('[data-result]')).toHaveText('succeeded')
  await expect(page.getByText('No broken links found.')).toBeVisible()
  expect(violations).toEqual([])
})
