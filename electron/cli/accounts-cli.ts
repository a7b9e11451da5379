// The accounts as the commands use them: the list read from the running app or the settings
// file, the system keychain, and `accounts add|list|remove` wired to this process (stdin,
// stdout, the network). Loaded on demand by index.ts.
import { createKeyringSecretStore, type KeyringSecretStore } from '../adapters/keyring-secret-store'
import { localControlSocketPlace } from '../adapters/control-socket/socket-path'
import type { AccountRef } from '../shared/accounts'
import { askApp } from './app-client'
import { openAccountPlace, type AccountPlace, type Ask } from './account-place'
import { APP_ACTION_TIMEOUT_MS } from './commands/act-app'
import { runAccountsCommand } from './commands/accounts'
import type { AccountsCommand } from './commands/parse-accounts'
import { resolveBaseUrl, type Env } from './credentials'
import type { ExitCode } from './exit-codes'
import { openSettingsFile, userDataDir } from './settings-file'
import { readTokenFromStdin } from './token-stdin'

type Write = (text: string) => void

/** The running app over this user's control socket (null when none answers). */
export function appAsk(): Ask {
  const path = localControlSocketPlace().path
  return (op, args) => askApp(path, op, args, APP_ACTION_TIMEOUT_MS)
}

export function accountPlace(env: Env): Promise<AccountPlace> {
  return openAccountPlace(appAsk(), openSettingsFile(userDataDir(env)))
}

/** The keychain, and why it is not usable once that is known. */
export function keychain(env: Env): { secrets: KeyringSecretStore; problem: () => string | null } {
  let problem: string | null = null
  const secrets = createKeyringSecretStore({
    disabled: Boolean(env.UPTRAY_NO_SECRET_SERVICE),
    // The store's sentence is the app's ("kept in memory for this session"): its first part only.
    onUnavailable: (message) => (problem = message.replace(/\s*Your API token is kept .*$/, '')),
  })
  return { secrets, problem: () => problem }
}

/** The accounts a command may be about, and who listed them ('none': none could be read). */
export interface ListedAccounts {
  accounts: AccountRef[]
  source: AccountPlace['source'] | 'none'
}

/**
 * The accounts of the settings for status, watch and the actions. A list that cannot be read
 * (a damaged file) is said once and read as none: the base URL alone still works.
 */
export async function settingsAccounts(env: Env, say: Write): Promise<ListedAccounts> {
  try {
    const place = await accountPlace(env)
    return { accounts: place.accounts, source: place.source }
  } catch (error) {
    say(`uptray: ${(error as Error).message}`)
    return { accounts: [], source: 'none' }
  }
}

export async function runAccounts(
  cli: AccountsCommand,
  env: Env,
  out: Write,
  err: Write,
): Promise<ExitCode> {
  const { secrets, problem } = keychain(env)
  return runAccountsCommand(cli, {
    place: () => accountPlace(env),
    secrets,
    keychainProblem: problem,
    baseUrl: () => resolveBaseUrl(cli.verb === 'add' ? cli.baseUrl : null, env),
    readToken: () => readTokenFromStdin(err),
    fetch: async () => {
      const { createNodeFetch } = await import('../adapters/node-fetch')
      return createNodeFetch(env)
    },
    out,
  })
}
