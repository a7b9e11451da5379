// One WebSocket request -> one AppService call: the envelope is checked, the channel looked up
// in the operation table, its arguments validated with the operation's schema, and any failure
// becomes a clear message that changes nothing. The token never appears here: the service holds it, answers do not.
import * as z from 'zod'
import type { AppServiceApi } from '../shared/app-service-api'
import type { InvokeChannel } from '../shared/contract'
import { parseInvokeArgs } from '../shared/contract-schemas'
import {
  callOperation,
  isShellMethod,
  methodOf,
  SHELL_OPERATIONS,
  type ShellApi,
  type ShellMethod,
} from '../shared/operations'
import type { WsResponse } from '../shared/ws-protocol'
import { messageOf } from '../shared/errors'

const envelope = z.strictObject({
  id: z.number().int().nonnegative(),
  channel: z.string().max(64),
  args: z.array(z.unknown()).max(8),
})

export interface DispatchDeps {
  service: AppServiceApi
  /** Serve mode has no shell to open links: the browser opens them itself. */
  openExternal?: (url: string) => Promise<{ ok: boolean; message: string }>
  /** The snapshot feed's full picture and popover summary (shared/snapshot-feed.ts). */
  snapshotFull?: ShellApi['snapshotFull']
  popoverSummary?: ShellApi['popoverSummary']
}

type Answer = { ok: true; result: unknown } | { ok: false; error: string }

/** The shell's own `app:` channels, by hand: serve mode has no shell. */
const SHELL: {
  [M in ShellMethod]: (
    args: Parameters<ShellApi[M]>,
    deps: DispatchDeps,
  ) => Answer | Promise<Answer>
} = {
  // The browser opens links itself; a host that can open them may say so.
  openExternal: async ([url], deps) => ({
    ok: true,
    result: deps.openExternal
      ? await deps.openExternal(url)
      : { ok: false, message: 'Open the link from your browser.' },
  }),
  // The browser page is the dashboard: src/ws-bridge.ts navigates it and never sends this.
  openDashboard: () => ({
    ok: false,
    error: `${SHELL_OPERATIONS.openDashboard.channel}: serve mode has no dashboard window to open`,
  }),
  snapshotFull: (_args, deps) => ({ ok: true, result: deps.snapshotFull?.() ?? null }),
  popoverSummary: (_args, deps) => ({ ok: true, result: deps.popoverSummary?.() ?? null }),
  // Serve mode runs from a checkout or a package: it is updated there, not by itself.
  checkForUpdates: () => ({
    ok: true,
    result: { ok: false, message: 'Serve mode is updated where it was installed from.' },
  }),
  installCli: () => ({
    ok: true,
    result: {
      ok: false,
      message:
        'Installing the command-line tool is for the desktop app; serve mode runs `npm run cli`.',
    },
  }),
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
  const method = methodOf(channel)
  if (!method) return { id, ok: false, error: `Unknown channel ${channel}` }
  const valid = parseInvokeArgs(channel as InvokeChannel, args)
  if (!valid.ok) return { id, ok: false, error: valid.message }

  try {
    if (isShellMethod(method)) {
      // The schema checked the arguments against this very method's signature.
      const shell = SHELL[method] as (
        args: readonly unknown[],
        deps: DispatchDeps,
      ) => Promise<Answer>
      return { id, ...(await shell(valid.args, deps)) }
    }
    const result = await callOperation(deps.service, method, valid.args)
    return { id, ok: true, result: result ?? null }
  } catch (error) {
    return { id, ok: false, error: `${channel} failed: ${messageOf(error)}` }
  }
}
