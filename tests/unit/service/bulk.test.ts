// Bulk actions through the AppService against the simulator on a fake clock: the failing checks of
// the selected monitors are re-run or snoozed (and only those), one result per monitor, a monitor
// whose request fails is listed with the reason and a retry of just that one succeeds.
import { afterEach, describe, expect, it } from 'vitest'
import { planBulk, progressLine } from '@app/shared/bulk'
import { failingMonitorIds } from '@app/shared/counts'
import { startHarness, type Harness } from './harness'

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

async function start() {
  h = await startHarness({ monitors: 4 })
  await h.service.start()
  await h.advance(0)
  const monitors = h.service.getSnapshot()!.monitors
  const uptime = (i: number) => monitors[i]!.checks.find((c) => c.type === 'uptime')!
  // Monitors 0, 1 and 2 fail; 3 stays healthy.
  await h.syncSim()
  for (const i of [0, 1, 2]) await h.sim.control.setCheckResult(uptime(i).id, 'failed')
  await h.advance(60_000)
  return { monitors, uptime }
}

describe('bulk actions against the simulator', () => {
  it('re-runs the failing checks of the selected monitors only, with a result per monitor', async () => {
    const { monitors, uptime } = await start()
    const snapshot = h!.service.getSnapshot()
    expect(failingMonitorIds(snapshot, Date.parse(snapshot!.fetchedAt))).toEqual(
      [0, 1, 2].map((i) => monitors[i]!.id),
    )
    const selected = [0, 1, 3].map((i) => monitors[i]!.id)
    const plan = planBulk(snapshot, { kind: 'rerun', monitorIds: selected })
    expect(plan.map((s) => s.checkIds)).toEqual([[uptime(0).id], [uptime(1).id], []])

    const before = (await h!.requests()).length
    const progress = await h!.service.bulk({ kind: 'rerun', monitorIds: selected })
    expect(progress).toMatchObject({ kind: 'rerun', total: 3, done: 3, running: false })
    expect(progressLine(progress)).toBe('3 of 3 done')
    expect(progress.results.map((r) => [r.monitorId, r.ok, r.message])).toEqual([
      [selected[0], true, 'Re-ran 1 check.'],
      [selected[1], true, 'Re-ran 1 check.'],
      [selected[2], true, 'No failing checks.'],
    ])
    const runs = (await h!.requests())
      .slice(before)
      .filter((r) => r.method === 'POST' && r.path.endsWith('/request-run'))
      .map((r) => r.path)
    expect(runs).toEqual([uptime(0).id, uptime(1).id].map((id) => `/api/checks/${id}/request-run`))
    expect(h!.service.bulkProgress()).toEqual(progress)
  })

  it('snoozes failing checks; a failed monitor is listed and a retry of it succeeds', async () => {
    const { monitors, uptime } = await start()
    const selected = [0, 1, 2].map((i) => monitors[i]!.id)
    await h!.sim.control.addFault({
      kind: 'status',
      status: 500,
      count: 1,
      pathPrefix: `/api/checks/${uptime(1).id}/snooze`,
    })
    const first = await h!.service.bulk({ kind: 'snooze', monitorIds: selected, minutes: 60 })
    expect(first.results.map((r) => r.ok)).toEqual([true, false, true])
    expect(first.results[1]!.message).toMatch(/^1 of 1 failed: .*Nothing was changed\.$/)
    // The outcome as data beside the sentence: the count asked and the failed check's kind.
    expect(first.results[1]).toMatchObject({
      checks: 1,
      failures: [{ checkId: uptime(1).id, kind: 'server' }],
    })
    expect(first.results[1]!.message).toBe(
      `1 of 1 failed: ${first.results[1]!.failures![0]!.message}`,
    )
    expect(first.results[0]).toMatchObject({ ok: true, checks: 1 })
    expect(first.results[0]!.failures).toBeUndefined()
    await h!.advance(0)
    const snoozed = (i: number) =>
      h!.service
        .getSnapshot()!
        .monitors.find((m) => m.id === monitors[i]!.id)!
        .checks.find((c) => c.id === uptime(i).id)!.snoozedUntil
    expect(snoozed(0)).not.toBeNull()
    expect(snoozed(1)).toBeNull()

    const failed = first.results.filter((r) => !r.ok).map((r) => r.monitorId)
    const retry = await h!.service.bulk({ kind: 'snooze', monitorIds: failed, minutes: 60 })
    expect(retry.results).toMatchObject([{ monitorId: monitors[1]!.id, ok: true }])
    await h!.advance(0)
    expect(snoozed(1)).not.toBeNull()
  })

  it('starts and stops maintenance on each selected monitor', async () => {
    const { monitors } = await start()
    const selected = [2, 3].map((i) => monitors[i]!.id)
    const started = await h!.service.bulk({
      kind: 'maintenance-start',
      monitorIds: selected,
      seconds: 1800,
    })
    expect(started.results.map((r) => r.ok)).toEqual([true, true])
    await h!.advance(0)
    const inMaintenance = () =>
      h!.service
        .getSnapshot()!
        .monitors.filter((m) => selected.includes(m.id))
        .map((m) => m.maintenance !== null)
    expect(inMaintenance()).toEqual([true, true])
    const stopped = await h!.service.bulk({ kind: 'maintenance-stop', monitorIds: selected })
    expect(stopped.results.map((r) => r.ok)).toEqual([true, true])
    await h!.advance(0)
    expect(inMaintenance()).toEqual([false, false])
  })

  it("carries a monitor's failed maintenance as data: its kind beside the sentence", async () => {
    const { monitors } = await start()
    const selected = [2, 3].map((i) => monitors[i]!.id)
    await h!.sim.control.addFault({
      kind: 'status',
      status: 500,
      count: 1,
      pathPrefix: `/api/monitors/${selected[1]}/start-maintenance`,
    })
    const started = await h!.service.bulk({
      kind: 'maintenance-start',
      monitorIds: selected,
      seconds: 1800,
    })
    expect(started.results.map((r) => r.ok)).toEqual([true, false])
    expect(started.results[0]!.failure).toBeUndefined()
    const failed = started.results[1]!
    expect(failed.failure).toEqual({ kind: 'server', message: failed.message })
    expect(failed.message).toMatch(/Nothing was changed\.$/)
  })
})
