// The one place output leaves the CLI: every write to stdout and stderr passes through
// `terminalText` (shared/safe-text.ts), so no command, format or error path can put an escape
// sequence, a control or a bidi character from the service on the user's terminal. Text output
// loses escape sequences and shows other unsafe characters as `\uXXXX`; JSON output keeps its
// value (see terminalText).
import { terminalText } from '../shared/safe-text'

type Write = NodeJS.WriteStream['write']

/** Makes every later write to `stream` safe for a terminal; returns a function that undoes it. */
export function guardStream(stream: NodeJS.WriteStream): () => void {
  const write: Write = stream.write
  const safe = (chunk: unknown): unknown => {
    if (typeof chunk === 'string') return terminalText(chunk)
    if (chunk instanceof Uint8Array) return terminalText(Buffer.from(chunk).toString('utf8'))
    return chunk
  }
  stream.write = function (this: NodeJS.WriteStream, chunk: unknown, ...rest: unknown[]) {
    return (write as (...args: unknown[]) => boolean).call(this, safe(chunk), ...rest)
  } as Write
  return () => {
    stream.write = write
  }
}

/** Both of the process's output streams, for the CLI's whole run. */
export function guardOutput(): void {
  guardStream(process.stdout)
  guardStream(process.stderr)
}
