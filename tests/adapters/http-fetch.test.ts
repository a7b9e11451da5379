// The direct fetch on node:http against a real server on 127.0.0.1: what the transport reads of
// an answer (status, headers, text), what it sends, and failures shaped as Node's fetch shapes
// them (the transport's error texts read `cause.code`).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHttpFetch, httpFetch } from '@app/adapters/http-fetch'

let server: Server
let base = ''
const seen: { method?: string; headers: IncomingMessage['headers']; body: string }[] = []

function pageText(unicode: boolean): string {
  const label = unicode ? 'Zürich ✓ 🚀' : 'plain'
  return JSON.stringify({ data: Array.from({ length: 90_000 }, (_, id) => ({ id })), label })
}

function route(req: IncomingMessage, res: ServerResponse, body: string): void {
  seen.push({ method: req.method, headers: req.headers, body })
  const path = req.url ?? ''
  if (path === '/json') {
    res.setHeader('X-RateLimit-Remaining', '41')
    res.setHeader('Set-Cookie', ['a=1', 'b=2'])
    res.writeHead(201, 'Made', { 'Content-Type': 'application/json' })
    return void res.end(JSON.stringify({ name: 'Zürich ✓', echo: body }))
  }
  if (path === '/gzip') {
    res.writeHead(200, { 'Content-Encoding': 'gzip' })
    return void res.end(gzipSync('{"packed":"gzip"}'))
  }
  if (path === '/br') {
    res.writeHead(200, { 'Content-Encoding': 'br' })
    return void res.end(brotliCompressSync('{"packed":"br"}'))
  }
  if (path === '/odd-encoding') {
    res.writeHead(200, { 'Content-Encoding': 'zstd-of-the-future' })
    return void res.end('xx')
  }
  if (path === '/moved') {
    res.writeHead(301, { Location: '/json' })
    return void res.end()
  }
  if (path === '/big') return void res.end('x'.repeat(4096))
  if (path === '/bomb') {
    res.writeHead(200, { 'Content-Encoding': 'gzip' })
    return void res.end(gzipSync(Buffer.alloc(1024 * 1024)))
  }
  // A page as large as a 200-monitor page, ASCII or with one non-ASCII text at its very end.
  if (path === '/page' || path === '/page-utf8')
    return void res.end(pageText(path === '/page-utf8'))
  if (path === '/page-gzip' || path === '/page-gzip-ascii') {
    res.writeHead(200, { 'Content-Encoding': 'gzip' })
    return void res.end(gzipSync(pageText(path === '/page-gzip')))
  }
  // Cut short: an ASCII page announced whole, half of it sent, then the connection dropped.
  if (path === '/cut') {
    const page = pageText(false)
    res.writeHead(200, { 'Content-Length': String(page.length) })
    res.write(page.slice(0, page.length / 2))
    return void setImmediate(() => res.destroy())
  }
  if (path === '/hang') return // never answers; the caller's signal ends it
  res.writeHead(404)
  res.end('{"message":"nope"}')
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => route(req, res, body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

describe('httpFetch', () => {
  it('reads status, status text, headers in any case and the UTF-8 body', async () => {
    const answer = await httpFetch(`${base}/json`)
    expect([answer.ok, answer.status, answer.statusText]).toEqual([true, 201, 'Made'])
    expect(answer.headers.get('x-ratelimit-remaining')).toBe('41')
    expect(answer.headers.get('X-RATELIMIT-REMAINING')).toBe('41')
    expect(answer.headers.get('set-cookie')).toBe('a=1, b=2')
    expect(answer.headers.has('retry-after')).toBe(false)
    expect(JSON.parse(await answer.text())).toEqual({ name: 'Zürich ✓', echo: '' })
  })

  it('reads a 1 MB page the same whether it is ASCII, has UTF-8 at its very end, or is gzipped (ASCII or not)', async () => {
    for (const [path, unicode] of [
      ['/page', false],
      ['/page-utf8', true],
      ['/page-gzip', true],
      // Decoded in one buffer, read in pieces: the pieces join to the whole page.
      ['/page-gzip-ascii', false],
    ] as const) {
      const text = await (await httpFetch(`${base}${path}`)).text()
      expect(text.length).toBeGreaterThan(1_040_000)
      expect(text).toBe(pageText(unicode))
    }
  })

  it('lends the same page as bytes, read in pieces, and reuses the buffer once it is given back', async () => {
    const buffers = new Set<ArrayBufferLike>()
    // The largest first: a smaller buffer given back would not hold it.
    for (const [path, unicode] of [
      ['/page-utf8', true],
      ['/page', false],
      ['/page-gzip', true],
      ['/page', false],
    ] as const) {
      const body = await (await httpFetch(`${base}${path}`)).lendBody!()
      const page = pageText(unicode)
      expect(Buffer.from(body.bytes).toString('utf8')).toBe(page)
      // Cut where the page's text has its non-ASCII label: each side decodes alone.
      const cut = Buffer.from(body.bytes).indexOf('"label"')
      expect(body.text(0, cut) + body.text(cut, body.bytes.length)).toBe(page)
      buffers.add(body.bytes.buffer)
      body.release()
      body.release()
      expect(() => body.text(0, 1)).toThrow('released')
    }
    // The gzipped page is decoded in a buffer of its own, then copied into the lent one: every
    // answer after the first was read into the same buffer.
    expect(buffers.size).toBe(1)
    // Read once: as bytes or as text, not both.
    const answer = await httpFetch(`${base}/page`)
    const body = await answer.lendBody!()
    expect(await answer.text()).toBe('')
    body.release()
  })

  it('an answer cut short is a failure (fetch failed), never half a page', async () => {
    await expect(httpFetch(`${base}/cut`)).rejects.toMatchObject({
      name: 'TypeError',
      message: 'fetch failed',
      cause: { code: 'ECONNRESET' },
    })
  })

  it('sends the method, the headers and the body it is given, and asks for compression', async () => {
    seen.length = 0
    const answer = await httpFetch(`${base}/json`, {
      method: 'POST',
      headers: { Authorization: 'Bearer secret-ish', 'Content-Type': 'application/json' },
      body: '{"run":true}',
    })
    expect(JSON.parse(await answer.text())).toMatchObject({ echo: '{"run":true}' })
    expect(seen[0]).toMatchObject({
      method: 'POST',
      headers: { authorization: 'Bearer secret-ish', 'content-type': 'application/json' },
    })
    expect(seen[0]!.headers['accept-encoding']).toContain('gzip')
  })

  it('decodes gzip and brotli answers; an unknown encoding is a failure, not garbage', async () => {
    expect(await (await httpFetch(`${base}/gzip`)).text()).toBe('{"packed":"gzip"}')
    expect(await (await httpFetch(`${base}/br`)).text()).toBe('{"packed":"br"}')
    await expect(httpFetch(`${base}/odd-encoding`)).rejects.toMatchObject({
      kind: 'unreadable-answer',
      message: expect.stringContaining('zstd-of-the-future'),
    })
  })

  it('refuses an answer over its bound, as sent or once decoded (a small gzip of 1 MiB)', async () => {
    const bounded = createHttpFetch(2048)
    for (const path of ['/big', '/bomb']) {
      await expect(bounded(`${base}${path}`)).rejects.toMatchObject({
        kind: 'unreadable-answer',
        message: 'the service sent an answer over 2 KiB',
      })
    }
    expect(await (await bounded(`${base}/gzip`)).text()).toBe('{"packed":"gzip"}')
  })

  it('answers a redirect as it is instead of following it with the token', async () => {
    seen.length = 0
    const answer = await httpFetch(`${base}/moved`, { headers: { Authorization: 'Bearer x' } })
    expect([answer.ok, answer.status, answer.headers.get('location')]).toEqual([
      false,
      301,
      '/json',
    ])
    expect(seen).toHaveLength(1)
  })

  it('a refused connection rejects as Node fetch does: TypeError "fetch failed", code in cause', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    await expect(httpFetch(`http://127.0.0.1:${port}/`)).rejects.toMatchObject({
      name: 'TypeError',
      message: 'fetch failed',
      cause: { code: 'ECONNREFUSED' },
    })
  })

  it("the caller's signal ends a request the server never answers", async () => {
    const controller = new AbortController()
    const pending = httpFetch(`${base}/hang`, { signal: controller.signal })
    setTimeout(() => controller.abort(), 20)
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('refuses what is not an http(s) URL', async () => {
    await expect(httpFetch('not a url')).rejects.toBeInstanceOf(TypeError)
    await expect(httpFetch('file:///etc/passwd')).rejects.toMatchObject({
      message: 'fetch failed',
      cause: { message: expect.stringContaining('file:') },
    })
  })
})
