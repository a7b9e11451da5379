// Round trip against the simulator: account, monitors (paginated), checks, application health
// and cron checks. Every write is confirmed by reading the resource back.
import { describe, expect, it } from 'vitest'
import { NotFoundError, ValidationError } from '@app/core/api'
import { useSimulatedApi } from './sim-client'

const ctx = useSimulatedApi({ monitors: 450 })

describe('account and monitors', () => {
  it('me()', async () => {
    const me = await ctx().api.me()
    expect(me.email).toMatch(/@/)
    expect(me.teams.length).toBeGreaterThan(0)
  })

  it('listPage, iterate and listAll walk 450 monitors in 3 pages of 200', async () => {
    const { api, sim } = ctx()
    await sim.control.clearRequests()
    const first = await api.monitors.listPage(1)
    expect(first).toMatchObject({ currentPage: 1, lastPage: 3, total: 450, hasMore: true })
    expect(first.data).toHaveLength(200)
    const pages = []
    for await (const page of api.monitors.iterate()) pages.push(page.data.length)
    expect(pages).toEqual([200, 200, 50])
    const all = await api.monitors.listAll()
    expect(new Set(all.map((m) => m.id)).size).toBe(450)
    const logged = await sim.control.requests()
    expect(logged.filter((r) => r.path === '/api/monitors')).toHaveLength(7)
  })

  it('get, getByUrl and getSite return the same monitor', async () => {
    const { api } = ctx()
    const [listed] = (await api.monitors.listPage(1)).data
    const byId = await api.monitors.get(listed!.id)
    expect(byId.id).toBe(listed!.id)
    expect(byId.checks.map((c) => c.id)).toEqual(listed!.checks.map((c) => c.id))
    expect((await api.monitors.getByUrl(byId.url)).id).toBe(byId.id)
    expect((await api.monitors.getSite(byId.id)).id).toBe(byId.id)
    await expect(api.monitors.get(999_999_999)).rejects.toBeInstanceOf(NotFoundError)
  })

  it('create answers a monitor with every check pending, visible afterwards', async () => {
    const { api } = ctx()
    const me = await api.me()
    const created = await api.monitors.create({
      url: 'https://roundtrip.example.org',
      team_id: me.teams[0]!.id,
      type: 'http',
      tags: ['roundtrip'],
      uptime_check_settings: { frequency_value: 5 },
    })
    expect(created.url).toBe('https://roundtrip.example.org')
    expect(created.checks.length).toBeGreaterThan(0)
    expect(created.checks.every((c) => c.latest_run_result === 'pending')).toBe(true)
    expect((await api.monitors.get(created.id)).tags).toContain('roundtrip')
  })
})

describe('checks', () => {
  it('disable, enable, request-run, snooze and unsnooze a check', async () => {
    const { api } = ctx()
    const monitor = (await api.monitors.listPage(1)).data.find((m) => m.type === 'http')!
    const uptime = monitor.checks.find((c) => c.type === 'uptime')!

    expect((await api.checks.disable(uptime.id))?.enabled).toBe(false)
    expect(
      (await api.monitors.get(monitor.id)).checks.find((c) => c.id === uptime.id)!.enabled,
    ).toBe(false)
    expect((await api.checks.enable(uptime.id))?.enabled).toBe(true)

    const ran = await api.checks.requestRun(uptime.id, [{ name: 'X-Uptray', value: 'roundtrip' }])
    expect(ran?.id).toBe(uptime.id)

    const snoozed = await api.checks.snooze(uptime.id, 30)
    expect(snoozed?.active_snooze).toMatchObject({ id: expect.any(Number) })
    expect(snoozed!.active_snooze!.source).toBeTruthy()
    const reread = (await api.monitors.get(monitor.id)).checks.find((c) => c.id === uptime.id)!
    expect(reread.active_snooze?.id).toBe(snoozed!.active_snooze!.id)
    expect((await api.checks.unsnooze(uptime.id))?.active_snooze).toBeNull()
  })

  it('application health: list, history, snooze and unsnooze one health check', async () => {
    const { api } = ctx()
    // The health items belong to the monitor's application_health check (enabled or not).
    const monitor = (await api.monitors.listPage(1)).data.find((m) =>
      m.checks.some((c) => c.type === 'application_health'),
    )
    expect(monitor).toBeDefined()
    const items = await api.applicationHealth.list(monitor!.id)
    expect(items.length).toBeGreaterThan(0)
    const item = items[0]!
    const history = await api.applicationHealth.history(monitor!.id, item.id)
    expect(history.every((h) => typeof h.status === 'string')).toBe(true)

    const snoozed = await api.applicationHealth.snooze(monitor!.id, item.id, 15)
    const afterSnooze = (await api.applicationHealth.list(monitor!.id)).find(
      (i) => i.id === item.id,
    )!
    expect(afterSnooze.active_snooze).not.toBeNull()
    if (snoozed !== null) expect(snoozed.active_snooze).not.toBeNull()
    await api.applicationHealth.unsnooze(monitor!.id, item.id)
    expect(
      (await api.applicationHealth.list(monitor!.id)).find((i) => i.id === item.id)!.active_snooze,
    ).toBeNull()
  })
})

