// The direct (no proxy) fetch of the CLI and serve mode, on node:http and node:https. Node's own
// fetch compiles and starts its bundled undici on first use, a third of a short `status` run;
// this is the part of fetch Uptray uses: one request, the whole answer read as text (or its bytes
// lent, see answer-body.ts), compressed answers decoded, redirects answered as they are (the API
// never redirects; a base URL that does is reported by its status rather than followed with the
// token). An answer larger than a bound, as sent or once decoded, is a failure: a broken or
// hostile server cannot fill the memory. Such an answer, or one in an encoding it cannot decode,
// rejects with UnreadableAnswerError (the service answered: no network failure); network failures
// reject the way Node's fetch does, a TypeError "fetch failed" with the socket error (and its
// code) as cause. node:https (TLS) and node:zlib are loaded on first use: a `status` against a
// local simulator or an uncompressed answer never pays for them.
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http'
import type * as Https from 'node:https'
import type * as Zlib from 'node:zlib'
import type { FetchLike, FetchResponse, HeaderReader } from '../core/ports'
import { answerTooLarge, UnreadableAnswerError } from '../shared/errors'
import { lendBody, textOf } from './answer-body'

const https = (): typeof Https => process.getBuiltinModule('node:https')
const zlib = (): typeof Zlib => process.getBuiltinModule('node:zlib')

/** The largest answer read, as sent and once decoded: a 200-monitor page is about 1 MB. */
export const MAX_ANSWER_BYTES = 64 * 1024 * 1024

type Decoder = (body: Buffer, maxOutputLength: number) => Buffer

const DECODERS: Record<string, Decoder> = {
  gzip: (body, maxOutputLength) => zlib().gunzipSync(body, { maxOutputLength }),
  'x-gzip': (body, maxOutputLength) => zlib().gunzipSync(body, { maxOutputLength }),
  deflate: (body, maxOutputLength) => zlib().inflateSync(body, { maxOutputLength }),
  br: (body, maxOutputLength) => zlib().brotliDecompressSync(body, { maxOutputLength }),
}

function headerReader(headers: IncomingHttpHeaders): HeaderReader {
  const get = (name: string): string | null => {
    const value = headers[name.toLowerCase()]
    if (value === undefined) return null
    return Array.isArray(value) ? value.join(', ') : value
  }
  return { get, has: (name) => get(name) !== null }
}

/** The answer's bytes as sent, or decoded when it was compressed. */
function plain(answer: IncomingMessage, chunks: Buffer[], maxBytes: number): Buffer[] {
  const encoding = String(answer.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase()
  if (!encoding || encoding === 'identity') return chunks
  const decode = DECODERS[encoding]
  if (!decode) {
    throw new UnreadableAnswerError(
      `the service sent an answer encoded as ${encoding.slice(0, 40)}, which Uptray cannot read`,
    )
  }
  try {
    return [decode(Buffer.concat(chunks), maxBytes)]
  } catch (error) {
    // zlib stops at maxOutputLength with a RangeError.
    if (error instanceof RangeError) throw answerTooLarge(maxBytes)
    throw new UnreadableAnswerError(`the service sent a broken ${encoding} answer`)
  }
}

function failed(cause: unknown): TypeError {
  return new TypeError('fetch failed', { cause })
}

/** A fetch that reads answers of at most `maxAnswerBytes`, as sent and once decoded. */
export function createHttpFetch(maxAnswerBytes = MAX_ANSWER_BYTES): FetchLike {
  return (input, init = {}) =>
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
        let size = 0
        answer.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size <= maxAnswerBytes) return void chunks.push(chunk)
          chunks.length = 0
          request.destroy()
          reject(answerTooLarge(maxAnswerBytes))
        })
        answer.on('error', (err) => reject(failed(err)))
        answer.on('end', () => {
          let parts: Buffer[]
          try {
            parts = plain(answer, chunks, maxAnswerBytes)
          } catch (err) {
            chunks.length = 0
            return reject(err)
          }
          if (parts !== chunks) chunks.length = 0
          const status = answer.statusCode ?? 0
          // Read once, as text or as bytes: the parts are not kept past it (the answer's closures
          // share this scope, so the chunks would otherwise live as long as the answer).
          const take = (): Buffer[] => {
            const taken = parts === chunks ? chunks.splice(0) : parts
            parts = []
            return taken
          }
          resolve({
            ok: status >= 200 && status < 300,
            status,
            statusText: answer.statusMessage ?? '',
            headers: headerReader(answer.headers),
            text: () => Promise.resolve(textOf(take())),
            lendBody: () => Promise.resolve(lendBody(take())),
          })
        })
      })
      request.on('error', (err) =>
        reject(err.name === 'AbortError' ? (init.signal?.reason ?? err) : failed(err)),
      )
      request.end(init.body)
    })
}

export const httpFetch: FetchLike = createHttpFetch()
