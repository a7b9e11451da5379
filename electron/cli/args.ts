// Command line parsing: `status [--json | --format F] [--max-wait SECONDS] [--base-url URL]` and
// `watch [--json | --format waybar] [--interval SECONDS] [--base-url URL]`. Anything else is exit
// code 4.
import { baseUrlProblem, normalizeBaseUrl } from '../shared/base-url'
import { MIN_SWEEP_INTERVAL_SECONDS } from '../shared/settings'
import { CliError, EXIT } from './exit-codes'
import {
  ACT_HELP,
  ACT_OPTIONS,
  ACT_USAGE,
  isActCommand,
  parseActCommand,
  type ActCommand,
} from './commands/parse-act'
import {
  ACCOUNTS_HELP,
  ACCOUNTS_USAGE,
  parseAccountsCommand,
  type AccountsCommand,
} from './commands/parse-accounts'
import { BAR_FORMATS, type BarFormat } from './formats/bar'
import { parseOptions } from './commands/parse-options'
import {
  parseStatusPageCommand,
  STATUS_PAGE_HELP,
  STATUS_PAGE_USAGE,
  type StatusPageCommand,
} from './commands/parse-status-page'
import {
  MAINTENANCE_HELP,
  MAINTENANCE_USAGE,
  MAINTENANCE_VERBS,
  parseMaintenanceCommand,
  type MaintenanceCommand,
} from './commands/parse-maintenance'
import { clip } from '../shared/clip'
import { messageOf } from '../shared/errors'

export const USAGE = `Usage:
  uptray status [--json | --format waybar|xbar|line] [--max-wait SECONDS] [--account NAME]
                [--base-url URL] [--direct]
  uptray watch  [--json | --format waybar] [--interval SECONDS] [--account NAME] [--base-url URL]
${ACT_USAGE}
${STATUS_PAGE_USAGE}
${MAINTENANCE_USAGE}
${ACCOUNTS_USAGE}

  (from the repository: npm run --silent cli -- status --json)

--format prints for a status bar: waybar (one JSON object; with watch one line per change),
xbar (an xbar or SwiftBar plugin), line (one line for tmux or a shell prompt). A missing or
refused token and an unreachable service show in the bar (auth-needed, stale) and exit 0.

Accounts: status covers every account of the app's settings (uptray accounts list), each with
its token from the system keychain; --account NAME narrows to one, --base-url to those on that
address. Actions, maintenance and status-page need --account when there are several accounts
(ids may repeat across them); watch follows one account (--account, else the first). UPTRAY_API_TOKEN instead makes a one-off
account: its base URL from --base-url, else UPTRAY_BASE_URL (empty is not set), else
https://ohdear.app (never with a user name or password), and the settings are not read.

Dates and times are printed in ISO 8601 (2026-11-26T14:05:00Z; a team's clock with its offset,
2026-11-26T15:05+01:00), whatever the machine's language and zone.

status with several accounts: one account failing (401, outage) still prints the others, that
account carrying its "error" in the JSON ({message, exitCode}); the exit code is then the failing
accounts' worst: 2 (a token) before 1 (unexpected) before 3 (unreachable). With one account,
its failure prints nothing on stdout and exits with its code.

status: when the service asks to wait (429 with Retry-After or X-RateLimit-Reset), waits up to
--max-wait seconds in all (default 60; 0: never wait) sending nothing meanwhile, then finishes
the sweep; a longer wait exits 3 and says when to retry.

status asks the running Uptray app first (desktop or serve mode, over its control socket): no
token needed, no request spent; "source" in the JSON says "app" or "direct". With no app running,
or --direct, it asks the service itself.

${ACT_HELP}

${STATUS_PAGE_HELP}

${MAINTENANCE_HELP}

${ACCOUNTS_HELP}

Proxies: HTTPS_PROXY, HTTP_PROXY and NO_PROXY are followed; NODE_EXTRA_CA_CERTS adds a company
certificate authority (a PEM file).

Exit codes: 0 fine, 2 token missing or rejected, 3 service unreachable, 4 bad arguments,
5 the service refused the action.`

const MAX_INTERVAL_SECONDS = 24 * 60 * 60
export const DEFAULT_MAX_WAIT_SECONDS = 60
const MAX_MAX_WAIT_SECONDS = 24 * 60 * 60

export type CliCommand =
  | { command: 'help' }
  | ActCommand
  | StatusPageCommand
  | MaintenanceCommand
  | AccountsCommand
  | {
      command: 'status'
      json: boolean
      format: BarFormat | null
      /** --account NAME: that account only (null: every account). */
      account: string | null
      baseUrl: string | null
      maxWaitSeconds: number
      /** Skip the running app: sweep the service directly. */
      direct: boolean
    }
  | {
      command: 'watch'
      json: boolean
      format: 'waybar' | null
      /** --account NAME (null: the first account). */
      account: string | null
      baseUrl: string | null
      intervalSeconds: number | null
    }

/** Printed under an argument error, instead of the whole usage. */
export const HELP_POINTER = "Run 'uptray --help' for usage."

/** The longest argument error: it may quote an argument of any length. */
const BAD_LIMIT = 400

/** An argument error: one line saying what is wrong, then where the usage is; exit code 4. */
export function bad(message: string): CliError {
  const line = clip(message.replace(/\s+/g, ' ').trim(), BAD_LIMIT)
  return new CliError(EXIT.badArguments, `${line}\n${HELP_POINTER}`)
}

