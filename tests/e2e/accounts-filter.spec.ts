// Two accounts at once in Chromium: serve mode watching two simulators whose monitor and check
// ids collide (the same ids, other names). "All accounts" shows both in one overview, each row
// naming its account and the counts adding up; the header's switcher and the overview's and
// timeline's account filters are one choice; an action on the second account's monitor reaches
// its simulator only; a change in the second simulator shows in the timeline named with its
// account; an outage of the second leaves the first shown and names the one failing. Axe clean in
// light and dark; with UPTRAY_SCREENSHOTS=1 it writes docs/screenshots/accounts-all-<scheme>.png
// (the overview in All accounts) and accounts-one-<scheme>.png (one account chosen).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { startSimulator, type RunningSimulator } from '@app/simulator/index'
import {
  expect,
  expectAxeCleanInBothSchemes,
  expectRequest,
  simGet,
  startServeWatching,
  test as base,
  type SimMonitor,
} from './fixtures'
import type { ServeProcess } from './serve-process'

/** A monitor as the simulator lists it, with the label the dashboard shows. */
type Monitor = SimMonitor & { label: string; tags: string[] }

const monitorsOf = async (sim: RunningSimulator): Promise<Monitor[]> =>
  (await simGet<{ data: Monitor[] }>(sim, '/api/monitors')).data

interface Side {
  name: string
  /** The account's id in the dashboard (a slug of its name). */
  id: string
  sim: RunningSimulator
  monitors: Monitor[]
  /** The picture id of a service id: the second account's are `2^40 + id` (picture-ids.ts). */
  pictureId: (id: number) => number
}

interface Pair {
  alpha: Side
  bravo: Side
  serve: ServeProcess
}

const MONITORS = 4
/** "All accounts" in the views' filters: its option carries no value, so its text is the value. */
const ALL = 'All accounts'

// One pair of simulators and one serve process for the whole file.
const test = base.extend<object, { pair: Pair }>({
  pair: [
    async ({ rendererDir }, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'uptray-e2e-accounts-'))
      // Different seeds: the same ids (101..., checks 200001...) under other names.
      const simA = await startSimulator({
        seed: 7,
        scenario: 'steady',
        monitors: MONITORS,
        token: 'alpha-token-e2e',
      })
      const simB = await startSimulator({
        seed: 11,
        scenario: 'steady',
        monitors: MONITORS,
        token: 'bravo-token-e2e',
      })
      let serve: ServeProcess | null = null
      try {
        serve = await startServeWatching({
          rendererDir,
          dataDir,
          accounts: [
            { name: 'Alpha', baseUrl: simA.baseUrl, token: simA.token },
            { name: 'Bravo', baseUrl: simB.baseUrl, token: simB.token },
          ],
        })
        await use({
          alpha: {
            name: 'Alpha',
            id: 'alpha',
            sim: simA,
            monitors: await monitorsOf(simA),
            pictureId: (id) => id,
          },
          bravo: {
            name: 'Bravo',
            id: 'bravo',
            sim: simB,
            monitors: await monitorsOf(simB),
            pictureId: (id) => 2 ** 40 + id,
          },
          serve,
        })
      } finally {
        await serve?.stop()
        await simA.close().catch(() => undefined)
        await simB.close().catch(() => undefined)
        rmSync(dataDir, { recursive: true, force: true })
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
})

test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 1280, height: 900 } })

const rows = (page: Page) => page.getByTestId('monitor-row')
const row = (page: Page, side: Side, id: number) =>
  page.locator(`[data-test=monitor-row][data-monitor-id="${side.pictureId(id)}"]`)
const total = (page: Page) => page.getByTestId('count-all').locator('strong')

/** The dashboard on its overview, every row of both accounts drawn. */
async function open(page: Page, pair: Pair): Promise<void> {
  await page.goto(pair.serve.url)
  await expect(rows(page)).toHaveCount(2 * MONITORS, { timeout: 20_000 })
}

/** A sweep of every account now (the sync line's Refresh), rather than waiting for the next. */
async function refresh(page: Page): Promise<void> {
  await page.getByTestId('sync-line').getByRole('button', { name: 'Refresh' }).click()
}

