// The chaos test's seeded plan: quiet stretches and faults in random order and lengths over
// the run, and the forced check results (state changes) between and during them.
import { mulberry32, type Rng } from '@app/simulator/engine/prng'

export const CHAOS_KINDS = [
  'server-error',
  'timeout',
  'hang',
  'drop',
  'truncated',
  'malformed',
  'drift',
  'storm',
  'token',
  'suspend',
  'offline',
  'restart',
] as const
export type ChaosKind = (typeof CHAOS_KINDS)[number]
const FLAKY_KINDS: readonly ChaosKind[] = ['server-error', 'drop', 'truncated', 'malformed']

export interface PlannedFault {
  kind: ChaosKind
  from: number
  to: number
  /** 5xx status, Retry-After seconds or affected request count, by kind. */
  value: number
  /** Only every n-th request fails (flaky): a sweep's first page may pass and the next fail. */
  everyNth: number
}

export interface PlannedChange {
  at: number
  checkId: number
  result: 'succeeded' | 'warning' | 'failed'
}

export interface Plan {
  faults: PlannedFault[]
  changes: PlannedChange[]
}

const MIN = 60_000

const between = (rng: Rng, low: number, high: number) => low + Math.floor(rng() * (high - low + 1))
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!

/** Fault length in minutes and its value, by kind. */
function shape(rng: Rng, kind: ChaosKind): { minutes: number; value: number } {
  switch (kind) {
    case 'server-error':
      return { minutes: between(rng, 1, 15), value: pick(rng, [500, 502, 503, 504]) }
    case 'timeout':
    case 'hang':
      // Counted requests: each costs the client's timeout in real time.
      return { minutes: between(rng, 1, 3), value: between(rng, 1, 2) }
    case 'storm':
      return { minutes: between(rng, 1, 6), value: between(rng, 30, 300) }
    case 'suspend':
      return { minutes: between(rng, 5, 30), value: 0 }
    case 'drift':
      return { minutes: between(rng, 5, 30), value: 0 }
    default:
      return { minutes: between(rng, 1, 12), value: 0 }
  }
}

export interface PlanOptions {
  seed: number
  start: number
  durationMs: number
  intervalMs: number
  /** Checks the plan may force (never on drifting monitors). */
  checkIds: number[]
  initial: Map<number, string>
}

/**
 * Segments alternate: quiet (10 to 14 minutes), fault. Every kind comes at least once, the rest
 * in random order. Each segment but a token one forces one to three checks; a check forced in
 * segment i is left alone in the next two, so each state lasts a whole quiet stretch. In a
 * quiet stretch, changes come early enough to be swept twice before the next fault.
 */
export function makePlan(options: PlanOptions): Plan {
  const rng = mulberry32(options.seed)
  const end = options.start + options.durationMs
  const kinds: ChaosKind[] = [...CHAOS_KINDS].sort(() => rng() - 0.5)
  const faults: PlannedFault[] = []
  const changes: PlannedChange[] = []
  const current = new Map(options.initial)
  const lastSegment = new Map<number, number>()
  let t = options.start + 5 * MIN
  let segment = 0

  const force = (from: number, to: number) => {
    const count = between(rng, 1, 3)
    for (let i = 0; i < count && to > from; i++) {
      const free = options.checkIds.filter((id) => (lastSegment.get(id) ?? -9) < segment - 2)
      if (free.length === 0) return
      const checkId = pick(rng, free)
      const was = current.get(checkId)
      const result = pick(
        rng,
        (['succeeded', 'warning', 'failed'] as const).filter((r) => r !== was),
      )
      changes.push({ at: between(rng, from, to), checkId, result })
      current.set(checkId, result)
      lastSegment.set(checkId, segment)
    }
  }

  for (;;) {
    const quiet = between(rng, 10, 14) * MIN
    const kind = kinds.shift() ?? pick(rng, CHAOS_KINDS)
    const { minutes, value } = shape(rng, kind)
    if (t + quiet + minutes * MIN + 20 * MIN > end) break
    // After the engine's recovery from the fault before (backoff or Retry-After: 5 min at most).
    force(t + 7 * MIN, t + quiet - 3 * options.intervalMs)
    segment++
    t += quiet
    // The first of each flaky kind fails every second request: with two pages a sweep, some
    // sweeps read their first page and lose the second.
    const firstOfKind = !faults.some((f) => f.kind === kind)
    const everyNth = !FLAKY_KINDS.includes(kind) ? 1 : firstOfKind ? 2 : pick(rng, [1, 2, 3])
    faults.push({ kind, from: t, to: t + minutes * MIN, value, everyNth })
    if (kind !== 'token') force(t, t + minutes * MIN - 1)
    segment++
    t += minutes * MIN
  }
  changes.sort((a, b) => a.at - b.at)
  return { faults, changes }
}
