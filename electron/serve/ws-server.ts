// Serve mode's WebSocket: the operation host (dispatch.ts) for every browser tab that holds the
// access cookie and comes from our own origin. Service events are pushed to every open socket; the
// monitors go as versioned deltas through one snapshot feed (shared/snapshot-feed.ts).
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import type { AppServiceApi } from '../shared/app-service-api'
import { windowEventOf } from '../shared/contract'
import { WS_MAX_PAYLOAD, WS_PATH, type WsEvent } from '../shared/ws-protocol'
import type { Logger } from '../core/ports'
import { accessCookieName, allowedOrigin, cookieToken, sameToken } from './access'
import { dispatch, serveHost, type DispatchDeps } from './dispatch'
import { createSnapshotFeed, type SnapshotFeed } from '../shared/snapshot-feed'
import { notReading, MAX_BUFFERED_BYTES, serveWsConnection } from './ws-connection'

export interface WsServerOptions {
  server: Server
  service: AppServiceApi
  accessToken: string
  ownOrigin: () => string
  logger: Logger
  /** Unsent bytes a socket may hold before it is closed (ws-connection.ts); for tests. */
  maxBufferedBytes?: number
}

/** What `ws` reports for a bad frame: its error code and the close code it answered with. */
function frameProblem(error: Error): Record<string, unknown> {
  const { code } = error as Error & { code?: unknown }
  // `ws` keeps the close code under a private symbol named 'status-code'.
  const key = Object.getOwnPropertySymbols(error).find((s) => s.description === 'status-code')
  const closeCode: unknown = key ? (error as unknown as Record<symbol, unknown>)[key] : null
  return {
    code: typeof code === 'string' ? code.slice(0, 64) : null,
    closeCode: typeof closeCode === 'number' ? closeCode : null,
    error: error.message.slice(0, 200),
  }
}

function refuse(socket: Duplex, status: string) {
  socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`)
  socket.destroy()
}

export function attachWsServer(options: WsServerOptions): {
  /** The monitors as the open pages have them. */
  feed: SnapshotFeed
  close(): Promise<void>
} {
  const wss = new WebSocketServer({ noServer: true, maxPayload: WS_MAX_PAYLOAD })
  const maxBuffered = options.maxBufferedBytes ?? MAX_BUFFERED_BYTES

  options.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Until `ws` owns the socket, a reset peer must not become an unhandled error.
    socket.on('error', () => socket.destroy())
    const path = (req.url ?? '').split('?')[0]
    if (path !== WS_PATH) return refuse(socket, '404 Not Found')
    if (req.headers.host !== new URL(options.ownOrigin()).host)
      return refuse(socket, '403 Forbidden')
    if (!allowedOrigin(req.headers.origin, options.ownOrigin())) {
      options.logger.warn('Refused a WebSocket from another origin', { origin: req.headers.origin })
      return refuse(socket, '403 Forbidden')
    }
    const cookieName = accessCookieName(Number(new URL(options.ownOrigin()).port))
    if (!sameToken(cookieToken(req.headers.cookie, cookieName), options.accessToken)) {
      return refuse(socket, '403 Forbidden')
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req))
  })

  function broadcast(event: WsEvent) {
    const text = JSON.stringify(event)
    for (const client of wss.clients) {
      if (!notReading(client, maxBuffered)) client.send(text)
    }
  }
  const feed = createSnapshotFeed({
    current: () => options.service.getSnapshot(),
    publish: (payload) => broadcast({ event: 'snapshot:update', payload }),
    publishSummary: (payload) => broadcast({ event: 'summary:changed', payload }),
    listening: () => wss.clients.size > 0,
  })
  const deps: DispatchDeps = {
    service: options.service,
    snapshotFull: () => feed.full(),
    popoverSummary: () => feed.summary(),
  }
  const host = serveHost(deps)

  wss.on('connection', (ws: WebSocket) => {
    // A bad frame (invalid UTF-8, RSV bits, unknown opcode, unmasked, over maxPayload): `ws`
    // has already closed this socket with the matching code; without a listener the error
    // would end the process and every other tab's session.
    ws.on('error', (error) => {
      options.logger.warn('Closed a WebSocket after a bad frame', frameProblem(error))
    })
    serveWsConnection(ws, {
      answer: (raw) => dispatch(raw, deps, host),
      maxBufferedBytes: options.maxBufferedBytes,
      onSlowClient: () => options.logger.warn('Closed a WebSocket whose page does not read'),
    })
  })

  const unsubscribe = options.service.subscribe((e) => {
    if (e.type === 'snapshot') return feed.changed()
    const message = windowEventOf(e)
    if (message) broadcast({ event: message.channel, payload: message.payload } as WsEvent)
  })

  return {
    feed,
    close: () =>
      new Promise<void>((resolve) => {
        unsubscribe()
        feed.dispose()
        for (const client of wss.clients) client.terminate()
        wss.close(() => resolve())
      }),
  }
}
