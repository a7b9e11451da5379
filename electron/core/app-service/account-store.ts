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
  // Old values that could not be read: their reader sets them aside (rename, delete) where
  // they are, under the old names, as it always did.
  const unreadable = new Set<string>()
  const own = (key: string) => (unreadable.has(key) ? key : prefix + key)
  const scoped: KeyValueStore = {
    async get(key) {
      const value = await store.get(prefix + key)
      if (value !== undefined || !options.takesLegacy) return value
      let legacy: unknown
      try {
        legacy = await store.get(key)
      } catch (error) {
        unreadable.add(key)
        throw error
      }
      if (legacy === undefined) return undefined
      await store.set(prefix + key, legacy)
      await store.delete(key)
      return legacy
    },
    set: (key, value) => store.set(prefix + key, value),
    async delete(key) {
      await store.delete(own(key))
      unreadable.delete(key)
    },
  }
  const rename = store.rename?.bind(store)
  if (rename)
    scoped.rename = async (from, to) => {
      const old = unreadable.has(from)
      await rename(own(from), old ? to : prefix + to)
      unreadable.delete(from)
    }
  return scoped
}
