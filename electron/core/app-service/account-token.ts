// An account's token in the keychain: under `secretKeyOf(account)`, one entry per account. A
// token saved before accounts had names (under the bare base URL, or with a trailing slash) is
// moved there the first time it is read, so two accounts on one address never share an entry.
import { legacySecretKeysOf, secretKeyOf, type AccountRef } from '../../shared/accounts'
import type { SecretStore } from '../ports'

/** What names an account's keychain entries: its id and address (its slot plays no part). */
type TokenOwner = Pick<AccountRef, 'id' | 'baseUrl'>

export async function readAccountToken(
  secrets: SecretStore,
  account: TokenOwner,
): Promise<string | null> {
  const key = secretKeyOf(account)
  const token = await secrets.get(key)
  if (token) return token
  for (const legacy of legacySecretKeysOf(account.baseUrl)) {
    const old = await secrets.get(legacy)
    if (!old) continue
    await secrets.set(key, old)
    // Both legacy spellings go: the token now has one home.
    for (const stale of legacySecretKeysOf(account.baseUrl)) await secrets.delete(stale)
    return old
  }
  return null
}

export const saveAccountToken = (
  secrets: SecretStore,
  account: TokenOwner,
  token: string,
): Promise<void> => secrets.set(secretKeyOf(account), token)

/** Deletes the account's entry (a legacy one may be another account's still: left alone). */
export async function deleteAccountToken(secrets: SecretStore, account: TokenOwner): Promise<void> {
  await secrets.delete(secretKeyOf(account))
}
