// One account's session on its own: its own engine (gate, scheduler, store) against the real
// simulator, started and stopped without an AppService; and the AppService holding its
// sessions by account, one active.
import { afterEach, describe, expect, it } from 'vitest'
import { MemoryKeyValueStore } from '@app/adapters/memory-stores'
import { createAccountSession, type AccountSession } from '@app/core/app-service/account-session'
import { ServiceEmitter } from '@app/core/app-service/emitter'
import { IoTracker } from '@app/core/app-service/io-tracker'
import type { FetchLike, Logger } from '@app/core/ports'
import type { AppServiceEvent } from '@app/shared/app-service-api'
import { DEFAULT_SETTINGS } from '@app/shared/settings'
import { memorySettings } from '@app/shared/settings-patch'
import { startSimulator, type RunningSimulator } from '@app/simulator'
import { FakeClock } from '../../helpers/fake-clock'
import { type Harness, isSweepPage, startHarness } from './harness'

const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} }

let sims: RunningSimulator[] = []
let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
  await Promise.all(sims.map((sim) => sim.close()))
  sims = []
})

async function simulator(monitors: number): Promise<RunningSimulator> {
  const sim = await startSimulator({
    scenario: 'steady',
    seed: 7,
    monitors,
    port: 0,
    clock: 'manual',
  })
  sims.push(sim)
  return sim
}

describe('an account session on its own', () => {
  it('sweeps with its own engine, publishes to its emitter, and stops', async () => {
    const sim = await simulator(4)
    const clock = new FakeClock({ start: sim.now() })
    const fetch: FetchLike = async (input, init) => {
      await sim.control.setTime(clock.now())
      return globalThis.fetch(input, init)
    }
    const io = new IoTracker()
    const emitter = new ServiceEmitter(quiet)
    const events: AppServiceEvent[] = []
    emitter.subscribe((event) => events.push(event))
    let running = true
    const session: AccountSession = createAccountSession(
      {
        fetch: (input, init) => io.track(fetch(input, init)),
        clock,
        random: () => 0.5,
        logger: quiet,
        store: new MemoryKeyValueStore(),
        settings: memorySettings({ ...DEFAULT_SETTINGS, baseUrl: sim.baseUrl }),
        emitter,
        poll: true,
        slowRounds: false,
        readAccount: false,
        running: () => running,
        notices: () => ({ before: [], after: [] }),
        track: (work) => void work.catch(() => {}),
        io: (work) => io.track(work),
        recordActions: (actions) => actions,
        onForget: () => {},
      },
      sim.baseUrl,
    )
    clock.setSettle(() => io.idle(() => session.engine.gate.inFlight === 0))
    expect(session.syncStatus().state).toBe('auth-needed')

    session.connect({ baseUrl: sim.baseUrl, token: sim.token, demo: false, account: null })
    await clock.advance(0)
    expect(session.snapshot()?.monitors).toHaveLength(4)
    expect(session.syncStatus().state).toBe('ok')
    expect(session.view()).toEqual({ signedIn: true, demo: false, account: null })
    expect(events.some((e) => e.type === 'snapshot')).toBe(true)
    const sweeps = () => sim.control.requests().then((rs) => rs.filter(isSweepPage).length)
    const afterFirst = await sweeps()
    expect(afterFirst).toBe(1)

    await clock.advance(5 * 60_000)
    expect(await sweeps()).toBeGreaterThan(afterFirst)

    running = false
    await session.stop()
    const stoppedAt = await sweeps()
    await clock.advance(10 * 60_000)
    expect(await sweeps()).toBe(stoppedAt)
    // Stopped, not signed out: the picture stays for the next start.
    expect(session.snapshot()?.monitors).toHaveLength(4)
    expect(JSON.stringify(events)).not.toContain(sim.token)
  })
})

describe('an account session closing', () => {
  /** A connected session whose forgetting of the app's record is counted. */
  async function connected() {
    const sim = await simulator(2)
    const clock = new FakeClock({ start: sim.now() })
    const io = new IoTracker()
    const told = { forgets: 0 }
    const session = createAccountSession(
      {
        fetch: async (input, init) => {
          await sim.control.setTime(clock.now())
          return io.track(globalThis.fetch(input, init))
        },
        clock,
        random: () => 0.5,
        logger: quiet,
        store: new MemoryKeyValueStore(),
        settings: memorySettings({ ...DEFAULT_SETTINGS, baseUrl: sim.baseUrl }),
        emitter: new ServiceEmitter(quiet),
        poll: true,
        slowRounds: false,
        readAccount: false,
        running: () => true,
        notices: () => ({ before: [], after: [] }),
        track: (work) => void work.catch(() => {}),
        io: (work) => io.track(work),
        recordActions: (actions) => actions,
        onForget: () => (told.forgets += 1),
      },
      sim.baseUrl,
    )
    clock.setSettle(() => io.idle(() => session.engine.gate.inFlight === 0))
    session.connect({ baseUrl: sim.baseUrl, token: sim.token, demo: false, account: null })
    await clock.advance(0)
    expect(session.snapshot()?.monitors).toHaveLength(2)
    return { session, told }
  }

  it("replaced, it forgets its picture and the app's record of it", async () => {
    const { session, told } = await connected()
    session.close()
    expect(session.snapshot()).toBeNull()
    expect(told.forgets).toBe(1)
  })

  it("removed, it forgets its picture and leaves the app's record to the caller", async () => {
    const { session, told } = await connected()
    session.close('removed')
    expect(session.snapshot()).toBeNull()
    expect(told.forgets).toBe(0)
  })
})

describe('the AppService holds sessions by account', () => {
  it('one session now, keyed by the service address; another address replaces it', async () => {
    h = await startHarness({ monitors: 3, slowRounds: false })
    await h.service.start()
    await h.advance(0)
    const { sessions } = h.service
    expect(sessions.all().map((s) => s.baseUrl)).toEqual([h.sim.baseUrl])
    expect(sessions.get(h.sim.baseUrl)).toBe(sessions.active)
    expect(sessions.active.current()?.baseUrl).toBe(h.sim.baseUrl)
    expect(h.service.getSnapshot()).toBe(sessions.active.snapshot())
    const first = sessions.active

    const other = await simulator(5)
    const signIn = await h.service.signIn({ baseUrl: other.baseUrl, token: other.token })
    expect(signIn.ok).toBe(true)
    await h.advance(0)
    expect(sessions.all().map((s) => s.baseUrl)).toEqual([other.baseUrl])
    expect(sessions.active).not.toBe(first)
    expect(sessions.get(h.sim.baseUrl)).toBeUndefined()
    expect(h.service.getSnapshot()?.monitors).toHaveLength(5)
    // The first account's session was closed: it forgot its picture and polls no more.
    expect(first.snapshot()).toBeNull()
    const firstSweeps = (await h.requests()).filter(isSweepPage).length
    await h.advance(5 * 60_000)
    expect((await h.requests()).filter(isSweepPage).length).toBe(firstSweeps)
  })
})
