// The `drift` fault: fields of some monitors' checks change shape, as a service that evolves
// might send them: a field set to null, given another type, removed, or an enum value the
// client has never seen. The other monitors are untouched.
import { hash } from '../engine/prng'
import { DRIFT_VARIANTS, type DriftVariant, type Fault } from './faults'

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Whether monitor `id` drifts under `fault` (the same answer on every request). */
export function drifts(fault: Fault, id: number): boolean {
  if (fault.monitorIds !== null) return fault.monitorIds.includes(id)
  return hash(id, 0x0d41f7) / 4294967296 < fault.share
}

export function driftVariant(fault: Fault, id: number): DriftVariant {
  return fault.variant ?? DRIFT_VARIANTS[hash(id, 0x7a11) % DRIFT_VARIANTS.length]!
}

function driftCheck(check: Json, variant: DriftVariant): void {
  switch (variant) {
    case 'settings-null':
      check.settings = null
      return
    case 'label-null':
      check.label = null
      return
    case 'result-unknown':
      check.latest_run_result = 'degraded'
      return
    case 'enabled-retyped':
      check.enabled = 'yes'
      return
    case 'ended-at-removed':
      delete check.latest_run_ended_at
      return
  }
}

function driftMonitor(monitor: Json, fault: Fault): void {
  if (typeof monitor.id !== 'number' || !Array.isArray(monitor.checks)) return
  if (!drifts(fault, monitor.id)) return
  const first: unknown = monitor.checks[0]
  if (isObject(first)) driftCheck(first, driftVariant(fault, monitor.id))
}

/** The answer's JSON with drifted monitors (a list's `data` or one monitor); else unchanged. */
export function drifted(text: string, fault: Fault): string {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return text
  }
  if (!isObject(body)) return text
  const monitors = Array.isArray(body.data) ? body.data : [body]
  for (const monitor of monitors) if (isObject(monitor)) driftMonitor(monitor, fault)
  return JSON.stringify(body)
}
