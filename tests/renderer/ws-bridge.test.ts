// The WebSocket bridge against a real `ws` server on 127.0.0.1 speaking serve mode's protocol.
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WebSocketServer, type WebSocket } from 'ws'
import type { WsRequest } from '@app/shared/ws-protocol'
import { createWsBridge } from '@src/ws-bridge'
import { SIGNED_IN, syncStatus } from './fixtures'

let server: WebSocketServer | null = null
afterEach(async () => {
  vi.useRealTimers()
  for (const c of server?.clients ?? []) c.terminate()
  await new Promise((r) => server?.close(r) ?? r(null))
  server = null
})

async function startServer(onRequest: (req: WsRequest, ws: WebSocket) => void) {
  server = new WebSocketServer({ host: '127.0.0.1', port: 0, path: '/ws' })
  await new Promise((r) => server!.once('listening', r))
  const seen: WsRequest[] = []
  const sockets: WebSocket[] = []
  server.on('connection', (ws) => {
    sockets.push(ws)
    ws.on('message', (data) => {
      const req = JSON.parse(data.toString()) as WsRequest
      seen.push(req)
      onRequest(req, ws)
    })
  })
  const { port } = server.address() as AddressInfo
  return { host: `127.0.0.1:${port}`, seen, sockets }
}

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 500 && !ok(); i++) await new Promise((r) => setTimeout(r, 20))
  expect(ok()).toBe(true)
}

