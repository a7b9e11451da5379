// The Electron app's fetch (main/net-fetch.ts: net.fetch, here the mock's, which is Node's fetch,
// under the one shared Electron mock) against a real local server: an answer over the bound, as
// a large body, a chunked one or a gzip bomb, fails with its size named, small answers read whole.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createNetFetch } from '@app/main/net-fetch'
import { callsTo } from '../mocks/electron'

let server: Server
let base = ''

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/small') return void res.end('{"ok":true}')
    if (req.url === '/big') return void res.end('x'.repeat(64 * 1024))
    if (req.url === '/big-chunked') {
      for (let i = 0; i < 64; i++) res.write('x'.repeat(1024))
      return void res.end()
    }
    res.writeHead(200, { 'Content-Encoding': 'gzip' })
    res.end(gzipSync(Buffer.alloc(1024 * 1024)))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

it('net.fetch answers over the bound fail with the size named; small ones are read', async () => {
  const fetch = createNetFetch(2048)
  for (const path of ['/big', '/big-chunked', '/bomb']) {
    const answer = await fetch(`${base}${path}`)
    await expect(answer.text()).rejects.toMatchObject({
      kind: 'unreadable-answer',
      message: 'the service sent an answer over 2 KiB',
    })
  }
  const small = await fetch(`${base}/small`)
  expect(small.status).toBe(200)
  expect(await small.text()).toBe('{"ok":true}')
  expect(callsTo('net.fetch').map(([url]) => url)).toContain(`${base}/bomb`)
})
