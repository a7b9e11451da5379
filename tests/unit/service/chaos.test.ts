// Chaos: the engine (headless AppService, fake clock) watches the simulator for 6 simulated
// hours while faults come in random order and lengths (see chaos-plan.ts). Seeded: the seed is
// printed; `CHAOS_SEED=n` replays a run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKOFF_CAP_MS } from '@app/core/engine/backoff'
import type { AlertDecision } from '@app/shared/model'
import { decisionProblems, insideRetryAfter, mismatches, overBudget } from './chaos-checks'
import { beginFault, CHAOS_TIMEOUT_MS, endFault } from './chaos-faults'
import { CHAOS_KINDS, makePlan, type ChaosKind, type Plan, type PlannedFault } from './chaos-plan'
import { startRig, type Rig } from './chaos-rig'

const SEED = Number(process.env.CHAOS_SEED ?? 20_261_124)
const MONITORS = 250 // two pages a sweep
const RATE_LIMIT = 10 // 30% of it: 3 requests a minute, so the budget really binds
const BUDGET_PER_MINUTE = Math.floor(0.3 * RATE_LIMIT)
const INTERVAL_MS = 60_000
const RUN_MS = 6 * 3_600_000
const STEP_MS = 30_000
/** A sweep's own time: pages waiting for the budget, maintenance look-ups (15 s at most). */
const SWEEP_SLACK_MS = 60_000
const MIN = 60_000

interface Recovery {
  fault: PlannedFault
  deadline: number
}

interface Outcome {
  plan: Plan
  start: number
  problems: Record<string, string[]>
  decisions: { at: number; decision: AlertDecision }[]
  alerts: number
  recoveries: number
  driftChecks: number
  realMs: number
}

const PROPERTIES = ['kept', 'stale', 'recovered', 'retry-after', 'budget', 'alerts'] as const
type Property = (typeof PROPERTIES)[number]

