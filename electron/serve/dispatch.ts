// One WebSocket request -> the operation host's answer (core/app-service/operation-host.ts), framed
// with the request's id. Only the framing is checked here; the host looks the channel up,
// validates the arguments and answers the one envelope. The token never appears here: the
// service holds it, answers do not.
import * as z from 'zod'
import type { AppServiceApi } from '../shared/app-service-api'
import type { ShellApi } from '../shared/operations'
import type { WsResponse } from '../shared/ws-protocol'
import { refused } from '../shared/answer'
import {
  createOperationHost,
  type HostShell,
  type OperationHost,
} from '../core/app-service/operation-host'

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

/**
 * Serve mode's shell. It has no dashboard window (src/ws-bridge.ts navigates the page itself and
 * never sends `openDashboard`, so the host answers 'unsupported'), and it is updated and
 * installed where it runs from.
 */
function serveShell(deps: DispatchDeps): HostShell {
  return {
    // The browser opens links itself; a host that can open them may say so.
    openExternal: async (url) =>
      deps.openExternal
        ? await deps.openExternal(url)
        : { ok: false, message: 'Open the link from your browser.' },
    snapshotFull: () => deps.snapshotFull?.() ?? null,
    popoverSummary: () => deps.popoverSummary?.() ?? null,
    checkForUpdates: async () => ({
      ok: false,
      message: 'Serve mode is updated where it was installed from.',
    }),
    installCli: async () => ({
      ok: false,
      message:
        'Installing the command-line tool is for the desktop app; serve mode runs `npm run cli`.',
    }),
  }
}

/** Serve mode's operation host (one per server: the shell reads the server's snapshot feed). */
export function serveHost(deps: DispatchDeps): OperationHost {
  return createOperationHost({
    service: deps.service,
    shell: serveShell(deps),
    noShell: 'serve mode has no dashboard window to open',
  })
}

/** Returns the response to send, or null when the message cannot even be answered. */
export async function dispatch(
  raw: string,
  deps: DispatchDeps,
  host: OperationHost = serveHost(deps),
): Promise<WsResponse | null> {
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return null
  }
  const parsed = envelope.safeParse(json)
  if (!parsed.success) {
    const id = (json as { id?: unknown } | null)?.id
    return typeof id === 'number'
      ? { id, ...refused('invalid-arguments', 'expected {id, channel, args}') }
      : null
  }
  const { id, channel, args } = parsed.data
  return { id, ...(await host(channel, args)) }
}
