// The chaos test's faults: how each planned kind begins and ends, on the simulator (through its
// control API) or on the service (suspend, offline, restart, a new token).
import type { ActionResult } from '@app/shared/app-service-api'
import type { PlannedFault } from './chaos-plan'
import type { Rig } from './chaos-rig'

/** The API client's per-request timeout in the chaos run (real ms); a `timeout` outlasts it. */
export const CHAOS_TIMEOUT_MS = 1_000

export async function beginFault(
  rig: Rig,
  fault: PlannedFault,
  driftPool: number[],
): Promise<void> {
  await rig.syncSim()
  const { control } = rig.sim
  const { everyNth } = fault
  switch (fault.kind) {
    case 'server-error':
      await control.addFault({ kind: 'status', status: fault.value, everyNth })
      return
    case 'timeout':
      await control.addFault({ kind: 'delay', delayMs: CHAOS_TIMEOUT_MS + 300, count: fault.value })
      return
    case 'hang':
      await control.addFault({ kind: 'hang', count: fault.value })
      return
    case 'drop':
      await control.addFault({ kind: 'drop-connection', everyNth })
      return
    case 'truncated':
      await control.addFault({ kind: 'truncated-json', everyNth })
      return
    case 'malformed':
      await control.addFault({ kind: 'malformed-json', everyNth })
      return
    case 'drift':
      await control.addFault({ kind: 'drift', monitorIds: driftPool })
      return
    case 'storm':
      await control.addFault({ kind: 'rate-limit-storm', retryAfterSeconds: fault.value })
      return
    case 'token':
      await control.addFault({ kind: 'token-revoked' })
      return
    case 'suspend':
      rig.service.suspend()
      return
    case 'offline':
      // The OS says offline, and indeed nothing gets through.
      rig.service.setOnline(false)
      await control.addFault({ kind: 'drop-connection' })
      return
    case 'restart':
      await rig.stopService()
      return
  }
}

/** Ends the fault; after `token`, signs in with a new one (its probe's `seq` is returned). */
export async function endFault(
  rig: Rig,
  fault: PlannedFault,
  newToken: () => string,
): Promise<{ signIn: ActionResult; probeSeq: number | null } | null> {
  await rig.syncSim()
  await rig.sim.control.clearFaults()
  switch (fault.kind) {
    case 'token': {
      const token = newToken()
      await rig.sim.control.setToken(token)
      const before = rig.sent.length
      const signIn = await rig.service.signIn({ baseUrl: rig.sim.baseUrl, token })
      const probe = rig.sent.slice(before).find((s) => s.path === '/api/me')
      return { signIn, probeSeq: probe?.seq ?? null }
    }
    case 'suspend':
      rig.service.resume()
      return null
    case 'offline':
      rig.service.setOnline(true)
      return null
    case 'restart':
      await rig.startService()
      return null
    default:
      return null
  }
}
