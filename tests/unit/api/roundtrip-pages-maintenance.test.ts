// Round trip against the simulator: status pages, updates, templates, maintenance (immediate,
// scheduled, recurring).
import { describe, expect, it } from 'vitest'
import { NotFoundError, toYmdHi } from '@app/core/api'
import { toWallClockMinutes } from '@app/shared/team-time'
import { useSimulatedApi } from './sim-client'

const ctx = useSimulatedApi({ monitors: 8, seed: 3 })
const HOUR = 3_600_000

describe('status pages, updates and templates', () => {
  it('create, add and remove monitors, post, update and delete an update, delete the page', async () => {
    const { api } = ctx()
    const me = await api.me()
    const [m1, m2, m3] = (await api.monitors.listPage(1)).data
    const page = await api.statusPages.create({
      team_id: me.teams[0]!.id,
      title: 'Round trip',
      monitors: [{ id: m1!.id }],
    })
    expect(page.title).toBe('Round trip')
    expect(page.monitors.map((m) => m.id)).toEqual([m1!.id])
    expect((await api.statusPages.listAll()).map((p) => p.id)).toContain(page.id)

    const added = await api.statusPages.addMonitors(page.id, {
      monitors: [{ id: m2!.id, clickable: true }],
    })
    expect(added.monitors.map((m) => m.id).sort()).toEqual([m1!.id, m2!.id].sort())
    const synced = await api.statusPages.addMonitors(page.id, {
      monitors: [{ id: m3!.id }],
      sync: true,
    })
    expect(synced.monitors.map((m) => m.id)).toEqual([m3!.id])
    await expect(api.statusPages.removeMonitor(page.id, m3!.id)).resolves.toBeUndefined()
    expect((await api.statusPages.get(page.id)).monitors).toEqual([])

    const posted = await api.statusPageUpdates.create({
      status_page_id: page.id,
      title: 'Investigating',
      text: 'Looking into it',
      severity: 'high',
      time: toYmdHi(ctx().sim.now()),
      pinned: true,
    })
    expect(posted).toMatchObject({ title: 'Investigating', severity: 'high', pinned: true })
    const updates = await api.statusPages.updates(page.id)
    expect(updates.data.map((u) => u.id)).toContain(posted.id)

    const changed = await api.statusPageUpdates.update(posted.id, {
      title: 'Resolved',
      severity: 'resolved',
    })
    expect(changed).toMatchObject({ id: posted.id, title: 'Resolved', severity: 'resolved' })
    await expect(api.statusPageUpdates.delete(posted.id)).resolves.toBeUndefined()
    expect((await api.statusPages.updates(page.id)).data.map((u) => u.id)).not.toContain(posted.id)

    await expect(api.statusPages.delete(page.id)).resolves.toBeUndefined()
    await expect(api.statusPages.get(page.id)).rejects.toBeInstanceOf(NotFoundError)
  })

  it('templates: list, create, update, delete', async () => {
    const { api } = ctx()
    const me = await api.me()
    const before = await api.statusPageTemplates.list()
    const created = await api.statusPageTemplates.create({
      team_id: me.teams[0]!.id,
      name: 'Maintenance notice',
      title: 'Planned maintenance',
      text: 'We will be back soon.',
      severity: 'scheduled',
    })
    expect(created).toMatchObject({ name: 'Maintenance notice', severity: 'scheduled' })
    const updated = await api.statusPageTemplates.update(created.id, { title: 'Planned work' })
    expect(updated).toMatchObject({
      id: created.id,
      title: 'Planned work',
      name: 'Maintenance notice',
    })
    expect((await api.statusPageTemplates.list()).length).toBe(before.length + 1)
    await api.statusPageTemplates.delete(created.id)
    expect((await api.statusPageTemplates.list()).map((t) => t.id)).not.toContain(created.id)
  })
})

