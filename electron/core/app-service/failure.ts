// Any thrown value -> the error table's kind and sentence (shared/error-table.ts): API failures
// through their one translation (core/api/errors.ts), the request gate's refusals
// (engine/failure-kind.ts), the app's own refusal (signed out) here. Every host answers with
// this; nothing else switches on errors.
import { failure, type ErrorKind, type Failure } from '../../shared/error-table'
import { messageOf } from '../../shared/errors'
import { errorKindOfRequest } from '../engine/failure-kind'
import { NotSignedInError } from './context'

/** The error table's kind for a thrown value (a bug or a library's error: unexpected). */
export function errorKindOf(error: unknown): ErrorKind {
  return error instanceof NotSignedInError ? 'signed-out' : errorKindOfRequest(error)
}

/** The failure every transport answers: its kind, and the table's sentence with the detail. */
export function failureOf(error: unknown): Failure {
  return failure(errorKindOf(error), messageOf(error))
}