/** Node's parseArgs errors, said in one short line ("Unknown option --foo."). */
function parseProblem(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  const message = messageOf(error)
  const option = /'(-[^' ]*)/.exec(message)?.[1]
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option) return `Unknown option ${option}.`
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option) {
    return /argument missing/.test(message)
      ? `${option} needs a value.`
      : `${option} takes no value.`
  }
  // The first sentence only: Node goes on about '--' and positionals.
  return /^[^.]*\./.exec(message)?.[0] ?? message
}

/**
 * Checks a base URL given as `source` (`--base-url`, `UPTRAY_BASE_URL`) and returns its normal
 * form; exit code 4 if bad. The message never repeats a user name or password.
 */
export function checkBaseUrl(value: string, source: string): string {
  const problem = baseUrlProblem(value)
  if (problem) throw bad(`${source}: ${problem}`)
  return normalizeBaseUrl(value)
}

function parseBaseUrl(value: string | undefined): string | null {
  return value === undefined ? null : checkBaseUrl(value, '--base-url')
}

/** --account NAME, its spaces made single; exit 4 when empty. */
export function parseAccount(value: string | undefined): string | null {
  if (value === undefined) return null
  if (value.trim() === '')
    throw bad('--account needs the name of an account (uptray accounts list).')
  return value.replace(/\s+/g, ' ').trim()
}

function parseInterval(value: string | undefined): number | null {
  if (value === undefined) return null
  const seconds = Number(value)
  if (!/^\d+(\.\d+)?$/.test(value.trim()) || !Number.isFinite(seconds)) {
    throw bad(`--interval "${value}" is not a number of seconds.`)
  }
  if (seconds < MIN_SWEEP_INTERVAL_SECONDS || seconds > MAX_INTERVAL_SECONDS) {
    throw bad(
      `--interval must be between ${MIN_SWEEP_INTERVAL_SECONDS} and ${MAX_INTERVAL_SECONDS} seconds (the service's rate limit sets the minimum).`,
    )
  }
  return seconds
}

function parseMaxWait(value: string | undefined): number {
  if (value === undefined) return DEFAULT_MAX_WAIT_SECONDS
  const seconds = Number(value.trim())
  if (!/^\d+$/.test(value.trim()) || seconds > MAX_MAX_WAIT_SECONDS) {
    throw bad(
      `--max-wait must be a whole number of seconds from 0 to ${MAX_MAX_WAIT_SECONDS} (0: do not wait).`,
    )
  }
  return seconds
}

function parseFormat(value: string | undefined, json: boolean): BarFormat | null {
  if (value === undefined) return null
  if (json) throw bad('--json and --format cannot be combined.')
  const format = BAR_FORMATS.find((name) => name === value)
  if (!format) throw bad(`--format "${value}" is not one of ${BAR_FORMATS.join(', ')}.`)
  return format
}

export function parseCli(argv: string[]): CliCommand {
  // status-page has options of its own and parses what follows it.
  if (argv[0] === 'status-page')
    return parseStatusPageCommand(argv.slice(1), bad, parseBaseUrl, parseAccount)
  // maintenance schedule | list | delete too (start and stop are actions, below).
  if (argv[0] === 'maintenance' && MAINTENANCE_VERBS.has(argv[1] ?? ''))
    return parseMaintenanceCommand(argv.slice(1), bad, parseBaseUrl, parseAccount)
  const { values, positionals } = parseOptions(
    argv,
    {
      json: { type: 'boolean' },
      format: { type: 'string' },
      interval: { type: 'string' },
      'max-wait': { type: 'string' },
      'base-url': { type: 'string' },
      ...ACT_OPTIONS,
      account: { type: 'string' },
      'token-stdin': { type: 'boolean' },
      direct: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    parseProblem,
    bad,
  )
  if (values.help) return { command: 'help' }
  if (positionals.length === 0) throw bad('Say which command to run: status, watch or accounts.')
  const [command] = positionals
  if (positionals.length > 1 && !isActCommand(command) && command !== 'accounts')
    throw bad(`Unexpected argument "${positionals[1]}".`)
  const json = values.json ?? false
  const baseUrl = parseBaseUrl(values['base-url'])
  if (command === 'accounts')
    return parseAccountsCommand({ positionals, values, json, baseUrl, bad })
  if (values['token-stdin'] !== undefined) throw bad('--token-stdin only applies to accounts add.')
  const account = parseAccount(values.account)
  if (isActCommand(command))
    return parseActCommand({ positionals, values, json, baseUrl, account, bad })
  for (const option of Object.keys(ACT_OPTIONS) as (keyof typeof ACT_OPTIONS)[]) {
    if (values[option] !== undefined) throw bad(`--${option} does not apply to ${command}.`)
  }
  const format = parseFormat(values.format, json)
  if (command === 'status') {
    if (values.interval !== undefined) throw bad('--interval only applies to watch.')
    return {
      command,
      json,
      format,
      account,
      baseUrl,
      maxWaitSeconds: parseMaxWait(values['max-wait']),
      direct: values.direct ?? false,
    }
  }
  if (command === 'watch') {
    // watch always waits a 429 out: it runs until stopped.
    if (values['max-wait'] !== undefined) throw bad('--max-wait only applies to status.')
    if (values.direct !== undefined) throw bad('--direct does not apply to watch.')
    if (format !== null && format !== 'waybar') {
      throw bad(`watch prints --format waybar only (${format} is for status).`)
    }
    return {
      command,
      json,
      format,
      account,
      baseUrl,
      intervalSeconds: parseInterval(values.interval),
    }
  }
  throw bad(`Unknown command "${command}".`)
}
