// An answer over the size bound on every fetch the app has: behind a proxy (undici, through a
// real local proxy) and direct, against a real local server sending a large answer (with and
// without Content-Length) and a gzip bomb, with a small bound injected. The failure is read as
// what it is, a bad answer with its size named, never "offline: fetch failed".
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHttpFetch } from '@app/adapters/http-fetch'
import { createNodeFetch } from '@app/adapters/node-fetch'
import { createApiClient } from '@app/core/api/client'
import { classifyFailure } from '@app/core/engine/failure-kind'
import type { FetchLike } from '@app/core/ports'
import { startRecordingProxy, type RecordingProxy } from '../helpers/recording-proxy'

const BOUND = 2048
let server: Server
let base = ''
let proxy: RecordingProxy

/** Writes `total` bytes of `x` in 1 KiB chunks, with no Content-Length (chunked). */
function chunked(res: ServerResponse, total: number): void {
  res.writeHead(200, { 'Content-Type': 'application/json' })
  const chunk = 'x'.repeat(1024)
  for (let sent = 0; sent < total; sent += chunk.length) res.write(chunk)
  res.end()
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]
    if (path === '/small') return void res.end('{"ok":true}')
    if (path === '/big') return void res.end('x'.repeat(64 * 1024))
    if (path === '/big-chunked') return chunked(res, 64 * 1024)
    if (path === '/bomb' || path === '/api/me') {
      // 1 MiB of zeros packs to about 1 KiB: under the bound as sent, far over it decoded.
      res.writeHead(200, { 'Content-Encoding': 'gzip', 'Content-Type': 'application/json' })
      return void res.end(gzipSync(Buffer.alloc(1024 * 1024)))
    }
    res.writeHead(404)
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  proxy = await startRecordingProxy()
})
afterAll(async () => {
  await proxy.close()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const tooLarge = { kind: 'unreadable-answer', message: 'the service sent an answer over 2 KiB' }

describe('an answer over the bound behind HTTP_PROXY (undici)', () => {
  it('fails for a large answer, a chunked one and a gzip bomb, and small answers still work', async () => {
    const fetch = createNodeFetch({ HTTP_PROXY: proxy.url }, BOUND)
    proxy.seen.length = 0
    for (const path of ['/big', '/big-chunked', '/bomb']) {
      const answer = await fetch(`${base}${path}`)
      await expect(answer.text()).rejects.toMatchObject(tooLarge)
    }
    expect(await (await fetch(`${base}/small`)).text()).toBe('{"ok":true}')
    // Lent as bytes (the sweep's monitor pages): the same bound, the same answer.
    for (const path of ['/big', '/big-chunked', '/bomb']) {
      const answer = await fetch(`${base}${path}`)
      await expect(answer.lendBody!()).rejects.toMatchObject(tooLarge)
    }
    const lent = await (await fetch(`${base}/small`)).lendBody!()
    expect(lent.text(0, lent.bytes.length)).toBe('{"ok":true}')
    expect(lent.text(1, 5)).toBe('"ok"')
    lent.release()
    // The proxy carried them: a tunnel to the server was opened.
    expect(proxy.seen).toContain(`CONNECT ${new URL(base).host}`)
  })
})

describe('an answer over the bound is said as such, not as offline', () => {
  const cases: [string, () => FetchLike][] = [
    ['direct', () => createHttpFetch(BOUND)],
    ['behind a proxy', () => createNodeFetch({ HTTP_PROXY: proxy.url }, BOUND)],
  ]
  for (const [name, fetch] of cases) {
    it(`${name}: a bad response naming the size, classified as an error`, async () => {
      const client = createApiClient({ baseUrl: base, token: 'bound-test-token', fetch: fetch() })
      const failure = await client.me().then(
        () => null,
        (error: unknown) => error,
      )
      expect(failure).toMatchObject({ kind: 'bad-response' })
      expect((failure as Error).message).toBe('GET /api/me: the service sent an answer over 2 KiB')
      expect((failure as Error).message).not.toContain('fetch failed')
      expect(classifyFailure(failure)).toBe('error')
    })
  }
})
