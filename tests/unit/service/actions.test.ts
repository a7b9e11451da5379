import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { MonitorState } from '@app/shared/model'
import { type Harness, startHarness } from './harness'

let h: Harness
beforeEach(async () => {
  h = await startHarness({ scenario: 'demo', monitors: 12 })
  await h.service.start()
  await h.advance(0)
})
afterEach(async () => {
  await h.close()
})

const monitor = (id: number): MonitorState =>
  h.service.getSnapshot()!.monitors.find((m) => m.id === id)!
const uptimeOf = (m: MonitorState) => m.checks.find((c) => c.type === 'uptime')!

/** Runs an action, lets its confirming refresh land, returns the result and the new requests. */
async function act(run: () => Promise<{ ok: boolean; message: string }>) {
  const before = (await h.requests()).length
  const result = await run()
  await h.advance(0)
  return { result, sent: (await h.requests()).slice(before) }
}

describe('actions reach the simulator and a targeted refresh confirms them', () => {
  it('snoozes and unsnoozes a check', async () => {
    const target = h.service.getSnapshot()!.monitors[0]!
    const check = uptimeOf(target)
    const snooze = await act(() => h.service.snoozeCheck(check.id, 30))
    expect(snooze.result).toEqual({ ok: true, message: expect.stringContaining('30 minutes') })
    expect(snooze.sent.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      `POST /api/checks/${check.id}/snooze 200`,
      `GET /api/monitors/${target.id} 200`,
    ])
    expect(uptimeOf(monitor(target.id)).snoozedUntil).not.toBeNull()

    const unsnooze = await act(() => h.service.unsnoozeCheck(check.id))
    expect(unsnooze.result.ok).toBe(true)
    expect(uptimeOf(monitor(target.id)).snoozedUntil).toBeNull()
  })

  it('disables, enables and re-runs a check', async () => {
    const target = h.service.getSnapshot()!.monitors[0]!
    const check = target.checks.find((c) => c.type === 'broken_links' && c.enabled)!
    const disabled = await act(() => h.service.setCheckEnabled(check.id, false))
    expect(disabled.result.ok).toBe(true)
    expect(disabled.sent[0]).toMatchObject({
      method: 'POST',
      path: `/api/checks/${check.id}/disable`,
    })
    expect(monitor(target.id).checks.find((c) => c.id === check.id)?.enabled).toBe(false)

    await act(() => h.service.setCheckEnabled(check.id, true))
    expect(monitor(target.id).checks.find((c) => c.id === check.id)?.enabled).toBe(true)

    const rerun = await act(() => h.service.rerunCheck(check.id))
    expect(rerun.result.ok).toBe(true)
    expect(rerun.sent[0]).toMatchObject({
      method: 'POST',
      path: `/api/checks/${check.id}/request-run`,
      status: 200,
    })
  })

  it('snoozes and unsnoozes a cron check', async () => {
    const withCron = h.service
      .getSnapshot()!
      .monitors.find((m) => m.checks.some((c) => c.type === 'cron' && c.enabled))!
    const crons = await h.service.cronChecks(withCron.id)
    expect(crons.length).toBeGreaterThan(0)
    const cron = crons[0]!
    const snooze = await act(() => h.service.snoozeCronCheck(cron.id, 60))
    expect(snooze.result.ok).toBe(true)
    expect(snooze.sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /api/cron-checks/${cron.id}/snooze`,
      `GET /api/monitors/${withCron.id}/cron-checks`,
    ])
    expect(
      h.service.getSnapshot()!.cron[withCron.id]?.find((c) => c.id === cron.id)?.snoozedUntil,
    ).not.toBeNull()

    await act(() => h.service.unsnoozeCronCheck(cron.id))
    expect(
      h.service.getSnapshot()!.cron[withCron.id]?.find((c) => c.id === cron.id)?.snoozedUntil,
    ).toBeNull()
  })

  it('starts, stops and schedules maintenance', async () => {
    const target = h.service.getSnapshot()!.monitors[0]!
    const started = await act(() => h.service.startMaintenance(target.id, 600, 'Deploy'))
    expect(started.result.ok).toBe(true)
    expect(started.sent[0]).toMatchObject({
      method: 'POST',
      path: `/api/monitors/${target.id}/start-maintenance`,
      status: 201,
    })
    expect(monitor(target.id).maintenance).toMatchObject({ name: 'Deploy' })

    const stopped = await act(() => h.service.stopMaintenance(target.id))
    expect(stopped.result.ok).toBe(true)
    expect(monitor(target.id).maintenance).toBeNull()

    const from = new Date(h.clock.now() + 24 * 3_600_000)
    from.setUTCMinutes(0, 0, 0)
    const to = new Date(from.getTime() + 2 * 3_600_000)
    const scheduled = await act(() =>
      h.service.scheduleMaintenance(target.id, from.toISOString(), to.toISOString(), 'DB upgrade'),
    )
    expect(scheduled.result.ok).toBe(true)
    const periods = await h.service.maintenancePeriods(target.id)
    expect(periods.upcoming).toContainEqual(
      expect.objectContaining({
        name: 'DB upgrade',
        startsAt: from.toISOString(),
        endsAt: to.toISOString(),
      }),
    )
  })

  it('posts a status page update', async () => {
    const [page] = await h.service.statusPages()
    expect(page).toBeDefined()
    const posted = await act(() =>
      h.service.postStatusUpdate({
        statusPageId: page!.id,
        title: 'Investigating slow checkout',
        text: 'We are on it.',
        severity: 'warning',
        pinned: false,
      }),
    )
    expect(posted.result.ok).toBe(true)
    expect(posted.sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/status-page-updates',
      status: 201,
    })
    const pages = await h.service.statusPages()
    expect(pages.find((p) => p.id === page!.id)?.updates.map((u) => u.title)).toContain(
      'Investigating slow checkout',
    )
  })
})

describe('a failed action says why and changes nothing', () => {
  it('reports an unknown check without touching the snapshot', async () => {
    const before = structuredClone(h.service.getSnapshot())
    const { result, sent } = await act(() => h.service.snoozeCheck(987_654, 30))
    expect(result.ok).toBe(false)
    expect(result.message).toMatch(/404.*Nothing was changed\./)
    // Said once: the tray or the dashboard adds "Could not snooze ..." when it shows it.
    expect(result.message).not.toMatch(/Could not/)
    expect(sent.map((r) => r.status)).toEqual([404])
    expect(h.service.getSnapshot()).toEqual(before)
  })

  it('refuses bad arguments before sending anything', async () => {
    const check = uptimeOf(h.service.getSnapshot()!.monitors[0]!)
    const zero = await act(() => h.service.snoozeCheck(check.id, 0))
    expect(zero.result.ok).toBe(false)
    expect(zero.result.message).toMatch(/minutes/)
    const backwards = await act(() =>
      h.service.scheduleMaintenance(check.id, '2026-02-01T10:00:00Z', '2026-02-01T09:00:00Z'),
    )
    expect(backwards.result.ok).toBe(false)
    expect([...zero.sent, ...backwards.sent]).toEqual([])
  })

  it('never shows the token in a failure message', async () => {
    await h.sim.control.setToken('rotated-token-0000')
    const check = uptimeOf(h.service.getSnapshot()!.monitors[0]!)
    const { result } = await act(() => h.service.snoozeCheck(check.id, 30))
    expect(result.ok).toBe(false)
    expect(result.message).not.toContain(h.sim.token)
    // A rejected token stops polling: the status asks for a new one.
    expect(h.service.getSyncStatus().state).toBe('auth-needed')
    expect(JSON.stringify(h.events)).not.toContain(h.sim.token)
  })
})
