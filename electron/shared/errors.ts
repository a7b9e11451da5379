// Any thrown value, read safely: its kind (the app's own errors carry a `kind`) and a bounded
// message. Thrown values come from anywhere (a library, a bridge, a bug), so nothing here may
// throw, and no message reaches a screen or a log at full length.
import { clip } from './clip'

/** Longest message kept (characters, the ellipsis included). */
export const MESSAGE_LIMIT = 1000

/** The `kind` an error carries, or null when it has none (a bug, a library's error, a string). */
export function kindOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null
  try {
    const kind = (error as { kind?: unknown }).kind
    return typeof kind === 'string' ? kind : null
  } catch {
    return null
  }
}

/**
 * What went wrong, for a message or a log line: never throws, never longer than MESSAGE_LIMIT.
 * `redact` sees the whole message before it is cut, so a secret at the cut cannot leave a prefix.
 */
export function messageOf(error: unknown, redact?: (text: string) => string): string {
  const text = rawMessage(error)
  return clip(redact ? redact(text) : text, MESSAGE_LIMIT)
}

/**
 * A sentence for people. The app's own errors (with a kind) are written for them already; any
 * other failure is a bug, named as one.
 */
export function describeFailure(error: unknown): string {
  if (kindOf(error) !== null) return messageOf(error)
  if (error instanceof Error) return `Unexpected problem: ${messageOf(error)}`
  return 'Unexpected problem.'
}

/** An action's failure: why, then that nothing changed ("... 404: Resource not found. Nothing was changed."). */
export function nothingChanged(error: unknown): string {
  const why = describeFailure(error).trimEnd()
  return `${/[.!?]$/.test(why) ? why : `${why}.`} Nothing was changed.`
}

function rawMessage(error: unknown): string {
  try {
    if (typeof error === 'string') return error
    if (error === null || error === undefined) return 'Unknown error.'
    const message = (error as { message?: unknown }).message
    if (typeof message === 'string') return message
    return String(error)
  } catch {
    // A getter that throws, or an object without a prototype (no toString).
    return 'Unknown error.'
  }
}

/**
 * A fetch got an answer it will not read: larger than its bound (as sent or once decoded), or in
 * an encoding it cannot decode. The service did answer, so this is no network failure: the
 * transport reports it as a bad response, never as "offline".
 */
export class UnreadableAnswerError extends Error {
  readonly kind = 'unreadable-answer'

  constructor(message: string) {
    super(message)
    this.name = 'UnreadableAnswerError'
  }
}

/** "64 MiB", "2 KiB", "100 bytes": a size bound for a message. */
function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`
  return `${bytes} bytes`
}

/** The failure of an answer over `maxBytes`: "the service sent an answer over 64 MiB". */
export function answerTooLarge(maxBytes: number): UnreadableAnswerError {
  return new UnreadableAnswerError(`the service sent an answer over ${sizeText(maxBytes)}`)
}
