// Arguments outside the spec's limits fail before anything is sent, naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, createApiClient, InvalidRequestError } from '@app/core/api'
import { json, type StubServer, startStub } from './http-stub'

let stub: StubServer
let api: ApiClient
beforeAll(async () => {
  stub = await startStub((_req, res) => json(res, 500, { message: 'should not be reached' }))
  api = createApiClient({
    baseUrl: stub.baseUrl,
    token: 'validation-token',
    fetch: globalThis.fetch,
  })
})
afterAll(() => stub.close())

async function refused(call: () => Promise<unknown>, field: string, text: string): Promise<void> {
  const before = stub.requests.length
  const error = await call().then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(InvalidRequestError)
  expect((error as InvalidRequestError).field).toBe(field)
  expect((error as Error).message).toContain(field)
  expect((error as Error).message).toContain(text)
  expect(stub.requests.length).toBe(before) // nothing was sent
}

const header = (i: number) => ({ name: `X-H${i}`, value: String(i) })

describe('request validation', () => {
  it('cron snooze minutes: 1 to 144000', async () => {
    await refused(() => api.cronChecks.snooze(1, 0), 'minutes', 'at least 1')
    await refused(() => api.cronChecks.snooze(1, 144_001), 'minutes', 'at most 144000')
    await refused(() => api.cronChecks.snooze(1, 1.5), 'minutes', 'integer')
  })

  it('check snooze minutes must be a positive integer', async () => {
    await refused(() => api.checks.snooze(1, -5), 'minutes', 'at least 1')
  })

  it('at most 5 run headers', async () => {
    await refused(
      () => api.checks.requestRun(1, [1, 2, 3, 4, 5, 6].map(header)),
      'httpClientHeaders',
      'at most 5',
    )
    await refused(
      () => api.checks.requestRun(1, [{ name: '', value: 'x' }]),
      'httpClientHeaders[0].name',
      'empty',
    )
  })

  it('at most 20 expected ports, each 1 to 65535', async () => {
    const ports = Array.from({ length: 21 }, (_, i) => 1000 + i)
    const base = { url: 'https://a.test', team_id: 1, type: 'http' as const }
    await refused(
      () => api.monitors.create({ ...base, ports_check_settings: { expected_open_ports: ports } }),
      'ports_check_settings.expected_open_ports',
      'at most 20',
    )
    await refused(
      () =>
        api.monitors.create({ ...base, ports_check_settings: { expected_open_ports: [70000] } }),
      'ports_check_settings.expected_open_ports[0]',
      '65535',
    )
    await refused(
      () => api.monitors.create({ ...base, uptime_check_settings: { frequency_value: 1441 } }),
      'uptime_check_settings.frequency_value',
      '1440',
    )
    await refused(
      () => api.monitors.create({ ...base, type: 'smtp' as never }),
      'type',
      'http, ping, tcp, ai',
    )
  })

  it('destination label at most 191 characters; topic push priority 1 to 5', async () => {
    await refused(
      () =>
        api.notificationDestinations.monitor.create(1, {
          channel: 'mail',
          destination: { mail: 'a@b.test' },
          label: 'x'.repeat(192),
        }),
      'label',
      '191',
    )
    await refused(
      () =>
        api.notificationDestinations.tag.create(1, {
          channel: 'topicPush',
          destination: { serverUrl: 'https://ntfy.test', topic: 't', priority: 9 },
        }),
      'destination.priority',
      '1 to 5',
    )
  })

  it('Y-m-d H:i times, ends after starts', async () => {
    await refused(
      () =>
        api.maintenance.create({
          monitor_id: 1,
          starts_at: '2026-03-17T00:30',
          ends_at: '2026-03-17 01:30',
        }),
      'starts_at',
      'Y-m-d H:i',
    )
    await refused(
      () =>
        api.maintenance.create({
          monitor_id: 1,
          starts_at: '2026-02-30 00:30',
          ends_at: '2026-03-17 01:30',
        }),
      'starts_at',
      'Y-m-d H:i',
    )
    await refused(
      () =>
        api.maintenance.update(1, { starts_at: '2026-03-17 02:00', ends_at: '2026-03-17 01:00' }),
      'ends_at',
      'after starts_at',
    )
    await refused(
      () =>
        api.statusPageUpdates.create({
          status_page_id: 1,
          title: 'Down',
          severity: 'high',
          time: '17/03/2026 10:00',
        }),
      'time',
      'Y-m-d H:i',
    )
  })

  it('HH:MM recurring times, weekly needs days, monthly needs a day', async () => {
    const base = { monitor_id: 1, name: 'Nightly', start_time: '02:00', end_time: '03:00' }
    await refused(
      () =>
        api.maintenance.recurring.create({ ...base, recurrence_type: 'daily', start_time: '2:00' }),
      'start_time',
      'HH:MM',
    )
    await refused(
      () =>
        api.maintenance.recurring.create({ ...base, recurrence_type: 'daily', end_time: '02:00' }),
      'end_time',
      'differ',
    )
    await refused(
      () => api.maintenance.recurring.create({ ...base, recurrence_type: 'weekly' }),
      'days_of_week',
      'weekly',
    )
    await refused(
      () =>
        api.maintenance.recurring.create({ ...base, recurrence_type: 'weekly', days_of_week: [7] }),
      'days_of_week[0]',
      '0 (Sunday) to 6',
    )
    await refused(
      () => api.maintenance.recurring.create({ ...base, recurrence_type: 'monthly' }),
      'day_of_month',
      'monthly',
    )
  })

  it('cron checks: conditional fields and a real crontab expression', async () => {
    await refused(
      () => api.cronChecks.create(1, { name: 'backup', type: 'simple', grace_time_in_minutes: 5 }),
      'frequency_in_minutes',
      'simple',
    )
    await refused(
      () =>
        api.cronChecks.create(1, {
          name: 'backup',
          type: 'cron',
          cron_expression: 'every tuesday',
          server_timezone: 'UTC',
          grace_time_in_minutes: 5,
        }),
      'cron_expression',
      'crontab',
    )
    await refused(
      () =>
        api.cronChecks.create(1, {
          name: 'backup',
          type: 'cron',
          cron_expression: '0 3 * * *',
          server_timezone: 'Mars/Olympus',
          grace_time_in_minutes: 5,
        }),
      'server_timezone',
      'timezone',
    )
  })

  it('start and stop maintenance limits', async () => {
    await refused(
      () => api.maintenance.start(1, { stop_maintenance_after_seconds: 4 }),
      'stop_maintenance_after_seconds',
      'at least 5',
    )
    await refused(
      () => api.maintenance.stop(1, { delay_seconds: 0 }),
      'delay_seconds',
      'at least 1',
    )
  })

  it('path ids must be positive integers; filters must be dates or YmdHis', async () => {
    await refused(() => api.monitors.get(0), 'monitorId', 'positive integer')
    await refused(() => api.checks.enable(Number.NaN), 'checkId', 'positive integer')
    await refused(() => api.monitors.getByUrl(''), 'monitorUrl', 'non-empty')
    await refused(
      () => api.uptime.uptime(1, { startedAt: '2026-03-17', endedAt: new Date(), split: 'day' }),
      'startedAt',
      'YmdHis',
    )
    await refused(
      () =>
        api.uptime.uptime(1, {
          startedAt: new Date(),
          endedAt: new Date(),
          split: 'week' as never,
        }),
      'split',
      'hour, day or month',
    )
    await refused(() => api.reseller.listManagedTeams(1, { size: 1001 }), 'size', 'at most 1000')
    await refused(
      () =>
        api.uptime.downtime(1, { startedAt: Date.UTC(2026, 2, 2), endedAt: Date.UTC(2026, 2, 1) }),
      'endedAt',
      'not be before startedAt',
    )
    await refused(
      () => api.uptime.httpMetrics(1, { start: '20260302000000', end: '20260301000000' }),
      'end',
      'not be before start',
    )
    await refused(
      () => api.reseller.addUser(1, 2, { email: 'nope', name: 'A', role: 'admin' }),
      'email',
      'email address',
    )
  })

  it('bad client options are refused at creation, without echoing the token', () => {
    const make = (baseUrl: string, token: string) => () =>
      createApiClient({ baseUrl, token, fetch: globalThis.fetch })
    expect(make('ohdear.app', 'tok')).toThrow(/baseUrl/)
    expect(make('ftp://ohdear.app', 'tok')).toThrow(/http or https/)
    expect(make('https://ohdear.app', '   ')).toThrow(/token/)
    expect(make('https://ohdear.app', 'line1\nline2-secret')).toThrow(/single line/)
    try {
      make('https://ohdear.app', 'line1\nline2-secret')()
    } catch (e) {
      expect(String((e as Error).message)).not.toContain('line2-secret')
    }
  })
})
