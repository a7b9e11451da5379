// API failures -> the CLI's exit codes and a sentence that says what to do. API error messages
// are built from redacted text (the token never reaches them); `redact` is a second guard.
//
// A 403 is exit code 2 (token), not 3 (unreachable): the service answered, knows the token and
// refused it this request, so the address and the network are fine and the fix is another
// token (one with access to the monitors). The service is reachable; retrying will not help.
// `status` and `watch` both follow this (see headless-service.ts for failures seen as sync
// states).
import { apiErrorOf } from '../core/api/errors'
import { messageOf } from '../shared/errors'
import { CliError, EXIT } from './exit-codes'

export function redact(text: string, token: string | null): string {
  return token ? text.split(token).join('***') : text
}

/** The sentences behind each exit code, shared by toCliError and the headless service. */
export const failures = {
  rejected: (baseUrl: string) =>
    new CliError(
      EXIT.token,
      `${baseUrl} rejected the API token (401). Create a new token in your account's API access page and set UPTRAY_API_TOKEN, or sign in again in the Uptray app.`,
    ),
  forbidden: (baseUrl: string) =>
    new CliError(
      EXIT.token,
      `The API token may not list monitors on ${baseUrl} (403). Use a token with access to your monitors.`,
    ),
  unreachable: (baseUrl: string, why: string | null) =>
    new CliError(
      EXIT.unreachable,
      `Cannot reach ${baseUrl}${why ? `: ${why}` : ''}. Check your connection and the address (--base-url or UPTRAY_BASE_URL).`,
    ),
  notAnswering: (baseUrl: string, why: string | null) =>
    new CliError(
      EXIT.unreachable,
      `${baseUrl} is not answering normally right now${why ? `: ${why}` : ''}. Try again in a minute.`,
    ),
  /** A 429 whose wait would take `status` past --max-wait (`waitedMs`: already sat out). */
  waitTooLong: (
    baseUrl: string,
    wait: { until: number | null; now: number; waitedMs: number },
    maxWaitSeconds: number,
  ) => {
    if (wait.until === null) {
      return new CliError(
        EXIT.unreachable,
        `${baseUrl} asked us to wait (429) without saying how long. Try again in a minute.`,
      )
    }
    const at = new Date(wait.until).toISOString()
    const seconds = Math.ceil((wait.until - wait.now) / 1000)
    const waited =
      wait.waitedMs > 0 ? ` after ${Math.round(wait.waitedMs / 1000)} s of waiting already` : ''
    return new CliError(
      EXIT.unreachable,
      `${baseUrl} asked us to wait until ${at} (429): ${seconds} s${waited}, more than --max-wait ${maxWaitSeconds} s. Try again after ${at}, or give a longer --max-wait.`,
    )
  },
  notTheApi: (baseUrl: string, why: string | null) =>
    new CliError(
      EXIT.unreachable,
      `${baseUrl} does not answer like the monitoring API${why ? ` (${why})` : ''}. Check --base-url or UPTRAY_BASE_URL.`,
    ),
}

export function toCliError(error: unknown, baseUrl: string): CliError {
  if (error instanceof CliError) return error
  const apiError = apiErrorOf(error)
  if (!apiError) return new CliError(EXIT.unexpected, `Unexpected problem: ${messageOf(error)}`)
  switch (apiError.kind) {
    case 'auth':
      return failures.rejected(baseUrl)
    case 'forbidden':
      return failures.forbidden(baseUrl)
    case 'network':
    case 'timeout':
      return failures.unreachable(baseUrl, apiError.message)
    case 'server':
    case 'rate-limited':
      return failures.notAnswering(baseUrl, apiError.message)
    case 'not-found':
    case 'bad-response':
    case 'http-status':
      return failures.notTheApi(baseUrl, apiError.message)
    case 'invalid-request':
      if (apiError.field === 'token') {
        return new CliError(
          EXIT.token,
          `The API token is malformed (${apiError.message}). Set UPTRAY_API_TOKEN to the token exactly as shown once at creation.`,
        )
      }
      return new CliError(EXIT.unexpected, apiError.message)
    case 'validation':
    case 'aborted':
      return new CliError(EXIT.unexpected, apiError.message)
  }
}
