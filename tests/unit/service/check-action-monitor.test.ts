// Callers keep what they know: a check action takes the check's monitor from its caller (the
// app looks nothing up, and a wrong one is refused before anything is sent), and a row's several
// checks go through one bulk run that names them (the popover's Snooze and Re-run), which reads
// the monitor back once. Counted in the simulator's request log: three checks, 4 requests where
// one call per check took 6.
import { afterEach, describe, expect, it } from 'vitest'
import type { LoggedRequest } from '@app/simulator'
import { startHarness, type Harness } from './harness'

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

/** Three monitors; the second has three failing checks. A budget so large nothing waits. */
async function start() {
  h = await startHarness({ monitors: 3, slowRounds: false })
  await h.service.start()
  await h.advance(0)
  await h.syncSim()
  await h.sim.control.setRateLimit(10_000)
  const [other, target] = h.service.getSnapshot()!.monitors
  const failing = target!.checks.slice(0, 3)
  expect(failing).toHaveLength(3)
  for (const check of failing) await h.sim.control.setCheckResult(check.id, 'failed')
  await h.advance(60_000)
  return { harness: h, target: target!, other: other!, checkIds: failing.map((c) => c.id) }
}

async function requestsDuring(harness: Harness, work: () => Promise<unknown>) {
  const before = (await harness.requests()).length
  await work()
  await harness.advance(0)
  return (await harness.requests()).slice(before)
}

const lines = (requests: LoggedRequest[]) => requests.map((r) => `${r.method} ${r.path}`)

const snoozed = (harness: Harness, checkIds: number[]) =>
  harness.service
    .getSnapshot()!
    .monitors.flatMap((m) => m.checks)
    .filter((c) => checkIds.includes(c.id) && c.snoozedUntil !== null)
    .map((c) => c.id)

describe("a row's checks in one bulk run", () => {
  it('three checks: one call per check sends 6 requests, the bulk run naming them 4', async () => {
    const { harness, target, checkIds } = await start()
    // Before: what the popover's Re-run and Snooze did, one action per check.
    const before = await requestsDuring(harness, () =>
      Promise.all(checkIds.map((id) => harness.service.rerunCheck(id))),
    )
    // After: the popover's Re-run and Snooze (stores/popover.ts), a notification's Snooze all.
    let results: { ok: boolean; message: string; checks?: number }[] = []
    const after = await requestsDuring(harness, async () => {
      const run = await harness.service.bulk({
        kind: 'rerun',
        monitorIds: [target.id],
        checkIds,
      })
      results = run.results
    })
    console.info(`3 checks of one monitor: ${before.length} requests before, ${after.length} after`)
    expect(before).toHaveLength(6)
    expect(lines(after)).toEqual([
      ...checkIds.map((id) => `POST /api/checks/${id}/request-run`),
      `GET /api/monitors/${target.id}`,
    ])
    expect(results).toEqual([
      {
        monitorId: target.id,
        label: target.label,
        ok: true,
        message: 'Re-ran 3 checks.',
        checks: 3,
      },
    ])
  })

  it('acts on the checks it names only, even one that is not failing', async () => {
    const { harness, target, checkIds } = await start()
    const fine = target.checks.find((c) => !checkIds.includes(c.id))!
    const sent = await requestsDuring(harness, () =>
      harness.service.bulk({
        kind: 'snooze',
        monitorIds: [target.id],
        checkIds: [checkIds[0]!, fine.id],
        minutes: 60,
      }),
    )
    expect(lines(sent)).toEqual([
      `POST /api/checks/${checkIds[0]}/snooze`,
      `POST /api/checks/${fine.id}/snooze`,
      `GET /api/monitors/${target.id}`,
    ])
    expect(snoozed(harness, [...checkIds, fine.id]).sort()).toEqual([checkIds[0], fine.id].sort())
  })

  it('a named check on another monitor is refused before anything is sent', async () => {
    const { harness, target, other, checkIds } = await start()
    let refused: string | undefined
    const sent = await requestsDuring(harness, async () => {
      const run = await harness.service.bulk({
        kind: 'snooze',
        monitorIds: [other.id],
        checkIds,
        minutes: 60,
      })
      refused = run.refused
    })
    expect(sent).toEqual([])
    expect(refused).toBe(
      `Checks ${checkIds.join(', ')} are not on the monitors named (or no longer known). Nothing was changed.`,
    )
    expect(snoozed(harness, checkIds)).toEqual([])
    // A run that was refused leaves the progress of the last one as it was.
    expect(harness.service.bulkProgress()).toBeNull()
    expect(target.id).not.toBe(other.id)
  })
})

describe('a check action with its monitor', () => {
  it('acts and reads that monitor back, like one without it', async () => {
    const { harness, target, checkIds } = await start()
    const [id] = checkIds
    const sent = await requestsDuring(harness, async () => {
      const result = await harness.service.snoozeCheck(id!, 30, target.id)
      expect(result.ok).toBe(true)
      expect(result.message).toContain(target.label)
    })
    expect(lines(sent)).toEqual([`POST /api/checks/${id}/snooze`, `GET /api/monitors/${target.id}`])
    expect(snoozed(harness, [id!])).toEqual([id])
  })

  it('a wrong monitor is refused with a clear error: nothing sent, nothing changed', async () => {
    const { harness, target, other, checkIds } = await start()
    const [id] = checkIds
    const before = harness.service.getSnapshot()
    for (const act of [
      () => harness.service.snoozeCheck(id!, 30, other.id),
      () => harness.service.unsnoozeCheck(id!, other.id),
      () => harness.service.rerunCheck(id!, other.id),
      () => harness.service.setCheckEnabled(id!, false, other.id),
    ]) {
      let answer: Awaited<ReturnType<typeof act>> | undefined
      const sent = await requestsDuring(harness, async () => (answer = await act()))
      expect(sent).toEqual([])
      expect(answer).toEqual({
        ok: false,
        kind: 'invalid-arguments',
        message: expect.stringContaining(
          `check ${id} is on ${target.label} (monitor ${target.id}), not on monitor ${other.id}`,
        ),
      })
    }
    expect(harness.service.getSnapshot()).toBe(before)
    // The same action with the right monitor still goes through.
    expect((await harness.service.snoozeCheck(id!, 30, target.id)).ok).toBe(true)
  })

  it('the timeline records a refused action as a failure naming the check', async () => {
    const { harness, other, checkIds } = await start()
    await harness.service.rerunCheck(checkIds[0]!, other.id)
    const page = await harness.service.timeline({ kinds: ['action'], limit: 5 })
    expect(page.events[0]).toMatchObject({
      kind: 'action',
      type: 'rerunCheck',
      checkId: checkIds[0],
    })
    expect(page.events[0]!.reason).toContain(`not on monitor ${other.id}`)
  })
})
