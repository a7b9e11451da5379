// Serve mode's built files (serve/static-files.ts through serve/http-app.ts): scripts and styles
// answered compressed in the encoding the browser accepts, with the headers that say so, kept by
// the browser for a year (their names carry their content), and still behind the access cookie.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessCookieName } from '@app/serve/access'
import { createHttpApp } from '@app/serve/http-app'
import { chooseEncoding } from '@app/serve/static-files'

const PORT = 4321
const ORIGIN = `http://127.0.0.1:${PORT}`
const TOKEN = 'a'.repeat(32)
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'row ${i}'`).join(',')}]\n`
const STYLE = `.row { color: red; }\n`.repeat(100)
const TINY = 'export {}\n'

let dir = ''
let app: ReturnType<typeof createHttpApp>

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'uptray-static-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>')
  writeFileSync(join(dir, 'assets', 'index-AbC123.js'), SCRIPT)
  writeFileSync(join(dir, 'assets', 'index-AbC123.css'), STYLE)
  writeFileSync(join(dir, 'assets', 'tiny-x1.js'), TINY)
  app = createHttpApp({ accessToken: TOKEN, rendererDir: dir, ownOrigin: () => ORIGIN })
})

afterAll(() => rmSync(dir, { recursive: true, force: true }))

function get(path: string, headers: Record<string, string> = {}, cookie = true) {
  return app.request(`${ORIGIN}${path}`, {
    headers: {
      host: `127.0.0.1:${PORT}`,
      ...(cookie ? { cookie: `${accessCookieName(PORT)}=${TOKEN}` } : {}),
      ...headers,
    },
  })
}

const bytes = async (answer: Response) => Buffer.from(await answer.arrayBuffer())

describe('the built scripts and styles', () => {
  it('go as brotli to a browser that accepts it, with the headers that say so', async () => {
    // Compressed in the thread pool after start: until then the files go as they are.
    const encodings = () =>
      Promise.all(
        ['/assets/index-AbC123.js', '/assets/index-AbC123.css'].map(async (path) => {
          const answer = await get(path, { 'accept-encoding': 'gzip, br' })
          return answer.headers.get('content-encoding')
        }),
      )
    await expect.poll(encodings).toEqual(['br', 'br'])
    const answer = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-encoding')).toBe('br')
    expect(answer.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(answer.headers.get('cache-control')).toBe('private, max-age=31536000, immutable')
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    const body = await bytes(answer)
    expect(body.length).toBeLessThan(SCRIPT.length / 2)
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT)
  })

  it('go as gzip where brotli is not accepted (plain http in most browsers)', async () => {
    const answer = await get('/assets/index-AbC123.css', { 'accept-encoding': 'gzip, deflate' })
    expect(answer.headers.get('content-encoding')).toBe('gzip')
    expect(answer.headers.get('content-type')).toBe('text/css; charset=utf-8')
    expect(gunzipSync(await bytes(answer)).toString()).toBe(STYLE)
  })

  it('go as they are without Accept-Encoding, and a tiny file always does', async () => {
    const plain = await get('/assets/index-AbC123.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect((await bytes(plain)).toString()).toBe(SCRIPT)
    const tiny = await get('/assets/tiny-x1.js', { 'accept-encoding': 'br, gzip' })
    expect(tiny.headers.get('content-encoding')).toBeNull()
    expect((await bytes(tiny)).toString()).toBe(TINY)
  })

  it('are refused without the access cookie, and an unknown name is not found', async () => {
    expect((await get('/assets/index-AbC123.js', {}, false)).status).toBe(403)
    const missing = await get('/assets/nothing-here.js', { 'accept-encoding': 'br' })
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('no-store')
    expect((await get('/assets/..%2Findex.html')).status).toBe(404)
  })
})

describe('chooseEncoding', () => {
  const both = ['identity', 'br', 'gzip'] as const

  it('prefers brotli, then gzip, among what is offered and accepted', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br')
    expect(chooseEncoding('gzip, deflate', both)).toBe('gzip')
    expect(chooseEncoding('br, gzip', ['identity', 'gzip'])).toBe('gzip')
    expect(chooseEncoding('*', both)).toBe('br')
  })

  it('honours weights of zero, and falls back to the file as it is', () => {
    expect(chooseEncoding('br;q=0, gzip;q=0.5', both)).toBe('gzip')
    expect(chooseEncoding('*;q=0, identity', both)).toBe('identity')
    expect(chooseEncoding('BR;Q=0', both)).toBe('identity')
    expect(chooseEncoding('gzip;q=nonsense', both)).toBe('identity')
    expect(chooseEncoding(undefined, both)).toBe('identity')
    expect(chooseEncoding('', both)).toBe('identity')
  })
})
