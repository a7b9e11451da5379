// A Fetch API Response (undici's fetch behind a proxy, Electron's net.fetch) as the FetchResponse
// port, its body read as a stream with a running count: an answer over the bound fails as soon as
// the count passes it and the rest is never read, so a huge answer or a gzip bomb (these fetches
// decode as they read) cannot fill the memory. A declared Content-Length over the bound fails
// before any of the body is read.
import type { FetchResponse } from '../core/ports'
import { answerTooLarge } from '../shared/errors'
import { lendBody } from './answer-body'

/** The body's bytes, failing once more than `maxBytes` arrived. */
async function bytesBounded(response: Response, maxBytes: number): Promise<Uint8Array[]> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN)
  const body = response.body
  if (declared > maxBytes) {
    await body?.cancel().catch(() => undefined)
    throw answerTooLarge(maxBytes)
  }
  if (!body) return []
  const reader = body.getReader()
  const parts: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return parts
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw answerTooLarge(maxBytes)
    }
    parts.push(value)
  }
}

/** Reads the body as UTF-8 text, failing once more than `maxBytes` (decoded) arrived. */
async function readBounded(response: Response, maxBytes: number): Promise<string> {
  const decoder = new TextDecoder()
  let text = ''
  for (const part of await bytesBounded(response, maxBytes)) {
    text += decoder.decode(part, { stream: true })
  }
  return text + decoder.decode()
}

/**
 * The port's view of `response`; `text()` or `lendBody()` reads at most `maxBytes` (once, one of
 * them).
 */
export function boundedAnswer(response: Response, maxBytes: number): FetchResponse {
  let read: Promise<string> | null = null
  return {
    ok: response.ok,
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
    text: () => (read ??= readBounded(response, maxBytes)),
    lendBody: async () => lendBody(await bytesBounded(response, maxBytes)),
  }
}
