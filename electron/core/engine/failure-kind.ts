// What a failed sweep means for polling: stop and ask for a token, wait out a rate limit, or
// back off and try again. One place, so the scheduler and the actions read errors alike.
import type { ErrorKind } from '../../shared/error-table'
import { kindOf } from '../../shared/errors'
import { apiErrorOf, errorKindOfApi } from '../api/errors'
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

/** Why the request gate sent nothing: the service's 429 wait, our own budget, a pause, a stop. */
const GATE_KINDS: Record<GateClosedError['reason'], ErrorKind> = {
  'rate-limited': 'rate-limited',
  budget: 'busy',
  paused: 'network',
  cancelled: 'cancelled',
}

/**
 * The error table's kind (shared/error-table.ts) for what a request threw: the API's one
 * translation (core/api/errors.ts) and the gate's refusals; anything else is unexpected. The sync
 * status carries it, and core/app-service/failure.ts adds the app's own refusals.
 */
export function errorKindOfRequest(error: unknown): ErrorKind {
  if (error instanceof GateClosedError) return GATE_KINDS[error.reason]
  const apiError = apiErrorOf(error)
  if (apiError) return errorKindOfApi(apiError)
  if (kindOf(error) === 'unreadable-answer') return 'oversize'
  return 'unexpected'
}
