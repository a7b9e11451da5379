// Domains on the expiry radar against the simulator: once a monitor's domain check is on, the
// radar reads its registration on spare budget after the certificates, and a domain expiring
// within the threshold is coming up at the expiry the simulator answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, startHarness } from './harness'

const MINUTE = 60_000
let h: Harness

beforeAll(async () => {
  h = await startHarness({ scenario: 'demo', monitors: 2 })
  await h.service.start()
  await h.advance(0)
})
afterAll(async () => {
  await h.close()
})

const domainReads = async () =>
  (await h.requests()).filter((r) => r.method === 'GET' && /\/domain$/.test(r.path))

describe('expiry radar: domains', () => {
  it('lists a domain expiring within the threshold, read on spare budget', async () => {
    const monitor = h.service.getSnapshot()!.monitors[0]!
    const domain = monitor.checks.find((c) => c.type === 'domain')!
    expect(domain.enabled).toBe(false)
    expect(await domainReads()).toEqual([])
    expect((await h.service.setCheckEnabled(domain.id, true, monitor.id)).ok).toBe(true)
    await h.syncSim()
    // A failed domain run: the simulator's registration expires in 7 days.
    await h.sim.control.setCheckResult(domain.id, 'failed')
    for (let i = 0; i < 10 && (await domainReads()).length === 0; i++) await h.advance(MINUTE)
    expect((await domainReads()).map((r) => r.path)).toEqual([`/api/monitors/${monitor.id}/domain`])
    await h.syncSim()
    const response = await fetch(`${h.sim.baseUrl}/api/monitors/${monitor.id}/domain`, {
      headers: { authorization: `Bearer ${h.sim.token}`, accept: 'application/json' },
    })
    const answer = (await response.json()) as { expires_at: string }
    const view = await h.service.comingUp()
    const item = view.items.find((i) => i.kind === 'domain')
    expect(item).toMatchObject({ monitorId: monitor.id, checkType: 'domain' })
    expect(item!.at).toBe(`${answer.expires_at.replace(' ', 'T')}.000Z`)
    expect(item!.text).toMatch(/^Domain of .+ expires in [67] days$/)
    expect(view.summary).toContain('1 domain expires soon')
  })
  it("uses the monitor's own domain threshold where its settings name one", async () => {
    const monitor = h.service.getSnapshot()!.monitors[1]!
    const domain = monitor.checks.find((c) => c.type === 'domain')!
    // A year's threshold: a registration that runs out in two months or more is coming up too
    // (the simulator's default of 30 days would not list it).
    await h.syncSim()
    const put = await fetch(`${h.sim.baseUrl}/api/monitors/${monitor.id}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${h.sim.token}`,
        accept: 'application/json',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ domain_check_settings: { expires_soon_threshold_in_days: 365 } }),
    })
    expect(put.status).toBe(200)
    expect((await h.service.setCheckEnabled(domain.id, true, monitor.id)).ok).toBe(true)
    const read = async () =>
      (await domainReads()).some((r) => r.path === `/api/monitors/${monitor.id}/domain`)
    for (let i = 0; i < 20 && !(await read()); i++) await h.advance(MINUTE)
    expect(await read()).toBe(true)
    // The next sweep hands over the thresholds.
    await h.advance(MINUTE)
    const item = (await h.service.comingUp()).items.find(
      (i) => i.kind === 'domain' && i.monitorId === monitor.id,
    )
    expect(item?.text).toMatch(/^Domain of .+ expires in \d+ days$/)
    expect(Number(/(\d+) days/.exec(item!.text)![1])).toBeGreaterThan(30)
  })
})
