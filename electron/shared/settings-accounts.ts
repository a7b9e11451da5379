// The accounts the settings name, as every host reads them (the app, serve mode, the CLI): the
// list itself, or, while it is empty (a first start, a one-off token with --base-url), the one
// account the base URL stands for. Pure, no zod: the renderer imports it too.
import { ACCOUNT_NAME_MAX, accountIdOf, type AccountRef } from './accounts'
import { withoutCredentials } from './base-url'
import { DEFAULT_BASE_URL, type Settings } from './settings'

/**
 * The account a lone base URL is: id and name from its host ("ohdear.app", "127.0.0.1:8080"); slot
 * 0, as the first account's (its picture ids are the service's).
 */
export function accountOfBaseUrl(value: unknown): AccountRef {
  const given = typeof value === 'string' && value.trim() !== '' ? value.trim() : DEFAULT_BASE_URL
  const baseUrl = (withoutCredentials(given) ?? given).replace(/\/+$/, '')
  let host: string
  try {
    host = new URL(baseUrl).host || baseUrl
  } catch {
    host = baseUrl
  }
  const name = host.slice(0, ACCOUNT_NAME_MAX)
  return { id: accountIdOf(name), name, baseUrl, slot: 0 }
}

/** The accounts to watch, in order: never empty. */
export function watchedAccounts(settings: Pick<Settings, 'accounts' | 'baseUrl'>): AccountRef[] {
  return settings.accounts.length > 0 ? settings.accounts : [accountOfBaseUrl(settings.baseUrl)]
}
