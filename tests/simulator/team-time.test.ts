// Teams in their own zones, over real HTTP: maintenance (immediate, scheduled, recurring) is
// answered and accepted on the wall clock of the monitor's team, across DST changes; status page
// updates on the page's; everything else stays UTC; the Date header follows the simulator clock.
import { describe, expect, it } from 'vitest'
import { post, useSimulator, type SimulatorHandle } from '../helpers/simulator'
import { parseCliArgs } from '@app/simulator/cli-args'
import { createSimulator } from '@app/simulator/index'
import type { ApiMonitor, ApiPage, ApiPeriod } from './api-types'

/** 2026-07-15 10:00 UTC: Brussels is at +02:00 (summer time). */
const JULY = Date.UTC(2026, 6, 15, 10, 0, 0)
const ymdHis = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ')
const HOUR = 3_600_000

interface Team {
  id: number
  name: string
  timezone: string
}

async function teams(sim: SimulatorHandle): Promise<Team[]> {
  return (await sim.control.info()).teams
}

async function monitorIn(sim: SimulatorHandle, teamId: number): Promise<number> {
  const page = await sim.json<ApiPage<ApiMonitor>>(`/api/monitors?filter[team_id]=${teamId}`)
  return page.data[0]!.id
}

async function truth(sim: SimulatorHandle, periodId: number) {
  const found = (await sim.control.maintenance()).find((period) => period.id === periodId)
  if (!found) throw new Error(`period ${periodId} is not in the world`)
  return found
}

describe('simulator: the demo teams live in their own zones', () => {
  const sim = useSimulator({ clock: 'manual', startTime: JULY })

  it('has four teams; /api/me stays as recorded (no zone); managed teams name their zone', async () => {
    const me = await sim().json<{ teams: Record<string, unknown>[] }>('/api/me')
    expect(me.teams.map((team) => team.name)).toEqual([
      'Acme Ops',
      'Client: Bakery',
      'Client: Garage',
      'Client: Harbor',
    ])
    for (const team of me.teams) expect(Object.keys(team).sort()).toEqual(['id', 'name', 'role'])
    const managed = await sim().json<ApiPage<Team>>(
      `/api/reseller/${me.teams[0]!.id as number}/managed-teams`,
    )
    expect(managed.data.map(({ name, timezone }) => ({ name, timezone }))).toEqual([
      { name: 'Client: Bakery', timezone: 'Asia/Kolkata' },
      { name: 'Client: Garage', timezone: 'America/New_York' },
      { name: 'Client: Harbor', timezone: 'UTC' },
    ])
    expect((await teams(sim()))[0]).toMatchObject({ name: 'Acme Ops', timezone: 'Europe/Brussels' })
    const all = await sim().json<ApiPage<ApiMonitor>>('/api/monitors')
    const perTeam = new Map<number, number>()
    for (const monitor of all.data)
      perTeam.set(monitor.team_id, (perTeam.get(monitor.team_id) ?? 0) + 1)
    const [main, ...clients] = [...perTeam.entries()].sort((a, b) => a[0] - b[0])
    expect(clients).toHaveLength(3)
    for (const [, count] of clients) expect(main![1]).toBeGreaterThan(count)
  })

  it('gives seeded status pages their team zone and shows update times on the page clock', async () => {
    const pages =
      await sim().json<ApiPage<{ id: number; timezone: string; updates: { time: string }[] }>>(
        '/api/status-pages',
      )
    const main = pages.data[0]!
    expect(main.timezone).toBe('Europe/Brussels')
    // The seeded pinned update was posted 3 hours before the world started.
    expect(main.updates.map((update) => update.time)).toContain(ymdHis(JULY - 3 * HOUR + 2 * HOUR))
    const created = await sim().json<{ time: string }>(
      '/api/status-page-updates',
      post({
        status_page_id: main.id,
        title: 'Deploy',
        severity: 'info',
        time: '2026-07-15 12:30',
      }),
    )
    // Given and returned on the page's clock; 12:30 in Brussels in July is 10:30 UTC, which is
    // after the world's 10:00 UTC: it leads the list.
    expect(created.time).toBe('2026-07-15 12:30:00')
    const again = await sim().json<{ updates: { time: string }[] }>(`/api/status-pages/${main.id}`)
    expect(again.updates[0]!.time).toBe('2026-07-15 12:30:00')
  })
})

