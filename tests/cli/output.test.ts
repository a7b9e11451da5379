import { describe, expect, it } from 'vitest'
import { statusReport, statusTable } from '@app/cli/status-report'
import { decisionLine, humanLine, syncWatchLine } from '@app/cli/watch-lines'
import { check, monitor, snapshot } from '../unit/engine/snapshot-fixtures'

describe('status report', () => {
  const s = snapshot([
    monitor(1, { result: 'succeeded', label: 'b.example' }),
    monitor(2, {
      result: 'failed',
      label: 'a.example',
      checks: [
        check(20, { result: 'failed', snoozedUntil: '2026-01-01T11:00:00.000Z' }),
        check(21, { type: 'dns', enabled: false, result: 'failed' }),
      ],
    }),
    monitor(3, { result: 'unknown', checks: [] }),
    monitor(4, { result: 'pending', checks: [check(40, { result: 'pending' })] }),
  ])

  it('counts every monitor once by health: a snoozed failure is snoozed, not failed', () => {
    const report = statusReport(s)
    expect(report.totals).toEqual({
      failed: 0,
      warning: 0,
      succeeded: 1,
      pending: 1,
      unknown: 1,
      snoozed: 1,
      maintenance: 0,
      disabled: 0,
    })
    // The contract's four keys first, in their order; `unknown` always present.
    expect(Object.keys(report.totals)).toEqual([
      'failed',
      'warning',
      'succeeded',
      'pending',
      'unknown',
      'snoozed',
      'maintenance',
      'disabled',
    ])
    expect(report.monitors.map((m) => [m.result, m.health])).toEqual([
      ['succeeded', 'succeeded'],
      ['failed', 'snoozed'],
      ['unknown', 'unknown'],
      ['pending', 'pending'],
    ])
    expect(report.unreadable).toBe(0)
    const sum = Object.values(report.totals).reduce((a, b) => a + b, 0)
    expect(sum).toBe(report.monitors.length)
    expect(report.monitors[1]!.checks[0]).toEqual({
      id: 20,
      type: 'uptime',
      result: 'failed',
      enabled: true,
      snoozedUntil: '2026-01-01T11:00:00.000Z',
    })
  })

  it('puts the worst monitors first in the table and names what needs attention', () => {
    const table = statusTable(statusReport(s), 'https://ohdear.app').split('\n')
    expect(table[3]).toMatch(
      /^SNOOZED\s+a\.example\s+https:\/\/site-2\.example\s+Uptime failed \(snoozed until 2026-01-01T11:00:00Z\)$/,
    )
    expect(table[3]).not.toContain('DNS') // disabled checks are not news
    expect(table.at(-1)).toBe(
      '4 monitors: 0 failed, 0 warning, 1 succeeded, 1 pending, 1 unknown, 1 snoozed',
    )
    expect(table.find((row) => row.startsWith('UNKNOWN'))).toMatch(/^UNKNOWN\s+/)
  })

  it('keeps unknown in the totals at 0, and sums to the monitor count, for any mix', () => {
    const results = ['failed', 'warning', 'succeeded', 'pending', 'unknown'] as const
    const mixed = snapshot(
      // Without check details a monitor counts by its summarized result.
      Array.from({ length: 23 }, (_, i) =>
        monitor(i + 1, { result: results[(i * 7) % 5]!, checks: [] }),
      ),
    )
    const report = statusReport(mixed)
    expect(Object.values(report.totals).reduce((a, b) => a + b, 0)).toBe(23)
    for (const result of results) {
      expect(report.totals[result]).toBe(report.monitors.filter((m) => m.result === result).length)
    }
    const none = statusReport(snapshot([monitor(1, { result: 'succeeded' })]))
    expect(none.totals.unknown).toBe(0)
    expect(statusTable(none, 'https://ohdear.app').split('\n').at(-1)).toBe(
      '1 monitor: 0 failed, 0 warning, 1 succeeded, 0 pending, 0 unknown',
    )
  })

  it('says how many monitors could not be read, in JSON and for people', () => {
    const partial = { ...s, unreadable: { count: 2, reasons: ['monitor 9: checks is not a list'] } }
    const report = statusReport(partial)
    expect(report.unreadable).toBe(2)
    expect(Object.keys(report)).toEqual(['fetchedAt', 'monitors', 'unreadable', 'totals'])
    expect(statusTable(report, 'https://ohdear.app').split('\n').at(-1)).toBe(
      '2 monitors could not be read (not counted above)',
    )
    const one = statusReport({ ...s, unreadable: { count: 1, reasons: [] } })
    expect(statusTable(one, 'https://ohdear.app')).toContain('\n1 monitor could not be read')
  })

  it('a failure in maintenance counts as maintenance; the report is as of the sweep', () => {
    const m = monitor(5, {
      result: 'failed',
      checks: [check(50, { result: 'failed' })],
      maintenance: {
        startedAt: '2026-01-01T09:00:00.000Z',
        endsAt: '2026-01-01T11:00:00.000Z',
        name: null,
        periodId: 1,
      },
    })
    const report = statusReport(snapshot([m]))
    expect(report.totals.maintenance).toBe(1)
    expect(report.monitors[0]!.health).toBe('maintenance')
    // After the period ended it is failing again.
    expect(statusReport(snapshot([m]), Date.parse('2026-01-01T12:00:00.000Z')).totals.failed).toBe(
      1,
    )
  })
})

describe('watch lines', () => {
  it('keeps the contract key order and leaves out absent optional keys', () => {
    const line = decisionLine({
      event: {
        type: 'check.changed',
        at: 'T',
        monitorId: 1,
        monitorLabel: 'x',
        checkId: 2,
        checkType: 'uptime',
        from: 'succeeded',
        to: 'failed',
      },
      notify: false,
      reason: 'snoozed',
    })
    expect(JSON.stringify(line)).toBe(
      '{"at":"T","type":"check.changed","monitorId":1,"checkId":2,"from":"succeeded","to":"failed","notify":false,"reason":"snoozed"}',
    )
    expect(
      JSON.stringify(
        decisionLine({
          event: { type: 'monitor.added', at: 'T', monitorId: 5, monitorLabel: 'y' },
          notify: false,
          reason: 'not-alertable',
        }),
      ),
    ).toBe(
      '{"at":"T","type":"monitor.added","monitorId":5,"notify":false,"reason":"not-alertable"}',
    )
    expect(JSON.stringify(syncWatchLine('T', 'ok', 'offline'))).toBe(
      '{"at":"T","type":"sync.status","monitorId":null,"from":"ok","to":"offline","notify":false}',
    )
    // For people, the time in ISO 8601 to the second (the JSON keeps it as the event has it).
    expect(humanLine({ ...line, at: '2026-01-01T08:00:00.000Z' }, 'x')).toBe(
      '2026-01-01T08:00:00Z  check.changed x check 2 succeeded -> failed  [quiet: snoozed]',
    )
  })
})
