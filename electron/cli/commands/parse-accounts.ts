// Parsing of `accounts add NAME [--base-url URL] --token-stdin`, `accounts list [--json]` and
// `accounts remove NAME`. Wired into args.ts; anything wrong is exit code 4 and nothing is sent,
// stored or written. The token is never an argument: only stdin carries it.
import type { CliError } from '../exit-codes'

export const ACCOUNTS_USAGE = `  uptray accounts add NAME [--base-url URL] --token-stdin [--json]   (the token on stdin)
  uptray accounts list [--json]
  uptray accounts remove NAME [--json]`

export const ACCOUNTS_HELP = `accounts: the accounts the app watches at once (its settings file; a running app changes its
own settings). add checks the token against the service (as signing in does), keeps it in the
system keychain and adds the account; list never prints a token, only whether the keychain has
one; remove deletes the account and its keychain entry.`

export type AccountsCommand =
  | {
      command: 'accounts'
      verb: 'add'
      name: string
      /** --base-url; null: UPTRAY_BASE_URL, else the default. */
      baseUrl: string | null
      json: boolean
    }
  | { command: 'accounts'; verb: 'list'; json: boolean }
  | { command: 'accounts'; verb: 'remove'; name: string; json: boolean }

/** Options of other commands, refused here rather than ignored. */
const FOREIGN = [
  'format',
  'interval',
  'max-wait',
  'direct',
  'minutes',
  'name',
  'since',
  'data-dir',
  'account',
] as const

interface AccountsInput {
  positionals: string[]
  values: Record<string, string | boolean | undefined>
  json: boolean
  baseUrl: string | null
  bad: (message: string) => CliError
}

export function parseAccountsCommand(input: AccountsInput): AccountsCommand {
  const { positionals, values, json, baseUrl, bad } = input
  const [, verb, name, extra] = positionals
  for (const option of FOREIGN) {
    if (values[option] !== undefined) throw bad(`--${option} does not apply to accounts.`)
  }
  if (verb !== 'add' && verb !== 'list' && verb !== 'remove') {
    throw bad('Say accounts add NAME, accounts list or accounts remove NAME.')
  }
  // Not quoted: an argument after NAME may well be the token, which is never printed.
  if (extra !== undefined && verb !== 'list') {
    throw bad(
      `Unexpected argument after accounts ${verb} NAME (a token is never an argument: pipe it to --token-stdin).`,
    )
  }
  const tokenStdin = values['token-stdin'] === true
  if (verb !== 'add' && tokenStdin) throw bad(`--token-stdin only applies to accounts add.`)
  if (verb !== 'add' && baseUrl !== null) throw bad(`--base-url only applies to accounts add.`)
  if (verb === 'list') {
    if (name !== undefined) throw bad('accounts list takes no argument.')
    return { command: 'accounts', verb, json }
  }
  if (name === undefined || name.trim() === '') throw bad(`Give the account's NAME.`)
  if (verb === 'remove') return { command: 'accounts', verb, name, json }
  if (!tokenStdin) {
    throw bad(
      'accounts add reads the token from stdin only: pipe it in and give --token-stdin (never the token as an argument).',
    )
  }
  return { command: 'accounts', verb, name, baseUrl, json }
}
