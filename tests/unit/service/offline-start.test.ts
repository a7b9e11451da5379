import { afterEach, describe, expect, it } from 'vitest'
import { MemoryKeyValueStore } from '@app/adapters/memory-stores'
import type { Snapshot } from '@app/shared/model'
import { accountKeyPrefix } from '@app/core/app-service/account-store'
import { accountOfBaseUrl } from '@app/shared/settings-accounts'
import { asRecord } from '../../helpers/snapshot-record'
import { type Harness, startHarness } from './harness'

/** Where an account's offline cache is kept: under its own key (account-store.ts). */
const cacheKey = (baseUrl: string) =>
  `${accountKeyPrefix(accountOfBaseUrl(baseUrl).id)}snapshot-cache`

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
    const cached = asRecord(first.service.getSnapshot() as Snapshot)
    await first.service.stop()
    const check = cached.monitors[2]!.checks.find((c) => c.type === 'uptime')!
    // The same service address next time (the cache records whose snapshot it is).
    const port = Number(new URL(first.sim.baseUrl).port)
    await first.close()
    harnesses = harnesses.filter((h) => h !== first)

    // The next run starts with the service unreachable.
    const second = await open({ monitors: 12, store, port })
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
  it('forgets the cached snapshot on sign-out: the next start is empty', async () => {
    const store = new MemoryKeyValueStore()
    const first = await open({ monitors: 6, store })
    await first.service.start()
    await first.advance(0)
    expect(first.service.getSnapshot()).not.toBeNull()
    await first.advance(5_000)
    expect(await store.get(cacheKey(first.sim.baseUrl))).toBeDefined()
    await first.service.signOut()
    await first.service.stop()
    expect(await store.get(cacheKey(first.sim.baseUrl))).toBeUndefined()

    const second = await open({ monitors: 6, store, signedIn: false })
    await second.service.start()
    expect(second.service.getSnapshot()).toBeNull()
    expect(second.events.some((e) => e.type === 'snapshot')).toBe(false)
  })

  it("does not diff another account's cache on sign-in ('while you were away')", async () => {
    const store = new MemoryKeyValueStore()
    const first = await open({ monitors: 12, store })
    await first.service.start()
    await first.advance(0)
    const cached = asRecord(first.service.getSnapshot() as Snapshot)
    await first.service.stop()
    const check = cached.monitors[2]!.checks.find((c) => c.type === 'uptime')!
    const firstUrl = first.sim.baseUrl

    // Next start: the old address in the settings (so its cache is shown), no token; then the
    // user signs in to another service.
    const second = await open({
      monitors: 12,
      store,
      signedIn: false,
      settings: { baseUrl: firstUrl },
    })
    await second.service.start()
    expect(second.service.getSnapshot()).toEqual(cached)
    // The other service happens to reuse the ids; one of its checks is failing.
    await second.syncSim()
    await second.sim.control.setCheckResult(check.id, 'failed')
    const result = await second.service.signIn({
      baseUrl: second.sim.baseUrl,
      token: second.sim.token,
    })
    expect(result.ok).toBe(true)
    expect(second.service.getSnapshot()).toBeNull()
    await second.advance(5 * 60_000)
    expect(second.service.getSyncStatus()).toMatchObject({ state: 'ok', stale: false })
    const decisions = second.events.flatMap((e) => (e.type === 'decisions' ? e.decisions : []))
    expect(decisions.filter((d) => d.reason === 'first-sweep')).toEqual([])
    expect(second.events.filter((e) => e.type === 'alert')).toEqual([])
    expect(await store.get(cacheKey(firstUrl))).toBeUndefined()
    const raw = (await store.get(cacheKey(second.sim.baseUrl))) as { owner?: string }
    expect(raw.owner).toBe(second.sim.baseUrl)
  })
})