describe('cron checks', () => {
  it('create, list, update, snooze, unsnooze, sync and delete', async () => {
    const { api } = ctx()
    const monitor = (await api.monitors.listPage(1)).data[0]!
    const created = await api.cronChecks.create(monitor.id, {
      name: 'roundtrip-nightly',
      type: 'cron',
      cron_expression: '0 3 * * *',
      server_timezone: 'Europe/Brussels',
      grace_time_in_minutes: 10,
      description: 'made by the round-trip test',
    })
    expect(created).toMatchObject({
      name: 'roundtrip-nightly',
      type: 'cron',
      cron_expression: '0 3 * * *',
    })
    expect(created.ping_url).toMatch(/^https?:\/\//)
    expect((await api.cronChecks.list(monitor.id)).map((c) => c.id)).toContain(created.id)

    const duplicate = await api.cronChecks
      .create(monitor.id, {
        name: 'roundtrip-nightly',
        type: 'simple',
        frequency_in_minutes: 5,
        grace_time_in_minutes: 1,
      })
      .catch((e: unknown) => e)
    expect(duplicate).toBeInstanceOf(ValidationError)
    expect(Object.keys((duplicate as ValidationError).fields)).toContain('name')

    const updated = await api.cronChecks.update(created.id, {
      name: 'roundtrip-hourly',
      type: 'simple',
      frequency_in_minutes: 60,
      grace_time_in_minutes: 5,
    })
    expect(updated).toMatchObject({
      id: created.id,
      name: 'roundtrip-hourly',
      type: 'simple',
      frequency_in_minutes: 60,
    })

    expect((await api.cronChecks.snooze(created.id, 144_000))?.active_snooze).toMatchObject({
      id: expect.any(Number),
    })
    expect((await api.cronChecks.unsnooze(created.id))?.active_snooze).toBeNull()

    const synced = await api.cronChecks.sync(monitor.id, [
      {
        name: 'roundtrip-hourly',
        type: 'simple',
        frequency_in_minutes: 30,
        grace_time_in_minutes: 5,
      },
      {
        name: 'roundtrip-weekly',
        type: 'cron',
        cron_expression: '0 4 * * 1',
        server_timezone: 'UTC',
        grace_time_in_minutes: 30,
      },
    ])
    expect(synced.map((c) => c.name).sort()).toEqual(['roundtrip-hourly', 'roundtrip-weekly'])
    const afterSync = await api.cronChecks.list(monitor.id)
    expect(afterSync.map((c) => c.name).sort()).toEqual(['roundtrip-hourly', 'roundtrip-weekly'])

    const weekly = afterSync.find((c) => c.name === 'roundtrip-weekly')!
    await expect(api.cronChecks.delete(weekly.id)).resolves.toBeUndefined()
    expect((await api.cronChecks.list(monitor.id)).map((c) => c.name)).toEqual(['roundtrip-hourly'])
  })
})
