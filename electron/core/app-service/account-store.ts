// One account's part of the app's key-value store: every key the session keeps (offline cache,
// reminders, learned team zones) gets the account's prefix, `account.<id>.`, so two accounts on
// one address never read each other's. The first account also takes over what was kept before
// accounts had names (the bare keys): read once under the old key, moved to its own.
import type { KeyValueStore } from '../ports'

export const accountKeyPrefix = (accountId: string): string => `account.${accountId}.`

export function accountStore(
  store: KeyValueStore,
  accountId: string,
  options: { takesLegacy: boolean },
): KeyValueStore {
  const prefix = accountKeyPrefix(accountId)
  const scoped: KeyValueStore = {
    async get(key) {
      const value = await store.get(prefix + key)
      if (value !== undefined || !options.takesLegacy) return value
      // An old value that cannot be read stays where it is: the account starts without it.
      const legacy = await store.get(key).catch(() => undefined)
      if (legacy === undefined) return undefined
      await store.set(prefix + key, legacy)
      await store.delete(key)
      return legacy
    },
    set: (key, value) => store.set(prefix + key, value),
    delete: (key) => store.delete(prefix + key),
  }
  const rename = store.rename?.bind(store)
  if (rename) scoped.rename = (from, to) => rename(prefix + from, prefix + to)
  return scoped
}
