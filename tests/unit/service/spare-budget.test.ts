// hasSpareRoom, rule by rule at its edges: polling off, a paused or rate-limited gate, a sweep
// that needs more than one minute's budget, two free slots, a busy gate, and whether the next
// sweep's pages still fit when it is due. A real budget and gate on a fake clock; no request is
// sent (the gate is kept busy by tasks that never fetch).
import { describe, expect, it } from 'vitest'
import { BUDGET_WINDOW_MS, RequestBudget } from '@app/core/engine/budget'
import { RequestGate } from '@app/core/engine/request-gate'
import { hasSpareRoom, type SpareState } from '@app/core/app-service/spare-budget'
import { FakeClock } from '../../helpers/fake-clock'

const START = 1_000_000

/** 18 requests a minute (30% of the assumed 60), nothing spent, nothing due. */
function setup(limit = 60) {
  const clock = new FakeClock({ start: START })
  const budget = new RequestBudget({ share: 0.3, assumedLimit: limit })
  const gate = new RequestGate({
    clock,
    budget,
    fetch: () => Promise.reject(new Error('no request is sent in these tests')),
  })
  const spare = (over: Partial<SpareState> = {}): boolean =>
    hasSpareRoom({
      now: clock.now(),
      budget,
      gate,
      polling: true,
      sweeping: false,
      nextSweepAt: null,
      pages: 1,
      ...over,
    })
  /** Spends `n` requests of the budget at `at`. */
  const spend = (n: number, at = clock.now()) => {
    for (let i = 0; i < n; i++) budget.record(at)
  }
  /** Keeps the gate running a task that never ends; `also` more wait behind it. */
  const occupy = (also = 0) => {
    for (let i = 0; i <= also; i++) void gate.run('sweep', () => new Promise<never>(() => {}))
  }
  return { clock, budget, gate, spare, spend, occupy }
}

describe('hasSpareRoom', () => {
  it('has room on an idle gate with the budget unspent and no sweep due', () => {
    const { budget, spare } = setup()
    expect(budget.perMinute).toBe(18)
    expect(spare()).toBe(true)
  })

  it('never while polling is off, the gate is paused or inside a Retry-After', async () => {
    const { clock, gate, spare } = setup()
    expect(spare({ polling: false })).toBe(false)

    gate.blockUntil(START + 30_000)
    expect(spare()).toBe(false)
    await clock.advance(29_999)
    expect(spare()).toBe(false)
    await clock.advance(1)
    expect(spare()).toBe(true)

    gate.pause('Paused while the computer sleeps.')
    expect(spare()).toBe(false)
    gate.resume()
    expect(spare()).toBe(true)
  })

  it('polling off or a Retry-After wins even when a sweep exceeds one minute of budget', () => {
    const { gate, spare } = setup()
    expect(spare({ pages: 40, polling: false })).toBe(false)
    gate.blockUntil(START + 1)
    expect(spare({ pages: 40 })).toBe(false)
  })

  it('a sweep that fits one minute: none while a sweep runs, the gate is busy or has a queue', () => {
    const { spare, occupy, gate } = setup()
    expect(spare({ sweeping: true })).toBe(false)
    occupy()
    expect(gate.busy).toBe(true)
    expect(gate.queued).toBe(0)
    expect(spare()).toBe(false)
  })

  it('a queue alone (nothing running, budget free) is enough to say no', () => {
    const { budget, clock } = setup()
    // The real gate queues only while it waits for the budget (which says no by itself), so the
    // rule is read on its own with a gate that reports a queue and nothing else.
    const gate = { isPaused: false, rateLimitedUntil: null, busy: false, queued: 1 }
    const state = {
      now: clock.now(),
      budget,
      polling: true,
      sweeping: false,
      nextSweepAt: null,
      pages: 1,
    }
    expect(hasSpareRoom({ ...state, gate: gate as unknown as RequestGate })).toBe(false)
    const idle = { ...gate, queued: 0 }
    expect(hasSpareRoom({ ...state, gate: idle as unknown as RequestGate })).toBe(true)
  })

  it('a sweep longer than one minute of budget: room even while sweeping and busy', () => {
    const { spare, occupy } = setup()
    occupy(2)
    // pages + 1 > 18: the budget paces that sweep anyway.
    expect(spare({ pages: 18, sweeping: true })).toBe(true)
    // pages + 1 = 18 still fits one minute: the idle-gate rule applies.
    expect(spare({ pages: 17, sweeping: true })).toBe(false)
    expect(spare({ pages: 17 })).toBe(false)
  })

  it('needs two free slots, one staying for the user', async () => {
    const { clock, spare, spend } = setup()
    spend(16)
    expect(spare()).toBe(true)
    spend(1)
    expect(spare()).toBe(false)
    // The window slides: the 17 spent at START leave it at START + 60 s.
    await clock.advance(BUDGET_WINDOW_MS - 1)
    expect(spare()).toBe(false)
    await clock.advance(1)
    expect(spare()).toBe(true)
  })

  it('with a budget of two a minute, both must be free', () => {
    const { budget, spare, spend } = setup(7) // floor(0.3 x 7) = 2
    expect(budget.perMinute).toBe(2)
    expect(spare()).toBe(true)
    spend(1)
    expect(spare()).toBe(false)
  })

  it('with a budget of one a minute every sweep exceeds it: the gate paces the read', () => {
    const { budget, spare, spend, occupy } = setup(4) // floor(0.3 x 4) = 1
    expect(budget.perMinute).toBe(1)
    spend(1)
    occupy()
    expect(spare()).toBe(true)
  })

  it('the next sweep due within the minute: room only if its pages still fit by then', async () => {
    const { clock, spare, spend } = setup()
    spend(8) // at START: 10 left until START + 60 s
    await clock.advance(1_000)
    const now = clock.now()
    // 9 pages + this read = 10: they fit now, so they fit when the sweep is due.
    expect(spare({ pages: 9, nextSweepAt: now + 30_000 })).toBe(true)
    // 10 pages + this read = 11: not before START + 60 s.
    expect(spare({ pages: 10, nextSweepAt: now + 30_000 })).toBe(false)
    expect(spare({ pages: 10, nextSweepAt: START + BUDGET_WINDOW_MS - 1 })).toBe(false)
    expect(spare({ pages: 10, nextSweepAt: START + BUDGET_WINDOW_MS })).toBe(true)
    // Overdue or unscheduled: due now.
    expect(spare({ pages: 10, nextSweepAt: now - 5_000 })).toBe(false)
    expect(spare({ pages: 10, nextSweepAt: null })).toBe(false)
    expect(spare({ pages: 9, nextSweepAt: now - 5_000 })).toBe(true)
    expect(spare({ pages: 9, nextSweepAt: null })).toBe(true)
  })

  it('the next sweep a minute or more away: room, whatever its pages need', () => {
    const { clock, spare, spend } = setup()
    spend(15)
    const now = clock.now()
    expect(spare({ pages: 16, nextSweepAt: now + BUDGET_WINDOW_MS - 1 })).toBe(false)
    expect(spare({ pages: 16, nextSweepAt: now + BUDGET_WINDOW_MS })).toBe(true)
    // Still two slots needed now.
    spend(2)
    expect(spare({ pages: 16, nextSweepAt: now + 10 * BUDGET_WINDOW_MS })).toBe(false)
  })
})
