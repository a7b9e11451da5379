// The accounts Uptray watches at once: each a base URL and a token, named by the user. The
// settings keep the list (no token); the OS keychain keeps one token per account, under the
// key `secretKeyOf` gives. Pure: the app, serve mode and the CLI share it. A refused name is said
// in the current language (the CLI's stays English: it never sets one).
import { t } from './i18n/translate'

export interface AccountRef {
  /** Stable and unique: a slug of the name given when the account was added. */
  id: string
  /** The user's name for it ("Acme", "Own sites"), shown in menus, the switcher and the CLI. */
  name: string
  /** Normalised (shared/base-url.ts), no trailing slash. */
  baseUrl: string
  /**
   * Its part of the app's picture ids (account-slots.ts): given when it is added, unique, kept
   * through reordering and renaming.
   */
  slot: number
}

/** An account as a settings change may list it: a new one has no slot yet (account-slots.ts). */
export type AccountEntry = Omit<AccountRef, 'slot'> & { slot?: number }

export const ACCOUNT_NAME_MAX = 40

/** The keychain entry of an account's token (service `uptray`). */
export function secretKeyOf(account: Pick<AccountRef, 'id'>): string {
  return `account:${account.id}`
}

/**
 * Where a token saved before accounts had names lives: under the bare base URL (and, from the
 * oldest builds, with a trailing slash). Read once and moved to `secretKeyOf`.
 */
export function legacySecretKeysOf(baseUrl: string): string[] {
  return [baseUrl, `${baseUrl}/`]
}

/** "Acme Corp." -> "acme-corp"; never empty, never clashing with `taken`. */
export function accountIdOf(name: string, taken: readonly string[] = []): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 32) || 'account'
  let id = base
  for (let n = 2; taken.includes(id); n += 1) id = `${base}-${n}`
  return id
}

/** A user's name for an account, or the sentence saying why it cannot be one. */
export function checkAccountName(
  name: string,
  others: readonly Pick<AccountRef, 'name'>[],
): { ok: true; name: string } | { ok: false; message: string } {
  const trimmed = name.replace(/\s+/g, ' ').trim()
  if (trimmed === '') return { ok: false, message: t('accounts.nameEmpty') }
  if (trimmed.length > ACCOUNT_NAME_MAX)
    return { ok: false, message: t('accounts.nameTooLong', { max: ACCOUNT_NAME_MAX }) }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f]/.test(trimmed))
    return { ok: false, message: t('accounts.nameControl') }
  if (others.some((o) => o.name.toLowerCase() === trimmed.toLowerCase()))
    return { ok: false, message: t('accounts.nameTaken', { name: trimmed }) }
  return { ok: true, name: trimmed }
}
