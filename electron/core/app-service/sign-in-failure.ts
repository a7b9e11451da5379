// Why a first-run token test or sign-in failed, in words a new user can act on. The
// transport's own messages ("GET /api/me failed with 401: ...") name the request, not the fix.
import { describeFailure } from '../../shared/errors'
import { apiErrorOf } from '../api/errors'

export function describeSignInFailure(error: unknown, baseUrl: string): string {
  const host = hostOf(baseUrl)
  switch (apiErrorOf(error)?.kind) {
    case 'auth':
      return `${host} rejected the token. Check that you copied the whole API token, or create a new one under API access.`
    case 'forbidden':
      return `${host} accepted the token but refused access to the account. Use a token with access to your team.`
    case 'timeout':
    case 'network':
      return `Cannot reach ${host}. Check the address and your network connection.`
    case 'not-found':
    case 'bad-response':
    case 'http-status':
      return `${host} answered, but not like the monitoring API. Check the base URL (for Oh Dear: https://ohdear.app).`
    case 'rate-limited':
      return `${host} is rate limiting this token. Wait a minute and try again.`
    case 'server':
      return `${host} had a server error. Try again in a few minutes.`
    default:
      return describeFailure(error)
  }
}

/** The host:port of a base URL, for messages (the URL itself when it cannot be parsed). */
export function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host || baseUrl
  } catch {
    return baseUrl
  }
}
