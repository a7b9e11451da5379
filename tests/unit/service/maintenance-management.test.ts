// Editing and deleting maintenance windows and recurring windows through the AppService, against
// the simulator (steady scenario: the first team in Europe/Brussels with a status page naming
// its zone). What the simulator received (its request log) is checked in the team's time.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { LoggedRequest } from '@app/simulator/http/request-log'
import type { MonitorState } from '@app/shared/model'
import { toWallClockMinutes, zoneOffsetMinutes } from '@app/shared/team-time'
import { type Harness, startHarness } from './harness'

let h: Harness
let monitor: MonitorState
const BRUSSELS = 'Europe/Brussels'
const HOUR = 3_600_000

beforeEach(async () => {
  h = await startHarness({ systemZone: 'UTC', slowRounds: false })
  await h.service.start()
  await h.advance(60_000)
  const snapshot = h.service.getSnapshot()!
  const firstTeam = Math.min(...snapshot.monitors.map((m) => m.teamId))
  monitor = snapshot.monitors.find((m) => m.teamId === firstTeam)!
  // The monitor page learns the team's zone from its status page.
  expect((await h.service.maintenancePeriods(monitor.id)).zone).toBe(BRUSSELS)
})
afterEach(async () => {
  await h.close()
})

/** The requests the simulator logged for `method` on paths starting with `prefix`. */
async function sent(method: string, prefix: string): Promise<LoggedRequest[]> {
  return (await h.sim.control.requests()).filter(
    (r) => r.method === method && r.path.startsWith(prefix),
  )
}

/** An hour boundary a day or more ahead, as an instant. */
function tomorrowAt(hours: number): number {
  const day = Math.floor(h.clock.now() / (24 * HOUR)) * 24 * HOUR
  return day + 2 * 24 * HOUR + hours * HOUR
}

describe('maintenance windows', () => {
  it('moves and renames a window before it starts, sending the team time', async () => {
    const from = tomorrowAt(1)
    const scheduled = await h.service.scheduleMaintenance(
      monitor.id,
      new Date(from).toISOString(),
      new Date(from + 2 * HOUR).toISOString(),
      'DB upgrade',
    )
    expect(scheduled.ok, scheduled.message).toBe(true)
    const period = (await h.sim.control.maintenance()).find((p) => p.monitorId === monitor.id)!
    const moved = from + 5 * HOUR
    const result = await h.service.updateMaintenance(
      monitor.id,
      period.id,
      new Date(moved).toISOString(),
      new Date(moved + HOUR).toISOString(),
      'DB upgrade, later',
    )
    expect(result.ok, result.message).toBe(true)
    const [put] = await sent('PUT', `/api/maintenance-periods/${period.id}`)
    expect(put?.body).toEqual({
      starts_at: toWallClockMinutes(moved, BRUSSELS),
      ends_at: toWallClockMinutes(moved + HOUR, BRUSSELS),
      name: 'DB upgrade, later',
    })
    // The team's wall clock is not UTC: the bodies differ from the ISO instants by its offset.
    expect(zoneOffsetMinutes(BRUSSELS, moved)).toBeGreaterThan(0)
    const truth = (await h.sim.control.maintenance()).find((p) => p.id === period.id)!
    expect([Date.parse(truth.startsAt), Date.parse(truth.endsAt)]).toEqual([moved, moved + HOUR])
    const view = await h.service.maintenancePeriods(monitor.id)
    expect(view.upcoming).toContainEqual(
      expect.objectContaining({
        id: period.id,
        name: 'DB upgrade, later',
        startsAt: new Date(moved).toISOString(),
      }),
    )
  })

  it('deletes a window, with or without its monitor, and a refused id changes nothing', async () => {
    const from = tomorrowAt(3)
    for (const name of ['one', 'two']) {
      const r = await h.service.scheduleMaintenance(
        monitor.id,
        new Date(from).toISOString(),
        new Date(from + HOUR).toISOString(),
        name,
      )
      expect(r.ok, r.message).toBe(true)
    }
    const mine = (await h.sim.control.maintenance()).filter((p) => p.monitorId === monitor.id)
    expect(mine).toHaveLength(2)
    // The monitor page listed them: the sentence names the window.
    await h.service.maintenancePeriods(monitor.id)
    const first = await h.service.deleteMaintenance(monitor.id, mine[0]!.id)
    expect(first.ok, first.message).toBe(true)
    expect(first.message).toMatch(/Deleted the maintenance window 'one' on /)
    // The command line knows only the period's id.
    const second = await h.service.deleteMaintenance(null, mine[1]!.id)
    expect(second.ok, second.message).toBe(true)
    expect((await h.sim.control.maintenance()).filter((p) => p.monitorId === monitor.id)).toEqual(
      [],
    )
    const gone = await h.service.deleteMaintenance(null, mine[1]!.id)
    expect(gone).toMatchObject({ ok: false, kind: 'not-found' })
    expect(gone.message).toMatch(/Nothing was changed/)
  })

  it('refuses a window whose end is not after its start, sending nothing', async () => {
    await h.sim.control.clearRequests()
    const at = new Date(tomorrowAt(2)).toISOString()
    const result = await h.service.updateMaintenance(monitor.id, 1, at, at)
    expect(result).toMatchObject({ ok: false, kind: 'invalid-arguments' })
    expect(await sent('PUT', '/api/')).toEqual([])
  })
})

