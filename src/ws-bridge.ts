// UptrayBridge over serve mode's WebSocket (see electron/shared/ws-protocol.ts). The page is
// same-origin with the server, whose access cookie authorizes the socket. Reconnects with
// backoff; calls made while disconnected wait for the next socket, and fail when it does not
// open (they are not sent later) or after a timeout. After a socket that failed calls or missed
// pushes, the state is asked for again. Answers are the operation host's envelope, unwrapped as
// the preload's are (src/bridge.ts): a result, or an UptrayError with the table's kind and sentence.
// `openDashboard` never reaches the server: a browser tab has no second window, so the page
// itself goes to the dashboard route (the monitor's when one is given).
import {
  EVENT_METHODS,
  INVOKE_METHODS,
  type EventChannel,
  type InvokeChannel,
  type UptrayBridge,
} from '../electron/shared/contract'
import {
  WS_MAX_PAYLOAD,
  WS_PATH,
  type WsRequest,
  type WsServerMessage,
} from '../electron/shared/ws-protocol'
import { isCheckTypeName } from '../electron/shared/check-type'
import { UptrayError, unwrap } from '../electron/shared/answer'
import { failure, type ErrorKind } from '../electron/shared/error-table'
import { t } from './i18n'

const CALL_TIMEOUT_MS = 30_000

interface Pending {
  resolve: (value: unknown) => void
  reject: (error: UptrayError) => void
  timer: ReturnType<typeof setTimeout>
}

/** The dashboard's route for `openDashboard(monitorId, checkType)`. */
export function dashboardPath(monitorId: number | null, checkType?: string | null): string {
  if (monitorId === null) return '/'
  return checkType ? `/monitor/${monitorId}/check/${checkType}` : `/monitor/${monitorId}`
}

/** A failure on this side of the socket, worded by the error table like the host's. */
const local = (kind: ErrorKind, detail?: string) => new UptrayError(failure(kind, detail))

/** Hash-history navigation of the current page (the router follows the hash). */
function navigateHash(path: string): void {
  window.location.hash = path
}

export function createWsBridge(
  location: Pick<Location, 'protocol' | 'host'>,
  navigate: (path: string) => void = navigateHash,
): UptrayBridge {
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${WS_PATH}`
  const pending = new Map<number, Pending>()
  const listeners = new Map<EventChannel, Set<(payload: unknown) => void>>()
  const queue: string[] = []
  let nextId = 1
  let socket: WebSocket | null = null
  let retryMs = 500
  /** Something was missed (a push, or the answer to a call that failed): ask again on open. */
  let missed = false

  function connect() {
    const ws = new WebSocket(url)
    let open = false
    socket = ws
    ws.onopen = () => {
      open = true
      retryMs = 500
      for (const message of queue.splice(0)) ws.send(message)
      if (missed) void catchUp()
      missed = false
    }
    ws.onmessage = (e) => receive(String(e.data))
    ws.onclose = () => {
      socket = null
      // Pushes made while down are lost; so are the answers to calls that fail here, also when
      // the page's first socket never opened.
      missed ||= open || pending.size > 0
      // A call that failed is never sent later (an action would run after its caller gave up).
      queue.length = 0
      for (const [id, p] of pending) {
        clearTimeout(p.timer)
        p.reject(local('disconnected'))
        pending.delete(id)
      }
      setTimeout(connect, retryMs)
      retryMs = Math.min(retryMs * 2, 10_000)
    }
  }

  function receive(text: string) {
    let message: WsServerMessage
    try {
      message = JSON.parse(text) as WsServerMessage
    } catch {
      return
    }
    if ('event' in message) {
      listeners.get(message.event)?.forEach((fn) => fn(message.payload))
      return
    }
    const p = pending.get(message.id)
    if (!p) return
    pending.delete(message.id)
    clearTimeout(p.timer)
    try {
      p.resolve(unwrap(message))
    } catch (error) {
      p.reject(error as UptrayError)
    }
  }

  function invoke(channel: InvokeChannel, args: unknown[]): Promise<unknown> {
    // Optional arguments left out must stay out: JSON would turn a trailing `undefined` into
    // `null`, which the argument schemas rightly refuse.
    const given = [...args]
    while (given.length > 0 && given[given.length - 1] === undefined) given.pop()
    const request: WsRequest = { id: nextId++, channel, args: given }
    return new Promise((resolve, reject) => {
      const text = JSON.stringify(request)
      // The server closes a socket that sends more (1009), which would fail every pending call.
      if (new TextEncoder().encode(text).length > WS_MAX_PAYLOAD) {
        reject(local('invalid-arguments', t('errors.detail.tooLarge')))
        return
      }
      const timer = setTimeout(() => {
        pending.delete(request.id)
        const waiting = queue.indexOf(text)
        if (waiting === -1) {
          // Sent on a socket that is still open: the app has it and is slow to answer.
          reject(local('no-answer'))
          return
        }
        // Never sent, as no socket opened in time: nor is it sent later.
        queue.splice(waiting, 1)
        reject(local('disconnected'))
      }, CALL_TIMEOUT_MS)
      pending.set(request.id, { resolve, reject, timer })
      if (socket?.readyState === WebSocket.OPEN) socket.send(text)
      else queue.push(text)
    })
  }

  /** After a reconnect, pushes made while the socket was down are lost: ask for the state. */
  async function catchUp() {
    const pairs: [InvokeChannel, EventChannel][] = [
      ['session:get', 'session:changed'],
      ['settings:get', 'settings:changed'],
      ['sync:get', 'sync:changed'],
      ['snapshot:full', 'snapshot:update'],
      ['summary:get', 'summary:changed'],
    ]
    for (const [ask, event] of pairs) {
      try {
        const payload = await invoke(ask, [])
        if (payload !== null) listeners.get(event)?.forEach((fn) => fn(payload))
      } catch {
        return // Down again: the next reconnect catches up.
      }
    }
  }

  function subscribe(channel: EventChannel, fn: (payload: unknown) => void): () => void {
    let set = listeners.get(channel)
    if (!set) listeners.set(channel, (set = new Set()))
    set.add(fn)
    return () => set.delete(fn)
  }

  connect()

  const api: Record<string, unknown> = {}
  for (const [method, channel] of Object.entries(INVOKE_METHODS)) {
    api[method] = (...args: unknown[]) => invoke(channel, args)
  }
  for (const [method, channel] of Object.entries(EVENT_METHODS)) {
    api[method] = (fn: (payload: unknown) => void) => subscribe(channel, fn)
  }
  api.openDashboard = (monitorId: unknown, checkType: unknown = null) => {
    const valid =
      monitorId === null ||
      (typeof monitorId === 'number' && Number.isInteger(monitorId) && monitorId > 0)
    if (!valid) {
      return Promise.reject(
        local(
          'invalid-arguments',
          'Invalid arguments for app:open-dashboard: expected a monitor id or null',
        ),
      )
    }
    if (checkType !== null && (typeof checkType !== 'string' || !isCheckTypeName(checkType))) {
      return Promise.reject(
        local(
          'invalid-arguments',
          'Invalid arguments for app:open-dashboard: expected a check type or null',
        ),
      )
    }
    navigate(dashboardPath(monitorId, checkType))
    return Promise.resolve()
  }
  return api as UptrayBridge
}
