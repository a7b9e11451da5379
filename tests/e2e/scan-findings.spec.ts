// The DNS, ports, DNS blocklist and domain check pages in Chromium against the simulator: what
// is on screen is what the simulator answered (every DNS record and what changed, every open
// port, every blocklist), axe finds nothing serious in light and dark. With
// UPTRAY_SCREENSHOTS=1 it writes docs/screenshots/check-<type>-<scheme>.png.
import type { Page } from '@playwright/test'
import { expect, expectAxeCleanInBothSchemes, simGet, simMonitors, test } from './fixtures'

test.use({ scenario: 'demo', viewport: { width: 1280, height: 1500 } })

async function go(page: Page, hash: string) {
  await page.evaluate((h) => (window.location.hash = h), hash)
  await expect(page.getByTestId('check-view')).toBeVisible({ timeout: 15_000 })
}

interface History<T> {
  data: T[]
}

test('scan check pages show what the simulator answered', async ({ page, sim, openSignedIn }) => {
  test.setTimeout(120_000)
  await openSignedIn()
  const monitors = await simMonitors(sim)
  const monitor = monitors.find((m) => m.checks.some((c) => c.type === 'dns'))
  if (!monitor) throw new Error('the demo has no monitor with a DNS check')

  // DNS: every record's value, what changed, the nameservers.
  const dns = await simGet<
    History<{
      dns_records: { type: string; ip?: string; target?: string }[]
      diff_summary: string
      authoritative_nameservers: string[]
    }>
  >(sim, `/api/monitors/${monitor.id}/dns-history-items`)
  const lookup = dns.data[0]!
  await go(page, `#/monitor/${monitor.id}/check/dns`)
  await expect(page.getByTestId('dns-record-value')).toHaveCount(lookup.dns_records.length, {
    timeout: 15_000,
  })
  expect(await page.getByTestId('dns-record-value').allInnerTexts()).toEqual(
    lookup.dns_records.map((r) => r.ip ?? r.target ?? ''),
  )
  await expect(page.getByTestId('dns-changes')).toHaveText(lookup.diff_summary)
  await expect(page.getByTestId('dns-nameservers')).toHaveText(
    lookup.authoritative_nameservers.join(', '),
  )
  await expectAxeCleanInBothSchemes(page, 'check-dns')

  // Ports: every open port of the newest scan, none marked unless an issue names it.
  const ports = await simGet<History<{ open_ports: number[]; issues: string[] }>>(
    sim,
    `/api/monitors/${monitor.id}/ports-history-items`,
  )
  const scan = ports.data[0]!
  await go(page, `#/monitor/${monitor.id}/check/ports`)
  await expect(page.getByTestId('port')).toHaveCount(scan.open_ports.length, { timeout: 15_000 })
  expect(
    (await page.getByTestId('port').allInnerTexts()).map((t) => Number.parseInt(t, 10)),
  ).toEqual(scan.open_ports)
  await expect(page.locator('[data-test=port][data-unexpected=true]')).toHaveCount(
    scan.issues.length,
  )
  await expectAxeCleanInBothSchemes(page, 'check-ports')

  // DNS blocklist: every list the newest lookup asked, the listed ones counted.
  const blocklist = await simGet<History<{ blocklist_results: { listed: boolean }[] }>>(
    sim,
    `/api/monitors/${monitor.id}/dns-blocklist-history-items`,
  )
  const results = blocklist.data[0]!.blocklist_results
  await go(page, `#/monitor/${monitor.id}/check/dns_blocklist`)
  await expect(page.getByTestId('blocklist')).toHaveCount(results.length, { timeout: 15_000 })
  await expect(page.getByTestId('blocklist-count')).toHaveText(
    `Listed on ${results.filter((r) => r.listed).length} of ${results.length} blocklists.`,
  )
  await expectAxeCleanInBothSchemes(page, 'check-dns-blocklist')

  // Domain: the demo enables no domain check, so the simulator answers 422 and the page says
  // there is no record yet rather than failing.
  const domainOn = monitor.checks.some(
    (c) => c.type === 'domain' && (c as { enabled?: boolean }).enabled === true,
  )
  await go(page, `#/monitor/${monitor.id}/check/domain`)
  if (domainOn) {
    const domain = await simGet<{ domain_statuses: string[] }>(
      sim,
      `/api/monitors/${monitor.id}/domain`,
    )
    await expect(page.getByTestId('domain-status')).toHaveCount(domain.domain_statuses.length, {
      timeout: 15_000,
    })
  } else {
    await expect(page.getByTestId('domain-empty')).toBeVisible({ timeout: 15_000 })
  }
  await expect(page.getByTestId('findings-error')).toHaveCount(0)
  await expectAxeCleanInBothSchemes(page, 'check-domain')
})
