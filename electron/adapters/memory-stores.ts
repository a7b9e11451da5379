// In-memory implementations of the storage ports, for tests, the CLI and demo mode.
// Values are copied through JSON on the way in and out, like a store on disk would, so a
// caller mutating an object after `set` (or after `get`) cannot change what is stored.
import type { KeyValueStore, SecretStore } from '../core/ports'

function jsonCopy(key: string, value: unknown): unknown {
  const text = JSON.stringify(value)
  if (text === undefined) throw new TypeError(`Value for key "${key}" cannot be stored as JSON`)
  return JSON.parse(text) as unknown
}

export class MemoryKeyValueStore implements KeyValueStore {
  private readonly values = new Map<string, unknown>()

  async get(key: string): Promise<unknown> {
    return this.values.has(key) ? jsonCopy(key, this.values.get(key)) : undefined
  }

  async set(key: string, value: unknown): Promise<void> {
    this.values.set(key, jsonCopy(key, value))
  }

  async delete(key: string): Promise<void> {
    this.values.delete(key)
  }

  async rename(from: string, to: string): Promise<void> {
    if (!this.values.has(from)) return
    this.values.set(to, this.values.get(from))
    this.values.delete(from)
  }

  /** The keys currently stored, sorted (for tests and diagnostics). */
  keys(): string[] {
    return [...this.values.keys()].sort()
  }
}

export class MemorySecretStore implements SecretStore {
  private readonly secrets = new Map<string, string>()

  constructor(initial: Record<string, string> = {}) {
    for (const [account, secret] of Object.entries(initial)) this.secrets.set(account, secret)
  }

  async get(account: string): Promise<string | null> {
    return this.secrets.get(account) ?? null
  }

  async set(account: string, secret: string): Promise<void> {
    this.secrets.set(account, secret)
  }

  async delete(account: string): Promise<boolean> {
    return this.secrets.delete(account)
  }
}