async function runChaos(): Promise<{ rig: Rig; outcome: Outcome }> {
  const began = performance.now()
  const rig = await startRig({
    seed: SEED,
    monitors: MONITORS,
    rateLimit: RATE_LIMIT,
    timeoutMs: CHAOS_TIMEOUT_MS,
    settings: { sweepIntervalSeconds: INTERVAL_MS / 1000 },
  })
  const problems = Object.fromEntries(PROPERTIES.map((p) => [p, [] as string[]])) as Record<
    Property,
    string[]
  >
  const note = (property: Property, message: string) => {
    if (problems[property].length < 20) problems[property].push(message)
  }
  const start = rig.clock.now()
  const minute = (t: number) => `${((t - start) / MIN).toFixed(1)} min`

  await rig.syncSim()
  const truth0 = await rig.sim.control.results()
  const monitorIds = [...new Set(truth0.map((t) => t.monitorId))].sort((a, b) => a - b)
  // Every 10th monitor may drift; 30 others carry the forced state changes.
  const driftPool = new Set(monitorIds.filter((_, i) => i % 10 === 5))
  const changeMonitors = new Set(monitorIds.filter((id) => !driftPool.has(id)).slice(0, 30))
  const changeChecks = truth0.filter((t) => changeMonitors.has(t.monitorId) && t.type !== 'cron')
  const changePool = new Set(changeChecks.map((t) => t.checkId))
  const plan = makePlan({
    seed: SEED,
    start,
    durationMs: RUN_MS,
    intervalMs: INTERVAL_MS,
    checkIds: [...changePool],
    initial: new Map(changeChecks.map((t) => [t.checkId, t.result])),
  })

  type Step = { at: number; run: () => Promise<void> }
  const queue: Step[] = []
  const schedule = (at: number, run: () => Promise<void>) => {
    queue.push({ at, run })
    queue.sort((a, b) => a.at - b.at)
  }
  const active = new Set<PlannedFault>()
  let recoveries = 0
  let driftChecks = 0
  let tokenCount = 0
  /** Sign-in probes: the user's action, checked outside the gate (it may be another account). */
  const probes = new Set<number>()

  // Drifting fields must not blind the engine: sweeps go on, every other monitor keeps its
  // real result, and a drifted monitor is either read or counted as unreadable.
  const checkDrift = async (fault: PlannedFault): Promise<void> => {
    const now = rig.clock.now()
    if (!rig.running || !active.has(fault)) return
    await rig.syncSim()
    const truth = await rig.sim.control.results()
    const snapshot = rig.service.getSnapshot()
    const label = `drift from ${minute(fault.from)}, checked ${minute(now)}`
    if (!snapshot || Date.parse(snapshot.fetchedAt) < fault.from) {
      note('recovered', `${label}: no sweep since the drift began`)
      return
    }
    const fetchedAt = Date.parse(snapshot.fetchedAt)
    const wrong = mismatches(
      snapshot,
      truth,
      (t) => driftPool.has(t.monitorId) || changedBetween(t.checkId, fetchedAt - INTERVAL_MS, now),
    )
    if (wrong.length > 0) note('recovered', `${label}: ${wrong.length} wrong, e.g. ${wrong[0]}`)
    const ids = new Set(snapshot.monitors.map((m) => m.id))
    const unread = [...driftPool].filter((id) => !ids.has(id)).length
    if (unread > snapshot.unreadable.count)
      note(
        'kept',
        `${label}: ${unread} drifted monitors gone, ${snapshot.unreadable.count} counted`,
      )
    driftChecks++
  }

  const applyFault = async (fault: PlannedFault): Promise<void> => {
    active.add(fault)
    if (fault.kind === 'drift')
      schedule(fault.from + 2 * INTERVAL_MS + SWEEP_SLACK_MS, () => checkDrift(fault))
    await beginFault(rig, fault, [...driftPool])
  }

  const clearFault = async (fault: PlannedFault): Promise<void> => {
    const token = await endFault(rig, fault, () => `chaos-token-${++tokenCount}`)
    if (token?.probeSeq != null) probes.add(token.probeSeq)
    if (token && !token.signIn.ok)
      note('recovered', `${minute(fault.to)}: new token refused: ${token.signIn.message}`)
    active.delete(fault)
    await rig.clock.advance(0)
    // One interval plus the wait the engine is in: its backoff (never past the cap) or what
    // the service asked for (the latest Retry-After), whichever is longer.
    const status = rig.service.getSyncStatus()
    const retryAt = status.nextSweepAt === null ? fault.to : Date.parse(status.nextSweepAt)
    const backoff = Math.min(BACKOFF_CAP_MS, Math.max(0, retryAt - fault.to))
    const asked = Math.max(
      0,
      ...rig.sent.map((s) =>
        s.answer?.retryAfterSeconds
          ? s.answer.at + s.answer.retryAfterSeconds * 1000 - fault.to
          : 0,
      ),
    )
    const deadline = fault.to + Math.max(backoff, asked) + INTERVAL_MS + SWEEP_SLACK_MS
    schedule(deadline, () => checkRecovered({ fault, deadline }))
  }

  const driftActive = () => [...active].some((f) => f.kind === 'drift')
  const changedBetween = (checkId: number, from: number, to: number) =>
    plan.changes.some((c) => c.checkId === checkId && c.at >= from && c.at <= to)

  const checkRecovered = async ({ fault, deadline }: Recovery): Promise<void> => {
    recoveries++
    if (!rig.running || active.size > 0) {
      note('recovered', `${fault.kind} ended ${minute(fault.to)}: the next fault began first`)
      return
    }
    await rig.syncSim()
    const truth = await rig.sim.control.results()
    const snapshot = rig.service.getSnapshot()
    const status = rig.service.getSyncStatus()
    const label = `${fault.kind} ended ${minute(fault.to)}, checked ${minute(deadline)}`
    if (!snapshot || Date.parse(snapshot.fetchedAt) < fault.to) {
      note('recovered', `${label}: no sweep since (state ${status.state}: ${status.message})`)
      return
    }
    if (status.stale) note('recovered', `${label}: still marked stale`)
    const fetchedAt = Date.parse(snapshot.fetchedAt)
    const wrong = mismatches(snapshot, truth, (t) =>
      changedBetween(t.checkId, fetchedAt - INTERVAL_MS, deadline),
    )
    if (wrong.length > 0) note('recovered', `${label}: ${wrong.length} wrong, e.g. ${wrong[0]}`)
  }

  // Last good data kept; marked stale once it is older than two intervals (or can't refresh).
  let everSynced = false
  const checkKept = (): void => {
    if (!rig.running) return
    const snapshot = rig.service.getSnapshot()
    const status = rig.service.getSyncStatus()
    if (status.lastSuccessAt !== null) everSynced = true
    if (!everSynced) return
    const now = rig.clock.now()
    if (!snapshot) {
      note('kept', `${minute(now)}: no snapshot (state ${status.state})`)
      return
    }
    const ids = new Set(snapshot.monitors.map((m) => m.id))
    const missing = monitorIds.filter((id) => !ids.has(id) && !(driftActive() && driftPool.has(id)))
    if (missing.length > 0)
      note('kept', `${minute(now)}: ${missing.length} monitors missing (e.g. ${missing[0]})`)
    const age = now - Date.parse(snapshot.fetchedAt)
    // Offline (told so, or the service unreachable) or the token refused: nothing can refresh it.
    const cannotRefresh =
      status.state === 'auth-needed' ||
      status.state === 'offline' ||
      [...active].some((f) => f.kind === 'offline')
    if ((age > 2 * INTERVAL_MS + SWEEP_SLACK_MS || cannotRefresh) && !status.stale)
      note('stale', `${minute(now)}: ${age / 1000} s old, state ${status.state}, not stale`)
  }

  for (const fault of plan.faults) {
    schedule(fault.from, () => applyFault(fault))
    schedule(fault.to, () => clearFault(fault))
  }
  for (const change of plan.changes) {
    schedule(change.at, async () => {
      await rig.syncSim()
      await rig.sim.control.setCheckResult(change.checkId, change.result)
    })
  }

  await rig.startService()
  const end = start + RUN_MS
  let nextStep = start
  while (rig.clock.now() < end) {
    const next = queue[0]
    if (next && next.at <= nextStep) {
      queue.shift()
      await rig.clock.advanceTo(Math.max(rig.clock.now(), next.at))
      await next.run()
      continue
    }
    await rig.clock.advanceTo(nextStep)
    checkKept()
    nextStep += STEP_MS
  }
  for (const step of queue.filter((s) => s.at <= end)) await step.run()

  for (const { request, until } of insideRetryAfter(rig.sent))
    note(
      'retry-after',
      `${request.method} ${request.path} at ${minute(request.at)}, wait until ${minute(until)}`,
    )
  // The budget counts the polling; a sign-in's probe is the user's (see `probes`).
  for (const burst of overBudget(
    rig.sent.filter((s) => !probes.has(s.seq)),
    BUDGET_PER_MINUTE,
  ))
    note(
      'budget',
      `${burst.length} requests in a minute: ${burst
        .map((s) => `${s.method} ${s.path} ${minute(s.at)} ${s.answer?.status ?? '-'}`)
        .join('; ')}`,
    )
  const decisions = rig.events.flatMap(({ at, event }) =>
    event.type === 'decisions' ? event.decisions.map((decision) => ({ at, decision })) : [],
  )
  const alerts = rig.events.filter(({ event }) => event.type === 'alert').length
  for (const problem of decisionProblems({
    plan,
    decisions: decisions.map((d) => d.decision),
    truth: truth0,
    driftPool,
    minute,
  }))
    note('alerts', problem)
  return {
    rig,
    outcome: {
      plan,
      start,
      problems,
      decisions,
      alerts,
      recoveries,
      driftChecks,
      realMs: performance.now() - began,
    },
  }
}

