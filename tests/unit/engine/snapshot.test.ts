import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createApiClient } from '@app/core/api/client'
import { cronCheckListSchema } from '@app/core/api/schemas/cron-check'
import { monitorSchema } from '@app/core/api/schemas/monitor'
import { monitorPageSchema } from '@app/core/api/schemas/monitor-page'
import type { ApiMonitor } from '@app/core/api/schemas/monitor'
import {
  buildSnapshot,
  normalizeCronCheck,
  normalizeMonitor,
  withCronChecks,
  withMaintenance,
} from '@app/core/engine/snapshot'
import { checkRanAt } from '@app/core/engine/check-run-table'
import { RECORDINGS_DIR } from '../../helpers/recordings-dir'
import { useSimulator } from '../../helpers/simulator'

function recorded(name: string): unknown {
  const file = JSON.parse(readFileSync(`${RECORDINGS_DIR}/${name}.json`, 'utf8')) as {
    data: string
  }
  return JSON.parse(file.data)
}

const monitors = monitorPageSchema.parse(recorded('monitors')).data as ApiMonitor[]

describe('normalizeMonitor on the recorded monitors.json', () => {
  it('keeps the four monitors with their ids, types and summarized results', () => {
    const states = monitors.map(normalizeMonitor)
    expect(states.map((m) => [m.id, m.type, m.label, m.result])).toEqual([
      [82060, 'http', 'freek.dev', 'failed'],
      [82061, 'ping', 'spatie.be', 'succeeded'],
      [82062, 'tcp', 'smtp.gmail.com:587', 'succeeded'],
      [82063, 'http', 'laravel.com', 'succeeded'],
    ])
    for (const m of states) expect(m.maintenance).toBeNull()
  })

  it('converts `Y-m-d H:i:s` UTC run times to epoch ms beside the monitors, never-run to none', () => {
    const freek = normalizeMonitor(monitors[0]!)
    const { ran } = buildSnapshot([monitors[0]!], '2025-08-08T15:22:03.000Z', null)
    expect(ran.monitors[freek.id]).toBe(Date.parse('2025-08-08T15:21:35.000Z'))
    expect(freek.teamId).toBe(19245)
    expect(freek.groupName).toBe('')
    expect(freek.checks).toHaveLength(11)
    expect(freek.checks[0]).toEqual({
      id: 940704,
      type: 'uptime',
      label: 'Uptime',
      enabled: true,
      result: 'succeeded',
      summary: 'Up',
      snoozedUntil: null,
    })
    expect(checkRanAt(ran, 940704)).toBe(Date.parse('2025-08-08T15:21:35.000Z'))
    const brokenLinks = freek.checks.find((c) => c.type === 'broken_links')
    expect(brokenLinks).toMatchObject({ result: 'failed', summary: '40 found' })
    const mixed = freek.checks.find((c) => c.type === 'mixed_content')
    expect(mixed).toMatchObject({ enabled: false, result: 'pending' })
    expect(checkRanAt(ran, mixed!.id)).toBeUndefined()
  })

  it('keeps only the compact projection, not the settings payload', () => {
    const state = normalizeMonitor(monitors[0]!)
    expect(Object.keys(state).sort()).toEqual(
      [
        'checks',
        'groupName',
        'id',
        'label',
        'maintenance',
        'result',
        'tags',
        'teamId',
        'type',
        'url',
      ].sort(),
    )
    expect(JSON.stringify(state)).not.toContain('uptime_check_location')
  })

  it('maps unknown results and types to unknown, empty strings to null, snoozes to their end', () => {
    const raw = structuredClone(
      (recorded('monitors') as { data: Record<string, unknown>[] }).data[0]!,
    )
    raw.type = 'carrier-pigeon'
    raw.summarized_check_result = 'mostly-fine'
    raw.latest_run_date = ''
    const checks = raw.checks as Record<string, unknown>[]
    checks[0]!.latest_run_result = 'exploded'
    checks[0]!.latest_run_ended_at = ''
    checks[0]!.active_snooze = {
      id: 1,
      starts_at: '2025-08-09 18:59:53',
      ends_at: '2025-08-09 19:59:53',
      snoozed_by: 'Freek',
      unsnoozed_by: null,
      source: 'API',
      created_at: '2025-08-09 18:59:53',
    }
    checks[1]!.active_snooze = { ...(checks[0]!.active_snooze as object), unsnoozed_by: 'Freek' }
    const api = monitorSchema.parse(raw)
    const state = normalizeMonitor(api)
    expect(state.type).toBe('unknown')
    expect(state.result).toBe('unknown')
    const { ran } = buildSnapshot([api], '2025-08-09T19:00:00.000Z', null)
    expect(ran.monitors[state.id]).toBeUndefined()
    expect(checkRanAt(ran, state.checks[0]!.id)).toBeUndefined()
    expect(state.checks[0]).toMatchObject({
      result: 'unknown',
      snoozedUntil: '2025-08-09T19:59:53.000Z',
    })
    // Unsnoozed early: no longer snoozed even if the object is still attached.
    expect(state.checks[1]!.snoozedUntil).toBeNull()
  })
})

