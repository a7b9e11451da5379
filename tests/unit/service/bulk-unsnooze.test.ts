// Bulk unsnooze through the AppService against the simulator: the running snoozes of the selected
// monitors end (one request each), a monitor with none says so, and the planner leaves out a
// snooze that has already ended.
import { afterEach, describe, expect, it } from 'vitest'
import { planBulk } from '@app/shared/bulk'
import type { CheckState, Snapshot } from '@app/shared/model'
import { startHarness, type Harness } from './harness'

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

describe('bulk unsnooze', () => {
  it('plans only the snoozes still running at the given time', () => {
    const check = (id: number, snoozedUntil: string | null) =>
      ({ id, type: 'uptime', enabled: true, result: 'succeeded', snoozedUntil }) as CheckState
    const s = {
      fetchedAt: '2026-03-17T14:00:00Z',
      monitors: [
        {
          id: 1,
          label: 'a.example.com',
          checks: [
            check(11, '2026-03-17T15:00:00Z'),
            check(12, '2026-03-17T13:00:00Z'),
            check(13, null),
          ],
        },
      ],
    } as Snapshot
    const plan = (now?: number) => planBulk(s, { kind: 'unsnooze', monitorIds: [1] }, now)
    expect(plan().map((step) => step.checkIds)).toEqual([[11]])
    expect(plan(Date.parse('2026-03-17T16:00:00Z')).map((step) => step.checkIds)).toEqual([[]])
  })

  it('unsnoozes the snoozed checks of the selected monitors, one request per check', async () => {
    h = await startHarness({ monitors: 3 })
    await h.service.start()
    await h.advance(0)
    const monitors = h.service.getSnapshot()!.monitors
    const uptime = (i: number) => monitors[i]!.checks.find((c) => c.type === 'uptime')!
    for (const i of [0, 1]) expect((await h.service.snoozeCheck(uptime(i).id, 60)).ok).toBe(true)
    await h.advance(0)
    const snoozed = () =>
      h!.service.getSnapshot()!.monitors.map((m) => m.checks.some((c) => c.snoozedUntil !== null))
    expect(snoozed()).toEqual([true, true, false])

    const selected = [0, 2].map((i) => monitors[i]!.id)
    const before = (await h.requests()).length
    const progress = await h.service.bulk({ kind: 'unsnooze', monitorIds: selected })
    expect(progress).toMatchObject({ kind: 'unsnooze', total: 2, done: 2, running: false })
    expect(progress.results.map((r) => [r.monitorId, r.ok, r.message])).toEqual([
      [selected[0], true, 'Unsnoozed 1 check.'],
      [selected[1], true, 'No snoozed checks.'],
    ])
    const unsnoozes = (await h.requests())
      .slice(before)
      .filter((r) => r.path.endsWith('/unsnooze'))
      .map((r) => `${r.method} ${r.path}`)
    expect(unsnoozes).toEqual([`POST /api/checks/${uptime(0).id}/unsnooze`])
    await h.advance(0)
    expect(snoozed()).toEqual([false, true, false])
  })
})
