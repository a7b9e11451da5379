/// <reference lib="dom" />
// Keyboard-only use beyond the overview (detail, snooze menu, back), axe on what only shows
// when something happens (sync banners, toasts, the open snooze menu), and the row headers
// of the check and cron tables sitting on the same line as their cells.
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import type { RunningSimulator } from '@app/simulator/index'
import type { ServeProcess } from './serve-process'
import {
  SWEEP_SECONDS,
  expect,
  expectAxeCleanInBothSchemes,
  expectRequest,
  simMonitors,
  test,
} from './fixtures'

test.use({ scenario: 'demo', viewport: { width: 1280, height: 820 } })

const SCHEMES = ['light', 'dark'] as const
const SWEEP_WAIT = (SWEEP_SECONDS + 15) * 1000

/** axe in light and dark on the page as it is now (no screenshots: these are passing states). */
const axeBothSchemes = (page: Page, what: string) =>
  expectAxeCleanInBothSchemes(page, what, { screenshots: false })

/**
 * axe on the toasts alone, in light and dark (quick, so a success toast is still up: it goes
 * after 5 s); fails if the toast was gone before the scan ended.
 */
async function axeToasts(page: Page, toast: Locator, what: string) {
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme })
    const results = await new AxeBuilder({ page }).include('[data-test=toast]').analyze()
    await expect(toast, `${what} still shown after the scan`).toBeVisible({ timeout: 1 })
    const bad = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    expect(bad, `axe on ${what} (${scheme})`).toEqual([])
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

/** The focused element shows a focus ring: it matches :focus-visible and draws an outline. */
async function expectFocusVisible(page: Page, what: string) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return null
    const style = getComputedStyle(el)
    return {
      visible: el.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1,
    }
  })
  expect(ring, `focus ring on ${what}`).toEqual({ visible: true, outline: true })
}

/** Presses `key` until `target` has focus (keyboard only; at most `max` presses). */
async function tabTo(page: Page, target: Locator, key = 'Tab', max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
    await page.keyboard.press(key)
  }
  await expect(target).toBeFocused()
}

/** The id of the first check on the detail view that offers the snooze menu. */
async function firstSnoozable(page: Page): Promise<string> {
  const row = page
    .getByTestId('check-row')
    .filter({ has: page.getByTestId('snooze-menu') })
    .first()
  await expect(row).toBeVisible({ timeout: 15_000 })
  const id = await row.getAttribute('data-check-id')
  if (!id) throw new Error('no check offers the snooze menu')
  return id
}

/** Signed in on the overview, its first sweep done. */
async function openDashboard(page: Page, openSignedIn: () => Promise<ServeProcess>) {
  const serve = await openSignedIn()
  await expect(page.getByTestId('sync-text')).toHaveText(/^Synced/, { timeout: 20_000 })
  return serve
}

test('overview → monitor detail → snooze a check → back, with the keyboard alone', async ({
  page,
  sim,
  openSignedIn,
}) => {
  await openDashboard(page, openSignedIn)

  // Overview: Tab into the list (one stop for the whole list), arrows move, Enter opens.
  const rows = page.getByTestId('monitor-row')
  await tabTo(page, page.locator('[data-test=monitor-row][tabindex="0"]'))
  await expectFocusVisible(page, 'the active monitor row')
  await page.keyboard.press('ArrowDown')
  const second = rows.nth(1)
  await expect(second).toBeFocused()
  await expectFocusVisible(page, 'the next monitor row')
  const label = await second.locator('.label').innerText()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('monitor-title')).toHaveText(label)

  // Detail: Tab to the first check that can be snoozed.
  const checkId = await firstSnoozable(page)
  const row = page.locator(`[data-check-id="${checkId}"]`)
  const menu = row.getByTestId('snooze-menu')
  const summary = menu.locator('summary')
  await tabTo(page, summary)
  await expectFocusVisible(page, 'the snooze button')

  // Enter opens the menu, Escape closes it and leaves focus on its button.
  await page.keyboard.press('Enter')
  await expect(menu).toHaveJSProperty('open', true)
  await expect(row.getByTestId('snooze-15')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toHaveJSProperty('open', false)
  await expect(summary).toBeFocused()
  await expectFocusVisible(page, 'the snooze button after Escape')

  // Down arrow opens it on the first choice; down again, Enter snoozes for an hour.
  await sim.control.clearRequests()
  await page.keyboard.press('ArrowDown')
  await expect(row.getByTestId('snooze-15')).toBeFocused()
  await expectFocusVisible(page, 'the first snooze choice')
  await page.keyboard.press('ArrowDown')
  await expect(row.getByTestId('snooze-60')).toBeFocused()
  await page.keyboard.press('Enter')
  await expectRequest(sim, 'POST', `/api/checks/${checkId}/snooze`)
  await expect(page.getByTestId('toast').first()).toBeVisible()
  await expect(page.getByTestId('toast').filter({ hasText: 'failed' })).toHaveCount(0)
  await expect(row.getByTestId('snooze-state')).toContainText(/left/)
  // Focus stays in the row, on the control that replaced the menu.
  await expect(row.getByTestId('unsnooze')).toBeFocused()
  await expectFocusVisible(page, 'Unsnooze')

  // Back to the overview.
  const back = page.getByRole('link', { name: '← Overview' })
  await tabTo(page, back, 'Shift+Tab')
  await expectFocusVisible(page, '← Overview')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('count-all')).toBeVisible()
  await expect(rows.first()).toBeVisible()
  await tabTo(page, page.locator('[data-test=monitor-row][tabindex="0"]'))
  await expectFocusVisible(page, 'the active monitor row after coming back')
})

