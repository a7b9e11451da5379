// The page of one check in Chromium against the simulator: what is on screen is what the
// simulator answered (every broken link, every failed certificate check, each run's report
// link), axe finds nothing serious in light and dark, and the page works from the keyboard.
// With UPTRAY_SCREENSHOTS=1 it writes docs/screenshots/check-<type>-<scheme>.png.
import type { Page } from '@playwright/test'
import { expect, expectAxeCleanInBothSchemes, simGet, simMonitors, test } from './fixtures'

test.use({ scenario: 'demo', viewport: { width: 1280, height: 1500 } })

async function go(page: Page, hash: string) {
  await page.evaluate((h) => (window.location.hash = h), hash)
  await expect(page.getByTestId('check-view')).toBeVisible({ timeout: 15_000 })
}

test('check pages show what the simulator answered', async ({ page, sim, openSignedIn }) => {
  test.setTimeout(180_000)
  await openSignedIn()
  const monitors = await simMonitors(sim)
  const having = (type: string, result?: string) => {
    const found = monitors.find((m) =>
      m.checks.some((c) => c.type === type && (!result || c.latest_run_result === result)),
    )
    if (!found) throw new Error(`the demo has no ${result ?? ''} ${type} check`)
    return found
  }

  // Broken links: every one listed, and each run links to its report.
  const broken = having('broken_links', 'failed')
  await go(page, `#/monitor/${broken.id}/check/broken_links`)
  const links = await simGet<{ data: { crawled_url: string }[] }>(
    sim,
    `/api/broken-links/${broken.id}`,
  )
  expect(links.data.length).toBeGreaterThan(0)
  await expect(page.getByTestId('check-summary')).toHaveText(`${links.data.length} found`)
  await expect(page.getByTestId('link-url')).toHaveCount(links.data.length, { timeout: 15_000 })
  expect((await page.getByTestId('link-url').allInnerTexts()).sort()).toEqual(
    links.data.map((l) => l.crawled_url).sort(),
  )
  const runs = await simGet<{ data: { service_url: string }[] }>(
    sim,
    `/api/monitors/${broken.id}/checks/broken_links/runs`,
  )
  await expect(page.getByTestId('run-report')).toHaveCount(runs.data.length)
  const hrefs = await page
    .getByTestId('run-report')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
  expect(hrefs).toEqual(runs.data.map((r) => r.service_url))
  await expectAxeCleanInBothSchemes(page, 'check-broken-links')

  // Keyboard only: sort by URL with Enter, filter by typing.
  await page.getByTestId('broken-filter').focus()
  await page.keyboard.press('Tab')
  await expect(page.getByTestId('sort-url')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('th[aria-sort=descending]')).toHaveCount(1)
  await page.getByTestId('broken-filter').focus()
  await page.keyboard.type('timed out')
  await expect(page.getByTestId('link-url')).toHaveCount(1)

  // Certificate health: every failed certificate check named as failed.
  const certified = having('certificate_health')
  await go(page, `#/monitor/${certified.id}/check/certificate_health`)
  const health = await simGet<{ certificate_checks: { label: string; passed: boolean }[] }>(
    sim,
    `/api/certificate-health/${certified.id}`,
  )
  await expect(page.getByTestId('cert-check')).toHaveCount(health.certificate_checks.length, {
    timeout: 15_000,
  })
  const failedOnScreen = await page
    .locator('[data-test=cert-check][data-passed=false]')
    .allInnerTexts()
  expect(failedOnScreen.map((t) => t.replace(/^Failed\s*/, '')).sort()).toEqual(
    health.certificate_checks
      .filter((c) => !c.passed)
      .map((c) => c.label)
      .sort(),
  )
  await expect(page.getByTestId('cert-history-row')).toHaveCount(2)
  await expectAxeCleanInBothSchemes(page, 'check-certificate-health')

  // Mixed content: every insecure URL listed.
  const mixed =
    monitors.find((m) =>
      m.checks.some((c) => c.type === 'mixed_content' && c.latest_run_result === 'failed'),
    ) ?? having('mixed_content')
  await go(page, `#/monitor/${mixed.id}/check/mixed_content`)
  const items = await simGet<{ data: { mixed_content_url: string }[] }>(
    sim,
    `/api/mixed-content/${mixed.id}`,
  )
  if (items.data.length === 0)
    await expect(page.getByTestId('no-findings')).toContainText('No mixed content in the run of')
  await expect(page.getByTestId('mixed-url')).toHaveCount(items.data.length, { timeout: 15_000 })
  expect((await page.getByTestId('mixed-url').allInnerTexts()).sort()).toEqual(
    items.data.map((i) => i.mixed_content_url).sort(),
  )
  await expectAxeCleanInBothSchemes(page, 'check-mixed-content')

  // The other pages: each renders its findings (or says there are none) and its run history.
  for (const [type, marker] of [
    ['sitemap', 'sitemap-url-count'],
    ['application_health', 'health-checks'],
    ['cron', 'cron-checks'],
    ['uptime', 'downtime'],
    ['lighthouse', 'lighthouse-scores'],
  ] as const) {
    const monitor = monitors.find((m) => m.checks.some((c) => c.type === type))
    if (!monitor) continue // the demo's world decides which types exist
    await go(page, `#/monitor/${monitor.id}/check/${type}`)
    await expect(
      page
        .getByTestId(marker)
        .or(page.getByTestId('no-findings'))
        .or(page.getByTestId('no-downtime'))
        .or(page.getByTestId('lighthouse-empty'))
        .first(),
    ).toBeVisible({ timeout: 15_000 })
    await expect(page.getByTestId('run').or(page.getByTestId('no-runs')).first()).toBeVisible({
      timeout: 15_000,
    })
    await expectAxeCleanInBothSchemes(page, `check-${type.replace(/_/g, '-')}`)
  }

  // The settings that explain a result, in words, from the simulator's monitor.
  const slow = monitors.find((m) => m.checks.some((c) => c.type === 'performance'))
  if (slow) {
    await go(page, `#/monitor/${slow.id}/check/performance`)
    await expect(page.getByTestId('check-settings')).toContainText(
      /Fails when the response takes longer than [\d,]+ ms/,
      { timeout: 15_000 },
    )
  }
})
