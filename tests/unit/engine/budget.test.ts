import { describe, expect, it } from 'vitest'
import { BUDGET_WINDOW_MS, CONSERVATIVE_RATE_LIMIT, RequestBudget } from '@app/core/engine/budget'

describe('RequestBudget', () => {
  it('assumes a conservative limit until the service names one', () => {
    const budget = new RequestBudget({ share: 0.3 })
    expect(budget.rateLimit).toBe(CONSERVATIVE_RATE_LIMIT)
    expect(budget.rateLimitKnown).toBe(false)
    expect(budget.perMinute).toBe(18)
    budget.observeLimit(500)
    expect(budget.rateLimitKnown).toBe(true)
    expect(budget.perMinute).toBe(150)
  })

  it('ignores missing or nonsense limits', () => {
    const budget = new RequestBudget({ share: 0.3, assumedLimit: 20 })
    budget.observeLimit(null)
    budget.observeLimit(0)
    budget.observeLimit(Number.NaN)
    expect(budget.perMinute).toBe(6)
  })

  it('always allows at least one request per minute', () => {
    expect(new RequestBudget({ share: 0.05, assumedLimit: 10 }).perMinute).toBe(1)
  })

  it('counts requests in a sliding 60-second window and names the next free slot', () => {
    const budget = new RequestBudget({ share: 0.3, assumedLimit: 10 }) // 3 per minute
    const t0 = 1_000_000
    budget.record(t0)
    budget.record(t0 + 10_000)
    expect(budget.nextSlotAt(t0 + 20_000)).toBe(t0 + 20_000)
    budget.record(t0 + 20_000)
    expect(budget.remaining(t0 + 20_000)).toBe(0)
    expect(budget.usedShare(t0 + 20_000)).toBe(1)
    // The oldest request leaves the window exactly 60 s after it started.
    expect(budget.nextSlotAt(t0 + 30_000)).toBe(t0 + BUDGET_WINDOW_MS)
    expect(budget.nextSlotAt(t0 + 30_000, 2)).toBe(t0 + 10_000 + BUDGET_WINDOW_MS)
    expect(budget.usedInWindow(t0 + BUDGET_WINDOW_MS)).toBe(2)
    expect(budget.usedInWindow(t0 + 20_000 + BUDGET_WINDOW_MS)).toBe(0)
  })

  it('applies a new share at once', () => {
    const budget = new RequestBudget({ share: 0.3, assumedLimit: 100 })
    budget.setShare(0.5)
    expect(budget.perMinute).toBe(50)
  })
})