test('axe: the open snooze menu, a success toast and an error toast', async ({
  page,
  sim,
  openSignedIn,
}) => {
  const monitors = await simMonitors(sim)
  const monitor = monitors.find((m) => m.type === 'http' && m.checks.length > 0) ?? monitors[0]!
  const serve = await openDashboard(page, openSignedIn)
  await page.goto(`${serve.origin}/#/monitor/${monitor.id}`)
  const checkId = await firstSnoozable(page)
  const row = page.locator(`[data-check-id="${checkId}"]`)

  await row.locator('summary').focus()
  await page.keyboard.press('Enter')
  await expect(row.getByTestId('snooze-1440')).toBeVisible()
  await axeBothSchemes(page, 'the open snooze menu')

  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  const toasts = page.getByTestId('toast')
  const success = toasts.filter({ hasNotText: 'failed' }).first()
  await expect(success).toBeVisible({ timeout: 15_000 })
  await axeToasts(page, success, 'a success toast')

  // The service refuses the unsnooze: an error toast with what to do next.
  await sim.control.addFault({
    kind: 'status',
    status: 403,
    count: 1,
    pathPrefix: `/api/checks/${checkId}/unsnooze`,
  })
  await row.getByTestId('unsnooze').click()
  const error = toasts.filter({ hasText: 'failed' })
  await expect(error).toBeVisible({ timeout: 15_000 })
  await expect(error).toHaveAttribute('role', 'alert')
  await expect(error).toContainText('Your change was undone')
  await axeBothSchemes(page, 'an error toast')
})

const BANNERS: {
  name: string
  text: RegExp
  cause: (sim: RunningSimulator) => Promise<unknown>
}[] = [
  {
    name: 'rate-limit',
    text: /^Rate limited until/,
    cause: (sim) =>
      sim.control.addFault({ kind: 'rate-limit-storm', retryAfterSeconds: 120, count: 5 }),
  },
  {
    name: 'auth',
    text: /^Token rejected - sign in again$/,
    cause: (sim) => sim.control.setToken('a-new-token-nobody-has'),
  },
  { name: 'offline', text: /^Offline/, cause: (sim) => sim.close() },
]

for (const banner of BANNERS) {
  test(`axe: the ${banner.name} banner`, async ({ page, sim, openSignedIn }) => {
    await openDashboard(page, openSignedIn)
    await banner.cause(sim)
    await expect(page.getByTestId('sync-text')).toHaveText(banner.text, { timeout: SWEEP_WAIT })
    await expect(page.getByTestId('sync-line')).toHaveClass(/banner/)
    await axeBothSchemes(page, `the ${banner.name} banner on the overview`)
  })
}

/**
 * The vertical middle of the first visible text (not an aria-hidden icon) in each listed
 * element: where a reader sees that cell's first line.
 */
async function textMiddles(row: Locator, selectors: string[]): Promise<number[]> {
  return row.evaluate((tr, sels) => {
    return sels.map((sel) => {
      const el = tr.querySelector(sel)
      if (!el) return Number.NaN
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT, {
        acceptNode: (n) =>
          n.textContent?.trim() && !n.parentElement?.closest('[aria-hidden=true]')
            ? NodeFilter.FILTER_ACCEPT
            : NodeFilter.FILTER_SKIP,
      })
      const text = walker.nextNode()
      if (!text) return Number.NaN
      const range = document.createRange()
      range.selectNodeContents(text)
      const box = range.getClientRects()[0] ?? range.getBoundingClientRect()
      return (box.top + box.bottom) / 2
    })
  }, selectors)
}

/** Every cell's first line within 2 px of the row header's (they were 4-6 px apart). */
function expectOneLine(middles: number[], what: string) {
  const [header, ...cells] = middles
  for (const cell of cells)
    expect(
      Math.abs(cell! - header!),
      `${what}: ${middles.map((m) => m.toFixed(1)).join(', ')}`,
    ).toBeLessThan(2)
}

test('row headers sit on the same line as the other cells (checks and cron jobs)', async ({
  page,
  sim,
  openSignedIn,
}) => {
  const monitors = await simMonitors(sim)
  const monitor = monitors.find((m) => m.checks.length > 1) ?? monitors[0]!
  const serve = await openDashboard(page, openSignedIn)

  await page.goto(`${serve.origin}/#/monitor/${monitor.id}`)
  const checkRow = page
    .getByTestId('check-row')
    .filter({ has: page.getByTestId('snooze-menu') })
    .first()
  await expect(checkRow).toBeVisible({ timeout: 15_000 })
  expectOneLine(
    await textMiddles(checkRow, [
      'th',
      'td:nth-of-type(1) [data-test=result]',
      'td.summary',
      'td:nth-of-type(3)',
      'summary',
      '[data-test=rerun]',
    ]),
    'check row',
  )

  await page.goto(`${serve.origin}/#/cron`)
  const cronRow = page.getByTestId('cron-row').first()
  await expect(cronRow).toBeVisible({ timeout: 15_000 })
  expectOneLine(
    await textMiddles(cronRow, [
      'th',
      'td:nth-of-type(1)',
      'td:nth-of-type(2)',
      '[data-test=result]',
      'summary, [data-test=cron-unsnooze]',
    ]),
    'cron row',
  )
})

test('cron result labels are capitalised like every other label', async ({
  page,
  openSignedIn,
}) => {
  const serve = await openDashboard(page, openSignedIn)
  await page.goto(`${serve.origin}/#/cron`)
  const badges = page.locator('[data-test=cron-row] [data-test=result]')
  await expect(badges.first()).toBeVisible({ timeout: 15_000 })
  for (const text of await badges.allInnerTexts()) {
    const label = text.replace(/^[^\p{L}]+/u, '')
    expect(label, 'cron result label').toMatch(/^\p{Lu}/u)
  }
})
