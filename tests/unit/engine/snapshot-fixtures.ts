// Small hand-built snapshots for the diff, alert-policy and offline-cache tests.
import type { CheckState, CronState, MonitorState, Snapshot } from '@app/shared/model'

export function check(id: number, overrides: Partial<CheckState> = {}): CheckState {
  return {
    id,
    type: 'uptime',
    label: 'Uptime',
    enabled: true,
    result: 'succeeded',
    summary: 'Up',
    snoozedUntil: null,
    ...overrides,
  }
}

export function monitor(id: number, overrides: Partial<MonitorState> = {}): MonitorState {
  return {
    id,
    teamId: 1,
    label: `site-${id}.example`,
    url: `https://site-${id}.example`,
    type: 'http',
    groupName: '',
    tags: [],
    result: 'succeeded',
    checks: [check(id * 10)],
    maintenance: null,
    ...overrides,
  }
}

export function cron(id: number, monitorId: number, overrides: Partial<CronState> = {}): CronState {
  return {
    id,
    monitorId,
    name: `job-${id}`,
    type: 'simple',
    result: 'pingFinished',
    resultLabel: 'finished',
    resultColor: 'green',
    humanSchedule: 'Every 5 minutes',
    cronExpression: null,
    frequencyInMinutes: 5,
    graceTimeInMinutes: 1,
    serverTimezone: null,
    lastPingAt: '2026-01-01T10:00:00.000Z',
    snoozedUntil: null,
    pingUrl: `https://ping.example/${id}`,
    ...overrides,
  }
}

export function snapshot(
  monitors: MonitorState[],
  cronChecks: Record<number, CronState[]> = {},
  fetchedAt = '2026-01-01T10:00:00.000Z',
): Snapshot {
  return {
    fetchedAt,
    monitors,
    cron: cronChecks,
    unreadable: { count: 0, reasons: [] },
    ran: { monitors: {}, checks: {} },
  }
}

/** A copy of `m` with its one check replaced by `overrides` applied to it. */
export function withCheck(m: MonitorState, overrides: Partial<CheckState>): MonitorState {
  return { ...m, checks: m.checks.map((c) => ({ ...c, ...overrides })) }
}
