// Which accounts a command is about, and each one's token. UPTRAY_API_TOKEN makes a one-off
// account (base URL from --base-url, else UPTRAY_BASE_URL, else the default) and the settings
// are not read. Otherwise the accounts of the app's settings: all of them, or the one --account
// names, or those on the address --base-url gives; each token from the system keychain under
// the account's key (shared/accounts.ts), else under the bare base URL where a token saved
// before accounts had names still lies (until the app moves it). With no account in the
// settings (never signed in), the base URL alone, as before accounts existed.
import { legacySecretKeysOf, secretKeyOf, type AccountRef } from '../shared/accounts'
import type { SecretStore } from '../core/ports'
import { hostOf } from '../core/app-service/sign-in-failure'
import { clip } from '../shared/clip'
import { bad } from './args'
import { askedBaseUrl, resolveBaseUrl, resolveToken, type Env } from './credentials'
import { CliError, EXIT } from './exit-codes'

export interface Target {
  /** The user's name for the account; the host for a one-off or unnamed one. */
  name: string
  baseUrl: string
  /** The account as the settings keep it; null for a one-off or unnamed one. */
  account: AccountRef | null
  /** UPTRAY_API_TOKEN's token, else null (the keychain has it). */
  token: string | null
}

export interface TargetQuery {
  /** --account NAME. */
  account: string | null
  /** --base-url. */
  baseUrl: string | null
  env: Env
}

/** The accounts by name (any case) or id; exit 4 naming the known ones when none matches. */
export function findAccount(accounts: readonly AccountRef[], asked: string): AccountRef {
  const key = asked.toLowerCase()
  const found = accounts.find((a) => a.name.toLowerCase() === key || a.id === key)
  if (found) return found
  const known = accounts.map((a) => a.name).join(', ')
  throw bad(
    clip(
      known
        ? `No account named "${asked}"; the accounts are: ${known}.`
        : `No account named "${asked}": none was added (uptray accounts add).`,
      300,
    ),
  )
}

function named(account: AccountRef): Target {
  return { name: account.name, baseUrl: account.baseUrl, account, token: null }
}

export function resolveTargets(query: TargetQuery, accounts: readonly AccountRef[]): Target[] {
  const { env } = query
  const envToken = env.UPTRAY_API_TOKEN?.trim()
  if (envToken) {
    if (query.account !== null) {
      throw bad(
        '--account takes its token from the keychain; UPTRAY_API_TOKEN makes a one-off account (with --base-url): use one or the other.',
      )
    }
    const baseUrl = resolveBaseUrl(query.baseUrl, env)
    return [{ name: hostOf(baseUrl), baseUrl, account: null, token: envToken }]
  }
  const asked = askedBaseUrl(query.baseUrl, env)
  const askedUrl = asked === null ? null : resolveBaseUrl(query.baseUrl, env)
  if (query.account !== null) {
    const account = findAccount(accounts, query.account)
    if (askedUrl !== null && askedUrl !== account.baseUrl) {
      throw bad(`The account "${account.name}" is on ${account.baseUrl}, not ${askedUrl}.`)
    }
    return [named(account)]
  }
  const matching = askedUrl === null ? accounts : accounts.filter((a) => a.baseUrl === askedUrl)
  if (matching.length > 0) return matching.map(named)
  const baseUrl = askedUrl ?? resolveBaseUrl(null, env)
  return [{ name: hostOf(baseUrl), baseUrl, account: null, token: null }]
}

/** Exit 4 when an action could reach more than one account: it must say which. */
export function oneTarget(targets: Target[]): Target {
  if (targets.length === 1) return targets[0]!
  const names = clip(targets.map((t) => t.name).join(', '), 200)
  throw bad(
    `There are ${targets.length} accounts and an id may be in more than one: say which with --account NAME (${names}).`,
  )
}

/** The keychain keys that may hold an account's token: its own, and the bare base URL's when no other account is there. */
export function tokenKeysOf(account: AccountRef, all: readonly AccountRef[]): string[] {
  const shared = all.some((a) => a.id !== account.id && a.baseUrl === account.baseUrl)
  return [secretKeyOf(account), ...(shared ? [] : legacySecretKeysOf(account.baseUrl))]
}

/**
 * The target's token: the one-off's, else the keychain's (the account's entry, then the bare
 * base URL's when no other account of the settings, `accounts`, is on that address). A missing
 * one is exit 2.
 */
export async function tokenOf(
  target: Target,
  accounts: readonly AccountRef[],
  secrets: SecretStore,
): Promise<string> {
  if (target.token !== null) return target.token
  const account = target.account
  // An address alone: the entry signing in to it makes, or the one from before accounts.
  if (account === null) return resolveToken(target.baseUrl, {}, secrets, async () => [])
  const keys = tokenKeysOf(account, accounts)
  for (const key of keys) {
    // An unusable keychain is the same as no token there.
    const stored = await secrets.get(key).catch(() => null)
    if (stored?.trim()) return stored.trim()
  }
  throw new CliError(
    EXIT.token,
    `No API token for the account "${account.name}" (${account.baseUrl}) in the system keychain. Add it again (the same name replaces it): uptray accounts add "${account.name}" --base-url ${account.baseUrl} --token-stdin.`,
  )
}
