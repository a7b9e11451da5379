// The control socket's protocol: one JSON request per line, `{id, op, args}`, one JSON answer per
// line, `{id, ok, result}` or `{id, ok: false, error: {kind, message}}` (the one envelope). `op` is an operation of the IPC table
// (its method name, e.g. `snoozeCheck`, or its channel, `check:snooze`), `status` or `events`.
// `events` answers once, then sends `{id, event}` lines until the connection closes; events a
// client did not read in time are dropped, and a `{id, missed: N}` line says how many (connection.ts).
import * as z from 'zod'
import type { Answer } from '../../shared/answer'

/** The longest request line; a longer one is answered with an error and the connection closed. */
export const MAX_LINE_BYTES = 64 * 1024

export const controlRequest = z.object({
  id: z.union([z.number().int().nonnegative(), z.string().max(64)]),
  op: z.string().min(1).max(64),
  args: z.array(z.unknown()).max(8).optional(),
})
export type ControlRequest = z.infer<typeof controlRequest>

/** The operation host's envelope (shared/answer.ts), framed with the request's id. */
export type ControlAnswer = { id: ControlRequest['id'] | null } & Answer

/** What `status` answers: the account it is about and the `status --json` report. */
export interface ControlStatus {
  baseUrl: string | null
  report: unknown
}

/**
 * Splits a byte stream into lines, at most `max` bytes each. `onLine` gets each complete line;
 * `onTooLong` is called once when a line grows past the bound (the caller then closes).
 */
export function lineReader(
  max: number,
  onLine: (line: string) => void,
  onTooLong: () => void,
): (chunk: Buffer) => void {
  let pending: Buffer[] = []
  let size = 0
  let over = false
  return (chunk) => {
    if (over) return
    let start = 0
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, start)) {
      size += i - start
      if (size > max) break
      pending.push(chunk.subarray(start, i))
      const line = Buffer.concat(pending).toString('utf8')
      pending = []
      size = 0
      start = i + 1
      onLine(line)
    }
    size += chunk.length - start
    if (size > max) {
      over = true
      pending = []
      onTooLong()
      return
    }
    pending.push(chunk.subarray(start))
  }
}
