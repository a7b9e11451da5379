// Why an action failed, as a kind callers can act on (the CLI's exit codes): the API client's
// error kinds and the gate's refusals folded into what the user can do about them.
import type { ActionFailureKind } from '../../shared/app-service-api'
import { apiErrorOf } from '../api/errors'
import { GateClosedError } from '../engine/request-gate'
import { NotSignedInError } from './context'

export function actionFailureKind(error: unknown): ActionFailureKind {
  if (error instanceof NotSignedInError) return 'signed-out'
  if (error instanceof GateClosedError) return 'unreachable'
  const apiError = apiErrorOf(error)
  switch (apiError?.kind) {
    case 'auth':
    case 'forbidden':
      return 'auth'
    case 'not-found':
    case 'validation':
    case 'http-status':
      return 'refused'
    case 'invalid-request':
      return apiError.field === 'token' ? 'auth' : 'refused'
    case 'network':
    case 'timeout':
    case 'server':
    case 'rate-limited':
    case 'bad-response':
      return 'unreachable'
    default:
      return 'unexpected'
  }
}
