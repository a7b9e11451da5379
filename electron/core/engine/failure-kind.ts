// What a failed sweep means for polling: stop and ask for a token, wait out a rate limit, or
// back off and try again. One place, so the scheduler and the actions read errors alike.
import { apiErrorOf } from '../api/errors'
import { GateClosedError } from './request-gate'

export type FailureKind = 'auth' | 'rate-limited' | 'offline' | 'error' | 'cancelled'

export function classifyFailure(error: unknown): FailureKind {
  if (error instanceof GateClosedError) {
    return error.reason === 'rate-limited' ? 'rate-limited' : 'cancelled'
  }
  switch (apiErrorOf(error)?.kind) {
    case 'auth':
      return 'auth'
    case 'rate-limited':
      return 'rate-limited'
    case 'network':
      return 'offline'
    default:
      return 'error'
  }
}
