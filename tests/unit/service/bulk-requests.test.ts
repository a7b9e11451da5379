// What a bulk run costs at the service, counted in the simulator's request log: one request per
// check acted on, then the monitors acted on read back once when the run is over (one page of
// the monitor list) instead of each monitor on its own after its action (40 re-runs: 41 requests,
// was 80). The results per monitor and the snapshot afterwards are those of single clicks.
import { afterEach, describe, expect, it } from 'vitest'
import type { LoggedRequest } from '@app/simulator'
import { startHarness, type Harness } from './harness'

const MONITORS = 40

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

/** 40 monitors, each with its uptime check failing; a budget so large nothing waits. */
async function startFailing() {
  h = await startHarness({ monitors: MONITORS, slowRounds: false })
  await h.service.start()
  await h.advance(0)
  await h.syncSim()
  await h.sim.control.setRateLimit(10_000)
  const monitors = h.service.getSnapshot()!.monitors
  const uptime = monitors.map((m) => m.checks.find((c) => c.type === 'uptime')!)
  for (const check of uptime) await h.sim.control.setCheckResult(check.id, 'failed')
  await h.advance(60_000)
  return { harness: h, ids: monitors.map((m) => m.id), uptime }
}

/** The requests the service sent while `work` ran and until it settled. */
async function requestsDuring(harness: Harness, work: () => Promise<unknown>) {
  const before = (await harness.requests()).length
  await work()
  await harness.advance(0)
  return (await harness.requests()).slice(before)
}

function kinds(requests: LoggedRequest[]) {
  const count = (match: (r: LoggedRequest) => boolean) => requests.filter(match).length
  return {
    total: requests.length,
    actions: count((r) => r.method === 'POST'),
    monitorReads: count((r) => r.method === 'GET' && /^\/api\/monitors\/\d+$/.test(r.path)),
    listPages: count((r) => r.method === 'GET' && r.path === '/api/monitors'),
  }
}

const snoozedChecks = (harness: Harness, checkIds: number[]) =>
  harness.service
    .getSnapshot()!
    .monitors.flatMap((m) => m.checks)
    .filter((c) => checkIds.includes(c.id) && c.snoozedUntil !== null)
    .map((c) => c.id)

describe('requests of a bulk run', () => {
  it(`re-running ${MONITORS} failing monitors: one request each, then one read of the list`, async () => {
    const { harness, ids, uptime } = await startFailing()
    let results: { ok: boolean; message: string }[] = []
    const sent = await requestsDuring(harness, async () => {
      results = (await harness.service.bulk({ kind: 'rerun', monitorIds: ids })).results
    })
    expect(results.map((r) => [r.ok, r.message])).toEqual(ids.map(() => [true, 'Re-ran 1 check.']))
    expect(kinds(sent)).toEqual({
      total: MONITORS + 1,
      actions: MONITORS,
      monitorReads: 0,
      listPages: 1,
    })
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(
      uptime.map((c) => `/api/checks/${c.id}/request-run`),
    )
    // The read comes after the last action.
    expect(sent.at(-1)).toMatchObject({ method: 'GET', path: '/api/monitors' })
  })

  it('snoozing: the failed monitor keeps its result and its state, the others read back', async () => {
    const { harness, ids, uptime } = await startFailing()
    await harness.sim.control.addFault({
      kind: 'status',
      status: 500,
      count: 1,
      pathPrefix: `/api/checks/${uptime[5]!.id}/snooze`,
    })
    let results: { monitorId: number; ok: boolean; message: string }[] = []
    const sent = await requestsDuring(harness, async () => {
      const run = await harness.service.bulk({ kind: 'snooze', monitorIds: ids, minutes: 60 })
      results = run.results
    })
    expect(results.map((r) => r.monitorId)).toEqual(ids)
    expect(results.filter((r) => !r.ok).map((r) => r.monitorId)).toEqual([ids[5]])
    expect(results[5]!.message).toMatch(/^1 of 1 failed: .*Nothing was changed\.$/)
    expect(results[0]!.message).toBe('Snoozed 1 check for 60 minutes.')
    expect(kinds(sent)).toMatchObject({ total: MONITORS + 1, monitorReads: 0, listPages: 1 })
    // The snapshot holds every snooze that went through, and only those.
    const checkIds = uptime.map((c) => c.id)
    expect(snoozedChecks(harness, checkIds).sort()).toEqual(
      checkIds.filter((id) => id !== uptime[5]!.id).sort(),
    )
  })

  it('a run of one monitor reads that monitor alone, not the list', async () => {
    const { harness, ids, uptime } = await startFailing()
    const sent = await requestsDuring(harness, () =>
      harness.service.bulk({ kind: 'snooze', monitorIds: [ids[3]!], minutes: 30 }),
    )
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /api/checks/${uptime[3]!.id}/snooze`,
      `GET /api/monitors/${ids[3]}`,
    ])
    expect(snoozedChecks(harness, [uptime[3]!.id])).toEqual([uptime[3]!.id])
  })

  it('a failed read-back leaves the results as they were and is logged', async () => {
    const { harness, ids } = await startFailing()
    await harness.sim.control.addFault({
      kind: 'status',
      status: 500,
      count: 1,
      pathPrefix: '/api/monitors',
    })
    const run = await harness.service.bulk({ kind: 'rerun', monitorIds: ids })
    await harness.advance(0)
    expect(run.results.every((r) => r.ok)).toBe(true)
    expect(harness.service.bulkProgress()).toEqual(run)
    expect(harness.logs).toContainEqual(
      expect.objectContaining({ level: 'warn', message: 'Refresh after an action failed' }),
    )
  })

  it('maintenance still reads each monitor’s periods: the monitor list does not carry them', async () => {
    const { harness, ids } = await startFailing()
    const sent = await requestsDuring(harness, () =>
      harness.service.bulk({ kind: 'maintenance-start', monitorIds: ids, seconds: 1800 }),
    )
    expect(kinds(sent)).toMatchObject({ total: 2 * MONITORS, actions: MONITORS, listPages: 0 })
    const maintained = harness.service
      .getSnapshot()!
      .monitors.filter((m) => m.maintenance !== null)
      .map((m) => m.id)
    expect(maintained).toEqual(ids)
  })
})
