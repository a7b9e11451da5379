// Every view in light and dark: axe finds no serious or critical issue. With
// UPTRAY_SCREENSHOTS=1 the same pass writes docs/screenshots/<view>-<scheme>.png.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, expectAxeClean, simMonitors, SHOTS, test, writeSettings } from './fixtures'

const SCHEMES = ['light', 'dark'] as const

test.use({ scenario: 'demo', viewport: { width: 1280, height: 820 } })

async function capture(page: Page, view: string, scheme: string) {
  await expectAxeClean(page, `${view} (${scheme})`)
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: join(SHOTS, `${view}-${scheme}.png`) })
}

test('first run, light and dark', async ({ page, sim, dataDir, startServeFor }) => {
  await writeSettings(dataDir, sim.baseUrl)
  const serve = await startServeFor()
  await page.goto(serve.url)
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme })
    await expect(page.getByRole('heading', { name: 'Welcome to Uptray' })).toBeVisible()
    await capture(page, 'first-run', scheme)
  }
})

test('overview, monitor detail, cron jobs, status pages and settings, light and dark', async ({
  page,
  sim,
  openSignedIn,
}) => {
  test.setTimeout(120_000)
  const serve = await openSignedIn()
  const monitors = await simMonitors(sim)
  const detailId = (monitors.find((m) => m.checks.some((c) => c.latest_run_result === 'failed')) ??
    monitors[0])!.id

  const views: { name: string; path: string; ready: (p: Page) => Promise<void> }[] = [
    {
      name: 'overview',
      path: '/',
      ready: async (p) => {
        await expect(p.getByTestId('monitor-row').first()).toBeVisible()
        await expect(p.getByTestId('sync-text')).toHaveText(/^Synced/, { timeout: 20_000 })
      },
    },
    {
      name: 'monitor-detail',
      path: `/monitor/${detailId}`,
      ready: async (p) => {
        await expect(p.getByTestId('uptime-summary')).toContainText('average', { timeout: 15_000 })
        await expect(p.getByTestId('timing-summary')).toContainText(/average|No response-time/)
      },
    },
    {
      name: 'cron-jobs',
      path: '/cron',
      ready: async (p) => {
        await expect(p.getByTestId('cron-row').first().or(p.getByTestId('cron-empty'))).toBeVisible(
          { timeout: 15_000 },
        )
      },
    },
    {
      name: 'status-pages',
      path: '/status-pages',
      ready: async (p) => {
        await expect(p.getByRole('heading', { name: 'Status pages' })).toBeVisible()
        await expect(p.getByTestId('skeleton')).toHaveCount(0, { timeout: 15_000 })
      },
    },
    {
      name: 'settings',
      path: '/settings',
      ready: async (p) => {
        await expect(p.getByTestId('account')).toBeVisible()
      },
    },
  ]

  for (const view of views) {
    await page.goto(`${serve.origin}/#${view.path}`)
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme })
      await view.ready(page)
      await capture(page, view.name, scheme)
      if (view.name === 'monitor-detail' && SHOTS) {
        await page.locator('#history-h').scrollIntoViewIfNeeded()
        await page.screenshot({ path: join(SHOTS, `monitor-history-${scheme}.png`) })
        await page.locator('#main').evaluate((m) => m.scrollTo(0, 0))
      }
    }
  }
})

test('the overview works with the keyboard alone', async ({ page, openSignedIn }) => {
  await openSignedIn()
  await page.keyboard.press('/')
  await expect(page.getByTestId('search')).toBeFocused()
  const first = page.getByTestId('monitor-row').first()
  const label = await first.locator('.label').innerText()
  await first.focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByTestId('monitor-row').nth(1)).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(first).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('monitor-title')).toHaveText(label)
})
