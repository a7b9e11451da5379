// What a failed sweep means for polling: stop and ask for a token, wait out a rate limit, or
// back off and try again. One place, so the scheduler and the actions read errors alike.
import {
  ApiError,
  AuthError,
  NetworkError,
  RateLimitError,
  ServerError,
  TimeoutError,
} from '../api/errors'
import { GateClosedError } from './request-gate'

export type FailureKind = 'auth' | 'rate-limited' | 'offline' | 'error' | 'cancelled'

export function classifyFailure(error: unknown): FailureKind {
  if (error instanceof AuthError) return 'auth'
  if (error instanceof RateLimitError) return 'rate-limited'
  if (error instanceof GateClosedError) {
    return error.reason === 'rate-limited' ? 'rate-limited' : 'cancelled'
  }
  if (error instanceof NetworkError) return 'offline'
  if (error instanceof ServerError || error instanceof TimeoutError) return 'error'
  return 'error'
}

/** A sentence for people; API errors are already free of the token. */
export function describeFailure(error: unknown): string {
  if (error instanceof ApiError || error instanceof GateClosedError) return error.message
  if (error instanceof Error) return `Unexpected problem: ${error.message}`
  return 'Unexpected problem.'
}
