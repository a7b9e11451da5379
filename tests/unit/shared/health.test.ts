import { describe, expect, it } from 'vitest'
import {
  checkHealth,
  checkResultHealth,
  countHealth,
  cronHealth,
  cronResultHealth,
  monitorHealth,
  problemChecks,
} from '@app/shared/health'
import type { MaintenanceState } from '@app/shared/model'
import { check, cron, monitor, snapshot } from '../engine/snapshot-fixtures'

const NOW = Date.parse('2026-01-01T10:00:00.000Z')
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString()
const period = (from: number, to: number): MaintenanceState => ({
  startedAt: at(from),
  endsAt: at(to),
  name: null,
  periodId: 1,
})

describe('the health rule', () => {
  it('reads results, and unknown or missing values as unknown', () => {
    expect(
      ['succeeded', 'warning', 'failed', 'errored-or-timed-out', 'pending', 'new-thing', ''].map(
        checkResultHealth,
      ),
    ).toEqual(['ok', 'warning', 'failed', 'failed', 'pending', 'unknown', 'unknown'])
    expect(checkResultHealth(null)).toBe('unknown')
    expect(
      ['pingFinished', 'checkRanTooLate', 'pingFailed', '', 'pingStarting', 'cronCheckChanged'].map(
        cronResultHealth,
      ),
    ).toEqual(['ok', 'failed', 'failed', 'pending', 'pending', 'unknown'])
  })

  it('a check: disabled, snoozed while its snooze runs, maintenance while the period runs', () => {
    const failed = check(1, { result: 'failed' })
    expect(checkHealth(failed, null, NOW)).toBe('failed')
    expect(checkHealth({ ...failed, enabled: false }, null, NOW)).toBe('disabled')
    expect(checkHealth({ ...failed, snoozedUntil: at(5) }, null, NOW)).toBe('snoozed')
    expect(checkHealth({ ...failed, snoozedUntil: at(-5) }, null, NOW)).toBe('failed')
    expect(checkHealth(failed, { maintenance: period(-5, 5) }, NOW)).toBe('maintenance')
    expect(checkHealth(failed, { maintenance: period(5, 10) }, NOW)).toBe('failed')
    expect(checkHealth(failed, { maintenance: period(-10, -5) }, NOW)).toBe('failed')
    // A healthy check stays ok whatever silences it.
    expect(
      checkHealth(check(2, { snoozedUntil: at(5) }), { maintenance: period(-5, 5) }, NOW),
    ).toBe('ok')
  })

  it('a cron check: a bad result is failed unless snoozed or in maintenance', () => {
    const late = cron(7, 1, { result: 'checkRanTooLate' })
    expect(cronHealth(late, null, NOW)).toBe('failed')
    expect(cronHealth({ ...late, snoozedUntil: at(5) }, null, NOW)).toBe('snoozed')
    expect(cronHealth(late, { maintenance: period(-5, 5) }, NOW)).toBe('maintenance')
    expect(cronHealth({ ...late, result: 'pingFinished' }, null, NOW)).toBe('ok')
  })

  it('a monitor: its checks decide when one has a problem, else its summarized result', () => {
    const snoozedFailure = check(1, { result: 'failed', snoozedUntil: at(5) })
    expect(monitorHealth(monitor(1, { result: 'failed', checks: [snoozedFailure] }), NOW)).toBe(
      'snoozed',
    )
    // A live failure beside a snoozed one keeps the monitor failing.
    const both = [snoozedFailure, check(2, { result: 'failed' })]
    expect(monitorHealth(monitor(1, { result: 'failed', checks: both }), NOW)).toBe('failed')
    // The checks show nothing wrong but the service says failed: it still counts.
    expect(monitorHealth(monitor(1, { result: 'failed' }), NOW)).toBe('failed')
    // A check failing while the summary lags behind.
    const lagging = monitor(1, { result: 'succeeded', checks: [check(3, { result: 'warning' })] })
    expect(monitorHealth(lagging, NOW)).toBe('warning')
    expect(monitorHealth({ ...lagging, maintenance: period(-5, 5) }, NOW)).toBe('maintenance')
    expect(monitorHealth(monitor(1, { result: 'pending', checks: [] }), NOW)).toBe('pending')
    const off = monitor(1, { result: 'failed', checks: [check(4, { enabled: false })] })
    expect(monitorHealth(off, NOW)).toBe('disabled')
    expect(problemChecks(monitor(1, { checks: both }))).toHaveLength(2)
  })

  it('counts every monitor once, and the failed cron checks by how they count', () => {
    const counts = countHealth(
      snapshot(
        [
          monitor(1, { result: 'failed', checks: [check(10, { result: 'failed' })] }),
          monitor(2, { checks: [check(20, { result: 'failed', snoozedUntil: at(1) })] }),
          monitor(3, { maintenance: period(-1, 1), checks: [check(30, { result: 'failed' })] }),
          monitor(4),
          monitor(5, { result: 'unknown', checks: [] }),
        ],
        {
          1: [cron(71, 1, { result: 'pingFailed' })],
          3: [cron(73, 3, { result: 'pingFailed' })],
          4: [cron(74, 4, { result: 'pingFinished' })],
        },
      ),
      NOW,
    )
    expect(counts).toEqual({
      total: 5,
      failed: 1,
      warning: 0,
      snoozed: 1,
      maintenance: 1,
      unknown: 1,
      pending: 0,
      ok: 1,
      disabled: 0,
      cron: { failed: 1, snoozed: 0, maintenance: 1 },
    })
    expect(countHealth(null, NOW).total).toBe(0)
  })
})