describe('chaos: 6 simulated hours of faults against the engine', () => {
  let rig: Rig | undefined
  let outcome: Outcome
  const unhandled: unknown[] = []
  const onUnhandled = (reason: unknown) => unhandled.push(reason)

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled)
    console.log(`[chaos] seed ${SEED} (replay with CHAOS_SEED=${SEED})`)
    const run = await runChaos()
    rig = run.rig
    outcome = run.outcome
    const sent = rig.sent
    const byKind = new Map<ChaosKind, number>()
    for (const f of outcome.plan.faults) byKind.set(f.kind, (byKind.get(f.kind) ?? 0) + 1)
    const statuses = new Map<string, number>()
    for (const s of sent) {
      const key = s.answer ? String(s.answer.status) : 'no answer'
      statuses.set(key, (statuses.get(key) ?? 0) + 1)
    }
    const changed = outcome.decisions.filter((d) => d.decision.event.type === 'check.changed')
    console.log(
      [
        `[chaos] faults injected: ${outcome.plan.faults.length} (${[...byKind].map(([k, n]) => `${k} ${n}`).join(', ')})`,
        `[chaos] requests sent: ${sent.length} (${[...statuses].map(([k, n]) => `${k}: ${n}`).join(', ')})`,
        `[chaos] state changes forced: ${outcome.plan.changes.length}; alert decisions: ${outcome.decisions.length} (${changed.length} check changes); alerts: ${outcome.alerts}`,
        `[chaos] recovery checks: ${outcome.recoveries}; real time ${(outcome.realMs / 1000).toFixed(1)} s`,
      ].join('\n'),
    )
  }, 180_000)

  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled)
    await rig?.close()
  })

  it('injects every kind of fault and forces state changes throughout', () => {
    expect(new Set(outcome.plan.faults.map((f) => f.kind))).toEqual(new Set(CHAOS_KINDS))
    expect(outcome.plan.changes.length).toBeGreaterThan(20)
  })

  it('never crashes: no unhandled rejection, no error logged, still syncing at the end', () => {
    expect(unhandled.map(String)).toEqual([])
    expect(rig!.errors).toEqual([])
    expect(rig!.service.getSyncStatus().state).toBe('ok')
  })

  it('keeps the last good data during faults and marks it stale', () => {
    expect(outcome.problems.kept).toEqual([])
    expect(outcome.problems.stale).toEqual([])
  })

  it('shows the true picture within one interval plus the current backoff after each fault, and through drift', () => {
    expect(outcome.problems.recovered).toEqual([])
    expect(outcome.recoveries).toBe(outcome.plan.faults.length)
    expect(outcome.driftChecks).toBe(outcome.plan.faults.filter((f) => f.kind === 'drift').length)
  })

  it('sends nothing inside a Retry-After and never exceeds the budget', () => {
    expect(rig!.sent.some((s) => s.answer?.status === 429)).toBe(true)
    expect(outcome.problems['retry-after']).toEqual([])
    expect(outcome.problems.budget).toEqual([])
  })

  it('decides exactly once on every state change that lasted two sweeps, across a restart', () => {
    expect(outcome.problems.alerts).toEqual([])
  })
})
