import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { ApiMonitor } from '@app/core/api/schemas/monitor'
import { monitorPageSchema } from '@app/core/api/schemas/monitor-page'
import { changeEvents } from '@app/core/engine/diff'
import { SnapshotBuilder, buildSnapshot } from '@app/core/engine/snapshot'
import type { Snapshot } from '@app/shared/model'
import { RECORDINGS_DIR } from '../../helpers/recordings-dir'
import { cron } from './snapshot-fixtures'

const AT = '2026-01-01T10:00:30.000Z'
const LATER = '2026-01-01T10:01:00.000Z'

function recordedMonitors(): ApiMonitor[] {
  const file = JSON.parse(readFileSync(`${RECORDINGS_DIR}/monitors.json`, 'utf8')) as {
    data: string
  }
  return monitorPageSchema.parse(JSON.parse(file.data)).data as ApiMonitor[]
}

function build(monitors: ApiMonitor[], fetchedAt: string, previous: Snapshot | null): Snapshot {
  const builder = new SnapshotBuilder(previous)
  for (const m of monitors) builder.add(m)
  return builder.finish(fetchedAt)
}

describe('SnapshotBuilder keeps what did not change', () => {
  it('an unchanged sweep reuses every monitor object of the previous snapshot', () => {
    const first = buildSnapshot(recordedMonitors(), AT, null)
    const second = build(recordedMonitors(), LATER, first)
    expect(second.monitors).toHaveLength(4)
    second.monitors.forEach((m, i) => expect(m).toBe(first.monitors[i]))
    expect(changeEvents(first, second, LATER)).toEqual([])
  })

  it('a changed check makes a new monitor; its unchanged checks and tags stay shared', () => {
    const first = buildSnapshot(recordedMonitors(), AT, null)
    const api = recordedMonitors()
    const target = api[0]!
    expect(target.checks.length).toBeGreaterThan(1)
    target.checks[0]!.latest_run_result = 'warning'
    const second = build(api, LATER, first)
    const [before, after] = [first.monitors[0]!, second.monitors[0]!]
    expect(after).not.toBe(before)
    expect(after.checks[0]).not.toBe(before.checks[0])
    expect(after.checks[0]!.result).toBe('warning')
    after.checks.slice(1).forEach((c, i) => expect(c).toBe(before.checks[i + 1]))
    expect(after.tags).toBe(before.tags)
    expect(second.monitors.slice(1)).toEqual(first.monitors.slice(1))
    second.monitors.slice(1).forEach((m, i) => expect(m).toBe(first.monitors[i + 1]))
    expect(changeEvents(first, second, LATER)).toMatchObject([
      { type: 'check.changed', monitorId: target.id, to: 'warning' },
    ])
  })

  it('matches monitors by id when the list order changed', () => {
    const first = buildSnapshot(recordedMonitors(), AT, null)
    const second = build(recordedMonitors().reverse(), LATER, first)
    expect(second.monitors.map((m) => m.id)).toEqual(first.monitors.map((m) => m.id).reverse())
    second.monitors.forEach((m) => expect(first.monitors).toContain(m))
  })

  it('carries maintenance and cron details learned while the pages were read, and drops ended maintenance', () => {
    const api = recordedMonitors()
    const first = buildSnapshot(api, AT, null)
    const [a, b] = [api[0]!.id, api[1]!.id]
    const builder = new SnapshotBuilder(first)
    for (const m of recordedMonitors()) builder.add(m)
    // A refresh committed meanwhile learned a maintenance period and cron checks for `a`.
    const maintenance = { periodId: 7, name: 'Deploy', startedAt: AT, endsAt: LATER }
    const latest: Snapshot = {
      ...first,
      monitors: first.monitors.map((m) => (m.id === a ? { ...m, maintenance } : m)),
      cron: { [a]: [cron(3, a)] },
    }
    const during = builder.finish(AT, undefined, latest)
    expect(during.monitors.find((m) => m.id === a)?.maintenance).toEqual(maintenance)
    expect(during.cron[a]).toEqual([cron(3, a)])
    expect(during.monitors.find((m) => m.id === b)).toBe(first.monitors[1])

    const after = build(recordedMonitors(), LATER, during)
    expect(after.monitors.find((m) => m.id === a)?.maintenance).toBeNull()
    expect(after.cron[a]).toEqual([cron(3, a)])
  })
})
