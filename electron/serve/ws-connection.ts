// One dashboard WebSocket: its requests answered a few at a time in order of arrival, and a bound
// on what waits unsent for a client that does not read. A page that stops reading (a stalled or
// hostile client) while more than `maxBufferedBytes` wait for it is closed with 1008 and a reason,
// its waiting requests dropped, instead of answers piling up in memory; the dashboard reconnects
// and reads the whole picture again.
import type { WebSocket } from 'ws'
import type { WsResponse } from '../shared/ws-protocol'

/** Unsent bytes a socket may hold: a few full pictures of a large account. */
export const MAX_BUFFERED_BYTES = 16 * 1024 * 1024
/** Requests of one socket answered at once; the rest wait (reading from the socket paused). */
export const MAX_PENDING_ANSWERS = 8
/** How long a closing socket may take to say goodbye before it is cut. */
const CLOSE_GRACE_MS = 5_000

export const NOT_READING_REASON = 'The page does not read its answers: closing.'

export interface WsConnectionOptions {
  answer: (raw: string) => Promise<WsResponse | null>
  maxBufferedBytes?: number
  onSlowClient?: () => void
}

/**
 * False when `ws` can take another message: open, and holding at most `max` unsent bytes. Over
 * the bound it is closed with 1008 and a reason (and cut if the close cannot get out).
 */
export function notReading(ws: WebSocket, max: number): boolean {
  if (ws.readyState !== ws.OPEN) return true
  if (ws.bufferedAmount <= max) return false
  ws.close(1008, NOT_READING_REASON)
  // The close frame waits behind what the client does not read: cut the socket if it stays.
  setTimeout(() => ws.terminate(), CLOSE_GRACE_MS).unref()
  return true
}

export function serveWsConnection(ws: WebSocket, options: WsConnectionOptions): void {
  const max = options.maxBufferedBytes ?? MAX_BUFFERED_BYTES
  const waiting: string[] = []
  let pending = 0

  const stopped = () => {
    const open = ws.readyState === ws.OPEN
    if (!notReading(ws, max)) return false
    if (open) options.onSlowClient?.()
    waiting.length = 0
    // Read again, so the client's answer to the close frame ends the socket.
    if (ws.isPaused) ws.resume()
    return true
  }

  const pump = () => {
    while (waiting.length > 0 && pending < MAX_PENDING_ANSWERS) {
      if (stopped()) return
      pending++
      void options.answer(waiting.shift()!).then((response) => {
        pending--
        if (stopped()) return
        if (response) ws.send(JSON.stringify(response))
        pump()
      })
    }
    if (waiting.length > 0) ws.pause()
    else if (ws.isPaused) ws.resume()
  }

  ws.on('message', (data, isBinary) => {
    if (isBinary || stopped()) return
    waiting.push(data.toString())
    pump()
  })
}
