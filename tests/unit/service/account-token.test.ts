import { describe, expect, it } from 'vitest'
import { MemorySecretStore } from '@app/adapters/memory-stores'
import {
  deleteAccountToken,
  readAccountToken,
  saveAccountToken,
} from '@app/core/app-service/account-token'

const acme = { id: 'acme', name: 'Acme', baseUrl: 'https://ohdear.app' }
const own = { id: 'own', name: 'Own', baseUrl: 'https://ohdear.app' }

describe('an account token in the keychain', () => {
  it('lives under the account key: two accounts on one address keep their own', async () => {
    const secrets = new MemorySecretStore()
    await saveAccountToken(secrets, acme, 'acme-token')
    await saveAccountToken(secrets, own, 'own-token')
    expect(await readAccountToken(secrets, acme)).toBe('acme-token')
    expect(await readAccountToken(secrets, own)).toBe('own-token')
    expect(await secrets.get('account:acme')).toBe('acme-token')
    await deleteAccountToken(secrets, acme)
    expect(await readAccountToken(secrets, acme)).toBeNull()
    expect(await readAccountToken(secrets, own)).toBe('own-token')
  })

  it.each(['https://ohdear.app', 'https://ohdear.app/'])(
    'a token saved under the base URL (%s) moves to the account key once',
    async (legacy) => {
      const secrets = new MemorySecretStore({ [legacy]: 'old-token' })
      expect(await readAccountToken(secrets, acme)).toBe('old-token')
      expect(await secrets.get('account:acme')).toBe('old-token')
      expect(await secrets.get(legacy)).toBeNull()
      // Moved, not copied: the next account at that address does not inherit it.
      expect(await readAccountToken(secrets, own)).toBeNull()
    },
  )

  it('moving a legacy token writes its new entry before deleting the old: stopped between, nothing is lost', async () => {
    const secrets = new MemorySecretStore({ 'https://ohdear.app': 'old-token' })
    const failing = Object.assign(Object.create(secrets) as MemorySecretStore, {
      delete: () => Promise.reject(new Error('the keychain went away')),
    })
    await expect(readAccountToken(failing, acme)).rejects.toThrow(/went away/)
    // Both entries hold it; the next read finds it under the account's key.
    expect(await secrets.get('account:acme')).toBe('old-token')
    expect(await secrets.get('https://ohdear.app')).toBe('old-token')
    expect(await readAccountToken(secrets, acme)).toBe('old-token')
  })

  it('the account key wins over a legacy entry, which is left as it is', async () => {
    const secrets = new MemorySecretStore({ 'https://ohdear.app': 'old-token' })
    await saveAccountToken(secrets, own, 'own-token')
    expect(await readAccountToken(secrets, own)).toBe('own-token')
    expect(await secrets.get('https://ohdear.app')).toBe('old-token')
  })
})
