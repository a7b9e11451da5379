// What every command's parsing shares: Node's strict option parser with its errors said as an
// argument error (exit code 4), and the ids the commands take.
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util'
import { messageOf } from '../../shared/errors'
import type { CliError } from '../exit-codes'

type Bad = (message: string) => CliError

/** `argv` read strictly against `options` (positionals allowed); a parse error is `bad(problem(error))`. */
export function parseOptions<O extends ParseArgsOptionsConfig>(
  argv: string[],
  options: O,
  problem: (error: unknown) => string,
  bad: Bad,
) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, strict: true, options })
  } catch (error) {
    throw bad(problem(error))
  }
}

/** A parse error of a command with options of its own (`where`: "status-page"), in one line. */
export function optionProblem(where: string): (error: unknown) => string {
  return (error) => {
    const option = /'(-[^' ]*)/.exec(messageOf(error))?.[1]
    return option
      ? `${where}: ${option} is not an option here or needs a value.`
      : `${where}: bad options.`
  }
}

/** A positive whole number id (`what`: "CHECK_ID"); exit code 4 otherwise. */
export function parseId(value: string | undefined, what: string, bad: Bad): number {
  if (value === undefined) throw bad(`Give the ${what}.`)
  const id = Number(value)
  if (!/^\d+$/.test(value) || id < 1 || !Number.isSafeInteger(id)) {
    throw bad(`${what} must be a positive whole number, not "${value.slice(0, 40)}".`)
  }
  return id
}