describe('simulator: maintenance in team time', () => {
  const sim = useSimulator({ clock: 'manual', startTime: JULY, scenario: 'demo' })

  it('answers start-maintenance in Brussels wall-clock time (+02:00) and lists it the same way', async () => {
    const [brussels] = await teams(sim()).then((all) => all.filter((t) => t.name === 'Acme Ops'))
    expect(brussels?.timezone).toBe('Europe/Brussels')
    const monitorId = await monitorIn(sim(), brussels!.id)
    const response = await sim().api(
      `/api/monitors/${monitorId}/start-maintenance`,
      post({ stop_maintenance_after_seconds: 1800 }),
    )
    expect(response.status).toBe(201)
    const now = sim().now()
    // As recorded live: Date 19:17:25 GMT answered starts_at 21:17:25 for a Brussels team.
    expect(response.headers.get('date')).toBe(new Date(now).toUTCString())
    const period = (await response.json()) as ApiPeriod
    expect(period.starts_at).toBe(ymdHis(now + 2 * HOUR))
    expect(period.ends_at).toBe(ymdHis(now + 2 * HOUR + 1800_000))
    const listed = await sim().json<ApiPage<ApiPeriod>>(
      `/api/monitors/${monitorId}/maintenance-periods`,
    )
    expect(listed.data.find((p) => p.id === period.id)).toEqual(period)
    expect(await truth(sim(), period.id)).toMatchObject({
      timezone: 'Europe/Brussels',
      startsAt: new Date(now).toISOString(),
    })
  })

  it('reads a scheduled period posted in team time at the right instant (Brussels, Kolkata, New York)', async () => {
    const all = await teams(sim())
    const expected: Record<string, string> = {
      // 2026-08-01 02:00 on each team's wall clock, as UTC instants.
      'Europe/Brussels': '2026-08-01T00:00:00.000Z',
      'Asia/Kolkata': '2026-07-31T20:30:00.000Z',
      'America/New_York': '2026-08-01T06:00:00.000Z',
      UTC: '2026-08-01T02:00:00.000Z',
    }
    for (const team of all) {
      const monitorId = await monitorIn(sim(), team.id)
      const period = await sim().json<ApiPeriod>(
        '/api/maintenance-periods',
        post({ monitor_id: monitorId, starts_at: '2026-08-01 02:00', ends_at: '2026-08-01 04:00' }),
      )
      expect(period.starts_at).toBe('2026-08-01 02:00:00')
      expect(period.ends_at).toBe('2026-08-01 04:00:00')
      const instant = await truth(sim(), period.id)
      expect(instant.timezone).toBe(team.timezone)
      expect(instant.startsAt).toBe(expected[team.timezone])
      expect(Date.parse(instant.endsAt) - Date.parse(instant.startsAt)).toBe(2 * HOUR)
    }
  })

  it('answers Kolkata maintenance at +05:30 and keeps snoozes and run times in UTC', async () => {
    const kolkata = (await teams(sim())).find((team) => team.timezone === 'Asia/Kolkata')!
    const monitorId = await monitorIn(sim(), kolkata.id)
    const period = await sim().json<ApiPeriod>(
      `/api/monitors/${monitorId}/start-maintenance`,
      post({}),
    )
    const now = sim().now()
    expect(period.starts_at).toBe(ymdHis(now + 5.5 * HOUR))
    const monitor = await sim().json<ApiMonitor>(`/api/monitors/${monitorId}`)
    const uptime = monitor.checks.find((check) => check.type === 'uptime')!
    const snoozed = await sim().json<{ active_snooze: { starts_at: string } }>(
      `/api/checks/${uptime.id}/snooze`,
      post({ minutes: 10 }),
    )
    expect(snoozed.active_snooze.starts_at).toBe(ymdHis(now))
    expect(Date.parse(uptime.latest_run_ended_at! + 'Z')).toBeLessThanOrEqual(now + 2_000)
    expect(Date.parse(uptime.latest_run_ended_at! + 'Z')).toBeGreaterThan(now - 120_000)
  })

  it('sends the simulator clock as Date, also after the clock moves', async () => {
    await sim().control.advance({ hours: 30 })
    const response = await sim().api('/api/me')
    expect(response.headers.get('date')).toBe(new Date(sim().now()).toUTCString())
    expect(Date.parse(response.headers.get('date')!)).toBeGreaterThan(JULY + 29 * HOUR)
  })
})

