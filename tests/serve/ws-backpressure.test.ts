// Serve mode's WebSocket against a page that sends and never reads, with a small bound injected:
// 3,000 `snapshot:full` requests do not pile up answers in memory. Once more than the bound waits
// unsent, the socket is closed with 1008 and a reason, the rest of its requests are dropped, and
// another page is still answered.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import type { Logger } from '@app/core/ports'
import { accessCookieName } from '@app/serve/access'
import { NOT_READING_REASON } from '@app/serve/ws-connection'
import { attachWsServer } from '@app/serve/ws-server'
import { WS_PATH } from '@app/shared/ws-protocol'
import { FakeAppService } from '../helpers/fake-app-service'
import { mixed } from '../main/snapshots'
import { ask } from './ws-client'

const TOKEN = 'b'.repeat(40)
const BOUND = 256 * 1024
const REQUESTS = 3000
const warnings: string[] = []
const logger: Logger = {
  info: () => undefined,
  warn: (message) => void warnings.push(message),
  error: () => undefined,
}

let server: Server
let ws: ReturnType<typeof attachWsServer>
let port = 0
let cookie = ''
const service = new FakeAppService()

beforeAll(async () => {
  service.snapshot = mixed()
  server = createServer((_req, res) => res.end())
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
  cookie = `${accessCookieName(port)}=${TOKEN}`
  ws = attachWsServer({
    server,
    service,
    accessToken: TOKEN,
    ownOrigin: () => `http://127.0.0.1:${port}`,
    logger,
    maxBufferedBytes: BOUND,
  })
})
afterAll(async () => {
  await ws.close()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

it('a page that does not read 3,000 snapshot:full answers is closed with 1008, not buffered', async () => {
  const page = new WebSocket(`ws://127.0.0.1:${port}${WS_PATH}`, {
    headers: { Cookie: cookie },
    origin: `http://127.0.0.1:${port}`,
  })
  await new Promise((resolve, reject) => {
    page.once('open', resolve)
    page.once('error', reject)
  })
  // Stop reading: the server's answers stay in its socket (and the kernel's buffers).
  page.pause()
  for (let id = 0; id < REQUESTS; id++) {
    page.send(JSON.stringify({ id, channel: 'snapshot:full', args: [] }))
  }
  const answers: unknown[] = []
  page.on('message', (data: Buffer) => answers.push(JSON.parse(data.toString())))
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    page.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  )
  await expect.poll(() => warnings.length, { timeout: 10_000 }).toBeGreaterThan(0)
  page.resume()
  expect(await closed).toEqual({ code: 1008, reason: NOT_READING_REASON })
  expect(warnings).toEqual(['Closed a WebSocket whose page does not read'])
  // Answers stopped at the close: what the bound and the kernel's socket buffers held, no more.
  expect(answers.length).toBeGreaterThan(0)
  expect(answers.length).toBeLessThan(REQUESTS)
  // Another page is still answered.
  expect(await ask(port, cookie, 'sync:get')).toMatchObject({ id: 1, ok: true })
})
