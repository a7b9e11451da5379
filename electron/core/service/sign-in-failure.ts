// Why a first-run token test or sign-in failed, in words a new user can act on. The
// transport's own messages ("GET /api/me failed with 401: ...") name the request, not the fix.
import {
  AuthError,
  BadResponseError,
  ForbiddenError,
  HttpStatusError,
  NetworkError,
  NotFoundError,
  RateLimitError,
  ServerError,
  TimeoutError,
} from '../api/errors'
import { describeFailure } from '../engine/sweep-errors'

export function describeSignInFailure(error: unknown, baseUrl: string): string {
  const host = hostOf(baseUrl)
  if (error instanceof AuthError) {
    return `${host} rejected the token. Check that you copied the whole API token, or create a new one under API access.`
  }
  if (error instanceof ForbiddenError) {
    return `${host} accepted the token but refused access to the account. Use a token with access to your team.`
  }
  if (error instanceof TimeoutError || error instanceof NetworkError) {
    return `Cannot reach ${host}. Check the address and your network connection.`
  }
  if (
    error instanceof NotFoundError ||
    error instanceof BadResponseError ||
    error instanceof HttpStatusError
  ) {
    return `${host} answered, but not like the monitoring API. Check the base URL (for Oh Dear: https://ohdear.app).`
  }
  if (error instanceof RateLimitError) {
    return `${host} is rate limiting this token. Wait a minute and try again.`
  }
  if (error instanceof ServerError) {
    return `${host} had a server error. Try again in a few minutes.`
  }
  return describeFailure(error)
}

/** The host:port of a base URL, for messages (the URL itself when it cannot be parsed). */
export function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host || baseUrl
  } catch {
    return baseUrl
  }
}
