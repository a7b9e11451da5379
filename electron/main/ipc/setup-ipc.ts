// The only place that touches ipcMain: one handler per operation's channel (the sender checked,
// then the operation host answers its envelope, core/app-service/operation-host.ts) and the
// AppService's events pushed to the app windows; the monitors go as versioned deltas through one
// snapshot feed (shared/snapshot-feed.ts). A handler never throws: Electron would wrap the error
// in "Error invoking remote method", so every failure travels as `{ ok: false, error }`.
import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron'
import type { EventChannel, EventContract, InvokeChannel } from '../../shared/contract'
import { INVOKE_METHODS, windowEventOf } from '../../shared/contract'
import { refused, type Answer } from '../../shared/answer'
import { createIpcHost, type InvokeHandlerDeps } from './invoke-handlers'
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

const CHANNELS = Object.values(INVOKE_METHODS) as InvokeChannel[]

/**
 * Which push channel carries each AppService event (alerts and decisions stay in main; snapshots
 * go through the snapshot feed).
 */
export function setupIpc(deps: IpcDeps): IpcHandle {
  const feed = createSnapshotFeed({
    current: () => deps.service.getSnapshot(),
    publish: (payload) => broadcast('snapshot:update', payload),
    publishSummary: (payload) => broadcast('summary:changed', payload),
  })
  const host = createIpcHost({
    ...deps,
    snapshotFull: () => feed.full(),
    popoverSummary: () => feed.summary(),
  })
  for (const channel of CHANNELS) {
    ipcMain.handle(channel, (event: IpcMainInvokeEvent, ...args: unknown[]): Promise<Answer> => {
      const known = new Set(deps.appWebContents().map((wc) => wc.id))
      const sender = { webContentsId: event.sender.id, frameUrl: event.senderFrame?.url ?? null }
      if (!isTrustedSender(sender, known, deps.isAppUrl)) {
        return Promise.resolve(refused('untrusted-caller'))
      }
      return host(channel, args)
    })
  }

  const broadcast: IpcHandle['broadcast'] = (channel, payload) => {
    for (const wc of deps.appWebContents()) {
      if (!wc.isDestroyed()) wc.send(channel, payload)
    }
  }
  const unsubscribe = deps.service.subscribe((event) => {
    if (event.type === 'snapshot') return feed.changed()
    const message = windowEventOf(event)
    if (message) broadcast(message.channel, message.payload)
  })

  return {
    broadcast,
    dispose() {
      unsubscribe()
      feed.dispose()
      for (const channel of CHANNELS) ipcMain.removeHandler(channel)
    },
  }
}
