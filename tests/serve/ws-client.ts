// Test helpers for serve mode's WebSocket: the access cookie from the printed URL, a raw
// handshake over a net.Socket (to send frames no well-behaved client would), and frame bytes.
import { randomBytes } from 'node:crypto'
import { connect, type Socket } from 'node:net'
import { WebSocket } from 'ws'
import { WS_PATH } from '@app/shared/ws-protocol'

/** Opens the printed URL and returns the `name=value` of the access cookie it sets. */
export async function accessCookieOf(url: string): Promise<string> {
  const response = await fetch(url, { redirect: 'manual' })
  const header = response.headers.get('set-cookie')
  if (!header) throw new Error(`no cookie from ${url} (${response.status})`)
  return header.split(';')[0] ?? ''
}

export interface RawSocket {
  socket: Socket
  /** Resolves with the close code of the server's close frame, or null if none came. */
  closeCode: Promise<number | null>
}

/** A WebSocket handshake done by hand; resolves once the server answered 101. */
export function rawWebSocket(port: number, cookie: string): Promise<RawSocket> {
  const origin = `http://127.0.0.1:${port}`
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let buffer = Buffer.alloc(0)
    let upgraded = false
    let answerCode: (code: number | null) => void = () => undefined
    const closeCode = new Promise<number | null>((r) => (answerCode = r))
    const ended = (error?: Error) => {
      answerCode(null)
      if (!upgraded) reject(error ?? new Error('the server closed the connection'))
    }
    socket.on('error', ended)
    socket.on('close', () => ended())
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk])
      if (!upgraded) {
        const end = buffer.indexOf('\r\n\r\n')
        if (end < 0) return
        const head = buffer.subarray(0, end).toString()
        if (!head.startsWith('HTTP/1.1 101')) return reject(new Error(head.split('\r\n')[0]))
        upgraded = true
        buffer = buffer.subarray(end + 4)
        resolve({ socket, closeCode })
      }
      // The server's frames are unmasked: [0x88, length, code hi, code lo, ...] for a close.
      if (buffer.length >= 4 && (buffer[0]! & 0x0f) === 0x8) answerCode(buffer.readUInt16BE(2))
    })
    socket.write(
      [
        `GET ${WS_PATH} HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        `Origin: ${origin}`,
        `Cookie: ${cookie}`,
        'Upgrade: websocket',
        'Connection: Upgrade',
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
        'Sec-WebSocket-Version: 13',
        '',
        '',
      ].join('\r\n'),
    )
  })
}

/** One client frame: `first` is FIN/RSV/opcode; masked unless told otherwise. */
export function frame(first: number, payload: Buffer, options: { masked?: boolean } = {}): Buffer {
  const masked = options.masked ?? true
  const length = payload.length
  const head =
    length < 126
      ? Buffer.from([first, (masked ? 0x80 : 0) | length])
      : length < 65_536
        ? Buffer.from([first, (masked ? 0x80 : 0) | 126, length >> 8, length & 0xff])
        : Buffer.concat([Buffer.from([first, (masked ? 0x80 : 0) | 127]), uint64(length)])
  if (!masked) return Buffer.concat([head, payload])
  const mask = randomBytes(4)
  const body = Buffer.from(payload.map((b, i) => b ^ mask[i % 4]!))
  return Buffer.concat([head, mask, body])
}

/** Only the header of a masked binary frame that announces `length` bytes. */
export function announcedFrame(length: number): Buffer {
  return Buffer.concat([Buffer.from([0x82, 0x80 | 127]), uint64(length), randomBytes(4)])
}

function uint64(n: number): Buffer {
  const b = Buffer.alloc(8)
  b.writeBigUInt64BE(BigInt(n))
  return b
}

/** A normal client: connects, asks `channel`, resolves with the answer, closes. */
export function ask(port: number, cookie: string, channel: string): Promise<unknown> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${WS_PATH}`, {
    headers: { Cookie: cookie },
    origin: `http://127.0.0.1:${port}`,
  })
  return new Promise((resolve, reject) => {
    ws.on('error', reject)
    ws.on('open', () => ws.send(JSON.stringify({ id: 1, channel, args: [] })))
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { id?: number }
      if (message.id !== 1) return
      ws.close()
      resolve(message)
    })
  })
}