test('All accounts: both accounts in one overview, each row naming its account, counts summed', async ({
  page,
  pair,
}) => {
  const { alpha, bravo } = pair
  await open(page, pair)
  const switcher = page.getByTestId('account-select')
  await expect(switcher.locator('option')).toHaveText(['All accounts', 'Alpha', 'Bravo'])
  await expect(page.getByTestId('filter-account')).toHaveValue(ALL)
  await expect(switcher).toHaveValue('')

  for (const side of [alpha, bravo]) {
    for (const m of side.monitors) {
      const r = row(page, side, m.id)
      await expect(r).toHaveCount(1)
      await expect(r.getByTestId('monitor-account')).toHaveText(side.name)
      await expect(r).toContainText(m.label)
    }
  }
  // The colliding id is two monitors, each under its own name and account.
  const first = alpha.monitors[0]!.id
  expect(bravo.monitors[0]!.id).toBe(first)
  await expect(row(page, alpha, first)).not.toContainText(bravo.monitors[0]!.label)
  await expect(row(page, bravo, first)).not.toContainText(alpha.monitors[0]!.label)

  // The counts are both accounts' together (the steady scenario: every monitor up).
  await expect(total(page)).toHaveText(String(2 * MONITORS))
  await expect(page.getByTestId('count-up')).toContainText(String(2 * MONITORS))
  await expect(page.getByTestId('count-failed')).toContainText('0')

  await expectAxeCleanInBothSchemes(page, 'accounts-all')
})

test('one account: the switcher and the overview and timeline filters are one choice', async ({
  page,
  pair,
}) => {
  const { alpha, bravo } = pair
  await open(page, pair)
  const switcher = page.getByTestId('account-select')

  // A tag only the first account's monitors carry: choosing the second account lets go of it.
  const theirs = new Set(bravo.monitors.flatMap((m) => m.tags))
  const tag = alpha.monitors.flatMap((m) => m.tags).find((t) => !theirs.has(t))!
  const tagFilter = page.getByTestId('filter-tag')
  await tagFilter.selectOption(tag)
  await expect(rows(page)).toHaveCount(alpha.monitors.filter((m) => m.tags.includes(tag)).length)
  await switcher.selectOption('bravo')
  await expect(tagFilter).toHaveValue('Any tag')
  await expect(rows(page)).toHaveCount(MONITORS)
  for (const m of bravo.monitors) await expect(row(page, bravo, m.id)).toHaveCount(1)
  // One account shown: rows name none.
  await expect(page.getByTestId('monitor-account')).toHaveCount(0)
  await expect(total(page)).toHaveText(String(MONITORS))
  const filter = page.getByTestId('filter-account')
  await expect(filter).toHaveValue('bravo')

  // The overview's filter sets the switcher.
  await filter.selectOption('alpha')
  await expect(switcher).toHaveValue('alpha')
  for (const m of alpha.monitors) await expect(row(page, alpha, m.id)).toHaveCount(1)
  await expect(rows(page)).toHaveCount(MONITORS)
  await expectAxeCleanInBothSchemes(page, 'accounts-one')

  // The timeline follows the same choice, its monitors the chosen account's.
  await page.getByTestId('nav-timeline').click()
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible()
  const timelineFilter = page.getByTestId('filter-account')
  const monitorChoices = page.getByTestId('filter-monitor').locator('option')
  // Names from the service are isolated in their options (lib/isolate.ts).
  const shown = async () =>
    (await monitorChoices.allInnerTexts())
      .map((text) => text.replace(/[\u2066-\u2069]/g, ''))
      .sort()
  const labels = (side: Side) => ['All monitors', ...side.monitors.map((m) => m.label)].sort()
  await expect(timelineFilter).toHaveValue('alpha')
  expect(await shown()).toEqual(labels(alpha))
  await switcher.selectOption('bravo')
  await expect(timelineFilter).toHaveValue('bravo')
  await expect.poll(shown).toEqual(labels(bravo))
  // The timeline's filter sets the switcher.
  await timelineFilter.selectOption(ALL)
  await expect(switcher).toHaveValue('')
  await expect(monitorChoices).toHaveCount(1 + 2 * MONITORS)

  // The choice lives in the page: a reload starts again from every account, both agreeing.
  await switcher.selectOption('bravo')
  await page.reload()
  await expect(page.getByTestId('filter-account')).toHaveValue(ALL)
  await expect(switcher).toHaveValue('')
})