describe('simulator: recurring maintenance across DST changes in Brussels', () => {
  /** Friday 2026-03-27 12:00 UTC, two days before the spring change. */
  const MARCH = Date.UTC(2026, 2, 27, 12)
  const sim = useSimulator({ clock: 'manual', startTime: MARCH, scenario: 'steady' })

  async function rule(monitorId: number, start: string, end: string) {
    return sim().json<{ id: number; start_time: string }>(
      '/api/recurring-maintenance-periods',
      post({
        monitor_id: monitorId,
        name: `${start}-${end}`,
        recurrence_type: 'daily',
        start_time: start,
        end_time: end,
      }),
    )
  }

  async function generated(ruleId: number) {
    const periods = (await sim().control.maintenance()).filter((p) => p.recurringId === ruleId)
    return periods.sort((a, b) => a.startsAt.localeCompare(b.startsAt))
  }

  it('keeps 10:00-11:00 on the wall clock while its UTC instant moves by an hour (March and October)', async () => {
    const monitorId = (await sim().json<ApiPage<ApiMonitor>>('/api/monitors')).data[0]!.id
    expect((await teams(sim()))[0]!.timezone).toBe('Europe/Brussels')
    const { id } = await rule(monitorId, '10:00', '11:00')
    const listed = await sim().json<ApiPage<ApiPeriod>>(
      `/api/monitors/${monitorId}/maintenance-periods`,
    )
    const mine = listed.data.filter((p) => p.name === '10:00-11:00')
    expect(mine.map((p) => p.starts_at)).toEqual(
      ['28', '29', '30', '31']
        .map((day) => `2026-03-${day} 10:00:00`)
        .concat(['2026-04-01 10:00:00', '2026-04-02 10:00:00']),
    )
    // Friday's 10:00 is past at 12:00 UTC; Saturday 28th is winter time, Sunday 29th summer time.
    expect((await generated(id)).map((p) => p.startsAt).slice(0, 3)).toEqual([
      '2026-03-28T09:00:00.000Z',
      '2026-03-29T08:00:00.000Z',
      '2026-03-30T08:00:00.000Z',
    ])

    await sim().control.setTime('2026-10-23T12:00:00Z')
    const autumn = await sim().json<ApiPage<ApiPeriod>>(
      `/api/monitors/${monitorId}/maintenance-periods?filter[started_at]=20261024000000`,
    )
    expect(autumn.data.filter((p) => p.name === '10:00-11:00').map((p) => p.starts_at)).toEqual([
      '2026-10-24 10:00:00',
      '2026-10-25 10:00:00',
      '2026-10-26 10:00:00',
      '2026-10-27 10:00:00',
      '2026-10-28 10:00:00',
      '2026-10-29 10:00:00',
    ])
    const october = (await generated(id)).filter((p) => p.startsAt >= '2026-10-24')
    expect(october.map((p) => p.startsAt).slice(0, 3)).toEqual([
      '2026-10-24T08:00:00.000Z',
      '2026-10-25T09:00:00.000Z',
      '2026-10-26T09:00:00.000Z',
    ])
  })

  it('skips 02:00-03:00 on the spring-forward day and reads it once, in winter time, in autumn', async () => {
    await sim().control.setTime(MARCH)
    const monitorId = (await sim().json<ApiPage<ApiMonitor>>('/api/monitors')).data[0]!.id
    const { id } = await rule(monitorId, '02:00', '03:00')
    const spring = await generated(id)
    // As Carbon reads them, 02:00 and 03:00 on 29 March are both 03:00 CEST: no window.
    expect(spring.map((p) => p.startsAt).slice(0, 3)).toEqual([
      '2026-03-28T01:00:00.000Z',
      '2026-03-30T00:00:00.000Z',
      '2026-03-31T00:00:00.000Z',
    ])
    await sim().control.setTime('2026-10-24T12:00:00Z')
    await sim().api(`/api/recurring-maintenance-periods/${id}`)
    const autumn = (await generated(id)).filter((p) => p.startsAt >= '2026-10-25')
    // 02:00 happens twice on 25 October; Carbon (PHP) reads it as 02:00 CET, 01:00 UTC.
    expect(autumn[0]).toMatchObject({
      startsAt: '2026-10-25T01:00:00.000Z',
      endsAt: '2026-10-25T02:00:00.000Z',
    })
    expect(autumn[1]?.startsAt).toBe('2026-10-26T01:00:00.000Z')
  })

  it('posts a scheduled period in the gap and in the repeated hour as Carbon reads them', async () => {
    const monitorId = (await sim().json<ApiPage<ApiMonitor>>('/api/monitors')).data[0]!.id
    await sim().control.setTime(MARCH)
    const inGap = await sim().json<ApiPeriod>(
      '/api/maintenance-periods',
      post({ monitor_id: monitorId, starts_at: '2026-03-29 02:30', ends_at: '2026-03-29 04:00' }),
    )
    expect(inGap.starts_at).toBe('2026-03-29 03:30:00')
    expect((await truth(sim(), inGap.id)).startsAt).toBe('2026-03-29T01:30:00.000Z')
    const twice = await sim().json<ApiPeriod>(
      '/api/maintenance-periods',
      post({ monitor_id: monitorId, starts_at: '2026-10-25 02:30', ends_at: '2026-10-25 04:00' }),
    )
    expect(twice.starts_at).toBe('2026-10-25 02:30:00')
    expect((await truth(sim(), twice.id)).startsAt).toBe('2026-10-25T01:30:00.000Z')
  })
})

