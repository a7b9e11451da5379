// Failures -> the CLI's exit codes and sentences, both from the one error table
// (shared/error-table.ts) through the one translation (core/app-service/failure.ts): a 401 or a
// 403 is exit code 2 (token), as the table says, because the service answered and the fix is
// another token. API error messages are built from redacted text (the token never reaches
// them); `redact` is a second guard.
import { errorKindOf } from '../core/app-service/failure'
import { messageOf } from '../shared/errors'
import { CliError, EXIT, cliErrorOf } from './exit-codes'
import { isoTime } from './formats/iso-time'

export function redact(text: string, token: string | null): string {
  return token ? text.split(token).join('***') : text
}

/** A 429 whose wait would take `status` past --max-wait (`waitedMs`: already sat out). */
export function waitTooLong(
  baseUrl: string,
  wait: { until: number | null; now: number; waitedMs: number },
  maxWaitSeconds: number,
): CliError {
  if (wait.until === null) {
    return new CliError(
      EXIT.unreachable,
      `${baseUrl} asked us to wait (429) without saying how long. Try again in a minute.`,
    )
  }
  const at = isoTime(wait.until)
  const seconds = Math.ceil((wait.until - wait.now) / 1000)
  const waited =
    wait.waitedMs > 0 ? ` after ${Math.round(wait.waitedMs / 1000)} s of waiting already` : ''
  return new CliError(
    EXIT.unreachable,
    `${baseUrl} asked us to wait until ${at} (429): ${seconds} s${waited}, more than --max-wait ${maxWaitSeconds} s. Try again after ${at}, or give a longer --max-wait.`,
  )
}

/** Any thrown value as the CLI reports it: the table's exit code and sentence for its kind. */
export function toCliError(error: unknown): CliError {
  if (error instanceof CliError) return error
  return cliErrorOf(errorKindOf(error), messageOf(error))
}
