// The account (/api/me: user and teams) is read again on reconnect and every few hours, so a
// session started offline gets its teams without a restart. Against the simulator on a fake clock.
import { afterEach, describe, expect, it } from 'vitest'
import { ACCOUNT_REFRESH_MS } from '@app/core/app-service/account-refresh'
import { type Harness, startHarness } from './harness'

let harnesses: Harness[] = []
afterEach(async () => {
  for (const h of harnesses) await h.close()
  harnesses = []
})

async function open(options: Parameters<typeof startHarness>[0] = {}): Promise<Harness> {
  const h = await startHarness({ monitors: 4, slowRounds: false, ...options })
  harnesses.push(h)
  return h
}

const meReads = async (h: Harness) =>
  (await h.requests()).filter((r) => r.method === 'GET' && r.path === '/api/me').length

describe('the account is read again', () => {
  it('started while the service does not answer: the account appears once it does', async () => {
    const h = await open()
    await h.sim.control.addFault({ kind: 'drop-connection' })
    await h.service.start()
    await h.advance(60_000)
    expect(h.service.getSyncStatus().state).toBe('offline')
    expect(h.service.getSession()).toMatchObject({ signedIn: true, account: null })

    await h.syncSim()
    await h.sim.control.clearFaults()
    await h.advance(5 * 60_000)
    expect(h.service.getSyncStatus().state).toBe('ok')
    const account = h.service.getSession().account
    expect(account?.teams.length).toBeGreaterThan(0)
    const published = h.events.filter((e) => e.type === 'session' && e.session.account !== null)
    expect(published.length).toBeGreaterThan(0)
  })

  it('a failed account read alone is retried after a few minutes, not on every sweep', async () => {
    const h = await open()
    await h.sim.control.addFault({ kind: 'status', status: 500, pathPrefix: '/api/me', count: 1 })
    await h.service.start()
    await h.advance(60_000)
    expect(h.service.getSession().account).toBeNull()
    const afterFailure = await meReads(h)
    // Sweeps keep succeeding in the meantime: no /api/me on each of them.
    await h.advance(2 * 60_000)
    expect(await meReads(h)).toBe(afterFailure)
    await h.advance(10 * 60_000)
    expect(h.service.getSession().account).not.toBeNull()
  })

  it('after an outage the account is read again on the first good sweep', async () => {
    const h = await open()
    await h.service.start()
    await h.advance(60_000)
    expect(h.service.getSession().account).not.toBeNull()
    const before = await meReads(h)
    await h.syncSim()
    await h.sim.control.addFault({ kind: 'drop-connection', pathPrefix: '/api/monitors' })
    await h.advance(3 * 60_000)
    expect(h.service.getSyncStatus().state).toBe('offline')
    await h.syncSim()
    await h.sim.control.clearFaults()
    await h.advance(6 * 60_000)
    expect(h.service.getSyncStatus().state).toBe('ok')
    expect(await meReads(h)).toBe(before + 1)
  })

  it('is read again every few hours while all goes well, and only then', async () => {
    const h = await open()
    await h.service.start()
    await h.advance(60_000)
    expect(await meReads(h)).toBe(1)
    await h.advance(ACCOUNT_REFRESH_MS - 10 * 60_000)
    expect(await meReads(h)).toBe(1)
    await h.advance(20 * 60_000)
    expect(await meReads(h)).toBe(2)
    expect(h.service.getSession().account).not.toBeNull()
  })
})
