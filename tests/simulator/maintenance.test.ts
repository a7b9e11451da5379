// Maintenance windows: immediate start/stop, scheduled periods, recurring rules generating the
// next 7 days, topped up as the simulator clock moves. The manual clock starts Monday
// 2026-01-05 09:00 UTC. The first block is about the rules, not zones: every team is in UTC
// there (team time is tested in team-time.test.ts); the recurring rules run in Brussels, where
// they keep their wall-clock times.
import { describe, expect, it } from 'vitest'
import { post, put, useSimulator } from '../helpers/simulator'
import type { ApiMonitor, ApiPage, ApiPeriod } from './api-types'

const sim = useSimulator({
  clock: 'manual',
  scenario: 'steady',
  monitors: 4,
  teamTimezones: ['UTC'],
})

const ymdHis = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ')

async function monitorIds(): Promise<number[]> {
  return (await sim().json<ApiPage<ApiMonitor>>('/api/monitors')).data.map((monitor) => monitor.id)
}

async function periods(monitorId: number): Promise<ApiPeriod[]> {
  return (await sim().json<ApiPage<ApiPeriod>>(`/api/monitors/${monitorId}/maintenance-periods`))
    .data
}

describe('simulator: maintenance start and stop', () => {
  it('starts now (201, default 3600 s), stops with 204 and keeps the period listed', async () => {
    const [id] = await monitorIds()
    const start = await sim().api(`/api/monitors/${id}/start-maintenance`, post({}))
    expect(start.status).toBe(201)
    const period = (await start.json()) as ApiPeriod
    const now = sim().now()
    expect(period).toMatchObject({
      monitor_id: id,
      name: null,
      starts_at: ymdHis(now),
      ends_at: ymdHis(now + 3_600_000),
    })

    await sim().control.advance({ minutes: 10 })
    const stop = await sim().api(`/api/monitors/${id}/stop-maintenance`, post({}))
    expect(stop.status).toBe(204)
    expect(await periods(id!)).toEqual([{ ...period, ends_at: ymdHis(sim().now()) }])
  })

  it('ends by itself after stop_maintenance_after_seconds, with its name', async () => {
    const [, id] = await monitorIds()
    const period = await sim().json<ApiPeriod>(
      `/api/monitors/${id}/start-maintenance`,
      post({ stop_maintenance_after_seconds: 60, name: 'Deploy' }),
    )
    expect(period.name).toBe('Deploy')
    expect(Date.parse(period.ends_at + 'Z') - Date.parse(period.starts_at + 'Z')).toBe(60_000)
    const tooShort = await sim().api(
      `/api/monitors/${id}/start-maintenance`,
      post({ stop_maintenance_after_seconds: 4 }),
    )
    expect(tooShort.status).toBe(422)
  })

  it('schedules a period, updates it (even once started, as the live service did), and deletes it', async () => {
    const [, , id] = await monitorIds()
    const created = await sim().api(
      '/api/maintenance-periods',
      post({
        monitor_id: id,
        starts_at: '2026-02-01 02:00',
        ends_at: '2026-02-01 04:00',
        name: 'Upgrade',
      }),
    )
    expect(created.status).toBe(201)
    const period = (await created.json()) as ApiPeriod
    expect(period).toMatchObject({
      starts_at: '2026-02-01 02:00:00',
      ends_at: '2026-02-01 04:00:00',
    })
    const backwards = await sim().api(
      '/api/maintenance-periods',
      post({ monitor_id: id, starts_at: '2026-02-01 05:00', ends_at: '2026-02-01 04:00' }),
    )
    expect(backwards.status).toBe(422)
    expect(await backwards.json()).toMatchObject({ errors: { ends_at: [expect.any(String)] } })

    const moved = await sim().json<ApiPeriod>(
      `/api/maintenance-periods/${period.id}`,
      put({ starts_at: '2026-02-01 01:00', ends_at: '2026-02-01 05:00' }),
    )
    expect(moved.starts_at).toBe('2026-02-01 01:00:00')
    // The spec says only periods not started yet; the recorded update-maintenance-period.json
    // answered 200 for a period months in the past, and the simulator follows the recording.
    await sim().control.setTime('2026-02-01T01:30:00Z')
    const started = await sim().api(
      `/api/maintenance-periods/${period.id}`,
      put({ starts_at: '2026-02-01 01:00', ends_at: '2026-02-01 06:00' }),
    )
    expect(started.status).toBe(200)
    expect(((await started.json()) as ApiPeriod).ends_at).toBe('2026-02-01 06:00:00')
    expect(
      (await sim().api(`/api/maintenance-periods/${period.id}`, { method: 'DELETE' })).status,
    ).toBe(204)
    expect(await periods(id!)).toEqual([])
  })
})

