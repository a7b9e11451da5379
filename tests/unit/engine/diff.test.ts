import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { changeEvents } from '@app/core/engine/diff'
import { check, cron, monitor, snapshot, withCheck } from './snapshot-fixtures'

const AT = '2026-01-01T10:00:30.000Z'

describe('changeEvents', () => {
  it('finds nothing between equal snapshots', () => {
    const s = snapshot([monitor(1), monitor(2)], { 1: [cron(5, 1)] })
    expect(changeEvents(s, structuredClone(s), AT)).toEqual([])
  })

  it('reports a check result change with from and to', () => {
    const before = snapshot([monitor(1)])
    const after = snapshot([withCheck(monitor(1), { result: 'failed' })])
    expect(changeEvents(before, after, AT)).toEqual([
      {
        type: 'check.changed',
        at: AT,
        monitorId: 1,
        monitorLabel: 'site-1.example',
        checkId: 10,
        checkType: 'uptime',
        from: 'succeeded',
        to: 'failed',
      },
    ])
  })

  it('reports monitors added and removed', () => {
    const events = changeEvents(
      snapshot([monitor(1), monitor(2)]),
      snapshot([monitor(2), monitor(3)]),
      AT,
    )
    expect(events.map((e) => [e.type, e.monitorId])).toEqual([
      ['monitor.added', 3],
      ['monitor.removed', 1],
    ])
  })

  it('reports snoozes started, extended and ended', () => {
    const until = '2026-01-01T11:00:00.000Z'
    const later = '2026-01-01T12:00:00.000Z'
    const plain = snapshot([monitor(1)])
    const snoozed = snapshot([withCheck(monitor(1), { snoozedUntil: until })])
    const extended = snapshot([withCheck(monitor(1), { snoozedUntil: later })])
    expect(changeEvents(plain, snoozed, AT)).toEqual([
      expect.objectContaining({ type: 'snooze.started', checkId: 10, to: until }),
    ])
    expect(changeEvents(snoozed, extended, AT)).toEqual([
      expect.objectContaining({ type: 'snooze.started', checkId: 10, from: until, to: later }),
    ])
    expect(changeEvents(extended, plain, AT)).toEqual([
      expect.objectContaining({ type: 'snooze.ended', checkId: 10, from: later }),
    ])
  })

  it('reports maintenance started and ended', () => {
    const period = {
      startedAt: '2026-01-01T10:00:00.000Z',
      endsAt: '2026-01-01T11:00:00.000Z',
      name: 'Deploy',
      periodId: 3,
    }
    const plain = snapshot([monitor(1)])
    const inMaintenance = snapshot([monitor(1, { maintenance: period })])
    expect(changeEvents(plain, inMaintenance, AT)).toEqual([
      {
        type: 'maintenance.started',
        at: AT,
        monitorId: 1,
        monitorLabel: 'site-1.example',
        to: period.endsAt,
      },
    ])
    expect(changeEvents(inMaintenance, plain, AT)).toEqual([
      {
        type: 'maintenance.ended',
        at: AT,
        monitorId: 1,
        monitorLabel: 'site-1.example',
        from: period.endsAt,
      },
    ])
    const nextPeriod = snapshot([monitor(1, { maintenance: { ...period, periodId: 4 } })])
    expect(changeEvents(inMaintenance, nextPeriod, AT).map((e) => e.type)).toEqual([
      'maintenance.ended',
      'maintenance.started',
    ])
  })

  it('reports cron check result changes and cron snoozes', () => {
    const before = snapshot([monitor(1)], { 1: [cron(5, 1), cron(6, 1)] })
    const after = snapshot([monitor(1)], {
      1: [
        cron(5, 1, { result: 'pingFailed' }),
        cron(6, 1, { snoozedUntil: '2026-01-01T11:00:00.000Z' }),
      ],
    })
    expect(changeEvents(before, after, AT)).toEqual([
      expect.objectContaining({
        type: 'cron.changed',
        cronCheckId: 5,
        checkType: 'cron',
        from: 'pingFinished',
        to: 'pingFailed',
      }),
      expect.objectContaining({ type: 'snooze.started', cronCheckId: 6 }),
    ])
  })

  it('does not invent cron changes when one side has no cron details', () => {
    const before = snapshot([monitor(1)])
    const after = snapshot([monitor(1)], { 1: [cron(5, 1, { result: 'pingFailed' })] })
    expect(changeEvents(before, after, AT)).toEqual([])
  })

  it('ignores checks that appear or vanish inside a monitor, and keeps a stable order', () => {
    const before = snapshot([
      monitor(1, { checks: [check(10), check(11, { type: 'dns' })] }),
      monitor(2),
    ])
    const after = snapshot([
      withCheck(monitor(2), { result: 'warning' }),
      monitor(1, { checks: [check(10, { result: 'failed' }), check(12, { type: 'domain' })] }),
    ])
    expect(changeEvents(before, after, AT).map((e) => [e.monitorId, e.checkId, e.to])).toEqual([
      [2, 20, 'warning'],
      [1, 10, 'failed'],
    ])
  })

  it('matches checks by id when the service lists them in another order', () => {
    const before = snapshot([
      monitor(1, { checks: [check(10), check(11, { type: 'dns', result: 'failed' })] }),
    ])
    const after = snapshot([
      monitor(1, { checks: [check(11, { type: 'dns' }), check(10, { result: 'warning' })] }),
    ])
    expect(changeEvents(before, after, AT).map((e) => [e.checkId, e.from, e.to])).toEqual([
      [11, 'failed', 'succeeded'],
      [10, 'succeeded', 'warning'],
    ])
  })

  it('labels events with the monitor label of the new snapshot', () => {
    const before = snapshot([monitor(1)])
    const after = snapshot([
      withCheck(monitor(1, { label: 'renamed.example' }), { result: 'failed' }),
    ])
    expect(changeEvents(before, after, AT)[0]!.monitorLabel).toBe('renamed.example')
  })
})

