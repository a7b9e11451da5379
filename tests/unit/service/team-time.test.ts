// Maintenance from anywhere and in the team's time, against the simulator's teams in other zones
// (steady scenario: the first team in Europe/Brussels, with a status page naming its zone; the
// second in UTC; `teamTimezones` overrides them in team order).
import { afterEach, describe, expect, it } from 'vitest'
import { WATCH_FRESH_MS, WATCH_TICK_MS } from '@app/core/app-service/maintenance-watch'
import { countHealth } from '@app/shared/health'
import type { MonitorState } from '@app/shared/model'
import { type Harness, startHarness } from './harness'

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

const TWO_MINUTES = 120_000

async function api(harness: Harness, method: string, path: string, body?: unknown) {
  await harness.syncSim()
  const response = await fetch(`${harness.sim.baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${harness.sim.token}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await response.text()
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null }
}

/** Makes a monitor of `teamIndex` (0: first team) fail on its uptime check; answers it. */
async function failingMonitor(harness: Harness, teamIndex: number): Promise<MonitorState> {
  const snapshot = harness.service.getSnapshot()!
  const teams = [...new Set(snapshot.monitors.map((m) => m.teamId))].sort((a, b) => a - b)
  const monitor = snapshot.monitors.find(
    (m) =>
      m.teamId === teams[teamIndex] &&
      m.checks.some((c) => c.type === 'uptime' && c.enabled) &&
      m.maintenance === null,
  )!
  await harness.syncSim()
  await harness.sim.control.setCheckResult(
    monitor.checks.find((c) => c.type === 'uptime')!.id,
    'failed',
  )
  await harness.advance(30_000) // the next sweep sees it (and looks up maintenance: none)
  const seen = harness.service.getSnapshot()!.monitors.find((m) => m.id === monitor.id)!
  expect(seen.result).toBe('failed')
  expect(seen.maintenance).toBeNull()
  return seen
}

const stateOf = (harness: Harness, monitorId: number) =>
  harness.service.getSnapshot()!.monitors.find((m) => m.id === monitorId)!

describe('maintenance from anywhere', () => {
  it("sees a colleague's window on a failing Brussels monitor within 2 minutes, in the tray's counts, and its end", async () => {
    h = await startHarness({ systemZone: 'UTC' })
    await h.service.start()
    await h.advance(60_000)
    const monitor = await failingMonitor(h, 0)
    const now = () => h!.clock.now()
    const before = countHealth(h.service.getSnapshot(), now())
    expect(before.failed).toBeGreaterThan(0)

    // A colleague starts maintenance in the web app: no new failure, no action of ours.
    await h.sim.control.colleague({
      action: 'start-maintenance',
      monitorId: monitor.id,
      seconds: 3600,
    })
    await h.advance(TWO_MINUTES)
    const maintenance = stateOf(h, monitor.id).maintenance
    expect(maintenance).not.toBeNull()
    const truth = (await h.sim.control.maintenance()).find((p) => p.id === maintenance!.periodId)!
    expect(truth.timezone).toBe('Europe/Brussels')
    // Read in the team's zone, not as UTC: the same instants as the simulator's truth.
    expect(maintenance!.startedAt).toBe(new Date(truth.startsAt).toISOString())
    expect(maintenance!.endsAt).toBe(new Date(truth.endsAt).toISOString())
    const during = countHealth(h.service.getSnapshot(), now())
    expect(during.maintenance).toBe(before.maintenance + 1)
    expect(during.failed).toBe(before.failed - 1)

    // The colleague stops it early: the monitor counts as failing again.
    await h.sim.control.colleague({ action: 'stop-maintenance', monitorId: monitor.id })
    await h.advance(TWO_MINUTES)
    expect(countHealth(h.service.getSnapshot(), now()).failed).toBe(before.failed)
  })

  it('re-reads a problem monitor no more often than WATCH_FRESH_MS', async () => {
    h = await startHarness({ systemZone: 'UTC' })
    await h.service.start()
    await h.advance(60_000)
    const monitor = await failingMonitor(h, 1)
    const from = (await h.requests()).length
    await h.advance(10 * 60_000)
    const reads = (await h.requests())
      .slice(from)
      .filter((r) => r.path === `/api/monitors/${monitor.id}/maintenance-periods`)
    // Every tick reads it when its last read is a minute old: every 60-90 s, never more.
    expect(reads.length).toBeGreaterThanOrEqual(
      Math.floor((10 * 60_000) / (WATCH_FRESH_MS + WATCH_TICK_MS)),
    )
    expect(reads.length).toBeLessThanOrEqual(Math.ceil((10 * 60_000) / WATCH_FRESH_MS))
  })

  it('does not count a window in the future or in the past', async () => {
    h = await startHarness({ systemZone: 'UTC' })
    await h.service.start()
    await h.advance(60_000)
    const monitor = await failingMonitor(h, 0)
    const [future, past] = [2, -5].map((hours) => h!.clock.now() + hours * 3_600_000)
    // Scheduled as a colleague would, in the team's wall clock (the simulator converts it);
    // written with Intl directly, not with Uptray's conversion.
    const wall = (ms: number) => {
      const text = new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'Europe/Brussels',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(ms))
      return text.replace('T', ' ')
    }
    const made = await api(h, 'POST', '/api/maintenance-periods', {
      monitor_id: monitor.id,
      starts_at: wall(future!),
      ends_at: wall(future! + 3_600_000),
    })
    expect(made.status).toBe(201)
    const old = await api(h, 'POST', '/api/maintenance-periods', {
      monitor_id: monitor.id,
      starts_at: wall(past!),
      ends_at: wall(past! + 3_600_000),
    })
    expect(old.status).toBe(201)
    await h.advance(TWO_MINUTES)
    expect(stateOf(h, monitor.id).maintenance).toBeNull()
    expect(countHealth(h.service.getSnapshot(), h.clock.now()).maintenance).toBe(0)

    // The monitor page lists the future one as upcoming, the past one nowhere.
    const periods = await h.service.maintenancePeriods(monitor.id)
    expect(periods.running).toBeNull()
    expect(periods.upcoming).toHaveLength(1)
    expect(Date.parse(periods.upcoming[0]!.startsAt)).toBe(Math.floor(future! / 60_000) * 60_000)
    expect(periods.zone).toBe('Europe/Brussels')
    expect(periods.zoneSource).toBe('status-page')
  })
})

describe('team time, both ways', () => {
  it('sends a window scheduled at 02:00 local time (Tokyo) at the right Brussels time', async () => {
    h = await startHarness({ systemZone: 'Asia/Tokyo' })
    await h.service.start()
    await h.advance(60_000)
    const snapshot = h.service.getSnapshot()!
    const firstTeam = Math.min(...snapshot.monitors.map((m) => m.teamId))
    const first = snapshot.monitors.find((m) => m.teamId === firstTeam)!
    // Learn the team's zone (status pages) through the monitor page first.
    await h.service.maintenancePeriods(first.id)
    // 02:00 in Tokyo (+09:00, no DST) tomorrow, as the form's datetime-local gives it.
    const day = new Date(h.clock.now() + 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10)
    const startsAt = new Date(`${day}T02:00:00+09:00`).toISOString()
    const endsAt = new Date(`${day}T04:00:00+09:00`).toISOString()
    const result = await h.service.scheduleMaintenance(first.id, startsAt, endsAt, 'Night work')
    expect(result.ok).toBe(true)
    const truth = (await h.sim.control.maintenance()).filter((p) => p.monitorId === first.id)
    const made = truth.find((p) => Date.parse(p.startsAt) === Date.parse(startsAt))
    expect(made, JSON.stringify(truth)).toBeDefined()
    expect(Date.parse(made!.endsAt)).toBe(Date.parse(endsAt))
    const periods = await h.service.maintenancePeriods(first.id)
    expect(periods.upcoming.map((p) => p.startsAt)).toContain(startsAt)
  })

  it('reads Kolkata (+05:30) periods right, its zone learned from a start-maintenance answer', async () => {
    // The second team has no status page: only the answer's Date header can tell its zone.
    h = await startHarness({ systemZone: 'UTC', teamTimezones: ['UTC', 'Asia/Kolkata'] })
    await h.service.start()
    await h.advance(60_000)
    const monitor = await failingMonitor(h, 1)
    const started = await h.service.startMaintenance(monitor.id, 1800)
    expect(started.ok).toBe(true)
    await h.advance(0)
    const state = stateOf(h, monitor.id).maintenance
    expect(state).not.toBeNull()
    expect(Date.parse(state!.endsAt) - Date.parse(state!.startedAt)).toBe(1800 * 1000)
    expect(Math.abs(Date.parse(state!.startedAt) - h.clock.now())).toBeLessThan(60_000)
    const zones = await h.service.teamZones()
    expect(zones.find((z) => z.teamId === monitor.teamId)).toMatchObject({
      zone: '+05:30',
      source: 'learned',
    })
    expect(countHealth(h.service.getSnapshot(), h.clock.now()).maintenance).toBe(1)
    const periods = await h.service.maintenancePeriods(monitor.id)
    expect(periods.zone).toBe('+05:30')
    expect(periods.zoneSource).toBe('learned')
    expect(periods.running?.id).toBe(state!.periodId)
  })

  it('a zone set in Settings wins over what was learned', async () => {
    h = await startHarness({ systemZone: 'UTC', teamTimezones: ['UTC', 'Asia/Kolkata'] })
    await h.service.start()
    await h.advance(60_000)
    const monitor = await failingMonitor(h, 1)
    const saved = await h.service.updateSettings({
      teamTimezones: { [String(monitor.teamId)]: 'Asia/Kolkata' },
    })
    expect(saved.ok).toBe(true)
    const refused = await h.service.updateSettings({ teamTimezones: { '1': 'Mars/Olympus' } })
    expect(refused.ok).toBe(false)
    await h.sim.control.colleague({ action: 'start-maintenance', monitorId: monitor.id })
    await h.advance(TWO_MINUTES)
    const state = stateOf(h, monitor.id).maintenance
    expect(state).not.toBeNull()
    expect(Math.abs(Date.parse(state!.startedAt) - h.clock.now())).toBeLessThan(TWO_MINUTES + 1)
    const periods = await h.service.maintenancePeriods(monitor.id)
    expect(periods).toMatchObject({ zone: 'Asia/Kolkata', zoneSource: 'setting' })
  })
})

describe('Brussels DST', () => {
  it('a window across the spring change is sent and read at the right instants', async () => {
    h = await startHarness({ systemZone: 'UTC' })
    await h.service.start()
    await h.advance(60_000)
    const snapshot = h.service.getSnapshot()!
    const firstTeam = Math.min(...snapshot.monitors.map((m) => m.teamId))
    const monitor = snapshot.monitors.find((m) => m.teamId === firstTeam)!
    // 29 March 2026: Brussels goes from 02:00 CET to 03:00 CEST. 00:30Z is 01:30 CET, 02:30Z is
    // 04:30 CEST: two real hours that the team's clock writes 01:30 to 04:30.
    const startsAt = '2026-03-29T00:30:00.000Z'
    const endsAt = '2026-03-29T02:30:00.000Z'
    const result = await h.service.scheduleMaintenance(monitor.id, startsAt, endsAt)
    expect(result.ok).toBe(true)
    expect(result.message).toContain('2026-03-29 01:30 to 2026-03-29 04:30 (Europe/Brussels time)')
    const truth = (await h.sim.control.maintenance()).find((p) => p.monitorId === monitor.id)!
    expect([truth.startsAt, truth.endsAt].map((t) => new Date(t).toISOString())).toEqual([
      startsAt,
      endsAt,
    ])
    const periods = await h.service.maintenancePeriods(monitor.id)
    expect(periods.upcoming.map((p) => [p.startsAt, p.endsAt])).toContainEqual([startsAt, endsAt])
  })
})
