// The only place that touches ipcMain: one handler per operation's channel (sender checked,
// arguments validated with the operation's schema) and the AppService's events pushed to the app
// windows; the monitors go as versioned deltas through one snapshot feed (shared/snapshot-feed.ts).
import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron'
import type { AppServiceEvent } from '../../shared/app-service-api'
import type { EventChannel, EventContract, InvokeChannel } from '../../shared/contract'
import { INVOKE_METHODS } from '../../shared/contract'
import type { Method } from '../../shared/operations'
import { parseInvokeArgs } from '../../shared/contract-schemas'
import { createInvokeHandler, type InvokeHandlerDeps } from './invoke-handlers'
import { isTrustedSender } from './trusted-sender'
import { createSnapshotFeed } from '../../shared/snapshot-feed'

export interface IpcDeps extends InvokeHandlerDeps {
  /** The app's live windows' web contents, asked at each call. */
  appWebContents: () => WebContents[]
  isAppUrl: (url: string) => boolean
}

export interface IpcHandle {
  /** Sends an event to every app window. */
  broadcast<C extends EventChannel>(channel: C, payload: EventContract[C]): void
  dispose(): void
}

const INVOKE_ENTRIES = Object.entries(INVOKE_METHODS) as [Method, InvokeChannel][]

/**
 * Which push channel carries each AppService event (alerts and decisions stay in main; snapshots
 * go through the snapshot feed).
 */
export function eventForRenderer(
  event: AppServiceEvent,
): { channel: EventChannel; payload: EventContract[EventChannel] } | null {
  switch (event.type) {
    case 'sync':
      return { channel: 'sync:changed', payload: event.status }
    case 'session':
      return { channel: 'session:changed', payload: event.session }
    case 'settings':
      return { channel: 'settings:changed', payload: event.settings }
    default:
      return null
  }
}

export function setupIpc(deps: IpcDeps): IpcHandle {
  const feed = createSnapshotFeed({
    current: () => deps.service.getSnapshot(),
    publish: (payload) => broadcast('snapshot:update', payload),
    publishSummary: (payload) => broadcast('summary:changed', payload),
  })
  const handle = createInvokeHandler({
    ...deps,
    snapshotFull: () => feed.full(),
    popoverSummary: () => feed.summary(),
  })
  for (const [method, channel] of INVOKE_ENTRIES) {
    ipcMain.handle(channel, async (event: IpcMainInvokeEvent, ...rawArgs: unknown[]) => {
      const known = new Set(deps.appWebContents().map((wc) => wc.id))
      const sender = { webContentsId: event.sender.id, frameUrl: event.senderFrame?.url ?? null }
      if (!isTrustedSender(sender, known, deps.isAppUrl)) {
        throw new Error(`Refused ${channel}: the request did not come from an Uptray window`)
      }
      const parsed = parseInvokeArgs(channel, rawArgs)
      if (!parsed.ok) throw new Error(parsed.message)
      return handle(method, parsed.args)
    })
  }

  const broadcast: IpcHandle['broadcast'] = (channel, payload) => {
    for (const wc of deps.appWebContents()) {
      if (!wc.isDestroyed()) wc.send(channel, payload)
    }
  }
  const unsubscribe = deps.service.subscribe((event) => {
    if (event.type === 'snapshot') return feed.changed()
    const message = eventForRenderer(event)
    if (message) broadcast(message.channel, message.payload)
  })

  return {
    broadcast,
    dispose() {
      unsubscribe()
      feed.dispose()
      for (const [, channel] of INVOKE_ENTRIES) ipcMain.removeHandler(channel)
    },
  }
}
