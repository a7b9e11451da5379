// The one answer envelope every transport carries (IPC, serve mode's WebSocket, the control
// socket): `{ ok: true, result }` or `{ ok: false, error: { kind, message } }`. The bridges unwrap
// it the same way and throw one error type, UptrayError, carrying the kind and the table's sentence.
import { failure, isErrorKind, type ErrorKind, type Failure } from './error-table'

export type Answer<T = unknown> = { ok: true; result: T } | { ok: false; error: Failure }

/** A failed call as the renderer and the CLI see it: the table's kind and sentence. */
export class UptrayError extends Error {
  readonly kind: ErrorKind

  constructor({ kind, message }: Failure) {
    super(message)
    this.name = 'UptrayError'
    this.kind = kind
  }
}

export const answered = <T>(result: T): Answer<T> => ({ ok: true, result })
export const refused = (
  kind: ErrorKind,
  detail?: string | null,
): { ok: false; error: Failure } => ({
  ok: false,
  error: failure(kind, detail),
})

/**
 * The result of an answer, or an UptrayError. Anything else on the wire (a peer of another
 * version, a broken answer) is read as unexpected, never trusted.
 */
export function unwrap<T>(answer: unknown): T {
  const a = answer as {
    ok?: unknown
    result?: unknown
    error?: { kind?: unknown; message?: unknown }
  }
  if (a?.ok === true) return a.result as T
  const kind = a?.ok === false && isErrorKind(a.error?.kind) ? a.error.kind : 'unexpected'
  const message = a?.ok === false && typeof a.error?.message === 'string' ? a.error.message : null
  throw new UptrayError(
    message !== null
      ? { kind, message: message.slice(0, 2000) }
      : failure(kind, 'an answer Uptray cannot read'),
  )
}