describe('WebSocket bridge', { timeout: 15_000 }, () => {
  it('sends one request per call, drops trailing undefined and settles answers and errors', async () => {
    const { host, seen } = await startServer((req, ws) => {
      if (req.channel === 'check:snooze')
        ws.send(
          JSON.stringify({
            id: req.id,
            ok: false,
            error: {
              kind: 'invalid-arguments',
              message: 'The request is not valid: Invalid arguments.',
            },
          }),
        )
      else
        ws.send(JSON.stringify({ id: req.id, ok: true, result: { ok: true, message: 'Started' } }))
    })
    const b = createWsBridge({ protocol: 'http:', host })
    await expect(b.startMaintenance(4, 3600, undefined)).resolves.toEqual({
      ok: true,
      message: 'Started',
    })
    await expect(b.snoozeCheck(1, 5)).rejects.toMatchObject({
      name: 'UptrayError',
      kind: 'invalid-arguments',
      message: 'The request is not valid: Invalid arguments.',
    })
    expect(seen.map((r) => [r.channel, r.args])).toEqual([
      ['maintenance:start', [4, 3600]],
      ['check:snooze', [1, 5]],
    ])
  })

  it('delivers pushed events to subscribers until they unsubscribe', async () => {
    const { host, sockets } = await startServer((req, ws) =>
      ws.send(JSON.stringify({ id: req.id, ok: true, result: null })),
    )
    const b = createWsBridge({ protocol: 'http:', host })
    const got: string[] = []
    const off = b.onSyncChanged((s) => got.push(s.state))
    await b.getSnapshot() // the socket is open once this answers
    sockets[0]!.send(
      JSON.stringify({ event: 'sync:changed', payload: syncStatus({ state: 'offline' }) }),
    )
    await until(() => got.length === 1)
    off()
    sockets[0]!.send(JSON.stringify({ event: 'sync:changed', payload: syncStatus() }))
    sockets[0]!.send('garbage that is not JSON')
    await new Promise((r) => setTimeout(r, 100))
    expect(got).toEqual(['offline'])
  })

  it('fails calls in flight when the socket drops, reconnects and catches up on state', async () => {
    let hold = true
    const { host, seen, sockets } = await startServer((req, ws) => {
      if (req.channel === 'check:rerun' && hold) return // never answered: the socket drops first
      const result = req.channel === 'session:get' ? SIGNED_IN : null
      ws.send(JSON.stringify({ id: req.id, ok: true, result }))
    })
    const b = createWsBridge({ protocol: 'http:', host })
    const sessions: boolean[] = []
    b.onSessionChanged((s) => sessions.push(s.signedIn))
    const pending = b.rerunCheck(9)
    await until(() => seen.length === 1)
    hold = false
    sockets[0]!.terminate()
    await expect(pending).rejects.toThrow('Lost the connection')
    const asked: WsRequest['channel'][] = [
      'session:get',
      'sync:get',
      'snapshot:full',
      'summary:get',
    ]
    const later = () => seen.slice(1).map((r) => r.channel)
    await until(
      () =>
        sockets.length === 2 && sessions.length === 1 && asked.every((c) => later().includes(c)),
    )
  })

  it('when the first socket never opens, the calls fail, are not sent later, and the state is asked for once it opens', async () => {
    // A port nothing listens on yet: the first attempts are refused.
    const probe = new WebSocketServer({ host: '127.0.0.1', port: 0 })
    await new Promise((r) => probe.once('listening', r))
    const { port } = probe.address() as AddressInfo
    await new Promise((r) => probe.close(r))
    const b = createWsBridge({ protocol: 'http:', host: `127.0.0.1:${port}` })
    const sessions: boolean[] = []
    b.onSessionChanged((s) => sessions.push(s.signedIn))
    await expect(b.rerunCheck(9)).rejects.toThrow('Lost the connection')

    server = new WebSocketServer({ host: '127.0.0.1', port, path: '/ws' })
    const seen: string[] = []
    server.on('connection', (ws) =>
      ws.on('message', (data) => {
        const req = JSON.parse(data.toString()) as WsRequest
        seen.push(req.channel)
        const result = req.channel === 'session:get' ? SIGNED_IN : null
        ws.send(JSON.stringify({ id: req.id, ok: true, result }))
      }),
    )
    // The state is asked for once the socket opens; the session's answer may come back before
    // the other requests reach the server, so wait for them rather than read at that moment.
    const asked = ['session:get', 'snapshot:full', 'summary:get']
    await until(() => sessions.length === 1 && asked.every((c) => seen.includes(c)))
    expect(seen).not.toContain('check:rerun')
  })

  it('a call the app does not answer in time fails as no answer, and its socket stays up', async () => {
    let heard = (): void => undefined
    const reached = new Promise<void>((r) => (heard = r))
    const { host, sockets } = await startServer((req, ws) => {
      if (req.channel === 'check:rerun') return heard() // the app is slow: no answer
      ws.send(JSON.stringify({ id: req.id, ok: true, result: null }))
    })
    const b = createWsBridge({ protocol: 'http:', host })
    await b.getSnapshot() // the socket is open once this answers
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const slow = b.rerunCheck(9).catch((error: unknown) => error)
    await reached
    vi.advanceTimersByTime(29_999)
    const early = await Promise.race([slow, Promise.resolve('still waiting')])
    expect(early).toBe('still waiting')
    vi.advanceTimersByTime(1)
    expect(await slow).toMatchObject({
      name: 'UptrayError',
      kind: 'no-answer',
      message:
        'The Uptray app did not answer in time. It may still be waiting for the service; try again in a moment.',
    })
    // The connection was not lost: the next call is answered on the same socket.
    await expect(b.getSyncStatus()).resolves.toBeNull()
    expect(sockets).toHaveLength(1)
    // A socket that does close still fails its calls as a lost connection.
    const dropped = b.rerunCheck(9).catch((error: unknown) => error)
    sockets[0]!.terminate()
    expect(await dropped).toMatchObject({ kind: 'disconnected' })
  })

  it('a call still waiting for a socket when its time is up fails as disconnected and is never sent', async () => {
    // The socket's handshake is held: the call waits in the queue until its time is up.
    let acceptHeld = (): void => undefined
    let held = (): void => undefined
    const holding = new Promise<void>((r) => (held = r))
    server = new WebSocketServer({
      host: '127.0.0.1',
      port: 0,
      path: '/ws',
      verifyClient: (_info, accept) => {
        acceptHeld = () => accept(true)
        held()
      },
    })
    await new Promise((r) => server!.once('listening', r))
    const seen: string[] = []
    server.on('connection', (ws) =>
      ws.on('message', (data) => {
        const req = JSON.parse(data.toString()) as WsRequest
        seen.push(req.channel)
        ws.send(JSON.stringify({ id: req.id, ok: true, result: null }))
      }),
    )
    const { port } = server.address() as AddressInfo
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const b = createWsBridge({ protocol: 'http:', host: `127.0.0.1:${port}` })
    const queued = b.rerunCheck(9).catch((error: unknown) => error)
    await holding
    vi.advanceTimersByTime(30_000)
    expect(await queued).toMatchObject({ kind: 'disconnected' })
    // The socket opens after all: the next call goes out, and the one that failed does not.
    acceptHeld()
    await expect(b.getSyncStatus()).resolves.toBeNull()
    expect(seen).toEqual(['sync:get'])
  })
})
