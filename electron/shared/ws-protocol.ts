// Serve mode's wire format: the IPC contract (./contract.ts) carried over one WebSocket.
// Requests are keyed by invoke channel and answered once by id; events are pushed by channel.
import type { Answer } from './answer'
import type { EventChannel, EventContract, InvokeChannel } from './contract'

export const WS_PATH = '/ws'

/**
 * The largest message either side accepts, in bytes. The biggest call, a status update of
 * 10,000 characters, stays far below it; the server closes a socket that sends more (1009).
 */
export const WS_MAX_PAYLOAD = 256 * 1024

export interface WsRequest {
  id: number
  channel: InvokeChannel
  args: unknown[]
}

/** The operation host's envelope (./answer.ts), framed with the request's id. */
export type WsResponse = { id: number } & Answer

export interface WsEvent<C extends EventChannel = EventChannel> {
  event: C
  payload: EventContract[C]
}

export type WsServerMessage = WsResponse | WsEvent
