/// <reference lib="dom" />
// A certificate on the expiry radar, in Chromium against serve mode and the demo simulator:
// every certificate the simulator says expires within its monitor's own threshold is coming up
// on the overview and in the popover with the days left the simulator answers, soonest first,
// and links to its check page, which shows the same days left. The radar reads one certificate
// a minute on spare budget (those the service warns about first; a minute that fell inside a
// sweep is read at that sweep's end), so this waits about a minute.
import type { Locator } from '@playwright/test'
import type { RunningSimulator } from '@app/simulator/index'
import { expect, simGet, test } from './fixtures'

// Colleagues off: a snooze of theirs ending within the hour would take one of the popover's
// three "Coming up" places from a certificate.
test.use({ scenario: 'demo', colleagues: false, viewport: { width: 1280, height: 900 } })

const DAY = 86_400_000
const UNIT_MS: Record<string, number> = { minute: 60_000, hour: 3_600_000, day: DAY }

interface Expiring {
  id: number
  daysLeft: number
}

/** The certificates the simulator says expire within their monitor's threshold, soonest first. */
async function expiring(sim: RunningSimulator): Promise<Expiring[]> {
  const { now } = await sim.control.clock()
  const monitors = await simGet<{
    data: {
      id: number
      checks: { type: string; enabled: boolean }[]
      certificate_health_check_settings: { expires_soon_threshold_in_days: number }
    }[]
  }>(sim, '/api/monitors?page[size]=100')
  const found: Expiring[] = []
  for (const m of monitors.data) {
    if (!m.checks.some((c) => c.type === 'certificate_health' && c.enabled)) continue
    const health = await simGet<{ certificate_details: { valid_until: string } }>(
      sim,
      `/api/certificate-health/${m.id}`,
    )
    const until = Date.parse(`${health.certificate_details.valid_until.replace(' ', 'T')}Z`)
    const daysLeft = Math.floor((until - now) / DAY)
    if (daysLeft <= m.certificate_health_check_settings.expires_soon_threshold_in_days)
      found.push({ id: m.id, daysLeft })
  }
  return found.sort((a, b) => a.daysLeft - b.daysLeft)
}

/** Time left as an item says it ("in 5 days", "in 59 minutes"; already past is 0). */
function leftOf(text: string): number {
  const match = /\bin (\d+) (minute|hour|day)s?\b/.exec(text)
  if (match) return Number(match[1]) * UNIT_MS[match[2]!]!
  expect(text).toMatch(/has expired|past its grace time/)
  return 0
}

/** The section's items are in the order of their time left. */
async function expectSortedByTimeLeft(section: Locator): Promise<void> {
  const items = section.getByTestId('coming-up-item')
  await expect
    .poll(async () => {
      const left = (await items.allInnerTexts()).map(leftOf)
      return left.length > 0 && left.every((ms, i) => i === 0 || left[i - 1]! <= ms)
    })
    .toBe(true)
}

test('a certificate expiring within its threshold is coming up, soonest first, and opens its check page', async ({
  page,
  sim,
  openSignedIn,
}) => {
  test.setTimeout(330_000)
  const expected = await expiring(sim)
  // The demo seeds one inside the default 14 days and one inside its monitor's own 30.
  expect(expected.map((e) => e.daysLeft)).toEqual([5, 21])
  const serve = await openSignedIn()

  const overview = page.getByTestId('coming-up')
  const certs = overview.locator('[data-test=coming-up-item][data-kind=certificate]')
  await expect(certs).toHaveCount(expected.length, { timeout: 270_000 })
  for (const [i, e] of expected.entries()) {
    const link = certs.nth(i).getByRole('link')
    await expect(link).toHaveAttribute('href', `#/monitor/${e.id}/check/certificate_health`)
    await expect(link).toContainText(`expires in ${e.daysLeft} days`)
  }
  await expectSortedByTimeLeft(overview)

  // A same-document navigation: the overview (with its own "Coming up") stays in the page
  // until the router has swapped the views, so wait for the popover before reading its list.
  await page.goto(`${serve.origin}/#/popover`)
  await expect(page.getByTestId('monitor-row')).toHaveCount(0)
  const popover = page.getByTestId('popover').getByTestId('coming-up')
  const popoverCerts = popover.locator('[data-test=coming-up-item][data-kind=certificate]')
  // The popover shows the soonest three of everything coming up: every certificate when they fit,
  // else the soonest of them and "N more" (a late cron or an ending snooze may come first). One
  // retrying check over the whole list: separate reads would race its reload on a sync change.
  const items = popover.getByTestId('coming-up-item')
  await expect
    .poll(
      async () => {
        const texts = await popoverCerts.allInnerTexts()
        const fits = texts.length === expected.length
        const cut =
          (await items.count()) === 3 && (await popover.getByTestId('coming-up-more').count()) === 1
        return (
          texts.length > 0 &&
          (fits || cut) &&
          texts.every((t, i) => t.includes(`expires in ${expected[i]!.daysLeft} days`))
        )
      },
      { timeout: 20_000 },
    )
    .toBe(true)
  await expectSortedByTimeLeft(popover)

  const soonest = expected[0]!
  await page.goto(serve.url)
  await certs.first().getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`#/monitor/${soonest.id}/check/certificate_health$`))
  await expect(page.getByTestId('check-view')).toBeVisible({ timeout: 15_000 })
  await expect(page.getByTestId('cert-days-left')).toHaveText(String(soonest.daysLeft), {
    timeout: 15_000,
  })
  // The detected certificates: the current one has the same days left (the last column).
  await expect(page.getByTestId('cert-history-row')).not.toHaveCount(0)
  const historyDays = await page
    .getByTestId('cert-history-row')
    .evaluateAll((rows) => rows.map((row) => row.lastElementChild?.textContent?.trim()))
  expect(historyDays).toContain(String(soonest.daysLeft))
})
