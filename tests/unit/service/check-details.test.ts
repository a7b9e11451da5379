// The check page's queries against the simulator: what the AppService gives is what the
// simulator answered, cached, with run history linking to each run's report.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MonitorState } from '@app/shared/model'
import { type Harness, startHarness } from './harness'
import { certificateCheckLabel } from '@app/core/app-service/certificate-check-labels'

/** The run history's first page: the list the check page shows. */
const FIRST_PAGE = { result: null, page: 1 }

let h: Harness

beforeAll(async () => {
  h = await startHarness({ scenario: 'demo', monitors: 40 })
  await h.service.start()
  await h.advance(0)
})
afterAll(async () => {
  await h.close()
})

function withCheck(type: string, result?: string): MonitorState {
  const monitor = h.service
    .getSnapshot()!
    .monitors.find((m) => m.checks.some((c) => c.type === type && (!result || c.result === result)))
  if (!monitor) throw new Error(`no monitor with a ${result ?? ''} ${type} check in the demo`)
  return monitor
}

async function simulator(path: string): Promise<Record<string, unknown>> {
  await h.syncSim()
  const response = await fetch(`${h.sim.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${h.sim.token}`, accept: 'application/json' },
  })
  return (await response.json()) as Record<string, unknown>
}

async function sentBy<T>(run: () => Promise<T>) {
  const before = (await h.requests()).length
  const value = await run()
  return { value, sent: (await h.requests()).slice(before) }
}

