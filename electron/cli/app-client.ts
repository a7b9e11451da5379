// Asks the running app (desktop or serve mode) over its control socket before the CLI sweeps the
// service itself: no token needed, no API request spent. No app answering within a short time
// means null (or a `no-answer` failure once it has the request), and the caller works directly.
import { connect } from 'node:net'
import type { ControlStatus } from '../adapters/control-socket/index'
import { refused, type Answer } from '../shared/answer'
import { failure, isErrorKind } from '../shared/error-table'

export const APP_TIMEOUT_MS = 1500
/** The longest answer read from the app; a longer one counts as no answer. */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024

/** The operation host's envelope (shared/answer.ts) as the app sent it, read like anything from outside. */
export type AppAnswer = Answer

/** An answer line read as the envelope; a failure without a known kind reads as unexpected. */
export function readAnswer(json: unknown): AppAnswer {
  const answer = json as { ok?: unknown; result?: unknown; error?: unknown } | null
  if (answer?.ok === true) return { ok: true, result: answer.result }
  const error = answer?.error as { kind?: unknown; message?: unknown } | null | undefined
  if (isErrorKind(error?.kind) && typeof error.message === 'string') {
    return { ok: false, error: { kind: error.kind, message: error.message.slice(0, 500) } }
  }
  return { ok: false, error: failure('unexpected', 'the app answered unlike the envelope') }
}

/**
 * One request to the app at `path`; null when no app answers there (none listens, it closed the
 * socket, or its answer is unreadable). A request it got but did not answer within `timeoutMs` is
 * a `no-answer` failure: the app is there, and may still act on it.
 */
export function askApp(
  path: string,
  op: string,
  args: unknown[] = [],
  timeoutMs = APP_TIMEOUT_MS,
): Promise<AppAnswer | null> {
  return new Promise((resolve) => {
    const socket = connect(path)
    let data = ''
    const done = (value: AppAnswer | null) => {
      clearTimeout(timer)
      socket.destroy()
      resolve(value)
    }
    let sent = false
    const timer = setTimeout(() => done(sent ? refused('no-answer') : null), timeoutMs)
    socket.once('error', () => done(null))
    socket.once('connect', () => {
      socket.write(`${JSON.stringify({ id: 1, op, args })}\n`)
      sent = true
    })
    socket.on('data', (chunk: Buffer) => {
      data += chunk.toString('utf8')
      if (data.length > MAX_ANSWER_BYTES) return done(null)
      const end = data.indexOf('\n')
      if (end === -1) return
      try {
        return done(readAnswer(JSON.parse(data.slice(0, end))))
      } catch {
        return done(null)
      }
    })
    socket.once('end', () => done(null))
  })
}

/** The app's status report for `baseUrl` (any account when null), or null to work directly. */
export async function appStatus(
  path: string,
  baseUrl: string | null,
  timeoutMs = APP_TIMEOUT_MS,
): Promise<ControlStatus | null> {
  const answer = await askApp(path, 'status', [], timeoutMs)
  if (!answer?.ok) return null
  const status = answer.result as Partial<ControlStatus> | null
  if (!status || typeof status.report !== 'object' || status.report === null) return null
  // The app watches one account: another base URL is asked directly.
  if (baseUrl !== null && status.baseUrl !== baseUrl) return null
  return { baseUrl: status.baseUrl ?? null, report: status.report }
}

/**
 * The base URL of the account the running app is signed in to, when it is `baseUrl` (any account
 * when null); null when no app answers, it is signed out, or it watches another account.
 */
export async function appAccount(
  path: string,
  baseUrl: string | null,
  timeoutMs = APP_TIMEOUT_MS,
): Promise<string | null> {
  const answer = await askApp(path, 'getSession', [], timeoutMs)
  if (!answer?.ok) return null
  const session = answer.result as { signedIn?: unknown; account?: { baseUrl?: unknown } | null }
  const account = session?.account?.baseUrl
  if (session?.signedIn !== true || typeof account !== 'string') return null
  if (baseUrl !== null && account !== baseUrl) return null
  return account
}
