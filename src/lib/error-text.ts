// A failure said in the dashboard's language: the sentence (and advice) for its kind from the
// `errors` catalogue, with the service's own detail as it was given. The app's messages are built
// in English by the error table (shared/error-table.ts, which the CLI prints): from such a message
// only the detail between the table's sentence and its advice is kept, the rest is said again here.
import { clip } from '../../electron/shared/clip'
import {
  DETAIL_LIMIT,
  ERROR_TABLE,
  isErrorKind,
  type ErrorKind,
} from '../../electron/shared/error-table'
import { kindOf, messageOf } from '../../electron/shared/errors'
import { i18n, t } from '../i18n'

/** The catalogue's name of each kind (catalogue keys are camelCase). */
const KEY = {
  'signed-out': 'signedOut',
  'token-rejected': 'tokenRejected',
  forbidden: 'forbidden',
  'not-found': 'notFound',
  refused: 'refused',
  'rate-limited': 'rateLimited',
  busy: 'busy',
  server: 'server',
  timeout: 'timeout',
  network: 'network',
  oversize: 'oversize',
  'not-the-api': 'notTheApi',
  'invalid-arguments': 'invalidArguments',
  'unknown-operation': 'unknownOperation',
  'untrusted-caller': 'untrustedCaller',
  unsupported: 'unsupported',
  'no-answer': 'noAnswer',
  disconnected: 'disconnected',
  cancelled: 'cancelled',
  unexpected: 'unexpected',
} as const satisfies Record<ErrorKind, string>

/** What an action's failure adds after the table's message (core/app-service/action-failure.ts). */
const NOTHING_CHANGED = ' Nothing was changed.'

const trimEnd = (text: string) => text.trim().replace(/[.\s]+$/, '')

/**
 * The service's detail in a message about a failure of `kind`: the part between the table's
 * English sentence and its advice, or the whole message when it is not one the table built (the
 * engine's own text). Null for kinds whose detail says nothing more, and when there is none.
 */
export function detailOf(kind: ErrorKind, message: string | null | undefined): string | null {
  const entry = ERROR_TABLE[kind]
  if (!entry.detail || !message) return null
  let text = message.trim()
  if (text.endsWith(NOTHING_CHANGED)) text = text.slice(0, -NOTHING_CHANGED.length)
  if (text.endsWith(entry.advice)) text = text.slice(0, -entry.advice.length).trimEnd()
  if (text.startsWith(entry.sentence)) {
    const rest = text.slice(entry.sentence.length)
    text = rest.startsWith(':') ? rest.slice(1) : ''
  }
  const detail = trimEnd(text)
  return detail ? clip(detail, DETAIL_LIMIT) : null
}

/** The sentence for a failure of `kind` in the current language, with the detail as given. */
export function errorText(kind: ErrorKind, detail?: string | null): string {
  const sentence = t(`errors.sentence.${KEY[kind]}`)
  const said = ERROR_TABLE[kind].detail && detail ? clip(trimEnd(detail), DETAIL_LIMIT) : ''
  return said ? t('errors.withDetail', { sentence, detail: said }) : t('errors.plain', { sentence })
}

/** What to do about a failure of `kind` (a full sentence). */
export function errorAdvice(kind: ErrorKind): string {
  return t(`errors.advice.${KEY[kind]}`)
}

/** A failure that may carry the table's kind: an ActionResult, an UptrayError, a sync status. */
export interface KindedFailure {
  kind?: string | null
  message?: string | null
}

/**
 * A failed answer or a thrown value, said in the current language when it carries a kind;
 * otherwise its message as given (the app's or the service's own words).
 */
export function failureText(failure: KindedFailure | unknown): string {
  const kind = kindOf(failure)
  const message = messageOf(failure)
  return isErrorKind(kind) ? errorText(kind, detailOf(kind, message)) : message
}

/**
 * True while the dashboard speaks the language the app words its answers in. The app says an
 * action's outcome in English (as the CLI prints it, whatever the serving host's language): in
 * English its sentence is shown as sent (it may say more, such as until when); in another
 * language the dashboard says the outcome itself from what was asked.
 */
export function showsAppWords(): boolean {
  return i18n.global.locale.value === 'en'
}

/** The advice for a failure that carries a kind, or null. */
export function failureAdvice(failure: unknown): string | null {
  const kind = kindOf(failure)
  return isErrorKind(kind) ? errorAdvice(kind) : null
}