describe('simulator: team zones chosen by the caller', () => {
  const sim = useSimulator({ clock: 'manual', startTime: JULY, teamTimezones: ['UTC'] })

  it('puts every team in UTC with teamTimezones: ["UTC"]', async () => {
    expect(new Set((await teams(sim())).map((team) => team.timezone))).toEqual(new Set(['UTC']))
    const monitorId = (await sim().json<ApiPage<ApiMonitor>>('/api/monitors')).data[0]!.id
    const period = await sim().json<ApiPeriod>(
      `/api/monitors/${monitorId}/start-maintenance`,
      post({}),
    )
    expect(period.starts_at).toBe(ymdHis(sim().now()))
  })
})

describe('simulator: team zones from the command line', () => {
  it('takes --team-timezones in team order and refuses an unknown zone', () => {
    expect(parseCliArgs(['--team-timezones', 'Europe/Brussels,UTC']).teamTimezones).toEqual([
      'Europe/Brussels',
      'UTC',
    ])
    expect(() => parseCliArgs(['--team-timezones', 'Europe/Brussels,Mars/Base'])).toThrow(
      /IANA zones.*Mars\/Base/,
    )
    expect(() => createSimulator({ teamTimezones: ['Mars/Base'] })).toThrow(/Mars\/Base/)
  })
})
