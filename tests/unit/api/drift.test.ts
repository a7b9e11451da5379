// The service drifts: a field turns null, changes type, disappears, gains siblings or new enum
// values. Field by field over the recorded monitor list, a sweep keeps every other monitor with
// its real result, and the changed one is either read (with a fallback) or counted unreadable.
// Only the fields without a sensible fallback (a monitor's `id` and `checks`, a check's `id`) may
// set a monitor aside.
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import type { MonitorState, Snapshot } from '@app/shared/model'
import { checkTypeLabel } from '@app/shared/check-labels'
import { checkRanAt } from '@app/core/engine/check-run-table'
import {
  MUTATIONS,
  type Json,
  type JsonObject,
  type Mutation,
  type Path,
  monitorPage,
  mutate,
  pathsOf,
  sweepOf,
} from './drift-helpers'

const TARGET = 1 // the second recorded monitor (82061)
/** Paths (inside a monitor) whose loss may set the monitor aside: no sensible fallback. */
const NO_FALLBACK = /^(id|checks|checks\.\d+|checks\.\d+\.id)$/

let page: JsonObject
let baseline: Snapshot
let target: MonitorState

beforeAll(async () => {
  page = monitorPage()
  baseline = await sweepOf(page)
  target = baseline.monitors[TARGET]!
})

const monitorsOf = (body: JsonObject) => body.data as JsonObject[]

/** What is wrong with the sweep of `page` mutated at `data[TARGET].<path>`, or null. */
async function problemWith(path: Path, mutation: Mutation): Promise<string | null> {
  const where = `${path.join('.')} (${mutation.kind})`
  let snapshot: Snapshot
  try {
    snapshot = await sweepOf(mutate(page, ['data', TARGET, ...path], mutation))
  } catch (error) {
    return `${where}: the sweep failed: ${String(error)}`
  }
  const others = baseline.monitors.filter((m) => m.id !== target.id)
  for (const other of others) {
    const got = snapshot.monitors.find((m) => m.id === other.id)
    if (JSON.stringify(got) !== JSON.stringify(other))
      return `${where}: monitor ${other.id} changed`
  }
  const read = snapshot.monitors.length === baseline.monitors.length
  const counted = snapshot.unreadable.count === 1
  if (read === counted) return `${where}: read ${read}, counted ${snapshot.unreadable.count}`
  if (counted) {
    if (!NO_FALLBACK.test(path.join('.'))) return `${where}: set aside though it has a fallback`
    if (!/^monitor (82061|#2|forty-two): /.test(snapshot.unreadable.reasons[0] ?? '')) {
      return `${where}: reason ${JSON.stringify(snapshot.unreadable.reasons)}`
    }
  }
  const changedCheck = path[0] === 'checks'
  const mine = snapshot.monitors.find((m) => m.id === target.id)
  if (
    read &&
    mine &&
    !changedCheck &&
    JSON.stringify(mine.checks) !== JSON.stringify(target.checks)
  )
    return `${where}: its checks changed`
  return null
}

describe('drift, field by field, on the recorded monitor list', () => {
  it('reads the recording whole', () => {
    expect(baseline.monitors.map((m) => m.id)).toEqual([82060, 82061, 82062, 82063])
    expect(baseline.unreadable).toEqual({ count: 0, reasons: [] })
  })

  for (const mutation of MUTATIONS) {
    it(`${mutation.kind}: every field of a monitor and its checks`, async () => {
      const paths = pathsOf(monitorsOf(page)[TARGET]!)
      expect(paths.length).toBeGreaterThan(60)
      const problems: string[] = []
      for (const path of paths) {
        const problem = await problemWith(path, mutation)
        if (problem) problems.push(problem)
      }
      expect(problems).toEqual([])
    })
  }

  it('a check whose settings is null is read, with its real result', async () => {
    const snapshot = await sweepOf(
      mutate(page, ['data', TARGET, 'checks', 0, 'settings'], { kind: 'null' }),
    )
    expect(snapshot.unreadable.count).toBe(0)
    expect(snapshot.monitors).toEqual(baseline.monitors)
  })

  it("falls back where it can: a null label shows the type's label, an unreadable time is unknown", async () => {
    let body = mutate(page, ['data', TARGET, 'checks', 0, 'label'], { kind: 'null' })
    body = mutate(body, ['data', TARGET, 'checks', 0, 'latest_run_ended_at'], {
      kind: 'replace',
      value: 'yesterday-ish',
    })
    body = mutate(body, ['data', TARGET, 'label'], { kind: 'null' })
    body = mutate(body, ['data', TARGET, 'summarized_check_result'], { kind: 'replace', value: 7 })
    const snapshot = await sweepOf(body)
    const m = snapshot.monitors[TARGET]!
    expect(m.checks[0]!.label).toBe(checkTypeLabel(m.checks[0]!.type))
    expect(checkRanAt(snapshot.ran, m.checks[0]!.id)).toBeUndefined()
    expect(m.label).toBe(target.label) // the recording's sort_url
    expect(m.result).toBe('unknown')
  })

  it('sets a monitor aside with a reason when its checks are not a list', async () => {
    const snapshot = await sweepOf(
      mutate(page, ['data', TARGET, 'checks'], { kind: 'replace', value: 'none' }),
    )
    expect(snapshot.monitors.map((m) => m.id)).toEqual([82060, 82062, 82063])
    expect(snapshot.unreadable).toEqual({
      count: 1,
      reasons: ['monitor 82061: checks is not a list'],
    })
  })

  it('pagination meta and links that drift never lose a monitor', async () => {
    const problems: string[] = []
    for (const path of pathsOf({ meta: page.meta ?? null, links: page.links ?? null })) {
      for (const mutation of MUTATIONS) {
        const snapshot = await sweepOf(mutate(page, path, mutation)).catch((e: unknown) =>
          String(e),
        )
        if (typeof snapshot === 'string') {
          problems.push(`${path.join('.')} (${mutation.kind}): ${snapshot}`)
        } else if (snapshot.monitors.length !== 4) {
          problems.push(
            `${path.join('.')} (${mutation.kind}): ${snapshot.monitors.length} monitors`,
          )
        }
      }
    }
    expect(problems).toEqual([])
  })
})

const jsonValue = fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>

/** One change somewhere inside one monitor: a mutation from the list, or any JSON value. */
const change = fc.record({
  monitor: fc.integer({ min: 0, max: 3 }),
  pick: fc.nat(),
  mutation: fc.oneof(
    fc.constantFrom(...MUTATIONS),
    jsonValue.map((value): Mutation => ({ kind: 'replace', value })),
  ),
})

describe('drift, property-based, over whole pages', () => {
  it('never fails the sweep; every monitor is read or counted; untouched ones are unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 6 }), async (changes) => {
        let body = page
        const touched = new Set<number>()
        for (const c of changes) {
          const paths = pathsOf(monitorsOf(body)[c.monitor]!)
          const path = paths[c.pick % paths.length]!
          body = mutate(body, ['data', c.monitor, ...path], c.mutation)
          touched.add(c.monitor)
        }
        const snapshot = await sweepOf(body)
        expect(snapshot.monitors.length + snapshot.unreadable.count).toBe(4)
        expect(snapshot.unreadable.reasons.length).toBeLessThanOrEqual(
          Math.min(5, snapshot.unreadable.count),
        )
        baseline.monitors.forEach((m, i) => {
          if (!touched.has(i)) expect(snapshot.monitors).toContainEqual(m)
        })
      }),
      { numRuns: 300 },
    )
  })
})