describe('simulator: recurring maintenance', () => {
  const fresh = useSimulator({ clock: 'manual', scenario: 'steady', monitors: 2 })

  it('generates the next 7 days, tops up as time passes, and deletes future periods on request', async () => {
    const [monitor] = (await fresh().json<ApiPage<ApiMonitor>>('/api/monitors')).data
    const rule = await fresh().json<{
      id: number
      last_generated_until: string
      human_readable_schedule: string
    }>(
      '/api/recurring-maintenance-periods',
      post({
        monitor_id: monitor!.id,
        name: 'Backups',
        recurrence_type: 'daily',
        start_time: '23:00',
        end_time: '01:00',
      }),
    )
    expect(rule.last_generated_until).toBe('2026-01-11')
    expect(rule.human_readable_schedule).toBe('Every day from 23:00 to 01:00')
    const list = async () =>
      (await fresh().json<ApiPage<ApiPeriod>>(`/api/monitors/${monitor!.id}/maintenance-periods`))
        .data
    const first = await list()
    expect(first.map((p) => p.starts_at)).toEqual(
      ['05', '06', '07', '08', '09', '10', '11'].map((day) => `2026-01-${day} 23:00:00`),
    )
    // An end before the start spans midnight.
    expect(first[0]!.ends_at).toBe('2026-01-06 01:00:00')

    await fresh().control.advance({ hours: 48 })
    const later = await list()
    expect(later.at(-1)!.starts_at).toBe('2026-01-13 23:00:00')
    expect(later).toHaveLength(9)

    const removed = await fresh().api(
      `/api/recurring-maintenance-periods/${rule.id}?delete_future_periods=true`,
      { method: 'DELETE' },
    )
    expect(removed.status).toBe(204)
    // Past periods stay (Jan 5 and 6 have ended at the clock's Jan 7 09:00).
    expect((await list()).map((p) => p.starts_at)).toEqual([
      '2026-01-05 23:00:00',
      '2026-01-06 23:00:00',
    ])
  })

  it('weekly rules need days_of_week and only generate those days', async () => {
    const [monitor] = (await fresh().json<ApiPage<ApiMonitor>>('/api/monitors')).data
    const missing = await fresh().api(
      '/api/recurring-maintenance-periods',
      post({
        monitor_id: monitor!.id,
        name: 'W',
        recurrence_type: 'weekly',
        start_time: '10:00',
        end_time: '11:00',
      }),
    )
    expect(missing.status).toBe(422)
    expect(await missing.json()).toMatchObject({ errors: { days_of_week: [expect.any(String)] } })
    const rule = await fresh().json<{ id: number }>(
      '/api/recurring-maintenance-periods',
      post({
        monitor_id: monitor!.id,
        name: 'W',
        recurrence_type: 'weekly',
        days_of_week: [0, 3],
        start_time: '10:00',
        end_time: '11:00',
      }),
    )
    const mine = (
      await fresh().json<ApiPage<ApiPeriod & { recurring?: number }>>(
        `/api/monitors/${monitor!.id}/maintenance-periods`,
      )
    ).data.filter((p) => p.name === 'W')
    // Clock: Wednesday 2026-01-07 09:00 -> Wednesday 10:00 and Sunday the 11th.
    expect(mine.map((p) => p.starts_at)).toEqual(['2026-01-07 10:00:00', '2026-01-11 10:00:00'])
    const listed = await fresh().json<{ data: { id: number }[] }>(
      `/api/monitors/${monitor!.id}/recurring-maintenance-periods`,
    )
    expect(listed.data.map((r) => r.id)).toContain(rule.id)

    // Made daily, it keeps no days (as a daily rule is created); made monthly, only its day.
    const daily = await fresh().json<{
      days_of_week: number[] | null
      day_of_month: number | null
    }>(`/api/recurring-maintenance-periods/${rule.id}`, put({ recurrence_type: 'daily' }))
    expect(daily).toMatchObject({ days_of_week: null, day_of_month: null })
    const monthly = await fresh().json<{ days_of_week: number[] | null; day_of_month: number }>(
      `/api/recurring-maintenance-periods/${rule.id}`,
      put({ recurrence_type: 'monthly', day_of_month: 15 }),
    )
    expect(monthly).toMatchObject({ days_of_week: null, day_of_month: 15 })
  })
})
