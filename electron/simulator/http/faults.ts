// Injected faults, for the next N requests and/or a time window on the simulator clock.
import * as z from 'zod'

export const FAULT_KINDS = [
  'status',
  'delay',
  'malformed-json',
  'truncated-json',
  'drop-connection',
  'hang',
  'rate-limit-storm',
  'token-revoked',
  'drift',
] as const
export type FaultKind = (typeof FAULT_KINDS)[number]

/** Kinds that change the real answer's body instead of replacing the answer. */
export const BODY_FAULT_KINDS: readonly FaultKind[] = ['malformed-json', 'truncated-json', 'drift']

export const DRIFT_VARIANTS = [
  'settings-null',
  'label-null',
  'result-unknown',
  'enabled-retyped',
  'ended-at-removed',
] as const
export type DriftVariant = (typeof DRIFT_VARIANTS)[number]

export const faultSpecSchema = z
  .object({
    kind: z.enum(FAULT_KINDS),
    /** Applies to this many requests, then disappears. Omitted: until the window ends or cleared. */
    count: z.number().int().positive().optional(),
    /** Window length in simulated ms, starting now. */
    durationMs: z.number().int().positive().optional(),
    status: z.number().int().min(400).max(599).optional(),
    delayMs: z.number().int().min(0).max(120_000).optional(),
    retryAfterSeconds: z.number().int().min(1).max(86_400).optional(),
    /** Only requests whose path starts with this (e.g. `/api/monitors`). */
    pathPrefix: z.string().startsWith('/').optional(),
    /** Only every n-th matching request (2: the 2nd, 4th, ...): a flaky service. Default 1. */
    everyNth: z.number().int().min(1).max(1000).optional(),
    /** drift: the monitors whose checks drift (default: about `share` of them, by id). */
    monitorIds: z.array(z.number().int().positive()).max(50_000).optional(),
    /** drift: the share of monitors that drift when `monitorIds` is not given (default 0.1). */
    share: z.number().min(0).max(1).optional(),
    /** drift: one variant for every drifting monitor (default: one per monitor, by id). */
    variant: z.enum(DRIFT_VARIANTS).optional(),
  })
  .strict()
export type FaultSpec = z.infer<typeof faultSpecSchema>

export interface Fault {
  id: number
  kind: FaultKind
  status: number
  delayMs: number
  retryAfterSeconds: number
  remaining: number | null
  until: number | null
  pathPrefix: string | null
  everyNth: number
  /** Matching requests seen so far (for `everyNth`). */
  seen: number
  monitorIds: number[] | null
  share: number
  variant: DriftVariant | null
}

export class FaultBook {
  private faults: Fault[] = []
  private nextId = 1

  add(spec: FaultSpec, now: number): Fault {
    const fault: Fault = {
      id: this.nextId++,
      kind: spec.kind,
      status: spec.status ?? 500,
      delayMs: spec.delayMs ?? 1000,
      retryAfterSeconds: spec.retryAfterSeconds ?? 30,
      remaining: spec.count ?? null,
      until: spec.durationMs === undefined ? null : now + spec.durationMs,
      pathPrefix: spec.pathPrefix ?? null,
      everyNth: spec.everyNth ?? 1,
      seen: 0,
      monitorIds: spec.monitorIds ?? null,
      share: spec.share ?? 0.1,
      variant: spec.variant ?? null,
    }
    this.faults.push(fault)
    return fault
  }

  list(now: number): Fault[] {
    this.faults = this.faults.filter((fault) => isLive(fault, now))
    return [...this.faults]
  }

  remove(id: number): boolean {
    const before = this.faults.length
    this.faults = this.faults.filter((fault) => fault.id !== id)
    return this.faults.length < before
  }

  clear(): void {
    this.faults = []
  }

  /** Faults for one request: every delay plus the first other fault; their counts go down. */
  take(path: string, now: number): { delays: Fault[]; terminal: Fault | null } {
    const matching = this.list(now).filter((f) => {
      if (f.pathPrefix !== null && !path.startsWith(f.pathPrefix)) return false
      f.seen++
      return f.seen % f.everyNth === 0
    })
    const delays = matching.filter((fault) => fault.kind === 'delay')
    const terminal = matching.find((fault) => fault.kind !== 'delay') ?? null
    for (const fault of [...delays, ...(terminal ? [terminal] : [])]) {
      if (fault.remaining !== null) fault.remaining--
    }
    return { delays, terminal }
  }
}

function isLive(fault: Fault, now: number): boolean {
  return (
    (fault.remaining === null || fault.remaining > 0) && (fault.until === null || now < fault.until)
  )
}