describe('maintenance', () => {
  it('start (201) and stop (204), then the period is listed', async () => {
    const { api } = ctx()
    const monitor = (await api.monitors.listPage(1)).data[0]!
    const period = await api.maintenance.start(monitor.id, {
      stop_maintenance_after_seconds: 1800,
      name: 'Deploy',
    })
    expect(period).toMatchObject({ monitor_id: monitor.id, name: 'Deploy' })
    await expect(api.maintenance.stop(monitor.id)).resolves.toBeUndefined()
    const listed = await api.maintenance.listAll(monitor.id)
    expect(listed.map((p) => p.id)).toContain(period!.id)
  })

  it('scheduled periods: create, update before start, list with filters, delete', async () => {
    const { api, sim } = ctx()
    const monitor = (await api.monitors.listPage(1)).data[1]!
    const start = sim.now() + 48 * HOUR
    const created = await api.maintenance.create({
      monitor_id: monitor.id,
      starts_at: toYmdHi(start),
      ends_at: toYmdHi(start + 2 * HOUR),
      name: 'Database upgrade',
    })
    expect(created.name).toBe('Database upgrade')
    // Bodies and answers are the team's wall clock; the list filters are UTC. The zone is the
    // simulator's truth for the team (not in UTC for every team).
    const zone = (await sim.control.maintenance()).find((p) => p.id === created.id)!.timezone
    const updated = await api.maintenance.update(created.id, {
      starts_at: toWallClockMinutes(start + HOUR, zone),
      ends_at: toWallClockMinutes(start + 3 * HOUR, zone),
      name: 'Database upgrade (moved)',
    })
    expect(updated.name).toBe('Database upgrade (moved)')
    expect(updated.starts_at.slice(0, 16)).toBe(toWallClockMinutes(start + HOUR, zone))
    const page = await api.maintenance.list(monitor.id, {
      startedAt: start,
      endedAt: start + 4 * HOUR,
    })
    expect(page.data.map((p) => p.id)).toContain(created.id)
    await expect(api.maintenance.delete(created.id)).resolves.toBeUndefined()
    expect((await api.maintenance.listAll(monitor.id)).map((p) => p.id)).not.toContain(created.id)
  })

  it('recurring periods: create, get, list, update, delete with future periods', async () => {
    const { api } = ctx()
    const monitor = (await api.monitors.listPage(1)).data[2]!
    const created = await api.maintenance.recurring.create({
      monitor_id: monitor.id,
      name: 'Weekly patching',
      recurrence_type: 'weekly',
      days_of_week: [0, 3],
      start_time: '23:00',
      end_time: '01:00',
    })
    expect(created).toMatchObject({
      recurrence_type: 'weekly',
      days_of_week: [0, 3],
      start_time: '23:00',
    })
    expect(created.human_readable_schedule).not.toBe('')
    expect((await api.maintenance.recurring.get(created.id)).id).toBe(created.id)
    expect((await api.maintenance.recurring.list(monitor.id)).map((r) => r.id)).toContain(
      created.id,
    )
    // generate_now (default true) created periods for the next 7 days
    expect((await api.maintenance.listAll(monitor.id)).length).toBeGreaterThan(0)

    const updated = await api.maintenance.recurring.update(created.id, {
      recurrence_type: 'monthly',
      day_of_month: 15,
      start_time: '02:00',
      end_time: '04:00',
    })
    expect(updated).toMatchObject({
      recurrence_type: 'monthly',
      day_of_month: 15,
      end_time: '04:00',
    })
    // back to daily: regenerating fills the next 7 days again
    await api.maintenance.recurring.update(created.id, { recurrence_type: 'daily' })
    const generated = (await api.maintenance.listAll(monitor.id)).length
    expect(generated).toBeGreaterThan(0)
    await expect(
      api.maintenance.recurring.delete(created.id, { deleteFuturePeriods: true }),
    ).resolves.toBeUndefined()
    // delete_future_periods=1 removed the periods generated ahead
    expect((await api.maintenance.listAll(monitor.id)).length).toBeLessThan(generated)
    await expect(api.maintenance.recurring.get(created.id)).rejects.toBeInstanceOf(NotFoundError)
  })
})
