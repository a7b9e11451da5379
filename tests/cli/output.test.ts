import { describe, expect, it } from 'vitest'
import { statusReport, statusTable } from '../../electron/cli/status-report'
import { decisionLine, humanLine, syncLine } from '../../electron/cli/watch-lines'
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
    monitor(3, { result: 'unknown' }),
    monitor(4, { result: 'pending' }),
  ])

  it('counts every monitor once by summarized result, unknown included', () => {
    const report = statusReport(s)
    expect(report.totals).toEqual({ failed: 1, warning: 0, succeeded: 1, pending: 1, unknown: 1 })
    // The contract's four keys first, in their order; `unknown` always present.
    expect(Object.keys(report.totals)).toEqual([
      'failed',
      'warning',
      'succeeded',
      'pending',
      'unknown',
    ])
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
      /^FAILED\s+a\.example\s+https:\/\/site-2\.example\s+uptime failed \(snoozed until 2026-01-01T11:00:00\.000Z\)$/,
    )
    expect(table[3]).not.toContain('dns') // disabled checks are not news
    expect(table.at(-1)).toBe('4 monitors: 1 failed, 0 warning, 1 succeeded, 1 pending, 1 unknown')
    expect(table.find((row) => row.startsWith('UNKNOWN'))).toMatch(/^UNKNOWN\s+/)
  })

  it('keeps unknown in the totals at 0, and sums to the monitor count, for any mix', () => {
    const results = ['failed', 'warning', 'succeeded', 'pending', 'unknown'] as const
    const mixed = snapshot(
      Array.from({ length: 23 }, (_, i) => monitor(i + 1, { result: results[(i * 7) % 5]! })),
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
    expect(JSON.stringify(syncLine('T', 'ok', 'offline'))).toBe(
      '{"at":"T","type":"sync.status","monitorId":null,"from":"ok","to":"offline","notify":false}',
    )
    expect(humanLine(line, 'x')).toBe(
      'T  check.changed x check 2 succeeded -> failed  [quiet: snoozed]',
    )
  })
})