describe('recurring windows', () => {
  it('creates a weekly window typed in Kolkata time on the Brussels team, its days moved with it', async () => {
    const result = await h.service.createRecurringMaintenance(monitor.id, {
      name: 'Patch night',
      recurrenceType: 'weekly',
      daysOfWeek: [1, 3],
      startTime: '02:00',
      endTime: '03:00',
      zone: 'Asia/Kolkata',
    })
    expect(result.ok, result.message).toBe(true)
    // 02:00 in Kolkata (+05:30) is 20:30 UTC the day before: 21:30 (CET) or 22:30 (CEST).
    const summer = zoneOffsetMinutes(BRUSSELS, h.clock.now()) === 120
    const [post] = await sent('POST', '/api/recurring-maintenance-periods')
    expect(post?.body).toEqual({
      monitor_id: monitor.id,
      name: 'Patch night',
      recurrence_type: 'weekly',
      start_time: summer ? '22:30' : '21:30',
      end_time: summer ? '23:30' : '22:30',
      days_of_week: [0, 2],
    })
    const view = await h.service.maintenancePeriods(monitor.id)
    expect(view.recurring).toContainEqual(
      expect.objectContaining({
        name: 'Patch night',
        recurrenceType: 'weekly',
        daysOfWeek: [0, 2],
      }),
    )
    // Its windows were generated on Sundays and Tuesdays of the team's calendar, an hour each.
    const rule = view.recurring.find((r) => r.name === 'Patch night')!
    const windows = (await h.sim.control.maintenance()).filter((p) => p.recurringId === rule.id)
    expect(windows.length).toBeGreaterThanOrEqual(1)
    for (const w of windows) {
      expect(Date.parse(w.endsAt) - Date.parse(w.startsAt)).toBe(HOUR)
      expect([1, 3]).toContain(new Date(Date.parse(w.startsAt) + 330 * 60_000).getUTCDay())
    }
  })

  it('keeps a daily window across midnight, edits it to monthly and deletes it with its future windows', async () => {
    const created = await h.service.createRecurringMaintenance(monitor.id, {
      name: 'Nightly',
      recurrenceType: 'daily',
      startTime: '23:30',
      endTime: '00:30',
      zone: BRUSSELS,
    })
    expect(created.ok, created.message).toBe(true)
    expect(created.message).toContain('Every day from 23:30 to 00:30 the next day')
    const rule = (await h.service.maintenancePeriods(monitor.id)).recurring.find(
      (r) => r.name === 'Nightly',
    )!
    const windows = (await h.sim.control.maintenance()).filter((p) => p.recurringId === rule.id)
    expect(windows.length).toBeGreaterThanOrEqual(6)
    for (const w of windows) expect(Date.parse(w.endsAt) - Date.parse(w.startsAt)).toBe(HOUR)

    const edited = await h.service.updateRecurringMaintenance(monitor.id, rule.id, {
      name: 'Monthly',
      recurrenceType: 'monthly',
      dayOfMonth: 15,
      startTime: '01:00',
      endTime: '04:00',
      zone: BRUSSELS,
    })
    expect(edited.ok, edited.message).toBe(true)
    const [put] = await sent('PUT', `/api/recurring-maintenance-periods/${rule.id}`)
    expect(put?.body).toEqual({
      name: 'Monthly',
      recurrence_type: 'monthly',
      start_time: '01:00',
      end_time: '04:00',
      day_of_month: 15,
      regenerate_future_periods: true,
    })

    // The page lists it again after the edit: the sentence names it.
    await h.service.maintenancePeriods(monitor.id)
    const deleted = await h.service.deleteRecurringMaintenance(monitor.id, rule.id)
    expect(deleted.ok, deleted.message).toBe(true)
    expect(deleted.message).toContain("'Monthly'")
    const [del] = await sent('DELETE', `/api/recurring-maintenance-periods/${rule.id}`)
    expect(del?.query).toContain('delete_future_periods=1')
    const left = (await h.sim.control.maintenance()).filter(
      (p) => p.recurringId === rule.id && Date.parse(p.startsAt) > h.clock.now(),
    )
    expect(left).toEqual([])
    expect((await h.service.maintenancePeriods(monitor.id)).recurring).toEqual([])
  })

  it('refuses a monthly day the team calendar cannot say, sending nothing', async () => {
    await h.sim.control.clearRequests()
    // The 1st at 01:00 in Kolkata is still the last day of the month before in Brussels.
    const result = await h.service.createRecurringMaintenance(monitor.id, {
      name: 'First of the month',
      recurrenceType: 'monthly',
      dayOfMonth: 1,
      startTime: '01:00',
      endTime: '02:00',
      zone: 'Asia/Kolkata',
    })
    expect(result).toMatchObject({ ok: false, kind: 'invalid-arguments' })
    expect(result.message).toMatch(/pick another day or time/)
    expect(await sent('POST', '/api/recurring')).toEqual([])
  })
})
