import { afterEach, describe, expect, it } from 'vitest'
import { MemoryKeyValueStore } from '../../../electron/core/stores/memory'
import type { Snapshot } from '../../../electron/shared/model'
import { type Harness, startHarness } from './harness'

let harnesses: Harness[] = []
afterEach(async () => {
  for (const h of harnesses) await h.close()
  harnesses = []
})

async function open(options: Parameters<typeof startHarness>[0]): Promise<Harness> {
  const h = await startHarness(options)
  harnesses.push(h)
  return h
}

describe('start from the offline cache', () => {
  it('serves the cached snapshot at once, marked stale, then summarizes what changed while away', async () => {
    const store = new MemoryKeyValueStore()
    const first = await open({ monitors: 12, store })
    await first.service.start()
    await first.advance(0)
    const cached = first.service.getSnapshot() as Snapshot
    await first.service.stop()
    const check = cached.monitors[2]!.checks.find((c) => c.type === 'uptime')!

    // The next run starts with the service unreachable.
    const second = await open({ monitors: 12, store })
    await second.sim.control.addFault({ kind: 'drop-connection' })
    await second.service.start()
    // Before any clock tick: the cache is published and served.
    expect(second.service.getSnapshot()).toEqual(cached)
    expect(second.events[0]).toEqual({ type: 'snapshot', snapshot: cached })
    expect(second.service.getSyncStatus().stale).toBe(true)

    await second.advance(30_000)
    expect(second.service.getSyncStatus()).toMatchObject({ state: 'offline', stale: true })
    expect(second.service.getSnapshot()).toEqual(cached)

    // Back online with a check that failed meanwhile: one "while you were away" summary.
    await second.syncSim()
    await second.sim.control.setCheckResult(check.id, 'failed')
    await second.sim.control.clearFaults()
    await second.advance(5 * 60_000)
    expect(second.service.getSyncStatus()).toMatchObject({ state: 'ok', stale: false })
    const decisions = second.events.flatMap((e) => (e.type === 'decisions' ? e.decisions : []))
    const flip = decisions.find((d) => d.event.checkId === check.id)
    expect(flip).toMatchObject({ notify: false, reason: 'first-sweep' })
    const alerts = second.events.flatMap((e) => (e.type === 'alert' ? [e.alert] : []))
    expect(alerts).toHaveLength(1)
    expect(alerts[0]!.events.some((e) => e.checkId === check.id)).toBe(true)
  })

  it('starts empty and says so when there is no cache and no token', async () => {
    const h = await open({ monitors: 5, signedIn: false })
    await h.service.start()
    await h.advance(60_000)
    expect(h.service.getSnapshot()).toBeNull()
    expect(h.service.getSyncStatus()).toMatchObject({ state: 'auth-needed', stale: false })
    expect(await h.requests()).toEqual([])
  })
})
