// Faults seen on screen, measured in Chromium against the simulator at the dashboard's default
// size (1100x720): the snooze menu opens inside the window, the monitor names of the overview
// line up whatever their badge says, the first run's "Token works" line reads as a sentence, and
// a status update template's {{ monitor }} is filled in.
import { expect, simMonitors, test } from './fixtures'

test.use({ viewport: { width: 1100, height: 720 } })

for (const text of ['default', 'large'] as const) {
  test(`the snooze menu stays on the page near its left edge (${text} text)`, async ({
    page,
    sim,
    openSignedIn,
  }) => {
    await openSignedIn()
    // Larger text, as a user's own font-size setting makes it: the button and menu grow.
    if (text === 'large')
      await page.addStyleTag({ content: ':root { font-size: 18px !important }' })
    const [first] = await simMonitors(sim)
    await page.evaluate((id) => (window.location.hash = `#/monitor/${id}/check/uptime`), first!.id)
    await expect(page.getByTestId('check-view')).toBeVisible({ timeout: 15_000 })
    const menu = page.getByTestId('snooze-menu')
    await menu.locator('summary').click()
    const choices = menu.locator('.menu')
    await expect(choices).toBeVisible()
    const box = (await choices.boundingBox())!
    // The page's content area: the scrolling pane (main) clips whatever leaves it.
    const pane = await page.locator('main').evaluate((el) => {
      const rect = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      return {
        left: rect.left + Number.parseFloat(style.paddingLeft),
        right: rect.right - Number.parseFloat(style.paddingRight),
      }
    })
    expect(box.x, 'left edge inside the page').toBeGreaterThanOrEqual(pane.left)
    expect(box.x + box.width, 'right edge inside the page').toBeLessThanOrEqual(pane.right)
    // A choice is clicked where it is drawn, and closes the menu.
    await menu.getByTestId('snooze-60').click()
    await expect(choices).toBeHidden()
  })
}

test('monitor names line up beside badges of every width', async ({ page, sim, openSignedIn }) => {
  const monitors = await simMonitors(sim)
  const uptime = (i: number) => monitors[i]!.checks.find((c) => c.type === 'uptime')!.id
  // One row of each look: failed, warning and up (the rest stay as seeded).
  await sim.control.setCheckResult(uptime(0), 'failed')
  await sim.control.setCheckResult(uptime(1), 'warning')
  await openSignedIn()
  const rows = page.getByTestId('monitor-row')
  await expect(rows.filter({ hasText: 'Warning' }).first()).toBeVisible({ timeout: 20_000 })
  await expect(rows.filter({ hasText: 'Failed' }).first()).toBeVisible()
  const lefts = await rows.evaluateAll((els) =>
    els.map((row) => {
      const badge = row.querySelector('[data-test=result]')!.textContent!.trim()
      const name = row.querySelector('.label')!.getBoundingClientRect().left
      return { badge, name: Math.round(name) }
    }),
  )
  const looks = new Set(lefts.map((l) => l.badge))
  expect(looks.size, `badges seen: ${[...looks].join(', ')}`).toBeGreaterThanOrEqual(3)
  expect(new Set(lefts.map((l) => l.name)).size, JSON.stringify(lefts)).toBe(1)
})

test.describe('first run', () => {
  // The demo account has four teams: a line longer than the form is wide.
  test.use({ scenario: 'demo' })
  test('"Token works" reads as a sentence, not one word per line', async ({
    page,
    sim,
    startServeFor,
  }) => {
    const serve = await startServeFor({ baseUrl: sim.baseUrl })
    await page.goto(serve.url)
    await page.getByTestId('token').fill(sim.token)
    await page.getByTestId('test').click()
    const result = page.getByTestId('test-result').locator('p')
    await expect(result).toContainText('Token works')
    const lineHeight = await result.evaluate((el) => {
      const style = getComputedStyle(el)
      return Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.5
    })
    const box = (await result.boundingBox())!
    const field = (await page.getByTestId('token').boundingBox())!
    // The account line takes a few lines at most, and uses the width it has.
    expect(box.height, 'lines of text').toBeLessThanOrEqual(lineHeight * 4)
    expect(box.width).toBeGreaterThan(field.width * 0.5)
    // "Token works:" itself stays on one line.
    const lead = await result.evaluate((el) => {
      const range = document.createRange()
      const text = [...el.querySelectorAll('*'), el]
        .flatMap((n) => [...n.childNodes])
        .find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.includes('Token works'))!
      range.selectNodeContents(text)
      return range.getClientRects().length
    })
    expect(lead).toBe(1)
  })
})

test('a status update template names the monitor instead of a raw {{ monitor }}', async ({
  page,
  sim,
  openSignedIn,
}) => {
  const serve = await openSignedIn()
  const ids = new Set((await simMonitors(sim)).map((m) => m.id))
  await page.goto(`${serve.origin}/#/status-pages`)
  await expect(page.getByTestId('update-monitor')).toBeVisible({ timeout: 15_000 })
  // The simulator's first template: "Investigating: {{ monitor }}" (option names are isolated).
  await page.getByTestId('template').selectOption({ index: 1 })
  const title = page.getByTestId('update-title')
  await expect(title).not.toHaveValue('')
  const value = await title.inputValue()
  expect(value).not.toContain('{{')
  expect(value).toMatch(/^Investigating: /)
  // Named as the overview names it (the monitor's label, from the snapshot).
  const about = page.getByTestId('update-monitor')
  expect(ids.has(Number(await about.inputValue()))).toBe(true)
  const name = (await about.locator('option:checked').innerText()).replace(/[\u2066-\u2069]/g, '')
  expect(value).toBe(`Investigating: ${name.trim()}`)
  await expect(page.getByTestId('raw-placeholders')).toHaveCount(0)
})
