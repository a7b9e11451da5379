// A Fetch API Response (undici's fetch behind a proxy, Electron's net.fetch) as the FetchResponse
// port, its body read as a stream with a running count: an answer over the bound fails as soon as
// the count passes it and the rest is never read, so a huge answer or a gzip bomb (these fetches
// decode as they read) cannot fill the memory. A declared Content-Length over the bound fails
// before any of the body is read.
import type { FetchResponse } from '../core/ports'
import { answerTooLarge } from '../shared/errors'

/** Reads the body as UTF-8 text, failing once more than `maxBytes` (decoded) arrived. */
async function readBounded(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN)
  const body = response.body
  if (declared > maxBytes) {
    await body?.cancel().catch(() => undefined)
    throw answerTooLarge(maxBytes)
  }
  if (!body) return ''
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let size = 0
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw answerTooLarge(maxBytes)
    }
    text += decoder.decode(value, { stream: true })
  }
  return text + decoder.decode()
}

/** The port's view of `response`; `text()` reads at most `maxBytes` (once). */
export function boundedAnswer(response: Response, maxBytes: number): FetchResponse {
  let read: Promise<string> | null = null
  return {
    ok: response.ok,
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
    text: () => (read ??= readBounded(response, maxBytes)),
  }
}
