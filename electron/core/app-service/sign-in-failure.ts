// Why a first-run token test or sign-in failed: the error table's sentence (failure.ts), the same
// words the app, serve mode and the CLI give for that failure anywhere else.
import { failureOf } from './failure'

export function describeSignInFailure(error: unknown): string {
  return failureOf(error).message
}

/** The host:port of a base URL, for messages (the URL itself when it cannot be parsed). */
export function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host || baseUrl
  } catch {
    return baseUrl
  }
}
