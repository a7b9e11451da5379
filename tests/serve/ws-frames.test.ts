// Serve mode survives bad WebSocket frames: each one closes only its own socket, with the close
// code RFC 6455 asks for, is logged once, and another client is still answered.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Logger } from '@app/core/ports'
import { startServer, type RunningServer } from '@app/serve/server'
import { WS_MAX_PAYLOAD } from '@app/shared/ws-protocol'
import { FakeAppService } from '../helpers/fake-app-service'
import { accessCookieOf, announcedFrame, ask, frame, rawWebSocket } from './ws-client'

const warnings: { message: string; fields?: Record<string, unknown> }[] = []
const logger: Logger = {
  info: () => undefined,
  warn: (message, fields) => void warnings.push({ message, fields }),
  error: () => undefined,
}

let server: RunningServer
let cookie: string
let rendererDir: string

beforeAll(async () => {
  rendererDir = mkdtempSync(join(tmpdir(), 'uptray-ws-'))
  server = await startServer({ service: new FakeAppService(), port: 0, rendererDir, logger })
  cookie = await accessCookieOf(server.url)
})

afterAll(async () => {
  await server.close()
  rmSync(rendererDir, { recursive: true, force: true })
})

const text = (s: string) => Buffer.from(s)

describe('serve mode WebSocket, bad frames', () => {
  it.each([
    { name: 'invalid UTF-8', bytes: frame(0x81, Buffer.from([0xff, 0xfe, 0xfd])), code: 1007 },
    { name: 'RSV1 set', bytes: frame(0xc1, text('{}')), code: 1002 },
    { name: 'an unknown opcode', bytes: frame(0x83, text('{}')), code: 1002 },
    { name: 'over maxPayload', bytes: announcedFrame(WS_MAX_PAYLOAD + 1), code: 1009 },
    { name: 'unmasked', bytes: frame(0x81, text('{}'), { masked: false }), code: 1002 },
  ])('a frame with $name closes only its socket, code $code', async ({ bytes, code }) => {
    const before = warnings.length
    const bad = await rawWebSocket(server.port, cookie)
    bad.socket.write(bytes)
    expect(await bad.closeCode).toBe(code)
    bad.socket.destroy()

    expect(await ask(server.port, cookie, 'sync:get')).toMatchObject({ id: 1, ok: true })
    const logged = warnings.slice(before)
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatchObject({
      message: 'Closed a WebSocket after a bad frame',
      fields: { closeCode: code },
    })
  })
})
