// Where the CLI's base URL and token come from: --base-url, else UPTRAY_BASE_URL, else the
// default; the token from UPTRAY_API_TOKEN, else the OS keychain entry the app saved for that
// base URL (service `uptray`, account = base URL).
import { createKeyringSecretStore } from '../adapters/keyring-secret-store'
import type { SecretStore } from '../core/ports'
import { DEFAULT_BASE_URL } from '../shared/settings'
import { checkBaseUrl } from './args'
import { CliError, EXIT } from './exit-codes'

export type Env = Record<string, string | undefined>

export function resolveBaseUrl(flag: string | null, env: Env): string {
  if (flag) return checkBaseUrl(flag, '--base-url')
  const fromEnv = env.UPTRAY_BASE_URL?.trim()
  // Same checks as --base-url, so a bad variable is a bad argument too.
  if (fromEnv) return checkBaseUrl(fromEnv, 'UPTRAY_BASE_URL')
  return DEFAULT_BASE_URL
}

function keychain(env: Env): SecretStore {
  return createKeyringSecretStore({ disabled: Boolean(env.UPTRAY_NO_SECRET_SERVICE) })
}

export async function resolveToken(
  baseUrl: string,
  env: Env,
  secrets: SecretStore = keychain(env),
): Promise<string> {
  const fromEnv = env.UPTRAY_API_TOKEN?.trim()
  if (fromEnv) return fromEnv
  // An unusable keychain is the same as no token there.
  const stored = await secrets.get(baseUrl).catch(() => null)
  if (stored?.trim()) return stored.trim()
  throw new CliError(
    EXIT.token,
    `No API token for ${baseUrl}. Set UPTRAY_API_TOKEN to a token from your account's API access page, or sign in once in the Uptray app (it keeps the token in the system keychain).`,
  )
}
