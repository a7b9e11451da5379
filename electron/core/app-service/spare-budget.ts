// Spare budget for one background read (a slow round's): it may go only when it costs the
// sweeps nothing. Polling is on, no sweep is under way, the gate is idle (so the read starts at
// once instead of waiting for a moment that suits it less), two slots are free now (one stays
// for the user), and the next sweep's pages still fit the budget when that sweep is due.
import { BUDGET_WINDOW_MS, type RequestBudget } from '../engine/budget'
import type { RequestGate } from '../engine/request-gate'

export interface SpareState {
  now: number
  budget: RequestBudget
  gate: RequestGate
  /** Sweeps may run (not after a 401, sign-out, suspend nor offline). */
  polling: boolean
  sweeping: boolean
  /** When the next sweep is due (null: as soon as it can). */
  nextSweepAt: number | null
  /** Pages the next sweep will read. */
  pages: number
}

export function hasSpareRoom(s: SpareState): boolean {
  const { now, budget, gate } = s
  if (!s.polling || s.sweeping || gate.busy || gate.queued > 0) return false
  if (gate.isPaused || gate.rateLimitedUntil !== null) return false
  if (budget.nextSlotAt(now, Math.min(2, budget.perMinute)) > now) return false
  const due = Math.max(now, s.nextSweepAt ?? now)
  // By then the read has left the window: it cannot take a page's slot.
  if (due - now >= BUDGET_WINDOW_MS) return true
  const needed = s.pages + 1
  return needed <= budget.perMinute && budget.nextSlotAt(now, needed) <= due
}
