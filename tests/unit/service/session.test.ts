import { afterEach, describe, expect, it } from 'vitest'
import { type Harness, startHarness } from './harness'

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

describe('session', () => {
  it('tests credentials against /api/me without storing anything', async () => {
    h = await startHarness({ monitors: 3, signedIn: false })
    await h.service.start()
    const good = await h.service.testCredentials({ baseUrl: h.sim.baseUrl, token: h.sim.token })
    expect(good).toMatchObject({ ok: true, account: { baseUrl: h.sim.baseUrl } })
    const bad = await h.service.testCredentials({ baseUrl: h.sim.baseUrl, token: 'nope-nope-nope' })
    expect(bad.ok).toBe(false)
    expect(JSON.stringify(bad)).not.toContain('nope-nope-nope')
    const malformed = await h.service.testCredentials({ baseUrl: 'not a url', token: 'x' })
    expect(malformed).toEqual({ ok: false, message: expect.stringContaining('URL') })
    expect(await h.token()).toBeNull()
    expect((await h.requests()).map((r) => r.path)).toEqual(['/api/me', '/api/me'])
  })

  it('signs in (token to the keychain, polling starts), never exposes the token, signs out', async () => {
    h = await startHarness({ monitors: 3, signedIn: false })
    await h.service.start()
    expect(h.service.getSession()).toEqual({ signedIn: false, demo: false, account: null })

    const result = await h.service.signIn({
      baseUrl: `${h.sim.baseUrl}/`,
      token: ` ${h.sim.token} `,
    })
    expect(result.ok).toBe(true)
    expect(await h.token()).toBe(h.sim.token)
    await h.advance(0)
    expect(h.service.getSnapshot()?.monitors).toHaveLength(3)
    const session = h.service.getSession()
    expect(session).toMatchObject({
      signedIn: true,
      demo: false,
      account: { email: expect.any(String) },
    })
    expect(JSON.stringify(session)).not.toContain(h.sim.token)
    expect(JSON.stringify(h.service.getSyncStatus())).not.toContain(h.sim.token)
    expect(JSON.stringify(h.events)).not.toContain(h.sim.token)
    expect(JSON.stringify(h.logs)).not.toContain(h.sim.token)

    const out = await h.service.signOut()
    expect(out.ok).toBe(true)
    expect(await h.token()).toBeNull()
    expect(h.service.getSession().signedIn).toBe(false)
    expect(h.service.getSnapshot()).toBeNull()
    const before = (await h.requests()).length
    await h.advance(10 * 60_000)
    expect((await h.requests()).length).toBe(before)
  })

  it('starts the demo through deps.demo without putting its token in the keychain', async () => {
    let started = 0
    h = await startHarness({
      monitors: 4,
      signedIn: false,
      demo: {
        start: async () => {
          started++
          return { baseUrl: h!.sim.baseUrl, token: h!.sim.token }
        },
      },
    })
    await h.service.start()
    const result = await h.service.startDemo()
    expect(result.ok).toBe(true)
    expect(started).toBe(1)
    expect(h.service.getSession()).toMatchObject({ signedIn: true, demo: true })
    expect(await h.token()).toBeNull()
    await h.advance(0)
    expect(h.service.getSnapshot()?.monitors).toHaveLength(4)
  })

  it('says the demo is unavailable when the host gives none', async () => {
    h = await startHarness({ monitors: 1, signedIn: false })
    expect(await h.service.startDemo()).toEqual({
      ok: false,
      message: expect.stringContaining('not available'),
    })
  })
})

describe('settings', () => {
  it('applies a new interval and budget share at once', async () => {
    h = await startHarness({ monitors: 5 })
    await h.service.start()
    await h.advance(0)
    const firstSweepAt = h.clock.now()
    const result = await h.service.updateSettings({ sweepIntervalSeconds: 120, budgetShare: 0.5 })
    expect(result.ok).toBe(true)
    expect(h.service.getSettings().sweepIntervalSeconds).toBe(120)
    expect(h.service.getSyncStatus().nextSweepAt).toBe(
      new Date(firstSweepAt + 120_000).toISOString(),
    )
    expect(h.events.some((e) => e.type === 'settings')).toBe(true)
  })
})
