// The answers an injected fault produces.
import type { Fault } from './faults'
import { UNAUTHENTICATED } from './errors'

const JSON_TYPE = { 'Content-Type': 'application/json' }

export function faultResponse(fault: Fault, now: number): Response | null {
  switch (fault.kind) {
    case 'token-revoked':
      return Response.json(UNAUTHENTICATED, { status: 401 })
    case 'rate-limit-storm':
      return Response.json(
        { message: 'Too Many Attempts.' },
        {
          status: 429,
          headers: {
            'Retry-After': String(fault.retryAfterSeconds),
            'X-RateLimit-Reset': String(Math.ceil(now / 1000) + fault.retryAfterSeconds),
            'X-RateLimit-Remaining': '0',
          },
        },
      )
    case 'status':
      return Response.json(
        { message: fault.status >= 500 ? 'Server Error' : 'Injected error' },
        { status: fault.status },
      )
    case 'malformed-json':
      return new Response('{"data":[{"id":1,"label":"trunc', { status: 200, headers: JSON_TYPE })
    case 'drop-connection':
      return new Response(droppingStream(), { status: 200, headers: JSON_TYPE })
    case 'delay':
      return null
  }
}

/** Sends the start of a body, then fails the stream: the server destroys the socket mid-body. */
function droppingStream(): ReadableStream<Uint8Array> {
  let sent = false
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sent) {
        sent = true
        controller.enqueue(new TextEncoder().encode('{"data":[{"id":1,"label":"partial'))
        return
      }
      controller.error(new Error('simulated dropped connection'))
    },
  })
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
