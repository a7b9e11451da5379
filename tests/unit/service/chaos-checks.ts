// The chaos test's checks over what was recorded: requests sent (client side), decisions
// published, and the snapshot against the simulator's truth. Each returns what broke.
import type { AlertDecision, Snapshot } from '@app/shared/model'
import type { SimTruth } from '@app/simulator'
import type { Plan } from './chaos-plan'
import type { Sent } from './chaos-rig'

/** Requests sent after a 429 arrived and before its Retry-After was over. */
export function insideRetryAfter(sent: Sent[]): { request: Sent; until: number }[] {
  const found: { request: Sent; until: number }[] = []
  for (const limited of sent) {
    const answer = limited.answer
    if (answer?.status !== 429 || answer.retryAfterSeconds === null) continue
    const until = answer.at + answer.retryAfterSeconds * 1000
    const early = sent.find((s) => s.seq > answer.seq && s.at < until)
    if (early) found.push({ request: early, until })
  }
  return found
}

/** Every run of more than `perMinute` requests within 60 s. */
export function overBudget(sent: Sent[], perMinute: number): Sent[][] {
  const sorted = [...sent].sort((a, b) => a.at - b.at)
  const bursts: Sent[][] = []
  for (let last = 0, first = 0; last < sorted.length; last++) {
    while (sorted[last]!.at - sorted[first]!.at >= 60_000) first++
    if (last - first + 1 > perMinute) bursts.push(sorted.slice(first, last + 1))
  }
  return bursts
}

/** Checks whose snapshot result differs from the truth (`skip`: those not to compare). */
export function mismatches(
  snapshot: Snapshot,
  truth: SimTruth[],
  skip: (t: SimTruth) => boolean,
): string[] {
  const results = new Map(
    snapshot.monitors.flatMap((m) => m.checks.map((c) => [c.id, c.result] as const)),
  )
  return truth
    .filter((t) => !skip(t) && results.get(t.checkId) !== t.result)
    .map((t) => `check ${t.checkId}: ${results.get(t.checkId) ?? 'absent'}, really ${t.result}`)
}

/**
 * Each forced change made one check.changed decision (none lost, none doubled); nothing else
 * changed, so no other check of a steady monitor had one, and no monitor came or went.
 * Drifting monitors are left out (their fields change on purpose).
 */
export function decisionProblems(input: {
  plan: Plan
  decisions: AlertDecision[]
  truth: SimTruth[]
  driftPool: Set<number>
  minute: (t: number) => string
}): string[] {
  const { plan, truth, driftPool, minute } = input
  const problems: string[] = []
  const seen = new Map<number, string[]>()
  for (const { event } of input.decisions) {
    if (driftPool.has(event.monitorId)) continue
    if (event.type === 'monitor.added' || event.type === 'monitor.removed')
      problems.push(`${event.type} for monitor ${event.monitorId}`)
    if (event.type !== 'check.changed' || event.checkId === undefined) continue
    seen.set(event.checkId, [...(seen.get(event.checkId) ?? []), event.to ?? '?'])
  }
  for (const t of truth) {
    if (driftPool.has(t.monitorId)) continue
    const planned = plan.changes.filter((c) => c.checkId === t.checkId)
    const actual = seen.get(t.checkId) ?? []
    if (JSON.stringify(actual) === JSON.stringify(planned.map((c) => c.result))) continue
    const changed = planned.map((c) => `${c.result} at ${minute(c.at)}`).join(', ')
    problems.push(`check ${t.checkId}: decided [${actual.join(', ')}], changed [${changed}]`)
  }
  return problems
}
