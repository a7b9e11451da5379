import { afterEach, describe, expect, it } from 'vitest'
import { type Harness, startHarness } from './harness'

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

const WAIT_MS = 120_000

describe('sign-in respects the service asking us to wait', () => {
  it('sends no /api/me inside a Retry-After the sweep received, and names when to retry', async () => {
    h = await startHarness({ monitors: 5 })
    await h.service.start()
    await h.advance(0)
    await h.sim.control.addFault({
      kind: 'rate-limit-storm',
      count: 1,
      retryAfterSeconds: WAIT_MS / 1000,
    })
    await h.advance(30_000)
    const limited = (await h.requests()).find((r) => r.status === 429)!
    expect(limited).toBeDefined()
    const until = new Date(limited.at + WAIT_MS).toISOString()

    await h.advance(10_000)
    const signIn = await h.service.signIn({ baseUrl: `${h.sim.baseUrl}/`, token: h.sim.token })
    expect(signIn.ok).toBe(false)
    expect(signIn.message).toContain(`try again after ${until}`)
    expect(signIn.message).toContain(`(in ${(limited.at + WAIT_MS - h.clock.now()) / 1000} s)`)
    const tested = await h.service.testCredentials({ baseUrl: h.sim.baseUrl, token: 'other-token' })
    expect(tested).toEqual({ ok: false, message: expect.stringContaining(until) })
    // The session that was running is left as it was.
    expect(h.service.getSession().signedIn).toBe(true)

    await h.advanceTo(limited.at + WAIT_MS - 1)
    expect((await h.requests()).filter((r) => r.at > limited.at)).toEqual([])

    await h.advance(2_000)
    const again = await h.service.signIn({ baseUrl: h.sim.baseUrl, token: h.sim.token })
    expect(again.ok).toBe(true)
    const me = (await h.requests()).filter((r) => r.path === '/api/me' && r.at > limited.at)
    expect(me).toHaveLength(1)
    expect(me[0]!.at).toBeGreaterThanOrEqual(limited.at + WAIT_MS)
  })

  it('a 429 answered to the probe itself starts the wait for the whole service', async () => {
    h = await startHarness({ monitors: 5, signedIn: false })
    await h.service.start()
    await h.sim.control.addFault({
      kind: 'rate-limit-storm',
      count: 1,
      retryAfterSeconds: WAIT_MS / 1000,
    })
    const first = await h.service.testCredentials({ baseUrl: h.sim.baseUrl, token: h.sim.token })
    const limited = (await h.requests()).find((r) => r.status === 429)!
    expect(limited).toMatchObject({ path: '/api/me' })
    const until = new Date(limited.at + WAIT_MS).toISOString()
    expect(first).toEqual({ ok: false, message: expect.stringContaining(until) })
    expect(h.service.getSyncStatus().rateLimitedUntil).toBe(until)

    await h.advance(30_000)
    const signIn = await h.service.signIn({ baseUrl: h.sim.baseUrl, token: h.sim.token })
    expect(signIn).toEqual({ ok: false, message: expect.stringContaining(until) })
    expect(await h.token()).toBeNull()
    expect(await h.requests()).toHaveLength(1)

    await h.advance(WAIT_MS - 30_000)
    const after = await h.service.signIn({ baseUrl: h.sim.baseUrl, token: h.sim.token })
    expect(after.ok).toBe(true)
    await h.advance(0)
    const sent = (await h.requests()).slice(1)
    expect(sent.length).toBeGreaterThan(0)
    expect(sent.every((r) => r.at >= limited.at + WAIT_MS && r.status === 200)).toBe(true)
  })

  it('does not hold back a probe to another service', async () => {
    h = await startHarness({ monitors: 5 })
    await h.service.start()
    await h.advance(0)
    await h.sim.control.addFault({ kind: 'rate-limit-storm', count: 1, retryAfterSeconds: 120 })
    await h.advance(30_000)
    expect(h.service.getSyncStatus().rateLimitedUntil).not.toBeNull()
    // Nothing listens on port 9: the probe is sent and fails to connect, it is not held back.
    const other = await h.service.testCredentials({
      baseUrl: 'http://127.0.0.1:9',
      token: h.sim.token,
    })
    expect(other).toEqual({ ok: false, message: expect.stringContaining('Cannot reach') })
  })
})
