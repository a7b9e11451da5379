import { afterEach, describe, expect, it } from 'vitest'
import { BACKOFF_CAP_MS } from '@app/core/engine/backoff'
import { WAKE_JITTER_MS } from '@app/core/engine/scheduler'
import { type Harness, isSweepPage, lastSync, startHarness } from './harness'

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

const MINUTE = 60_000

describe('scheduling rules against the simulator', () => {
  it('sends no request at all inside a Retry-After, then sweeps again', async () => {
    h = await startHarness({ monitors: 10 })
    await h.service.start()
    await h.advance(0)
    await h.sim.control.addFault({ kind: 'rate-limit-storm', count: 1, retryAfterSeconds: 120 })
    await h.advance(30_000)
    const all = await h.requests()
    const limited = all.find((r) => r.status === 429)!
    expect(limited).toBeDefined()
    const status = h.service.getSyncStatus()
    expect(status.state).toBe('rate-limited')
    expect(status.rateLimitedUntil).toBe(new Date(limited.at + 120_000).toISOString())
    // User actions and detail queries fail at once instead of sending anything.
    const check = h.service.getSnapshot()!.monitors[0]!.checks[0]!
    const action = await h.service.snoozeCheck(check.id, 10)
    expect(action.ok).toBe(false)
    expect(action.message).toMatch(/slow down/)

    await h.advance(119_000)
    expect((await h.requests()).filter((r) => r.at > limited.at)).toEqual([])
    await h.advance(2_000) // past the wait plus at most 1 s of jitter
    const after = (await h.requests()).filter((r) => r.at > limited.at)
    expect(after.length).toBeGreaterThan(0)
    expect(after[0]!.at).toBeGreaterThanOrEqual(limited.at + 120_000)
    expect(h.service.getSyncStatus().state).toBe('ok')
  })

  it('backs off exponentially on 5xx up to the cap, and returns to normal after one success', async () => {
    h = await startHarness({ monitors: 10, random: () => 1 })
    await h.service.start()
    await h.advance(0)
    // 503 on every monitor request until cleared: sweeps fail at 30 s, then back off by
    // 10, 20, 40, 80, 160 s and the 5-minute cap: the 8th failure comes 940 s after start.
    await h.sim.control.addFault({ kind: 'status', status: 503, pathPrefix: '/api/monitors' })
    await h.advance(940_000)
    await h.sim.control.clearFaults()
    await h.advance(30 * MINUTE)
    const pages = (await h.requests()).filter(isSweepPage)
    const failed = pages.filter((r) => r.status === 503)
    expect(failed).toHaveLength(8)
    const gaps = pages.slice(1).map((r, i) => r.at - pages[i]!.at)
    // ok sweep, then 8 failures: 30 s to the first, then 10 s, 20 s, ... capped at 5 min.
    expect(gaps.slice(0, 9)).toEqual([
      30_000,
      10_000,
      20_000,
      40_000,
      80_000,
      160_000,
      BACKOFF_CAP_MS,
      BACKOFF_CAP_MS,
      BACKOFF_CAP_MS,
    ])
    // After the first success: the regular 30-second interval again.
    expect(gaps.slice(9, 12)).toEqual([30_000, 30_000, 30_000])
    expect(h.service.getSyncStatus().state).toBe('ok')
  })

  it('reports errors while backing off, offline on network failures', async () => {
    h = await startHarness({ monitors: 10 })
    await h.service.start()
    await h.advance(0)
    await h.sim.control.addFault({ kind: 'drop-connection', count: 1, pathPrefix: '/api/monitors' })
    await h.advance(30_000)
    const status = h.service.getSyncStatus()
    expect(status.state).toBe('offline')
    expect(status.offlineSince).not.toBeNull()
    expect(status.message).not.toContain(h.sim.token)
    await h.advance(10_000)
    expect(h.service.getSyncStatus()).toMatchObject({ state: 'ok', offlineSince: null })
  })

  it('treats a timeout like a server error: error state, backoff, normal after one success', async () => {
    h = await startHarness({ monitors: 10, random: () => 1, timeoutMs: 300 })
    await h.service.start()
    await h.advance(0)
    // The simulator holds the next monitor request for 2 s of real time: the client gives up.
    await h.sim.control.addFault({
      kind: 'delay',
      delayMs: 2_000,
      count: 1,
      pathPrefix: '/api/monitors',
    })
    await h.advance(30_000)
    const status = h.service.getSyncStatus()
    expect(status.state).toBe('error')
    expect(status.message).toMatch(/timed out after 300 ms/)
    expect(status.nextSweepAt).toBe(new Date(h.clock.now() + 10_000).toISOString())
    await h.advance(10_000)
    expect(h.service.getSyncStatus()).toMatchObject({ state: 'ok', message: null })
  })

  it('stops polling on 401 and resumes after sign-in with a new token', async () => {
    h = await startHarness({ monitors: 10 })
    await h.service.start()
    await h.advance(0)
    await h.sim.control.setToken('new-token-123456')
    await h.advance(30_000)
    expect(h.service.getSyncStatus().state).toBe('auth-needed')
    const before = (await h.requests()).length
    await h.advance(3 * 3_600_000)
    expect((await h.requests()).length).toBe(before)

    const wrong = await h.service.signIn({ baseUrl: h.sim.baseUrl, token: 'still-wrong-token' })
    expect(wrong.ok).toBe(false)
    expect(await h.token()).toBe(h.sim.token)

    const result = await h.service.signIn({ baseUrl: h.sim.baseUrl, token: 'new-token-123456' })
    expect(result.ok).toBe(true)
    expect(await h.token()).toBe('new-token-123456')
    await h.advance(0)
    expect(h.service.getSyncStatus().state).toBe('ok')
    const resumed = (await h.requests()).slice(before)
    expect(resumed.filter(isSweepPage).every((r) => r.status === 200)).toBe(true)
    expect(resumed.some(isSweepPage)).toBe(true)
  })

  it('pauses while suspended and sweeps once, with a little jitter, on resume', async () => {
    h = await startHarness({ monitors: 10, random: () => 0.25 })
    await h.service.start()
    await h.advance(0)
    h.service.suspend()
    const before = (await h.requests()).length
    await h.advance(2 * 3_600_000)
    expect((await h.requests()).length).toBe(before)

    const resumedAt = h.clock.now()
    h.service.resume()
    await h.advance(WAKE_JITTER_MS)
    const after = (await h.requests()).slice(before)
    // One sweep (one page), not a burst of catching up.
    expect(after.filter(isSweepPage)).toHaveLength(1)
    expect(after.filter(isSweepPage)[0]!.at).toBe(resumedAt + 0.25 * WAKE_JITTER_MS)
  })

  it('pauses while offline and sweeps at once when the network is back', async () => {
    h = await startHarness({ monitors: 10, random: () => 0 })
    await h.service.start()
    await h.advance(0)
    h.service.setOnline(false)
    expect(lastSync(h.events)?.state).toBe('offline')
    const before = (await h.requests()).length
    await h.advance(30 * MINUTE)
    expect((await h.requests()).length).toBe(before)
    expect(h.service.getSyncStatus().stale).toBe(true)

    h.service.setOnline(true)
    await h.advance(0)
    expect((await h.requests()).slice(before).filter(isSweepPage)).toHaveLength(1)
    expect(h.service.getSyncStatus()).toMatchObject({ state: 'ok', stale: false })
  })
})
