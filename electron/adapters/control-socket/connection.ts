// One control-socket connection: its requests answered in order of arrival with a few at a time,
// and its `events` stream, both bounded for a client that sends but does not read. While more than
// `maxBufferedBytes` wait unsent in the socket, no further request line is read (the socket is
// paused; the client's own writes then wait in the kernel) and events are dropped and counted;
// once the client has read, one `{id, missed: N}` line says how many it lost and the stream goes
// on. A connection holds one subscription: asking `events` again answers 'subscribed' and adds
// none.
import type { Socket } from 'node:net'
import type { AppServiceApi } from '../../shared/app-service-api'
import { refused } from '../../shared/answer'
import { answer, controlHost, parseRequest } from './handle-request'
import { lineReader, type ControlAnswer, type ControlRequest } from './protocol'

/** Unsent bytes a connection may hold before it stops reading requests and drops events. */
export const MAX_BUFFERED_BYTES = 1024 * 1024
/** Requests of one connection answered at once; the next waits for one of them to finish. */
export const MAX_PENDING_ANSWERS = 4

export interface ConnectionOptions {
  service: AppServiceApi
  maxLineBytes: number
  maxBufferedBytes?: number
}

type Line = ControlAnswer | { id: ControlRequest['id']; event: unknown } | MissedLine
interface MissedLine {
  id: ControlRequest['id']
  missed: number
}

export function serveConnection(socket: Socket, options: ConnectionOptions): void {
  const { service, maxLineBytes } = options
  const host = controlHost(service)
  const maxBuffered = options.maxBufferedBytes ?? MAX_BUFFERED_BYTES
  const lines: string[] = []
  let pending = 0
  let subscription: { id: ControlRequest['id']; missed: number; stop: () => void } | null = null

  // Never below the socket's high-water mark: a write past the bound then returned false, so
  // 'drain' comes once the client has read.
  const bound = Math.max(maxBuffered, socket.writableHighWaterMark)
  const full = () => socket.writableLength > bound
  const write = (line: Line) => {
    if (!socket.destroyed && socket.writable) socket.write(`${JSON.stringify(line)}\n`)
  }

  const onEvent = (event: unknown) => {
    if (!subscription) return
    if (full()) return void subscription.missed++
    if (subscription.missed > 0) {
      write({ id: subscription.id, missed: subscription.missed })
      subscription.missed = 0
    }
    write({ id: subscription.id, event })
  }

  const handle = (line: string) => {
    const request = parseRequest(line)
    if ('ok' in request) return write(request)
    if (request.op === 'events') {
      subscription ??= { id: request.id, missed: 0, stop: service.subscribe(onEvent) }
      return write({ id: request.id, ok: true, result: 'subscribed' })
    }
    pending++
    // The host never throws; a bug in `status` still answers.
    answer(request, service, host)
      .catch((): ControlAnswer => ({ id: request.id, ...refused('unexpected') }))
      .then((reply) => {
        pending--
        write(reply)
        pump()
      })
  }

  /** Answers waiting lines while the client reads and few answers are under way. */
  const pump = () => {
    while (lines.length > 0 && pending < MAX_PENDING_ANSWERS && !full()) handle(lines.shift()!)
    if (full() || lines.length > 0) socket.pause()
    else socket.resume()
  }

  socket.on('drain', () => {
    if (subscription && subscription.missed > 0 && !full()) {
      write({ id: subscription.id, missed: subscription.missed })
      subscription.missed = 0
    }
    pump()
  })
  socket.on('close', () => subscription?.stop())
  socket.on(
    'data',
    lineReader(
      maxLineBytes,
      (line) => {
        if (line.trim() === '') return
        lines.push(line)
        pump()
      },
      () => {
        lines.length = 0
        write({
          id: null,
          ...refused(
            'invalid-arguments',
            `a request line longer than ${maxLineBytes} bytes: closing`,
          ),
        })
        socket.end()
      },
    ),
  )
}
