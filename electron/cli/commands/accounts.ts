// `accounts add|list|remove`: the accounts the app watches, kept where the app keeps them
// (account-place.ts: the running app, else its settings file) with their tokens in the system
// keychain under each account's key (shared/accounts.ts). `add` checks the token against the
// service with /api/me first, as signing in does, and stores nothing when it fails; the token
// is never printed, logged, or written anywhere but the keychain.
import {
  accountIdOf,
  checkAccountName,
  secretKeyOf,
  type AccountEntry,
  type AccountRef,
} from '../../shared/accounts'
import { ACCOUNTS_MAX } from '../../shared/settings'
import { safeLine } from '../../shared/safe-text'
import type { FetchLike, SecretStore } from '../../core/ports'
import { createApiClient } from '../../core/api'
import { realClock } from '../../core/wall-clock'
import type { AccountPlace } from '../account-place'
import { toCliError } from '../errors'
import { CliError, EXIT, type ExitCode } from '../exit-codes'
import { bad } from '../args'
import { findAccount, tokenKeysOf } from '../targets'
import type { AccountsCommand } from './parse-accounts'

type Write = (text: string) => void

export interface AccountsContext {
  place: () => Promise<AccountPlace>
  secrets: SecretStore & { persistent(): boolean }
  /** Why the keychain is not usable, once it is known; null while it is. */
  keychainProblem: () => string | null
  /** The base URL of `add` (--base-url, else UPTRAY_BASE_URL, else the default). */
  baseUrl: () => string
  readToken: () => Promise<string>
  fetch: () => Promise<FetchLike>
  out: Write
}

function noKeychain(context: AccountsContext): CliError {
  return new CliError(
    EXIT.unexpected,
    `${context.keychainProblem() ?? 'The system keychain is not available.'} The token cannot be kept, so nothing was saved.`,
  )
}

const shown = (account: AccountEntry) =>
  `"${safeLine(account.name, 60)}" (${safeLine(account.baseUrl, 200)})`

async function hasToken(
  secrets: SecretStore,
  account: AccountRef,
  all: readonly AccountRef[],
): Promise<boolean> {
  for (const key of tokenKeysOf(account, all)) {
    if ((await secrets.get(key).catch(() => null))?.trim()) return true
  }
  return false
}

export async function runAccountsCommand(
  cli: AccountsCommand,
  context: AccountsContext,
): Promise<ExitCode> {
  if (cli.verb === 'list') return list(cli.json, context)
  if (cli.verb === 'remove') return remove(cli.name, cli.json, context)
  return add(cli.name, cli.json, context)
}

async function list(json: boolean, context: AccountsContext): Promise<ExitCode> {
  const place = await context.place()
  const rows = await Promise.all(
    place.accounts.map(async (account) => ({
      ...account,
      hasToken: await hasToken(context.secrets, account, place.accounts),
    })),
  )
  if (json) {
    context.out(JSON.stringify({ accounts: rows, source: place.source }))
    return EXIT.ok
  }
  if (rows.length === 0) {
    context.out(
      'No accounts yet. Add one: uptray accounts add NAME --base-url URL --token-stdin (the token on stdin).',
    )
    return EXIT.ok
  }
  const cells = rows.map((r) => [
    safeLine(r.name, 40),
    safeLine(r.baseUrl, 60),
    r.hasToken ? 'in the keychain' : 'missing',
  ])
  const header = ['NAME', 'BASE URL', 'TOKEN']
  const widths = [0, 1].map((i) => Math.max(header[i]!.length, ...cells.map((c) => c[i]!.length)))
  const line = (c: string[]) =>
    `${c[0]!.padEnd(widths[0]!)}  ${c[1]!.padEnd(widths[1]!)}  ${c[2]!}`.trimEnd()
  context.out([line(header), ...cells.map(line)].join('\n'))
  const problem = context.keychainProblem()
  if (problem) context.out(`(${problem} No token could be looked up.)`)
  return EXIT.ok
}

async function remove(name: string, json: boolean, context: AccountsContext): Promise<ExitCode> {
  const place = await context.place()
  const account = findAccount(place.accounts, name)
  const rest = place.accounts.filter((a) => a.id !== account.id)
  await place.save(rest)
  let tokenRemoved = false
  // The bare base URL's entry only when no account left is on that address.
  for (const key of tokenKeysOf(account, rest)) {
    if (await context.secrets.delete(key).catch(() => false)) tokenRemoved = true
  }
  if (json) {
    context.out(JSON.stringify({ ok: true, removed: account, tokenRemoved, source: place.source }))
  } else {
    context.out(
      `Removed the account ${shown(account)}${tokenRemoved ? ' and its token from the system keychain' : ' (the keychain held no token for it)'}.`,
    )
  }
  return EXIT.ok
}

async function add(name: string, json: boolean, context: AccountsContext): Promise<ExitCode> {
  const baseUrl = context.baseUrl()
  const place = await context.place()
  const same = place.accounts.find((a) => a.name.toLowerCase() === name.trim().toLowerCase())
  if (same && same.baseUrl !== baseUrl) {
    throw bad(
      `There is already an account named "${safeLine(same.name, 60)}", on ${same.baseUrl}: remove it first, or choose another name.`,
    )
  }
  // A new account has no slot yet: saving gives it the lowest free one (shared/account-slots.ts).
  let account: AccountEntry
  if (same) {
    // The same name on the same address: its token is replaced.
    account = same
  } else {
    const checked = checkAccountName(name, place.accounts)
    if (!checked.ok) throw bad(checked.message)
    if (place.accounts.length >= ACCOUNTS_MAX) {
      throw bad(`Uptray watches at most ${ACCOUNTS_MAX} accounts: remove one first.`)
    }
    const id = accountIdOf(
      checked.name,
      place.accounts.map((a) => a.id),
    )
    account = { id, name: checked.name, baseUrl }
  }

  if (!context.secrets.persistent()) throw noKeychain(context)
  const token = await context.readToken()
  // Checked against the service before anything is stored, as signing in does.
  const client = createApiClient({ baseUrl, token, fetch: await context.fetch(), clock: realClock })
  let userName: string
  try {
    userName = (await client.me()).name
  } catch (error) {
    const failure = toCliError(error)
    throw new CliError(failure.exitCode, `Nothing was saved: ${failure.message}`)
  }

  const key = secretKeyOf(account)
  await context.secrets.set(key, token)
  if (!context.secrets.persistent()) {
    await context.secrets.delete(key).catch(() => false)
    throw noKeychain(context)
  }
  if (!same) {
    try {
      await place.save([...place.accounts, account])
    } catch (error) {
      // The account was not added: its token does not stay behind.
      await context.secrets.delete(key).catch(() => false)
      throw error
    }
  }
  const user = safeLine(userName, 80)
  if (json) {
    context.out(
      JSON.stringify({
        ok: true,
        account,
        userName: user,
        replaced: Boolean(same),
        source: place.source,
      }),
    )
  } else {
    const saved =
      place.source === 'app' ? 'the running app watches it now' : `saved in ${place.where}`
    context.out(
      same
        ? `Replaced the token of the account ${shown(account)} (signed in as ${user}).`
        : `Added the account ${shown(account)}, signed in as ${user}: its token is in the system keychain, ${saved}.`,
    )
  }
  return EXIT.ok
}