describe('normalizeCronCheck on the recorded cron-check-definitions.json', () => {
  const [api] = cronCheckListSchema.parse(recorded('cron-check-definitions')).data

  it('keeps "waiting on first ping" as an empty result with a null ping time', () => {
    expect(normalizeCronCheck(api!, 82060)).toEqual({
      id: 208283,
      monitorId: 82060,
      name: 'Test Cron Check',
      type: 'simple',
      result: '',
      resultLabel: 'waiting on first ping',
      resultColor: 'blue',
      humanSchedule: 'Every 60 minutes',
      cronExpression: null,
      frequencyInMinutes: 60,
      graceTimeInMinutes: 10,
      serverTimezone: null,
      lastPingAt: null,
      snoozedUntil: null,
      pingUrl: 'https://ping-staging.ohdear.app/a2313fbd-27a1-48b5-9e8f-c743362bb0df',
    })
  })

  it('describes a crontab expression in words when the service sends none', () => {
    const cron = normalizeCronCheck(
      {
        ...api!,
        type: 'cron',
        cron_expression: '*/5 * * * *',
        frequency_in_minutes: 0,
        human_readable_cron_expression: '',
        latest_result: 'pingFinished',
        latest_ping_at: '2025-08-10 09:00:00',
        server_timezone: 'Europe/Brussels',
      },
      82060,
    )
    expect(cron).toMatchObject({
      type: 'cron',
      cronExpression: '*/5 * * * *',
      frequencyInMinutes: null,
      humanSchedule: 'Every 5 minutes',
      result: 'pingFinished',
      lastPingAt: '2025-08-10T09:00:00.000Z',
      serverTimezone: 'Europe/Brussels',
    })
  })
})

describe('buildSnapshot', () => {
  const cronState = normalizeCronCheck(
    cronCheckListSchema.parse(recorded('cron-check-definitions')).data[0]!,
    82060,
  )
  const maintenance = {
    startedAt: '2025-08-08T15:00:00.000Z',
    endsAt: '2025-08-08T16:00:00.000Z',
    name: 'Deploy',
    periodId: 7,
  }

  it('builds a snapshot stamped with the sweep time and no details on a fresh start', () => {
    const snapshot = buildSnapshot(monitors, '2025-08-08T15:22:03.000Z', null)
    expect(snapshot.fetchedAt).toBe('2025-08-08T15:22:03.000Z')
    expect(snapshot.monitors).toHaveLength(4)
    expect(snapshot.cron).toEqual({})
  })

  it('carries maintenance and cron knowledge over for monitors that still exist', () => {
    let previous = buildSnapshot(monitors, '2025-08-08T15:22:03.000Z', null)
    previous = withMaintenance(previous, 82060, maintenance)
    previous = withCronChecks(previous, 82060, [cronState])
    previous = withCronChecks(previous, 99999, [{ ...cronState, monitorId: 99999 }])
    const next = buildSnapshot(monitors, '2025-08-08T15:22:33.000Z', previous)
    expect(next.monitors[0]!.maintenance).toEqual(maintenance)
    expect(next.monitors[1]!.maintenance).toBeNull()
    expect(next.cron).toEqual({ 82060: [cronState] }) // the vanished monitor's cron is dropped
  })

  it('keeps a monitor whose only news is run times the same object, its new times apart', () => {
    const previous = buildSnapshot(monitors, '2025-08-08T15:22:03.000Z', null)
    const later = structuredClone(monitors)
    for (const m of later) {
      m.latest_run_date = '2025-08-08 15:22:35'
      for (const c of m.checks) if (c.latest_run_ended_at) c.latest_run_ended_at = m.latest_run_date
    }
    const next = buildSnapshot(later, '2025-08-08T15:22:33.000Z', previous)
    next.monitors.forEach((m, i) => expect(m).toBe(previous.monitors[i]))
    const moved = Date.parse('2025-08-08T15:22:35.000Z')
    for (const m of next.monitors) expect(next.ran.monitors[m.id]).toBe(moved)
    expect(checkRanAt(next.ran, 940704)).toBe(moved)
    expect(previous.ran.monitors[82060]).toBe(Date.parse('2025-08-08T15:21:35.000Z'))
  })

  it('keeps the fresh-as-of record itself when no time moved', () => {
    const previous = buildSnapshot(monitors, '2025-08-08T15:22:03.000Z', null)
    const next = buildSnapshot(monitors, '2025-08-08T15:22:33.000Z', previous)
    expect(next.ran.monitors).toBe(previous.ran.monitors)
  })

  it('drops a carried maintenance period once it has ended', () => {
    const previous = withMaintenance(
      buildSnapshot(monitors, '2025-08-08T15:22:03.000Z', null),
      82060,
      maintenance,
    )
    const next = buildSnapshot(monitors, '2025-08-08T16:00:30.000Z', previous)
    expect(next.monitors[0]!.maintenance).toBeNull()
  })
})

describe('buildSnapshot on the simulator (real HTTP, every page)', () => {
  const sim = useSimulator({ scenario: 'demo', monitors: 450, seed: 3 })

  it('normalizes every page into known results and ISO times', async () => {
    const client = createApiClient({
      baseUrl: sim().baseUrl,
      token: sim().token,
      fetch: globalThis.fetch,
    })
    const monitors = await client.monitors.listAll()
    const snapshot = buildSnapshot(monitors, new Date(sim().now()).toISOString(), null)
    expect(snapshot.monitors).toHaveLength(450)
    expect(new Set(snapshot.monitors.map((m) => m.id)).size).toBe(450)
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
    for (const m of snapshot.monitors) {
      expect(m.type).not.toBe('unknown')
      expect(m.result).not.toBe('unknown')
      expect(Number.isInteger(snapshot.ran.monitors[m.id])).toBe(true)
      for (const c of m.checks) {
        expect(c.result).not.toBe('unknown')
        const ran = checkRanAt(snapshot.ran, c.id)
        if (ran !== undefined) expect(Number.isInteger(ran)).toBe(true)
        if (c.snoozedUntil !== null) expect(c.snoozedUntil).toMatch(iso)
      }
    }
  })
})
