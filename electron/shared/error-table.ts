// The one error table: every failure any transport answers (the app over IPC, serve mode's
// WebSocket, the control socket, the CLI) is one of these kinds, and each kind has one sentence
// for people, one CLI exit code and one piece of retry advice. The translation from thrown values
// to kinds lives in core/app-service/failure.ts (API failures: core/api/errors.ts, apiErrorKind).
import { clip } from './clip'

/** The CLI's exit codes are a contract other tools depend on: never renumber them. */
export const EXIT = {
  ok: 0,
  /** Something unexpected: a bug or a response nobody planned for. */
  unexpected: 1,
  /** No API token, the service rejected it (401), or it may not do this (403). */
  token: 2,
  /** The service could not be reached (or did not answer like the monitoring API). */
  unreachable: 3,
  badArguments: 4,
  /** The service refused the request (404 unknown id, 422 invalid): the message quotes why. */
  refused: 5,
} as const

export type ExitCode = (typeof EXIT)[keyof typeof EXIT]

/** Whether trying the same thing again can help, and when. */
export type Retry = 'now' | 'later' | 'after-fix' | 'never'

export interface ErrorEntry {
  /** What happened, one sentence without its final period. */
  sentence: string
  /** What to do about it (a full sentence). */
  advice: string
  exit: ExitCode
  retry: Retry
  /** True: the failure's own detail (the service's reason, the bad argument) follows the sentence. */
  detail: boolean
}

export const ERROR_TABLE = {
  'signed-out': {
    sentence: 'Not signed in',
    advice: 'Sign in with an API token first.',
    exit: EXIT.token,
    retry: 'after-fix',
    detail: false,
  },
  'token-rejected': {
    sentence: 'The service rejected the API token (401)',
    advice:
      'Create a new token under API access and sign in again (the command line reads UPTRAY_API_TOKEN).',
    exit: EXIT.token,
    retry: 'after-fix',
    detail: false,
  },
  forbidden: {
    sentence: 'The service accepted the API token, but it may not do this (403)',
    advice: 'Use a token with access to this team and its monitors.',
    exit: EXIT.token,
    retry: 'after-fix',
    detail: false,
  },
  'not-found': {
    sentence: 'The service does not know this item (404)',
    advice: 'It may have been removed: refresh and look again.',
    exit: EXIT.refused,
    retry: 'never',
    detail: true,
  },
  refused: {
    sentence: 'The service refused the request',
    advice: 'Change the request as the service says.',
    exit: EXIT.refused,
    retry: 'after-fix',
    detail: true,
  },
  'rate-limited': {
    sentence: 'The service is rate limiting this token (429)',
    advice: 'Wait a minute and try again.',
    exit: EXIT.unreachable,
    retry: 'later',
    detail: true,
  },
  busy: {
    sentence: 'Uptray is holding back requests to stay within the rate limit',
    advice: 'Try again in a minute.',
    exit: EXIT.unreachable,
    retry: 'later',
    detail: true,
  },
  server: {
    sentence: 'The service had a server error',
    advice: 'Try again in a few minutes.',
    exit: EXIT.unreachable,
    retry: 'later',
    detail: true,
  },
  timeout: {
    sentence: 'The service did not answer in time',
    advice: 'Try again; check your connection if it keeps happening.',
    exit: EXIT.unreachable,
    retry: 'now',
    detail: true,
  },
  network: {
    sentence: 'Cannot reach the service',
    advice: 'Check your connection and the address (the base URL).',
    exit: EXIT.unreachable,
    retry: 'later',
    detail: true,
  },
  oversize: {
    sentence: 'The service sent an answer too large or too strange to read',
    advice: 'Trying again will not help; check the base URL.',
    exit: EXIT.unreachable,
    retry: 'never',
    detail: true,
  },
  'not-the-api': {
    sentence: 'The address does not answer like the monitoring API',
    advice: 'Check the base URL (for Oh Dear: https://ohdear.app).',
    exit: EXIT.unreachable,
    retry: 'after-fix',
    detail: true,
  },
  'invalid-arguments': {
    sentence: 'The request is not valid',
    advice: 'Nothing was sent; correct the request.',
    exit: EXIT.badArguments,
    retry: 'after-fix',
    detail: true,
  },
  'unknown-operation': {
    sentence: 'Uptray has no such operation here',
    advice: 'Use an operation of the app (its method name or channel).',
    exit: EXIT.badArguments,
    retry: 'never',
    detail: true,
  },
  'untrusted-caller': {
    sentence: 'The request did not come from an Uptray window',
    advice: 'Nothing was done.',
    exit: EXIT.unexpected,
    retry: 'never',
    detail: false,
  },
  unsupported: {
    sentence: 'This is not available here',
    advice: 'Use the desktop app for it.',
    exit: EXIT.badArguments,
    retry: 'never',
    detail: true,
  },
  'no-answer': {
    sentence: 'The Uptray app did not answer in time',
    advice: 'It may still be waiting for the service; try again in a moment.',
    exit: EXIT.unreachable,
    retry: 'now',
    detail: false,
  },
  disconnected: {
    sentence: 'Lost the connection to the Uptray app',
    advice: 'It reconnects by itself; try again in a moment.',
    exit: EXIT.unreachable,
    retry: 'now',
    detail: false,
  },
  cancelled: {
    sentence: 'The request was cancelled',
    advice: 'Nothing more was done.',
    exit: EXIT.unexpected,
    retry: 'now',
    detail: false,
  },
  unexpected: {
    sentence: 'Unexpected problem',
    advice: 'Try again; if it persists, report it with the app log.',
    exit: EXIT.unexpected,
    retry: 'now',
    detail: true,
  },
} as const satisfies Record<string, ErrorEntry>

export type ErrorKind = keyof typeof ERROR_TABLE

export const ERROR_KINDS = Object.keys(ERROR_TABLE) as readonly ErrorKind[]

/** What every transport answers for a failure: its kind and the sentence built from the table. */
export interface Failure {
  kind: ErrorKind
  message: string
}

/** Longest detail kept after a sentence (characters). */
export const DETAIL_LIMIT = 400

export function isErrorKind(value: unknown): value is ErrorKind {
  return typeof value === 'string' && Object.hasOwn(ERROR_TABLE, value)
}

/**
 * The one sentence for a failure: "Sentence: detail. Advice." (the detail only for kinds whose
 * detail helps, bounded). Every transport builds its message here, so the same error reads the
 * same in the app, the browser and the CLI.
 */
export function failureMessage(kind: ErrorKind, detail?: string | null): string {
  const entry: ErrorEntry = ERROR_TABLE[kind]
  const said =
    entry.detail && detail ? clip(detail.trim().replace(/[.\s]+$/, ''), DETAIL_LIMIT) : ''
  return `${entry.sentence}${said ? `: ${said}` : ''}. ${entry.advice}`
}

/** A failure of `kind`, its message from the table. */
export function failure(kind: ErrorKind, detail?: string | null): Failure {
  return { kind, message: failureMessage(kind, detail) }
}

/** The CLI exit code a kind stands for (unknown kinds: unexpected). */
export function exitCodeOf(kind: string | null | undefined): ExitCode {
  return isErrorKind(kind) ? ERROR_TABLE[kind].exit : EXIT.unexpected
}
