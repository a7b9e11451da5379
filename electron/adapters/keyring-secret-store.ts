// The API token in the OS keychain (macOS Keychain, Windows Credential Manager, the Secret
// Service on Linux) through @napi-rs/keyring's keytar-compatible API: service `uptray`,
// account = the base URL. Without a usable keychain (Linux with no Secret Service), tokens are
// kept in memory for this session only and `onUnavailable` gets a sentence for the user.
// No Electron import: the CLI uses it too.
import * as keytar from '@napi-rs/keyring/keytar'
import type { SecretStore } from '../core/ports'
import { messageOf } from '../shared/errors'

export const KEYRING_SERVICE = 'uptray'

type Keytar = Pick<typeof keytar, 'getPassword' | 'setPassword' | 'deletePassword'>

export interface KeyringSecretStoreOptions {
  service?: string
  /** Told once, when the keychain fails and the in-memory fallback takes over. */
  onUnavailable?: (message: string) => void
  /** Skip the keychain entirely (env UPTRAY_NO_SECRET_SERVICE, tests). */
  disabled?: boolean
  /** Injected in tests to simulate a broken keychain. */
  backend?: Keytar
}

export interface KeyringSecretStore extends SecretStore {
  /** False once the store fell back to memory. */
  persistent(): boolean
}

/** Keychain errors can echo what they were given; keep only the first line, token-free. */
function describe(error: unknown, secret?: string): string {
  const text = messageOf(error, secret ? (t) => t.split(secret).join('***') : undefined)
  return text.split('\n')[0] ?? 'unknown error'
}

export function createKeyringSecretStore(
  options: KeyringSecretStoreOptions = {},
): KeyringSecretStore {
  const service = options.service ?? KEYRING_SERVICE
  const backend = options.backend ?? keytar
  const memory = new Map<string, string>()
  let available = !options.disabled

  function fallBack(reason: string): void {
    if (!available) return
    available = false
    options.onUnavailable?.(
      `The system keychain is not available (${reason}). Your API token is kept in memory for this session only; you will be asked for it again next time.`,
    )
  }
  if (options.disabled) {
    options.onUnavailable?.(
      'The system keychain is turned off. Your API token is kept in memory for this session only.',
    )
  }

  return {
    persistent: () => available,
    async get(account) {
      if (available) {
        try {
          return (await backend.getPassword(service, account)) ?? memory.get(account) ?? null
        } catch (error) {
          fallBack(describe(error))
        }
      }
      return memory.get(account) ?? null
    },
    async set(account, secret) {
      if (available) {
        try {
          await backend.setPassword(service, account, secret)
          return
        } catch (error) {
          fallBack(describe(error, secret))
        }
      }
      memory.set(account, secret)
    },
    async delete(account) {
      const inMemory = memory.delete(account)
      if (available) {
        try {
          return (await backend.deletePassword(service, account)) || inMemory
        } catch (error) {
          fallBack(describe(error))
        }
      }
      return inMemory
    },
  }
}
