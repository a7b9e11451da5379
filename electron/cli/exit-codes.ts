// The CLI's exit codes come from the one error table (shared/error-table.ts): each error kind has
// its code there. Never renumber them: other tools depend on them.
import {
  EXIT,
  exitCodeOf,
  failureMessage,
  type ErrorKind,
  type ExitCode,
} from '../shared/error-table'

export { EXIT, type ExitCode }

/** A failure with the exit code it stands for and a message that says what to do. */
export class CliError extends Error {
  constructor(
    readonly exitCode: ExitCode,
    message: string,
  ) {
    super(message)
    this.name = 'CliError'
  }
}

/** The CliError for an error kind: the table's exit code and sentence. */
export function cliErrorOf(kind: ErrorKind, detail?: string | null): CliError {
  return new CliError(exitCodeOf(kind), failureMessage(kind, detail))
}