describe('changeEvents properties (fast-check)', () => {
  const results = [
    'pending',
    'succeeded',
    'warning',
    'failed',
    'errored-or-timed-out',
    'unknown',
  ] as const
  const snoozes = [null, '2026-01-01T11:00:00.000Z', '2026-01-01T12:00:00.000Z']
  // A monitor id from 1..6, its one check id derived from it, a random result and snooze.
  const arbMonitor = fc
    .record({
      id: fc.integer({ min: 1, max: 6 }),
      result: fc.constantFrom(...results),
      snoozedUntil: fc.constantFrom(...snoozes),
    })
    .map(({ id, result, snoozedUntil }) => withCheck(monitor(id), { result, snoozedUntil }))
  const arbSnapshot = fc
    .uniqueArray(arbMonitor, { selector: (m) => m.id, maxLength: 6 })
    .map((monitors) => snapshot(monitors))

  it('finds nothing between a snapshot and itself', () => {
    fc.assert(fc.property(arbSnapshot, (s) => changeEvents(s, structuredClone(s), AT).length === 0))
  })

  it('reports exactly the added, removed and changed monitors and checks', () => {
    fc.assert(
      fc.property(arbSnapshot, arbSnapshot, (before, after) => {
        const events = changeEvents(before, after, AT)
        const was = new Map(before.monitors.map((m) => [m.id, m.checks[0]!]))
        const now = new Map(after.monitors.map((m) => [m.id, m.checks[0]!]))
        const ids = (type: string) =>
          events
            .filter((e) => e.type === type)
            .map((e) => e.monitorId)
            .sort()
        const expectIds = (pick: (id: number) => boolean, from: Map<number, unknown>) =>
          [...from.keys()].filter(pick).sort()
        expect(ids('monitor.added')).toEqual(expectIds((id) => !was.has(id), now))
        expect(ids('monitor.removed')).toEqual(expectIds((id) => !now.has(id), was))
        expect(ids('check.changed')).toEqual(
          expectIds((id) => was.has(id) && was.get(id)!.result !== now.get(id)!.result, now),
        )
        const snoozeChanged = expectIds(
          (id) => was.has(id) && was.get(id)!.snoozedUntil !== now.get(id)!.snoozedUntil,
          now,
        )
        expect([...ids('snooze.started'), ...ids('snooze.ended')].sort()).toEqual(snoozeChanged)
        for (const e of events.filter((e) => e.type === 'check.changed')) {
          expect([e.from, e.to]).toEqual([
            was.get(e.monitorId)!.result,
            now.get(e.monitorId)!.result,
          ])
        }
      }),
      { numRuns: 300 },
    )
  })
})

describe('changeEvents by position', () => {
  it('a monitor replaced at the same place in a list of the same length is removed and added', () => {
    const before = snapshot([monitor(1), monitor(2), monitor(3)])
    const after = snapshot([monitor(1), monitor(4), monitor(3)])
    expect(changeEvents(before, after, AT).map((e) => [e.type, e.monitorId])).toEqual([
      ['monitor.added', 4],
      ['monitor.removed', 2],
    ])
  })
})
