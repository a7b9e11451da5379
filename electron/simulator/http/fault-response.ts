// The answers an injected fault produces: instead of the real answer, or the real answer's body
// changed (body faults).
import type { Fault } from './faults'
import { UNAUTHENTICATED } from './errors'
import { drifted } from './fault-drift'
import { malformed } from './fault-malformed'
import { truncated } from './fault-truncated'

const JSON_TYPE = { 'Content-Type': 'application/json' }

/** `dropSocket` destroys the real socket (over HTTP); without it the body stream errors. */
export function faultResponse(fault: Fault, now: number, dropSocket?: () => void): Response | null {
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
    case 'drop-connection':
      return new Response(droppingStream(dropSocket), { status: 200, headers: JSON_TYPE })
    case 'delay':
    case 'hang':
    case 'malformed-json':
    case 'truncated-json':
    case 'drift':
      return null
  }
}

/** The real answer with its body changed by a body fault (status and headers kept). */
export async function rewrittenAnswer(answer: Response, fault: Fault): Promise<Response> {
  const text = await answer.text()
  const headers = new Headers(answer.headers)
  headers.delete('Content-Length')
  return new Response(rewrite(text, fault), { status: answer.status, headers })
}

function rewrite(text: string, fault: Fault): string {
  switch (fault.kind) {
    case 'truncated-json':
      return truncated(text)
    case 'malformed-json':
      return malformed(text)
    case 'drift':
      return drifted(text, fault)
    default:
      return text
  }
}

/** Sends the start of a body, then the connection dies mid-body. */
function droppingStream(dropSocket?: () => void): ReadableStream<Uint8Array> {
  let sent = false
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sent) {
        sent = true
        controller.enqueue(new TextEncoder().encode('{"data":[{"id":1,"label":"partial'))
        return
      }
      if (dropSocket) {
        dropSocket()
        // The server cancels this stream when the socket closes; nothing more is sent.
        return new Promise<void>(() => undefined)
      }
      controller.error(new Error('simulated dropped connection'))
    },
  })
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
