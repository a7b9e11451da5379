// Snapshot builders for the tray tests: empty, all green, mixed, 40 failing, with cron.
import type { CheckResult, CheckState, CronState, MonitorState, Snapshot } from '@app/shared/model'

export const NOW = Date.parse('2026-03-10T12:00:00Z')
export const iso = (ms: number) => new Date(ms).toISOString()

let nextCheckId = 1000

export function check(result: CheckResult, extra: Partial<CheckState> = {}): CheckState {
  const id = extra.id ?? nextCheckId++
  return {
    id,
    type: 'uptime',
    label: 'Uptime',
    enabled: true,
    result,
    summary: result === 'succeeded' ? 'Up' : 'Down: 503',
    snoozedUntil: null,
    ...extra,
  }
}

export function monitor(
  id: number,
  checks: CheckState[],
  extra: Partial<MonitorState> = {},
): MonitorState {
  const results = checks.map((c) => c.result)
  return {
    id,
    teamId: 1,
    label: `site-${String(id).padStart(2, '0')}.example.com`,
    url: `https://site-${id}.example.com`,
    type: 'http',
    groupName: '',
    tags: [],
    result: results.some((r) => r === 'failed')
      ? 'failed'
      : results.includes('warning')
        ? 'warning'
        : 'succeeded',
    checks,
    maintenance: null,
    ...extra,
  }
}

export function snapshot(
  monitors: MonitorState[],
  cron: Record<number, CronState[]> = {},
): Snapshot {
  const ran: Snapshot['ran'] = { monitors: {}, checks: {} }
  for (const m of monitors) {
    ran.monitors[m.id] = NOW - 60_000
    for (const c of m.checks) ran.checks[c.id] = NOW - 60_000
  }
  return {
    fetchedAt: iso(NOW - 20_000),
    monitors,
    cron,
    unreadable: { count: 0, reasons: [] },
    ran,
  }
}

export function cronCheck(id: number, monitorId: number, result: string): CronState {
  return {
    id,
    monitorId,
    name: `backup-${id}`,
    type: 'cron',
    result,
    resultLabel: result === 'pingFinished' ? 'finished' : 'ran too late', // as the service sends them
    resultColor: result === 'pingFinished' ? 'green' : 'red',
    humanSchedule: 'Every day at 03:00',
    cronExpression: '0 3 * * *',
    frequencyInMinutes: null,
    graceTimeInMinutes: 5,
    serverTimezone: 'UTC',
    lastPingAt: iso(NOW - 86_400_000),
    snoozedUntil: null,
    pingUrl: 'https://ping.example.com/x',
  }
}

export const allGreen = () =>
  snapshot(
    [1, 2, 3].map((id) =>
      monitor(id, [
        check('succeeded'),
        check('succeeded', { type: 'certificate_health', label: 'Certificate' }),
      ]),
    ),
  )

export const mixed = () =>
  snapshot(
    [
      monitor(1, [check('succeeded')]),
      monitor(2, [check('failed', { id: 21 }), check('succeeded', { id: 22 })], {
        label: 'shop.example.com',
      }),
      monitor(
        3,
        [
          check('warning', {
            id: 31,
            type: 'certificate_health',
            label: 'Certificate',
            summary: 'Expires in 5 days',
          }),
        ],
        { label: 'api.example.com' },
      ),
      monitor(4, [check('errored-or-timed-out', { id: 41 })], { label: 'blog.example.com' }),
    ],
    { 1: [cronCheck(501, 1, 'checkRanTooLate'), cronCheck(502, 1, 'pingFinished')] },
  )

export const manyFailing = (count: number) =>
  snapshot(
    Array.from({ length: count }, (_, i) => monitor(i + 1, [check('failed', { id: 10_000 + i })])),
  )
