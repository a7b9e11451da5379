/// <reference lib="dom" />
// The overview puts problems first, in Chromium against serve mode at 1280x800 with grouping on:
// four monitors fail, each the last by name in a different group, and all four are on the first
// screen (in "Needs attention", above every group), each row naming its failing check by its
// label and since when (the time the app saw it change). axe finds nothing serious in light and
// dark; with UPTRAY_SCREENSHOTS=1 it writes docs/screenshots/overview-problems-<scheme>.png.
import { expect, expectAxeCleanInBothSchemes, simGet, test } from './fixtures'

test.use({ scenario: 'steady', viewport: { width: 1280, height: 800 } })

interface ApiMonitor {
  id: number
  label: string
  type: string
  group_name: string | null
  checks: { id: number; type: string; label: string; enabled: boolean }[]
}

/** A different check fails on each, so each row must name its own. */
const TYPES = ['uptime', 'broken_links', 'certificate_health', 'performance']

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test('four failing monitors in four groups: all on the first screen, each naming its check and since when', async ({
  page,
  sim,
  openSignedIn,
}) => {
  await openSignedIn()
  const { data } = await simGet<{ data: ApiMonitor[] }>(sim, '/api/monitors?page[size]=100')
  const byGroup = new Map<string, ApiMonitor[]>()
  for (const m of data)
    byGroup.set(m.group_name ?? '', [...(byGroup.get(m.group_name ?? '') ?? []), m])
  expect(byGroup.size).toBeGreaterThanOrEqual(4)
  const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })
  const failing = [...byGroup.values()].slice(0, 4).map((monitors, i) => {
    // The last by name in its group: before problems came first, the bottom of the list.
    const monitor = monitors.sort((a, b) => collator.compare(a.label, b.label)).at(-1)!
    const check =
      monitor.checks.find((c) => c.type === TYPES[i] && c.enabled) ??
      monitor.checks.find((c) => c.enabled)!
    return { monitor, check }
  })
  for (const { check } of failing) await sim.control.setCheckResult(check.id, 'failed')

  await expect(page.getByTestId('count-failed')).toContainText('4 failing', { timeout: 30_000 })
  await expect(page.getByTestId('group-header').first()).toContainText('Needs attention')
  const scroller = page.getByTestId('monitor-list')
  expect(await scroller.evaluate((el) => el.scrollTop)).toBe(0)
  const list = (await scroller.boundingBox())!
  for (const { monitor, check } of failing) {
    const row = page.locator(`[data-test=monitor-row][data-monitor-id="${monitor.id}"]`)
    await expect(row).toBeInViewport({ ratio: 1 })
    const box = (await row.boundingBox())!
    expect(box.y + box.height, `${monitor.label} inside the list`).toBeLessThanOrEqual(
      list.y + list.height + 0.5,
    )
    // Since when: the timeline has the change once the sweep that saw it is written.
    await expect(row.getByTestId('monitor-problem')).toHaveText(
      new RegExp(`^${escape(check.label)} failing since (today|\\w+) \\d{1,2}:\\d{2}( [AP]M)?$`),
      { timeout: 30_000 },
    )
  }
  // The four lead the list, before any other group's header.
  const order = await page
    .locator('[data-test=monitor-list] [data-index]')
    .evaluateAll((slots) =>
      slots
        .sort((a, b) => Number(a.getAttribute('data-index')) - Number(b.getAttribute('data-index')))
        .map((s) =>
          s.querySelector('[data-test=group-header]')
            ? 'header'
            : s.querySelector('[data-monitor-id]')?.getAttribute('data-monitor-id'),
        ),
    )
  expect(order[0]).toBe('header')
  expect(order.slice(1, 5).sort()).toEqual(failing.map((f) => String(f.monitor.id)).sort())
  expect(order[5]).toBe('header')

  await expectAxeCleanInBothSchemes(page, 'overview-problems')
})
