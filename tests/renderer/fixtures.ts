// Small, readable model objects for component tests, and a generator for big accounts.
import type { CheckState, CronState, MonitorState, Snapshot, SyncStatus } from '@app/shared/model'
import type { SessionView } from '@app/shared/app-service-api'
import { DEFAULT_SETTINGS, type Settings } from '@app/shared/settings'

export const NOW = Date.parse('2026-03-17T14:00:00Z')

export function check(over: Partial<CheckState> = {}): CheckState {
  return {
    id: 1,
    type: 'uptime',
    label: 'Uptime',
    enabled: true,
    result: 'succeeded',
    summary: 'Up',
    snoozedUntil: null,
    ...over,
  }
}

export function monitor(over: Partial<MonitorState> = {}): MonitorState {
  const id = over.id ?? 1
  return {
    id,
    teamId: 1,
    label: `site-${id}.example.com`,
    url: `https://site-${id}.example.com`,
    type: 'http',
    groupName: 'Production',
    tags: ['web'],
    result: 'succeeded',
    checks: [
      check({ id: id * 10 + 1 }),
      check({ id: id * 10 + 2, type: 'performance', label: 'Performance' }),
    ],
    maintenance: null,
    ...over,
  }
}

/** Run times with every monitor and check of `monitors` last run at `at` (epoch ms). */
export function ranAll(monitors: MonitorState[], at: number): Snapshot['ran'] {
  const ran: Snapshot['ran'] = { monitors: {}, checks: {} }
  for (const m of monitors) {
    ran.monitors[m.id] = at
    for (const c of m.checks) ran.checks[c.id] = at
  }
  return ran
}

export function snapshot(monitors: MonitorState[], cron: Snapshot['cron'] = {}): Snapshot {
  return {
    fetchedAt: '2026-03-17T13:59:30Z',
    monitors,
    cron,
    unreadable: { count: 0, reasons: [] },
    ran: ranAll(monitors, Date.parse('2026-03-17T13:59:00Z')),
  }
}

export function cronState(over: Partial<CronState> = {}): CronState {
  return {
    id: 500,
    monitorId: 1,
    name: 'nightly-backup',
    type: 'cron',
    result: 'succeeded',
    resultLabel: 'Finished',
    resultColor: 'green',
    humanSchedule: '',
    cronExpression: '0 3 * * *',
    frequencyInMinutes: null,
    graceTimeInMinutes: 5,
    serverTimezone: 'UTC',
    lastPingAt: '2026-03-17T03:00:10Z',
    snoozedUntil: null,
    pingUrl: 'https://ping.example/abc',
    ...over,
  }
}

export function syncStatus(over: Partial<SyncStatus> = {}): SyncStatus {
  return {
    state: 'ok',
    stale: false,
    lastSuccessAt: '2026-03-17T13:59:40Z',
    nextSweepAt: null,
    offlineSince: null,
    rateLimitedUntil: null,
    budgetUsed: 0.1,
    message: null,
    errorKind: null,
    notice: null,
    warnings: [],
    ...over,
  }
}

export const SIGNED_IN: SessionView = {
  signedIn: true,
  demo: false,
  account: {
    userName: 'Ada On-Call',
    email: 'ada@example.com',
    teams: [
      { id: 1, name: 'Ops' },
      { id: 2, name: 'Clients' },
    ],
    baseUrl: 'https://ohdear.app',
  },
}

export const SIGNED_OUT: SessionView = { signedIn: false, demo: false, account: null }

export function settings(over: Partial<Settings> = {}): Settings {
  return { ...structuredClone(DEFAULT_SETTINGS), ...over }
}

const RESULTS = ['succeeded', 'succeeded', 'succeeded', 'warning', 'failed'] as const

/** A deterministic account of `n` monitors across 50 groups and 20 tags. */
export function bigAccount(n: number): MonitorState[] {
  return Array.from({ length: n }, (_, i) => {
    const result = RESULTS[i % RESULTS.length]!
    return monitor({
      id: i + 1,
      teamId: (i % 3) + 1,
      label: `client-${String(i).padStart(5, '0')}.example.com`,
      groupName: `Group ${i % 50}`,
      tags: [`tag-${i % 20}`],
      result,
      checks: [check({ id: (i + 1) * 10 + 1, result: result === 'warning' ? 'warning' : result })],
    })
  })
}
