// Colleagues act in the service's web app: on command (control API) and, in the demo, at seeded
// times. Their actions show in the API's answers as if made through it, never in the request log.
import { describe, expect, it } from 'vitest'
import { startSimulator } from '@app/simulator/index'
import { useSimulator, type SimulatorHandle } from '../helpers/simulator'
import type { ApiCheck, ApiMonitor, ApiPage, ApiPeriod } from './api-types'

async function monitors(sim: SimulatorHandle): Promise<ApiMonitor[]> {
  return (await sim.json<ApiPage<ApiMonitor>>('/api/monitors')).data
}

async function periods(sim: SimulatorHandle, monitorId: number): Promise<ApiPeriod[]> {
  return (await sim.json<ApiPage<ApiPeriod>>(`/api/monitors/${monitorId}/maintenance-periods`)).data
}

async function checkOf(sim: SimulatorHandle, monitorId: number, type: string) {
  const monitor = await sim.json<ApiMonitor>(`/api/monitors/${monitorId}`)
  return monitor.checks.find((check) => check.type === type) as ApiCheck & {
    active_snooze: { snoozed_by: string; ends_at: string } | null
  }
}

describe('simulator: colleagues on command', () => {
  const sim = useSimulator({ clock: 'manual', scenario: 'steady', teamTimezones: ['UTC'] })

  it('starts and stops maintenance, seen in the monitor list and maintenance periods', async () => {
    const [monitor] = await monitors(sim())
    const started = await sim().control.colleague({
      action: 'start-maintenance',
      monitorId: monitor!.id,
      minutes: 20,
    })
    expect(started).toMatchObject({ action: 'start-maintenance', monitorId: monitor!.id })
    expect(started.by).toBe('Sam Peeters')
    const listed = await periods(sim(), monitor!.id)
    expect(listed).toHaveLength(1)
    expect(listed[0]!.id).toBe(started.periodId)
    const now = sim().now()
    expect(Date.parse(listed[0]!.ends_at + 'Z') - Date.parse(listed[0]!.starts_at + 'Z')).toBe(
      20 * 60_000,
    )
    expect(Date.parse(listed[0]!.starts_at + 'Z')).toBe(Math.floor(now / 1000) * 1000)

    await sim().control.advance({ minutes: 5 })
    await sim().control.colleague({ action: 'stop-maintenance', monitorId: monitor!.id })
    const stopped = await periods(sim(), monitor!.id)
    expect(Date.parse(stopped[0]!.ends_at + 'Z')).toBe(sim().now())
    // Nothing running: a second stop is refused with a reason.
    await expect(
      sim().control.colleague({ action: 'stop-maintenance', monitorId: monitor!.id }),
    ).rejects.toThrow(/no maintenance running/)
  })

  it('snoozes and unsnoozes a check under the colleague name', async () => {
    const [, monitor] = await monitors(sim())
    const uptime = await checkOf(sim(), monitor!.id, 'uptime')
    const done = await sim().control.colleague({
      action: 'snooze',
      checkId: uptime.id,
      minutes: 30,
    })
    expect(done.snoozeId).toEqual(expect.any(Number))
    const snoozed = await checkOf(sim(), monitor!.id, 'uptime')
    expect(snoozed.active_snooze?.snoozed_by).toBe(done.by)
    await sim().control.colleague({ action: 'unsnooze', checkId: uptime.id })
    expect((await checkOf(sim(), monitor!.id, 'uptime')).active_snooze).toBeNull()
  })

  it('disables and enables a check (the monitor id alone names its uptime check)', async () => {
    const [, , monitor] = await monitors(sim())
    await sim().control.colleague({ action: 'disable-check', monitorId: monitor!.id })
    expect((await checkOf(sim(), monitor!.id, 'uptime')).enabled).toBe(false)
    await sim().control.colleague({ action: 'enable-check', monitorId: monitor!.id })
    expect((await checkOf(sim(), monitor!.id, 'uptime')).enabled).toBe(true)
  })

  it('adds, renames and deletes a monitor', async () => {
    const before = await monitors(sim())
    const added = await sim().control.colleague({
      action: 'add-monitor',
      url: 'https://added-by-colleague.example.net',
    })
    const after = await monitors(sim())
    expect(after).toHaveLength(before.length + 1)
    const fresh = after.find((m) => m.id === added.monitorId)
    expect(fresh).toMatchObject({ url: 'https://added-by-colleague.example.net' })

    await sim().control.colleague({
      action: 'rename-monitor',
      monitorId: added.monitorId,
      label: 'Shop (new checkout)',
    })
    expect((await sim().json<ApiMonitor>(`/api/monitors/${added.monitorId}`)).label).toBe(
      'Shop (new checkout)',
    )
    await sim().control.colleague({ action: 'delete-monitor', monitorId: added.monitorId })
    expect((await sim().api(`/api/monitors/${added.monitorId}`)).status).toBe(404)
    expect(await monitors(sim())).toHaveLength(before.length)
  })

  it('logs what colleagues did, never as API requests; nothing happens by itself here', async () => {
    await sim().control.clearRequests()
    const log = await sim().control.colleagues()
    expect(log.map((record) => record.action)).toEqual([
      'start-maintenance',
      'stop-maintenance',
      'snooze',
      'unsnooze',
      'disable-check',
      'enable-check',
      'add-monitor',
      'rename-monitor',
      'delete-monitor',
    ])
    for (const record of log) expect(Date.parse(record.time)).toBe(record.at)
    await sim().control.advance({ hours: 2 })
    await monitors(sim())
    expect(await sim().control.colleagues()).toHaveLength(log.length)
    expect((await sim().control.requests()).map((r) => r.path)).toEqual(['/api/monitors'])
  })

  it('refuses an unknown action or a missing monitor', async () => {
    await expect(sim().control.colleague({ action: 'rename-monitor' })).rejects.toThrow(/422/)
    await expect(
      sim().control.colleague({ action: 'explode' as 'snooze', monitorId: 1 }),
    ).rejects.toThrow(/422/)
  })
})

