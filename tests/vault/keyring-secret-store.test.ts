// The token store against a real Secret Service: scripts/test-all.mjs runs this file inside
// `dbus-run-session` beside an unlocked gnome-keyring (scripts/with-keyring.sh).
import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { createKeyringSecretStore } from '@app/adapters/keyring-secret-store'

const noSecretService = process.env.UPTRAY_NO_SECRET_SERVICE
if (noSecretService) {
  console.log(`Skipping the keychain tests: no Secret Service (${noSecretService}).`)
}

// A service name of its own per run, so a developer's real `uptray` entries are never touched.
const service = `uptray-test-${randomUUID()}`
const account = 'https://ohdear.app'
const other = 'http://127.0.0.1:4567'

describe.skipIf(Boolean(noSecretService))('keyring secret store (real Secret Service)', () => {
  const notices: string[] = []
  const store = createKeyringSecretStore({ service, onUnavailable: (m) => notices.push(m) })
  afterAll(async () => {
    await store.delete(account)
    await store.delete(other)
  })

  it('set then get returns the token, persisted in the keychain', async () => {
    await store.set(account, 'token-one')
    expect(await store.get(account)).toBe('token-one')
    expect(store.persistent()).toBe(true)
    // A second store (a new app start) reads the same entry: it is not only in memory.
    expect(await createKeyringSecretStore({ service }).get(account)).toBe('token-one')
    expect(notices).toEqual([])
  })

  it('set again replaces the token', async () => {
    await store.set(account, 'token-two')
    expect(await store.get(account)).toBe('token-two')
  })

  it('accounts are kept apart', async () => {
    await store.set(other, 'demo-token')
    expect(await store.get(other)).toBe('demo-token')
    expect(await store.get(account)).toBe('token-two')
  })

  it('delete removes it, and says whether there was anything', async () => {
    expect(await store.delete(account)).toBe(true)
    expect(await store.get(account)).toBeNull()
    expect(await store.delete(account)).toBe(false)
  })
})

describe('keyring secret store without a usable keychain', () => {
  it('falls back to memory for the session, tells the user once, never echoes the token', async () => {
    const notices: string[] = []
    const broken = {
      getPassword: () => Promise.reject(new Error('org.freedesktop.DBus.Error.ServiceUnknown')),
      setPassword: (_s: string, _a: string, secret: string) =>
        Promise.reject(new Error(`cannot store ${secret}\nstack...`)),
      deletePassword: () => Promise.reject(new Error('unreachable')),
    }
    const store = createKeyringSecretStore({
      service,
      backend: broken,
      onUnavailable: (m) => notices.push(m),
    })
    await store.set(account, 'secret-token-xyz')
    expect(await store.get(account)).toBe('secret-token-xyz')
    expect(store.persistent()).toBe(false)
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatch(/kept in memory for this session only/)
    expect(notices[0]).not.toContain('secret-token-xyz')
    expect(await store.delete(account)).toBe(true)
    expect(await store.get(account)).toBeNull()
  })

  it('disabled explicitly: memory only, with a notice', async () => {
    const notices: string[] = []
    const store = createKeyringSecretStore({
      disabled: true,
      onUnavailable: (m) => notices.push(m),
    })
    await store.set(account, 't')
    expect(await store.get(account)).toBe('t')
    expect(notices).toHaveLength(1)
  })
})
