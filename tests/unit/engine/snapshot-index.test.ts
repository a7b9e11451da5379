// The snapshot's index answers check -> monitor and cron check -> monitor by id, built once per
// snapshot: what every action, the timeline and the alert policy look up instead of scanning
// every monitor.
import { describe, expect, it } from 'vitest'
import { indexOf } from '@app/core/engine/snapshot-index'
import { check, cron, monitor, snapshot } from './snapshot-fixtures'

const picture = () =>
  snapshot(
    [
      monitor(1, { checks: [check(10), check(11)] }),
      monitor(2, { checks: [check(20)] }),
      monitor(3, { checks: [] }),
    ],
    { 2: [cron(700, 2)], 3: [cron(701, 3), cron(702, 3)] },
  )

describe('snapshot index', () => {
  it("finds a check's monitor and a cron check's monitor", () => {
    const index = indexOf(picture())
    expect(index.monitorOfCheck(11)?.id).toBe(1)
    expect(index.monitorOfCheck(20)?.id).toBe(2)
    expect(index.monitorOfCheck(99)).toBeUndefined()
    expect(index.monitorOfCron(700)).toBe(2)
    expect(index.monitorOfCron(702)).toBe(3)
    expect(index.monitorOfCron(10)).toBeUndefined()
  })

  it('is built once per snapshot; a new snapshot gets its own', () => {
    const first = picture()
    expect(indexOf(first)).toBe(indexOf(first))
    const next = { ...first, monitors: first.monitors.filter((m) => m.id !== 1) }
    expect(indexOf(next)).not.toBe(indexOf(first))
    expect(indexOf(next).monitorOfCheck(10)).toBeUndefined()
    expect(indexOf(first).monitorOfCheck(10)?.id).toBe(1)
  })

  it('a check listed twice keeps the first monitor, as a scan would', () => {
    const twice = snapshot([monitor(1, { checks: [check(5)] }), monitor(2, { checks: [check(5)] })])
    expect(indexOf(twice).monitorOfCheck(5)?.id).toBe(1)
  })
})
