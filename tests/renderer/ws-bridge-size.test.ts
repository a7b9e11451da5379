// The bridge refuses a request over the server's maxPayload itself: a clear error for that call,
// and the socket (with every other call on it) stays up.
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocketServer } from 'ws'
import { WS_MAX_PAYLOAD, type WsRequest } from '@app/shared/ws-protocol'
import { createWsBridge } from '@src/ws-bridge'

let server: WebSocketServer | null = null
afterEach(async () => {
  for (const c of server?.clients ?? []) c.terminate()
  await new Promise((r) => server?.close(r) ?? r(null))
  server = null
})

describe('WebSocket bridge, oversized requests', { timeout: 15_000 }, () => {
  it('refuses a pasted token too large to send without dropping the socket', async () => {
    server = new WebSocketServer({
      host: '127.0.0.1',
      port: 0,
      path: '/ws',
      maxPayload: WS_MAX_PAYLOAD,
    })
    await new Promise((r) => server!.once('listening', r))
    const seen: string[] = []
    let closed = 0
    server.on('connection', (ws) => {
      ws.on('error', () => undefined)
      ws.on('close', () => (closed += 1))
      ws.on('message', (data) => {
        const req = JSON.parse(data.toString()) as WsRequest
        seen.push(req.channel)
        ws.send(JSON.stringify({ id: req.id, ok: true, result: null }))
      })
    })
    const { port } = server.address() as AddressInfo
    const b = createWsBridge({ protocol: 'http:', host: `127.0.0.1:${port}` })
    await b.getSnapshot()

    const token = 'é'.repeat(WS_MAX_PAYLOAD / 2)
    await expect(b.testCredentials({ baseUrl: 'https://ohdear.app', token })).rejects.toThrow(
      'too large to send',
    )
    await expect(b.getSyncStatus()).resolves.toBeNull()
    expect(seen).toEqual(['snapshot:get', 'sync:get'])
    expect(closed).toBe(0)
  })
})
