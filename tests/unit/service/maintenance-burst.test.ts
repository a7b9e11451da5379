import { afterEach, describe, expect, it } from 'vitest'
import { LOOKUP_WAIT_MS } from '@app/core/app-service/maintenance-lookup'
import { type Harness, decisions, alerts, startHarness } from './harness'

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

/** Starts maintenance the way the dashboard would: straight at the simulator. */
async function startMaintenanceOutside(harness: Harness, monitorId: number): Promise<void> {
  await harness.syncSim()
  const response = await fetch(
    `${harness.sim.baseUrl}/api/monitors/${monitorId}/start-maintenance`,
    {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${harness.sim.token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ stop_maintenance_after_seconds: 3600 }),
    },
  )
  expect(response.status).toBe(201)
}

describe('maintenance look-ups before alert decisions', () => {
  it('looks up every monitor of a burst: 7 in maintenance failing at once stay quiet', async () => {
    h = await startHarness({ monitors: 8 })
    await h.service.start()
    await h.advance(60_000)
    const monitors = h.service.getSnapshot()!.monitors
    const inMaintenance = monitors.slice(0, 7)
    for (const m of inMaintenance) await startMaintenanceOutside(h, m.id)
    for (const m of inMaintenance) {
      await h.sim.control.setCheckResult(m.checks.find((c) => c.type === 'uptime')!.id, 'failed')
    }
    const alertsBefore = alerts(h).length
    await h.advance(30_000)

    const failures = decisions(h).filter(
      (d) => d.event.type === 'check.changed' && d.event.to === 'failed',
    )
    expect(new Set(failures.map((d) => d.event.monitorId))).toEqual(
      new Set(inMaintenance.map((m) => m.id)),
    )
    for (const d of failures) expect(d).toMatchObject({ notify: false, reason: 'maintenance' })
    expect(alerts(h).slice(alertsBefore)).toEqual([])
    const lookups = (await h.requests()).filter((r) => r.path.endsWith('/maintenance-periods'))
    expect(lookups.filter((r) => r.status === 200)).toHaveLength(7)
    for (const m of inMaintenance) {
      expect(h.service.getSnapshot()!.monitors.find((x) => x.id === m.id)?.maintenance).not.toBe(
        null,
      )
    }
  })

  it('waits at most LOOKUP_WAIT_MS for look-ups: a slow budget does not hold the alert', async () => {
    h = await startHarness({ monitors: 6 })
    await h.service.start()
    await h.advance(5 * 60_000)
    const monitors = h.service.getSnapshot()!.monitors
    for (const m of monitors) await startMaintenanceOutside(h, m.id)
    for (const m of monitors) {
      await h.sim.control.setCheckResult(m.checks.find((c) => c.type === 'uptime')!.id, 'failed')
    }
    // 7 a minute at a 30% share: 2 requests a minute (learned from the next page), so the 6
    // look-ups need about 3 minutes.
    await h.sim.control.setRateLimit(7)
    const alertsBefore = alerts(h).length
    const pages = async () => (await h!.requests()).filter((r) => r.path === '/api/monitors')
    const lastPage = (await pages()).length
    // Advance until the next sweep has read its page, then by the wait.
    while ((await pages()).length === lastPage) await h.advance(1_000)
    const sweptAt = h.clock.now()
    await h.advance(LOOKUP_WAIT_MS)

    const failures = decisions(h).filter(
      (d) => d.event.type === 'check.changed' && d.event.to === 'failed',
    )
    expect(failures).toHaveLength(6)
    const decidedAt = Math.max(...failures.map((d) => Date.parse(d.event.at)))
    expect(decidedAt - sweptAt).toBeLessThanOrEqual(LOOKUP_WAIT_MS)
    // Not all of them could be looked up in time: those alert (one burst summary).
    const unmuted = failures.filter((d) => d.notify)
    expect(unmuted.length).toBeGreaterThan(0)
    expect(alerts(h).slice(alertsBefore).length).toBeGreaterThan(0)

    // The look-ups go on within the budget (sweeps first: about one every 2.5 minutes) and land
    // in the snapshot as they come.
    await h.advance(20 * 60_000)
    for (const m of monitors) {
      expect(h.service.getSnapshot()!.monitors.find((x) => x.id === m.id)?.maintenance).not.toBe(
        null,
      )
    }
  })

  it('a cron check failing on a monitor in maintenance is muted with reason maintenance', async () => {
    h = await startHarness({ scenario: 'demo', monitors: 12 })
    await h.service.start()
    await h.advance(0)
    const monitor = h.service
      .getSnapshot()!
      .monitors.find((m) => m.checks.some((c) => c.type === 'cron' && c.enabled))!
    const crons = await h.service.cronChecks(monitor.id)
    // One cron check that runs fine, and another one of the same monitor to act on.
    const healthy = crons.find((c) => c.result === 'pingFinished')!
    const other = crons.find((c) => c.id !== healthy.id)!
    expect(healthy).toBeDefined()
    expect(other).toBeDefined()

    await startMaintenanceOutside(h, monitor.id)
    await h.sim.control.setCronResult(healthy.id, 'pingFailed')
    const before = (await h.requests()).length
    // The confirming refresh after an action on the other cron check is the first to see it.
    const snoozed = await h.service.snoozeCronCheck(other.id, 30)
    expect(snoozed.ok).toBe(true)
    await h.advance(0)

    const decision = decisions(h).find(
      (d) => d.event.type === 'cron.changed' && d.event.cronCheckId === healthy.id,
    )
    expect(decision).toMatchObject({
      event: { from: 'pingFinished', to: 'pingFailed' },
      notify: false,
      reason: 'maintenance',
    })
    const sent = (await h.requests()).slice(before).map((r) => `${r.method} ${r.path}`)
    // The first look-up reads the status pages once to learn the team's zone (demo teams are
    // not in UTC; their status pages name the zone).
    expect(sent).toEqual([
      `POST /api/cron-checks/${other.id}/snooze`,
      `GET /api/monitors/${monitor.id}/cron-checks`,
      `GET /api/status-pages`,
      `GET /api/monitors/${monitor.id}/maintenance-periods`,
    ])
    expect(alerts(h).some((a) => a.events.some((e) => e.cronCheckId === healthy.id))).toBe(false)
    const now = h.service.getSnapshot()!
    expect(now.monitors.find((m) => m.id === monitor.id)?.maintenance).not.toBeNull()
    expect(now.cron[monitor.id]?.find((c) => c.id === healthy.id)?.result).toBe('pingFailed')
  })
})
