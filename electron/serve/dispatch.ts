// One WebSocket request -> one AppService call: the envelope is checked, the arguments are
// validated with the contract's zod schemas, and any failure becomes a clear message that
// changes nothing. The token never appears here: the service holds it, answers do not.
import { z } from 'zod'
import type { AppServiceApi } from '../shared/app-service'
import { INVOKE_METHODS, type InvokeChannel } from '../shared/contract'
import { parseInvokeArgs } from '../shared/contract-schemas'
import type { WsResponse } from '../shared/ws-protocol'

const CHANNEL_TO_METHOD = new Map<string, keyof typeof INVOKE_METHODS>(
  Object.entries(INVOKE_METHODS).map(([method, channel]) => [
    channel,
    method as keyof typeof INVOKE_METHODS,
  ]),
)

const envelope = z.strictObject({
  id: z.number().int().nonnegative(),
  channel: z.string().max(64),
  args: z.array(z.unknown()).max(8),
})

export interface DispatchDeps {
  service: AppServiceApi
  /** Serve mode has no shell to open links: the browser opens them itself. */
  openExternal?: (url: string) => Promise<{ ok: boolean; message: string }>
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** Returns the response to send, or null when the message cannot even be answered. */
export async function dispatch(raw: string, deps: DispatchDeps): Promise<WsResponse | null> {
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return null
  }
  const parsed = envelope.safeParse(json)
  if (!parsed.success) {
    const id = (json as { id?: unknown } | null)?.id
    return typeof id === 'number' ? { id, ok: false, error: 'Malformed request' } : null
  }
  const { id, channel, args } = parsed.data
  const method = CHANNEL_TO_METHOD.get(channel)
  if (!method) return { id, ok: false, error: `Unknown channel ${channel}` }
  const valid = parseInvokeArgs(channel as InvokeChannel, args)
  if (!valid.ok) return { id, ok: false, error: valid.message }

  try {
    if (method === 'openExternal') {
      const result = deps.openExternal
        ? await deps.openExternal(String(valid.args[0]))
        : { ok: false, message: 'Open the link from your browser.' }
      return { id, ok: true, result }
    }
    if (method === 'openDashboard') {
      // The browser page is the dashboard: src/ws-bridge.ts navigates it and never sends this.
      return { id, ok: false, error: `${channel}: serve mode has no dashboard window to open` }
    }
    // The schema checked the arguments against this very method's signature.
    const call = deps.service[method] as (...a: unknown[]) => unknown
    const result = await call.apply(deps.service, valid.args as unknown[])
    return { id, ok: true, result: result ?? null }
  } catch (error) {
    return { id, ok: false, error: `${channel} failed: ${messageOf(error)}` }
  }
}
