// Spare budget for one background read (a slow round's): never while polling is off (401,
// sign-out, suspend, offline) nor inside a Retry-After, with two slots free (one stays for the
// user), and never at a sweep's cost (see hasSpareRoom).
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
  if (!s.polling || gate.isPaused || gate.rateLimitedUntil !== null) return false
  const needed = s.pages + 1
  // A sweep longer than one minute's budget is paced by the budget anyway, and its interval
  // leaves a share of it over (SWEEP_BUDGET_SHARE): the gate gives a background read that share
  // (it waits for two free slots).
  if (needed > budget.perMinute) return true
  // A sweep that fits one minute: the read starts at once or not at all (two slots free, the
  // gate idle), never between its pages, nor with a slot its pages need when the next is due.
  if (budget.nextSlotAt(now, Math.min(2, budget.perMinute)) > now) return false
  if (s.sweeping || gate.busy || gate.queued > 0) return false
  const due = Math.max(now, s.nextSweepAt ?? now)
  // By then the read has left the window.
  if (due - now >= BUDGET_WINDOW_MS) return true
  return budget.nextSlotAt(now, needed) <= due
}

/**
 * Room for the maintenance watch's reads (maintenance-watch.ts): polling on, no Retry-After and
 * two slots free now (one stays for the user); when a sweep fits one minute's budget, not while
 * one is under way (its pages may need every slot). A longer sweep is paced by the budget and
 * leaves a share of it over (as for spare reads), which the watch may take between its pages.
 * Unlike a spare read it may take a slot the next sweep would use: its own share keeps it small.
 */
export function hasWatchRoom(s: SpareState): boolean {
  const { now, budget, gate } = s
  if (!s.polling || gate.isPaused || gate.rateLimitedUntil !== null) return false
  if (s.sweeping && s.pages + 1 <= budget.perMinute) return false
  return budget.nextSlotAt(now, Math.min(2, budget.perMinute)) <= now
}