test('a change in the second account shows in the timeline with its account, and filters to it', async ({
  page,
  pair,
}) => {
  const { alpha, bravo } = pair
  const monitor = bravo.monitors[0]!
  const uptime = monitor.checks.find((c) => c.type === 'uptime')!
  await bravo.sim.control.setCheckResult(uptime.id, 'failed', 'Connection refused')
  await open(page, pair)
  await refresh(page)
  await expect(row(page, bravo, monitor.id)).toContainText('Failed', { timeout: 20_000 })
  // The same id in the first account is another monitor, still up.
  await expect(row(page, alpha, monitor.id)).not.toContainText('Failed')
  await expect(page.getByTestId('count-failed')).toContainText('1')

  const switcher = page.getByTestId('account-select')
  await switcher.selectOption('alpha')
  await expect(page.getByTestId('count-failed')).toContainText('0')
  await switcher.selectOption('bravo')
  await expect(page.getByTestId('count-failed')).toContainText('1')
  await switcher.selectOption('')

  await page.getByTestId('nav-timeline').click()
  const event = page
    .getByTestId('timeline-event')
    .filter({ hasText: monitor.label })
    .filter({ hasText: 'failed' })
  await expect(event.first()).toBeVisible({ timeout: 20_000 })
  await expect(event.first().getByTestId('timeline-account')).toHaveText('Bravo')

  const filter = page.getByTestId('filter-account')
  await filter.selectOption('alpha')
  await expect(event).toHaveCount(0)
  await filter.selectOption('bravo')
  await expect(event.first()).toBeVisible()
  // One account chosen: rows name none.
  await expect(page.getByTestId('timeline-account')).toHaveCount(0)
  await expect(page.getByTestId('account-select')).toHaveValue('bravo')
  await filter.selectOption(ALL)

  // The tray's popover counts both accounts too, its problems under their account's name.
  await page.goto(`${pair.serve.origin}/#/popover`)
  await expect(page.getByTestId('popover-counts').locator('strong')).toHaveText(
    String(2 * MONITORS),
  )
  await expect(page.getByTestId('popover-counts')).toContainText('1 failing')
  const problem = page.locator(
    `[data-test=popover-row][data-monitor-id="${bravo.pictureId(monitor.id)}"]`,
  )
  await expect(problem.getByTestId('popover-account')).toHaveText('Bravo')
  await expect(page.getByTestId('popover-row')).toHaveCount(1)
})

test("an action on the second account's monitor reaches its service only", async ({
  page,
  pair,
}) => {
  const { alpha, bravo } = pair
  const monitor = bravo.monitors[0]!
  const uptime = monitor.checks.find((c) => c.type === 'uptime')!
  await open(page, pair)
  await expect(row(page, bravo, monitor.id)).toContainText('Failed', { timeout: 20_000 })
  await alpha.sim.control.clearRequests()
  await bravo.sim.control.clearRequests()

  // The row opens its monitor's page, where the failing check is snoozed.
  await row(page, bravo, monitor.id).click()
  await expect(page.getByTestId('monitor-title')).toContainText(monitor.label)
  const check = page.locator(`[data-check-id="${bravo.pictureId(uptime.id)}"]`)
  await check.getByTestId('snooze-menu').locator('summary').click()
  await check.getByTestId('snooze-60').click()
  await expect(check.getByTestId('snooze-state')).toContainText(/left/)

  await expectRequest(bravo.sim, 'POST', `/api/checks/${uptime.id}/snooze`)
  const toAlpha = await alpha.sim.control.requests()
  expect(toAlpha.filter((r) => r.method !== 'GET')).toEqual([])
  // Each service saw only its own token.
  const refused = [...toAlpha, ...(await bravo.sim.control.requests())].filter(
    (r) => r.status === 401,
  )
  expect(refused).toEqual([])
  await page.getByTestId('nav-overview').click()
  await expect(row(page, bravo, monitor.id).getByTestId('snoozed-marker')).toBeVisible()
  await expect(row(page, alpha, monitor.id).getByTestId('snoozed-marker')).toHaveCount(0)
})

test('an outage of the second account leaves the first shown and names the one failing', async ({
  page,
  pair,
}) => {
  const { alpha, bravo } = pair
  await open(page, pair)
  const options = page.getByTestId('account-select').locator('option')
  const syncText = page.getByTestId('sync-text')
  const alphaShown = async () => {
    for (const m of alpha.monitors) {
      await expect(row(page, alpha, m.id).getByTestId('monitor-account')).toHaveText('Alpha')
    }
  }

  await test.step('the second service answers 500', async () => {
    await bravo.sim.control.addFault({ kind: 'status', status: 500 })
    await refresh(page)
    // The switcher and the sync line name the account whose service fails, and only it.
    await expect(options).toHaveText(['All accounts', 'Alpha', 'Bravo (sync failing)'], {
      timeout: 20_000,
    })
    await expect(syncText).toContainText('Bravo')
    await expect(syncText).not.toContainText('Alpha')
    await alphaShown()
    await bravo.sim.control.clearFaults()
    await refresh(page)
    await expect(options).toHaveText(['All accounts', 'Alpha', 'Bravo'], { timeout: 20_000 })
  })

  await test.step('the second service is gone', async () => {
    await bravo.sim.close()
    await refresh(page)
    // The switcher names the account that cannot be reached.
    await expect(options).toHaveText(['All accounts', 'Alpha', 'Bravo (offline)'], {
      timeout: 20_000,
    })
    // The sync line says which account is offline, not that everything is.
    await expect(syncText).toContainText(/^Bravo: Offline/)
    await expect(syncText).not.toContainText('Alpha')
    await alphaShown()
    // The second account's monitors stay shown as last read.
    for (const m of bravo.monitors) await expect(row(page, bravo, m.id)).toHaveCount(1)
    await expectAxeCleanInBothSchemes(page, 'accounts-outage', { screenshots: false })
  })
})
