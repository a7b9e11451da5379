// The direct (no proxy) fetch of the CLI and serve mode, on node:http and node:https. Node's own
// fetch compiles and starts its bundled undici on first use, a third of a short `status` run;
// this is the part of fetch Uptray uses: one request, the whole answer read as text, compressed
// answers decoded, redirects answered as they are (the API never redirects; a base URL that does
// is reported by its status rather than followed with the token). Failures reject the way
// Node's fetch does, a TypeError "fetch failed" with the socket error (and its code) as cause.
// node:https (TLS) and node:zlib are loaded on first use: a `status` against a local simulator
// or an uncompressed answer never pays for them.
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http'
import type * as Https from 'node:https'
import type * as Zlib from 'node:zlib'
import type { FetchLike, FetchResponse, HeaderReader } from '../core/ports'

const https = (): typeof Https => process.getBuiltinModule('node:https')
const zlib = (): typeof Zlib => process.getBuiltinModule('node:zlib')

const DECODERS: Record<string, (body: Buffer) => Buffer> = {
  gzip: (body) => zlib().gunzipSync(body),
  'x-gzip': (body) => zlib().gunzipSync(body),
  deflate: (body) => zlib().inflateSync(body),
  br: (body) => zlib().brotliDecompressSync(body),
}

function headerReader(headers: IncomingHttpHeaders): HeaderReader {
  const get = (name: string): string | null => {
    const value = headers[name.toLowerCase()]
    if (value === undefined) return null
    return Array.isArray(value) ? value.join(', ') : value
  }
  return { get, has: (name) => get(name) !== null }
}

function decoded(answer: IncomingMessage, body: Buffer): string {
  const encoding = String(answer.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase()
  const decode = encoding && encoding !== 'identity' ? DECODERS[encoding] : undefined
  if (encoding && encoding !== 'identity' && !decode) {
    throw new Error(`the answer is encoded as ${encoding.slice(0, 40)}, which Uptray cannot read`)
  }
  return (decode ? decode(body) : body).toString('utf8')
}

function failed(cause: unknown): TypeError {
  return new TypeError('fetch failed', { cause })
}

export const httpFetch: FetchLike = (input, init = {}) =>
  new Promise<FetchResponse>((resolve, reject) => {
    let url: URL
    try {
      url = new URL(input)
    } catch (err) {
      return reject(new TypeError(`Failed to parse URL`, { cause: err }))
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      return reject(failed(new Error(`unsupported protocol ${url.protocol}`)))
    }
    const send = url.protocol === 'https:' ? https().request : httpRequest
    const headers = { 'accept-encoding': 'gzip, deflate, br', ...init.headers }
    const options = { method: init.method ?? 'GET', headers, signal: init.signal }
    const request = send(url, options, (answer) => {
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('error', (err) => reject(failed(err)))
      answer.on('end', () => {
        let text: string
        try {
          text = decoded(answer, Buffer.concat(chunks))
        } catch (err) {
          return reject(failed(err))
        }
        const status = answer.statusCode ?? 0
        resolve({
          ok: status >= 200 && status < 300,
          status,
          statusText: answer.statusMessage ?? '',
          headers: headerReader(answer.headers),
          text: () => Promise.resolve(text),
        })
      })
    })
    request.on('error', (err) =>
      reject(err.name === 'AbortError' ? (init.signal?.reason ?? err) : failed(err)),
    )
    request.end(init.body)
  })
