// The CLI's exit codes are a contract other tools depend on: never renumber them.
export const EXIT = {
  ok: 0,
  /** Something unexpected: a bug or a response nobody planned for. */
  unexpected: 1,
  /** No API token, the service rejected it (401), or it may not list monitors (403). */
  token: 2,
  /** The service could not be reached (or did not answer like the monitoring API). */
  unreachable: 3,
  badArguments: 4,
  /** The service refused the action (404 unknown id, 422 invalid): the message quotes why. */
  refused: 5,
} as const

export type ExitCode = (typeof EXIT)[keyof typeof EXIT]

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