describe('check details', () => {
  it('lists every broken link of a failed run with the crawled-URL totals, cached', async () => {
    const monitor = withCheck('broken_links', 'failed')
    const { value, sent } = await sentBy(() => h.service.checkDetails(monitor.id, 'broken_links'))
    expect(sent.map((r) => r.path).sort()).toEqual([
      `/api/broken-links/${monitor.id}`,
      `/api/crawled-urls/${monitor.id}/summary`,
    ])
    const answer = (await simulator(`/api/broken-links/${monitor.id}`)) as {
      data: { crawled_url: string; found_on_url: string; status_code: number }[]
    }
    expect(value.findings.kind).toBe('broken_links')
    if (value.findings.kind !== 'broken_links') return
    expect(answer.data.length).toBeGreaterThan(0)
    expect(value.findings.links.map((l) => [l.url, l.foundOn, l.statusCode])).toEqual(
      answer.data.map((l) => [l.crawled_url, l.found_on_url, l.status_code]),
    )
    expect(value.findings.summary?.total).toBeGreaterThan(value.findings.links.length)
    expect(value.run?.endedAt).toMatch(/Z$/)
    expect((await sentBy(() => h.service.checkDetails(monitor.id, 'broken_links'))).sent).toEqual(
      [],
    )
  })

  it("a re-run, snooze or disable drops that check's cached findings and runs, not others'", async () => {
    const monitor = withCheck('broken_links', 'failed')
    const check = monitor.checks.find((c) => c.type === 'broken_links')!
    const read = () =>
      Promise.all([
        h.service.checkDetails(monitor.id, 'broken_links'),
        h.service.runHistory(monitor.id, 'broken_links', FIRST_PAGE),
        h.service.runHistory(monitor.id, 'uptime', FIRST_PAGE),
      ])
    // The action's own refresh of the monitor is not the page's.
    const isPagePath = (path: string) => !path.endsWith(`/monitors/${monitor.id}`)
    const paths = async () => (await sentBy(read)).sent.map((r) => r.path).filter(isPagePath)
    await read()
    expect(await paths()).toEqual([]) // Cached.
    for (const action of [
      () => h.service.rerunCheck(check.id),
      () => h.service.snoozeCheck(check.id, 10),
      () => h.service.setCheckEnabled(check.id, false),
    ]) {
      expect((await action()).ok).toBe(true)
      expect((await paths()).sort()).toEqual([
        `/api/broken-links/${monitor.id}`,
        `/api/crawled-urls/${monitor.id}/summary`,
        `/api/monitors/${monitor.id}/checks/broken_links/runs`,
      ])
    }
    await h.service.setCheckEnabled(check.id, true)
  })

  it('names every certificate check, the failed ones first, and the detected certificates', async () => {
    const monitor = withCheck('certificate_health')
    const value = await h.service.checkDetails(monitor.id, 'certificate_health')
    const answer = (await simulator(`/api/certificate-health/${monitor.id}`)) as {
      certificate_checks: { type: string; label: string; passed: boolean }[]
    }
    if (value.findings.kind !== 'certificate_health') throw new Error(value.findings.kind)
    const labels = value.findings.checks.map((c) => c.label)
    // The four the service labels by their fault read as the statement that holds when passed.
    const shown = answer.certificate_checks.map((c) => certificateCheckLabel(c.type, c.label))
    expect([...labels].sort()).toEqual(shown.sort())
    expect(labels).not.toContain('Could not connect to host')
    const firstPassed = value.findings.checks.findIndex((c) => c.passed)
    if (firstPassed >= 0)
      expect(value.findings.checks.slice(firstPassed).every((c) => c.passed)).toBe(true)
    expect(value.findings.history.length).toBe(2)
    expect(value.findings.domain).toBeTruthy()
  })

  it('reads a past run by its id, and refuses it for types without run findings', async () => {
    const monitor = withCheck('broken_links', 'failed')
    const { runs } = await h.service.runHistory(monitor.id, 'broken_links', FIRST_PAGE)
    const past = runs[1]!
    const { sent } = await sentBy(() => h.service.checkDetails(monitor.id, 'broken_links', past.id))
    expect(new URLSearchParams(sent[0]!.query).get('run_id')).toBe(String(past.id))
    await expect(h.service.checkDetails(monitor.id, 'uptime', past.id)).rejects.toThrow(
      /past run cannot be read/,
    )
  })

  it('gives the run history with each run report link and duration', async () => {
    const monitor = withCheck('uptime')
    const { value, sent } = await sentBy(() =>
      h.service.runHistory(monitor.id, 'uptime', FIRST_PAGE),
    )
    expect(sent).toHaveLength(1)
    const answer = (await simulator(`/api/monitors/${monitor.id}/checks/uptime/runs`)) as {
      data: { id: number; service_url: string }[]
    }
    expect(value.runs.length).toBeGreaterThan(0)
    expect(value.runs.map((r) => [r.id, r.serviceUrl])).toEqual(
      answer.data.map((r) => [r.id, r.service_url]),
    )
    for (const run of value.runs) expect(run.durationSeconds).toBeGreaterThanOrEqual(0)
  })

  it('lists the application health checks and snoozes one', async () => {
    const monitor = withCheck('application_health')
    const value = await h.service.checkDetails(monitor.id, 'application_health')
    if (value.findings.kind !== 'application_health') throw new Error(value.findings.kind)
    const first = value.findings.checks[0]!
    expect(first.snoozedUntil).toBeNull()
    const result = await h.service.snoozeHealthCheck(monitor.id, first.id, 60)
    expect(result.ok).toBe(true)
    const after = await h.service.checkDetails(monitor.id, 'application_health')
    if (after.findings.kind !== 'application_health') throw new Error(after.findings.kind)
    expect(after.findings.checks.find((c) => c.id === first.id)?.snoozedUntil).toMatch(/Z$/)
  })

  it('names the run of mixed content and sitemap findings too', async () => {
    for (const type of ['mixed_content', 'sitemap']) {
      const value = await h.service.checkDetails(withCheck(type).id, type)
      expect(value.findings.kind).toBe(type)
      expect(value.run?.endedAt).toMatch(/Z$/)
    }
  })

  it('answers a type without findings with none, and refuses runs of an unknown type', async () => {
    const monitor = withCheck('uptime')
    const { value, sent } = await sentBy(() => h.service.checkDetails(monitor.id, 'uptime'))
    expect(value.findings).toEqual({ kind: 'none' })
    // Only the monitor, for the check's settings.
    expect(sent.map((r) => r.path)).toEqual([`/api/monitors/${monitor.id}`])
    await expect(h.service.runHistory(monitor.id, 'teleport', FIRST_PAGE)).rejects.toThrow(
      /cannot read/,
    )
  })

  it("says a performance and a certificate check's thresholds in words, read once", async () => {
    const monitor = withCheck('performance')
    const answer = (await simulator(`/api/monitors/${monitor.id}`)) as {
      performance_check_settings: { threshold_in_ms: number }
      certificate_health_check_settings: { expires_soon_threshold_in_days: number }
    }
    const ms = answer.performance_check_settings.threshold_in_ms.toLocaleString('en-US')
    const { value, sent } = await sentBy(() => h.service.checkDetails(monitor.id, 'performance'))
    expect(sent.map((r) => r.path)).toEqual([`/api/monitors/${monitor.id}`])
    // Data for the page to write in its language, with the engine's sentence beside it.
    expect(value.settings).toContainEqual({
      kind: 'threshold',
      n: answer.performance_check_settings.threshold_in_ms,
      values: {},
      text: `Fails when the response takes longer than ${ms} ms`,
    })
    expect((await sentBy(() => h.service.checkDetails(monitor.id, 'performance'))).sent).toEqual([])
    const days = answer.certificate_health_check_settings.expires_soon_threshold_in_days
    const cert = await h.service.checkDetails(
      withCheck('certificate_health').id,
      'certificate_health',
    )
    expect(cert.settings.map((l) => [l.kind, l.n, l.text])).toEqual([
      ['certificateExpiry', days, `Warns ${days} days before the certificate expires`],
    ])
  })

  it('shows the findings without settings when the monitor cannot be read', async () => {
    const monitor = withCheck('uptime')
    const value = await h.service.checkDetails(monitor.id + 1_000_000, 'uptime')
    expect(value.findings).toEqual({ kind: 'none' })
    expect(value.settings).toEqual([])
  })
})
