// API failures -> the CLI's exit codes and a sentence that says what to do. API error messages
// are built from redacted text (the token never reaches them); `redact` is a second guard.
import {
  ApiError,
  AuthError,
  BadResponseError,
  ForbiddenError,
  HttpStatusError,
  InvalidRequestError,
  NetworkError,
  NotFoundError,
  RateLimitError,
  ServerError,
  TimeoutError,
} from '../core/api/errors'
import { CliError, EXIT } from './exit-codes'

export function redact(text: string, token: string | null): string {
  return token ? text.split(token).join('***') : text
}

export function toCliError(error: unknown, baseUrl: string): CliError {
  if (error instanceof CliError) return error
  if (error instanceof AuthError) {
    return new CliError(
      EXIT.token,
      `${baseUrl} rejected the API token (401). Create a new token in your account's API access page and set UPTRAY_API_TOKEN, or sign in again in the Uptray app.`,
    )
  }
  if (error instanceof ForbiddenError) {
    return new CliError(
      EXIT.token,
      `The API token may not list monitors on ${baseUrl} (403). Use a token with access to your monitors.`,
    )
  }
  if (error instanceof InvalidRequestError && error.field === 'token') {
    return new CliError(
      EXIT.token,
      `The API token is malformed (${error.message}). Set UPTRAY_API_TOKEN to the token exactly as shown once at creation.`,
    )
  }
  if (error instanceof NetworkError || error instanceof TimeoutError) {
    return new CliError(
      EXIT.unreachable,
      `Cannot reach ${baseUrl}: ${error.message}. Check your connection and the address (--base-url or UPTRAY_BASE_URL).`,
    )
  }
  if (error instanceof ServerError || error instanceof RateLimitError) {
    return new CliError(
      EXIT.unreachable,
      `${baseUrl} is not answering normally right now: ${error.message}. Try again in a minute.`,
    )
  }
  if (
    error instanceof NotFoundError ||
    error instanceof BadResponseError ||
    error instanceof HttpStatusError
  ) {
    return new CliError(
      EXIT.unreachable,
      `${baseUrl} does not answer like the monitoring API (${error.message}). Check --base-url or UPTRAY_BASE_URL.`,
    )
  }
  if (error instanceof ApiError) return new CliError(EXIT.unexpected, error.message)
  const text = error instanceof Error ? error.message : String(error)
  return new CliError(EXIT.unexpected, `Unexpected problem: ${text}`)
}