describe('simulator: seeded colleagues in the demo', () => {
  async function firstMinutes(seed: number) {
    const sim = await startSimulator({ clock: 'manual', scenario: 'demo', seed })
    try {
      const start = sim.now()
      await sim.control.advance({ seconds: 150 })
      const early = await sim.control.colleagues()
      await sim.control.advance({ minutes: 30 })
      const later = await sim.control.colleagues()
      return { sim, start, early, later, periods: await sim.control.maintenance() }
    } finally {
      await sim.close()
    }
  }

  it('acts within the first 150 s (a failing monitor goes into maintenance), then every few minutes, the same for a seed', async () => {
    const one = await firstMinutes(7)
    expect(one.early).toHaveLength(1)
    const first = one.early[0]!
    expect(first.action).toBe('start-maintenance')
    expect(first.at - one.start).toBeGreaterThanOrEqual(60_000)
    expect(first.at - one.start).toBeLessThanOrEqual(150_000)
    expect(one.periods.find((p) => p.id === first.periodId)?.startsAt).toBe(first.time)
    // One action every 3 to 7 minutes: 4 to 10 more in the next 30 minutes.
    expect(one.later.length).toBeGreaterThanOrEqual(5)
    expect(one.later.length).toBeLessThanOrEqual(11)
    const again = await firstMinutes(7)
    expect(again.later).toEqual(one.later)
    const other = await firstMinutes(8)
    expect(other.later.map((r) => r.at)).not.toEqual(one.later.map((r) => r.at))
  })

  it('shows the first colleague maintenance in the API answers, on the team clock', async () => {
    const sim = await startSimulator({ clock: 'manual', scenario: 'demo', seed: 1 })
    try {
      await sim.control.advance({ seconds: 150 })
      const [first] = await sim.control.colleagues()
      const response = await fetch(
        `${sim.baseUrl}/api/monitors/${first!.monitorId}/maintenance-periods`,
        { headers: { Authorization: `Bearer ${sim.token}`, Accept: 'application/json' } },
      )
      const listed = ((await response.json()) as ApiPage<ApiPeriod>).data
      const period = listed.find((p) => p.id === first!.periodId)
      const truth = (await sim.control.maintenance()).find((p) => p.id === first!.periodId)!
      // sv-SE writes `Y-m-d H:i:s`: the instant on the team's wall clock.
      const wall = new Date(truth.startsAt).toLocaleString('sv-SE', { timeZone: truth.timezone })
      expect(period?.starts_at).toBe(wall)
    } finally {
      await sim.close()
    }
  })

  it('stays still in other scenarios unless the option turns colleagues on', async () => {
    const on = await startSimulator({ clock: 'manual', scenario: 'steady', colleagues: true })
    try {
      await on.control.advance({ minutes: 20 })
      expect((await on.control.colleagues()).length).toBeGreaterThanOrEqual(3)
    } finally {
      await on.close()
    }
  })
})
