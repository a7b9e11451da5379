import { afterEach, describe, expect, it } from 'vitest'
import { type Harness, decisions, startHarness } from './harness'

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

describe('lazy details', () => {
  it('looks up maintenance only when a failure needs a mute decision', async () => {
    // Exact request set of the sweeps and their look-ups: the slow rounds' reads are not these.
    h = await startHarness({ monitors: 6, slowRounds: false })
    await h.service.start()
    await h.advance(5 * 60_000)
    // Five minutes of polling: the account once and monitor pages, no detail of any kind.
    const quiet = await h.requests()
    expect(new Set(quiet.map((r) => r.path))).toEqual(new Set(['/api/me', '/api/monitors']))

    const [inMaintenance, plain] = h.service.getSnapshot()!.monitors
    // Someone starts maintenance in the dashboard; both monitors then fail.
    await h.syncSim()
    const started = await fetch(
      `${h.sim.baseUrl}/api/monitors/${inMaintenance!.id}/start-maintenance`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${h.sim.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ stop_maintenance_after_seconds: 3600 }),
      },
    )
    expect(started.status).toBe(201)
    for (const m of [inMaintenance!, plain!]) {
      await h.sim.control.setCheckResult(m.checks.find((c) => c.type === 'uptime')!.id, 'failed')
    }
    await h.advance(30_000)

    const lookups = (await h.requests()).filter((r) => r.path.endsWith('/maintenance-periods'))
    expect(lookups.map((r) => r.path).sort()).toEqual(
      [
        `/api/monitors/${inMaintenance!.id}/maintenance-periods`,
        `/api/monitors/${plain!.id}/maintenance-periods`,
      ].sort(),
    )
    const byMonitor = (id: number) =>
      decisions(h!).find((d) => d.event.type === 'check.changed' && d.event.monitorId === id)
    expect(byMonitor(inMaintenance!.id)).toMatchObject({ notify: false, reason: 'maintenance' })
    expect(byMonitor(plain!.id)).toMatchObject({ notify: true })
    const now = h.service.getSnapshot()!
    expect(now.monitors.find((m) => m.id === inMaintenance!.id)?.maintenance).not.toBeNull()
    expect(now.monitors.find((m) => m.id === plain!.id)?.maintenance).toBeNull()
  })

  it('fetches cron details when a cron check changes, and not on every sweep', async () => {
    h = await startHarness({ scenario: 'cron-missed', monitors: 3 })
    await h.service.start()
    await h.advance(0)
    const withCron = h.service
      .getSnapshot()!
      .monitors.find((m) => m.checks.some((c) => c.type === 'cron' && c.enabled))!
    const cronPath = `/api/monitors/${withCron.id}/cron-checks`
    // The job stops pinging 10 minutes in; the service marks the cron check failed later.
    await h.advance(60 * 60_000)
    const reqs = await h.requests()
    const sweeps = reqs.filter((r) => r.path === '/api/monitors').length
    const cronFetches = reqs.filter((r) => r.path === cronPath).length
    expect(sweeps).toBeGreaterThan(100)
    expect(cronFetches).toBeGreaterThan(0)
    expect(cronFetches).toBeLessThan(10)
    expect(h.service.getSnapshot()!.cron[withCron.id]?.length).toBeGreaterThan(0)
    // The sweep that saw the cron check change fetched the details right away.
    const change = decisions(h).find(
      (d) =>
        d.event.type === 'check.changed' &&
        d.event.checkType === 'cron' &&
        d.event.monitorId === withCron.id,
    )
    expect(change).toBeDefined()
    const changedAt = Date.parse(change!.event.at)
    expect(
      reqs.some((r) => r.path === cronPath && r.at >= changedAt && r.at - changedAt < 1_000),
    ).toBe(true)
  })
})
