// The engine's table of checks' last runs: each sweep's table reads back exactly what it noted,
// an older table keeps reading its own times after later sweeps share its slots, and what reaches
// a window, the offline cache, the merged picture and the run-times answer is what records gave.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { monitorPageSchema } from '@app/core/api/schemas/monitor-page'
import type { ApiMonitor } from '@app/core/api/schemas/monitor'
import { mergeSnapshots } from '@app/core/app-service/picture-merge'
import { CheckRunTable, CheckRunWriter, checkRanAt } from '@app/core/engine/check-run-table'
import { toStoredRecord } from '@app/core/engine/offline-cache-schema'
import { runTimesOf } from '@app/core/engine/run-times'
import { buildSnapshot } from '@app/core/engine/snapshot'
import { pictureId } from '@app/core/app-service/picture-ids'
import { windowCopy } from '@app/shared/snapshot-delta'
import { RECORDINGS_DIR } from '../../helpers/recordings-dir'
import { asRecord } from '../../helpers/snapshot-record'

const AT = '2026-01-01T10:00:30.000Z'

function recordedMonitors(): ApiMonitor[] {
  const file = JSON.parse(readFileSync(`${RECORDINGS_DIR}/monitors.json`, 'utf8')) as {
    data: string
  }
  return monitorPageSchema.parse(JSON.parse(file.data)).data as ApiMonitor[]
}

describe('CheckRunTable', () => {
  it('every table reads back what its sweep noted, also after later sweeps', () => {
    // Sweeps of notes: check ids (a few, so slots are shared and ids come and go) with times.
    const sweep = fc.array(
      fc.tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 2e12 })),
      {
        maxLength: 80,
      },
    )
    fc.assert(
      fc.property(fc.array(sweep, { minLength: 1, maxLength: 12 }), (sweeps) => {
        const tables: CheckRunTable[] = []
        const expected: Map<number, number>[] = []
        for (const notes of sweeps) {
          const writer = new CheckRunWriter(tables.at(-1))
          const model = new Map<number, number>()
          for (const [id, at] of notes) {
            writer.note(id, at)
            model.set(id, at)
          }
          tables.push(writer.finish())
          expected.push(model)
        }
        tables.forEach((table, i) => {
          for (let id = 0; id <= 61; id++) expect(table.at(id)).toBe(expected[i]!.get(id))
          const seen = new Map<number, number>()
          table.forEach((at, id) => seen.set(id, at))
          expect(seen).toEqual(expected[i])
        })
      }),
    )
  })

  it('keeps each check in its slot from sweep to sweep, and starts afresh once most are gone', () => {
    const first = new CheckRunWriter(undefined)
    for (let id = 1; id <= 500; id++) first.note(id, id)
    const a = first.finish()
    const second = new CheckRunWriter(a)
    for (let id = 1; id <= 500; id++) second.note(id, id + 1)
    const b = second.finish()
    expect(b.slots).toBe(a.slots)
    // Nine in ten checks deleted: the next sweep's slots would be mostly holes.
    const third = new CheckRunWriter(b)
    for (let id = 1; id <= 50; id++) third.note(id, id + 2)
    const c = third.finish()
    const fourth = new CheckRunWriter(c)
    fourth.note(7, 9)
    const d = fourth.finish()
    expect(d.slots).not.toBe(c.slots)
    expect(d.slots.size).toBe(1)
    expect([a.at(7), b.at(7), c.at(7), d.at(7), d.at(8)]).toEqual([7, 8, 9, 9, undefined])
  })

  it('reads as {} in JSON and in a structured clone: its times never travel by accident', () => {
    const writer = new CheckRunWriter(undefined)
    writer.note(10, Date.UTC(2026, 0, 1))
    const table = writer.finish()
    expect(JSON.stringify(table)).toBe('{}')
    expect(structuredClone(table)).toEqual({})
  })
})

describe("an engine snapshot's check run times", () => {
  const snapshot = buildSnapshot(recordedMonitors(), AT, null)
  const someCheck = snapshot.monitors
    .flatMap((m) => m.checks)
    .find((c) => checkRanAt(snapshot.ran, c.id) !== undefined)!

  it('are in the table, not in the record', () => {
    expect(snapshot.ran.table).toBeInstanceOf(CheckRunTable)
    expect(snapshot.ran.checks).toEqual({})
    expect(someCheck).toBeDefined()
  })

  it("reach a window as before: the monitors' fresh-as-of times, no check's, no table", () => {
    const copy = windowCopy(snapshot)
    expect(copy.ran).toEqual({ monitors: snapshot.ran.monitors, checks: {} })
    expect(JSON.stringify(copy)).toBe(JSON.stringify(windowCopy(asRecord(snapshot))))
  })

  it('are stored in the offline cache as records stored them', () => {
    expect(JSON.stringify(toStoredRecord(AT, snapshot))).toBe(
      JSON.stringify(toStoredRecord(AT, asRecord(snapshot))),
    )
    const stored = JSON.stringify(toStoredRecord(AT, snapshot))
    expect(stored).toContain(new Date(checkRanAt(snapshot.ran, someCheck.id)!).toISOString())
  })

  it('answer the run-times operation and the merged picture as records did', () => {
    const monitor = snapshot.monitors.find((m) => m.checks.includes(someCheck))!
    expect(runTimesOf(snapshot, monitor.id)).toEqual(runTimesOf(asRecord(snapshot), monitor.id))
    expect(runTimesOf(snapshot, monitor.id)!.checks[someCheck.id]).toBe(
      checkRanAt(snapshot.ran, someCheck.id),
    )
    const ref = { id: 'b', name: 'Bravo', baseUrl: 'https://ohdear.app', slot: 1 }
    const merged = mergeSnapshots([{ slot: 1, ref, value: snapshot }], () => new WeakMap())!
    const fromRecord = mergeSnapshots(
      [{ slot: 1, ref, value: asRecord(snapshot) }],
      () => new WeakMap(),
    )!
    expect(merged.ran).toEqual(fromRecord.ran)
    expect(merged.ran.checks[pictureId(1, someCheck.id)]).toBe(
      checkRanAt(snapshot.ran, someCheck.id),
    )
  })
})
