// A command about one account (the actions, maintenance, status-page) and who runs it, written
// once. Which account: targets.ts (--account, else the one account of the settings, else the
// address; several and none named is exit 4, since a service id may be in more than one). Who:
// the running app when it watches that account (over its control socket: no token needed, its
// own request gate), else the CLI itself on the service with that account's token; --direct skips
// the app.
import type { FetchLike } from '../core/ports'
import { INSECURE_HTTP_WARNING, isInsecureBaseUrl } from '../shared/base-url'
import { askedBaseUrl, type Env } from './credentials'
import { oneTarget, resolveTargets, tokenOf, type Target } from './targets'

type Write = (text: string) => void

export interface AccountCommand {
  /** --account NAME. */
  account: string | null
  /** --base-url. */
  baseUrl: string | null
  /** Skip the running app. */
  direct: boolean
}

export interface AppRoute {
  /** The app's control socket. */
  socket: string
  /**
   * The account's slot in the app's picture (its settings entry's, shared/account-slots.ts): ids
   * sent are turned into the app's picture ids and back (app-accounts.ts). Null when the app
   * watches one account whose ids are the service's.
   */
  slot: number | null
}

export interface DirectRoute {
  target: Target
  token: string
  fetch: FetchLike
}

export interface AccountIo {
  env: Env
  /** stderr, one line. */
  say: Write
  /** The token looked up is added here, so the caller keeps it out of all it prints. */
  tokens: string[]
}

export interface AccountRun<T> {
  app(route: AppRoute): Promise<T>
  direct(route: DirectRoute): Promise<T>
}

/** Runs `run` on the account the command is about, by the app when it can, else directly. */
export async function runOnAccount<T>(
  cli: AccountCommand,
  io: AccountIo,
  run: AccountRun<T>,
): Promise<T> {
  const { env, say } = io
  const { keychain, settingsAccounts } = await import('./accounts-cli')
  // The settings' accounts are read only when no one-off token is given.
  const oneOff = Boolean(env.UPTRAY_API_TOKEN?.trim())
  const listed = oneOff
    ? { accounts: [], source: 'none' as const }
    : await settingsAccounts(env, say)
  const query = { account: cli.account, baseUrl: cli.baseUrl, env }
  const target = oneTarget(resolveTargets(query, listed.accounts))
  if (isInsecureBaseUrl(target.baseUrl)) say(`uptray: ${INSECURE_HTTP_WARNING}`)
  if (!cli.direct) {
    const { localControlSocketPlace } = await import('../adapters/control-socket/socket-path')
    const socket = localControlSocketPlace().path
    // An app watching several accounts (or one in a slot other than 0) answers for each of them,
    // in its picture's ids: the account's own slot, not its place in the list.
    const watched = listed.source === 'app' ? listed.accounts : []
    const slot = watched.find((a) => a.id === target.account?.id)?.slot
    const mapped = watched.length > 1 || (slot !== undefined && slot !== 0)
    if (mapped && slot !== undefined) return run.app({ socket, slot })
    // Narrowed by the user (an account or an address): the app must watch that one.
    const narrowed = cli.account !== null || askedBaseUrl(cli.baseUrl, env) !== null
    const { appAccount } = await import('./app-client')
    if ((await appAccount(socket, narrowed ? target.baseUrl : null)) !== null) {
      return run.app({ socket, slot: null })
    }
  }
  const token = await tokenOf(target, listed.accounts, keychain(env).secrets)
  io.tokens.push(token)
  // Loaded only now, so a command the app runs never loads undici.
  const { createNodeFetch } = await import('../adapters/node-fetch')
  // HTTPS_PROXY / HTTP_PROXY / NO_PROXY; NODE_EXTRA_CA_CERTS is Node's own.
  return run.direct({ target, token, fetch: createNodeFetch(env) })
}
