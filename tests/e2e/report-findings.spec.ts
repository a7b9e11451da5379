// The Lighthouse and AI check pages in Chromium against the simulator: the scores per category
// and the failed audits on screen are the simulator's latest report, the AI answers its latest
// responses; axe finds nothing serious in light and dark. With UPTRAY_SCREENSHOTS=1 it writes
// docs/screenshots/check-<type>-<scheme>.png.
import type { Page } from '@playwright/test'
import { expect, expectAxeCleanInBothSchemes, simGet, simMonitors, test } from './fixtures'

test.use({ scenario: 'demo', viewport: { width: 1280, height: 1500 } })

async function go(page: Page, hash: string) {
  await page.evaluate((h) => (window.location.hash = h), hash)
  await expect(page.getByTestId('check-view')).toBeVisible({ timeout: 15_000 })
}

test('Lighthouse and AI pages show what the simulator answered', async ({
  page,
  sim,
  openSignedIn,
}) => {
  test.setTimeout(120_000)
  await openSignedIn()
  const monitors = await simMonitors(sim)
  const site = monitors.find((m) => m.checks.some((c) => c.type === 'broken_links'))
  if (!site) throw new Error('the demo has no website')

  const report = await simGet<{
    performance_score: number
    accessibility_score: number
    best_practices_score: number
    seo_score: number
    json_report: { audits: Record<string, { title: string; score: number | null }> }
  }>(sim, `/api/monitors/${site.id}/lighthouse-reports/latest`)
  await go(page, `#/monitor/${site.id}/check/lighthouse`)
  await expect(page.getByTestId('lighthouse-score')).toHaveCount(5, { timeout: 15_000 })
  const shown = await page.getByTestId('lighthouse-score-value').allInnerTexts()
  expect(shown.slice(0, 4)).toEqual(
    [
      report.performance_score,
      report.accessibility_score,
      report.best_practices_score,
      report.seo_score,
    ].map(String),
  )
  const failing = Object.values(report.json_report.audits).filter(
    (a) => a.score !== null && a.score < 0.9,
  )
  await expect(page.getByTestId('lighthouse-audit')).toHaveCount(failing.length)
  await expectAxeCleanInBothSchemes(page, 'check-lighthouse')

  const aiMonitor = monitors.find((m) => m.type === 'ai')
  if (!aiMonitor) throw new Error('the demo has no AI monitor')
  const answers = await simGet<{ data: { text: string }[] }>(
    sim,
    `/api/monitors/${aiMonitor.id}/ai-responses`,
  )
  await go(page, `#/monitor/${aiMonitor.id}/check/ai`)
  await expect(page.getByTestId('ai-response')).toHaveCount(Math.min(5, answers.data.length), {
    timeout: 15_000,
  })
  const texts = await page.getByTestId('ai-text').allInnerTexts()
  for (const text of texts) expect(answers.data.map((a) => a.text)).toContain(text)
  await expect(page.getByTestId('findings-error')).toHaveCount(0)
  await expectAxeCleanInBothSchemes(page, 'check-ai')
})
