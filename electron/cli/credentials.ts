// Where the CLI's base URL and token come from: --base-url, else UPTRAY_BASE_URL (empty or blank
// is not set), else the default; the token from UPTRAY_API_TOKEN, else the OS keychain (service
// `uptray`): the entry of the account the app's settings list on that address when there is one
// such account, else the entry signing in to the address alone makes, else the bare base URL's
// from before accounts (shared/accounts.ts). Commands about several accounts use targets.ts.
import { createKeyringSecretStore } from '../adapters/keyring-secret-store'
import type { SecretStore } from '../core/ports'
import { legacySecretKeysOf, secretKeyOf, type AccountRef } from '../shared/accounts'
import { accountOfBaseUrl } from '../shared/settings-accounts'
import { DEFAULT_BASE_URL } from '../shared/settings'
import { checkBaseUrl } from './args'
import { CliError, EXIT } from './exit-codes'

export type Env = Record<string, string | undefined>

/** UPTRAY_BASE_URL, or null when it is unset, empty or only spaces (an empty value is not set). */
export function envBaseUrl(env: Env): string | null {
  return env.UPTRAY_BASE_URL?.trim() || null
}

/** The address the user named (--base-url, else UPTRAY_BASE_URL) as given, or null for none. */
export function askedBaseUrl(flag: string | null, env: Env): string | null {
  return flag || envBaseUrl(env)
}

export function resolveBaseUrl(flag: string | null, env: Env): string {
  if (flag) return checkBaseUrl(flag, '--base-url')
  const fromEnv = envBaseUrl(env)
  // Same checks as --base-url, so a bad variable is a bad argument too.
  if (fromEnv) return checkBaseUrl(fromEnv, 'UPTRAY_BASE_URL')
  return DEFAULT_BASE_URL
}

function keychain(env: Env): SecretStore {
  return createKeyringSecretStore({ disabled: Boolean(env.UPTRAY_NO_SECRET_SERVICE) })
}

/** The accounts the app's settings file lists; none when it cannot be read. */
async function fileAccounts(env: Env): Promise<AccountRef[]> {
  const { openSettingsFile, userDataDir } = await import('./settings-file')
  return openSettingsFile(userDataDir(env))
    .read()
    .then((settings) => settings.accounts)
    .catch(() => [])
}

export async function resolveToken(
  baseUrl: string,
  env: Env,
  secrets: SecretStore = keychain(env),
  accounts: () => Promise<readonly AccountRef[]> = () => fileAccounts(env),
): Promise<string> {
  const fromEnv = env.UPTRAY_API_TOKEN?.trim()
  if (fromEnv) return fromEnv
  const there = (await accounts()).filter((a) => a.baseUrl === baseUrl)
  const keys = [
    ...(there.length === 1 ? [secretKeyOf(there[0]!)] : []),
    secretKeyOf(accountOfBaseUrl(baseUrl)),
    ...(there.length > 1 ? [] : legacySecretKeysOf(baseUrl)),
  ]
  for (const key of keys) {
    // An unusable keychain is the same as no token there.
    const stored = await secrets.get(key).catch(() => null)
    if (stored?.trim()) return stored.trim()
  }
  throw new CliError(
    EXIT.token,
    `No API token for ${baseUrl}. Set UPTRAY_API_TOKEN to a token from your account's API access page, or sign in once in the Uptray app (it keeps the token in the system keychain).`,
  )
}
