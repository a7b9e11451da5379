// The overview index after a delta: built from the previous index it is the same as one built
// from scratch, and unchanged monitors keep their prepared search text.
import { describe, expect, it } from 'vitest'
import type { MonitorState, Snapshot } from '@app/shared/model'
import { applyDelta, snapshotDelta } from '@app/shared/snapshot-delta'
import { indexMonitors, type MonitorIndex } from '@src/lib/overview-rows'
import { bigAccount, snapshot } from './fixtures'

const NOW = Date.parse('2026-03-17T14:00:00Z')
const ids = (index: MonitorIndex) => ({
  byName: index.byName.map((i) => i.monitor.id),
  bySeverity: index.bySeverity.map((i) => i.monitor.id),
})

function changed(s: Snapshot, edit: (m: MonitorState, i: number) => MonitorState): Snapshot {
  const next = { ...s, monitors: s.monitors.map(edit) }
  return applyDelta(s, snapshotDelta(s, next))
}

describe('the overview index after a delta', () => {
  const a = snapshot(bigAccount(2_000))
  const first = indexMonitors(a.monitors, NOW)

  it('equals a fresh index when results change', () => {
    const b = changed(a, (m, i) => (i % 37 === 0 ? { ...m, result: 'failed' } : m))
    const again = indexMonitors(b.monitors, NOW, first)
    expect(ids(again)).toEqual(ids(indexMonitors(b.monitors, NOW)))
    const same = again.byName.find((i) => i.monitor === a.monitors[1])!
    expect(same.haystack).toBe(first.byName.find((i) => i.monitor === a.monitors[1])!.haystack)
  })

  it('equals a fresh index when a label changes or a monitor goes', () => {
    const renamed = changed(a, (m, i) => (i === 5 ? { ...m, label: 'aaa first now' } : m))
    expect(ids(indexMonitors(renamed.monitors, NOW, first))).toEqual(
      ids(indexMonitors(renamed.monitors, NOW)),
    )
    const fewer = { ...a, monitors: a.monitors.slice(1) }
    expect(ids(indexMonitors(fewer.monitors, NOW, first))).toEqual(
      ids(indexMonitors(fewer.monitors, NOW)),
    )
  })
})
