// Details (cron checks, maintenance periods, uptime, metrics, status pages) cost one request
// each, so answers are kept for a while. Concurrent asks for the same key share one request,
// a failed load is not cached, and entries can be dropped by key prefix after an action.
import type { Clock } from '../ports'

/** Above this many entries, expired ones are dropped (keys carry time windows, so a window
 *  left open for days would otherwise keep every minute's answer). */
export const DETAIL_CACHE_MAX_ENTRIES = 500

interface Entry {
  value: unknown
  storedAt: number
  ttlMs: number
}

export class DetailCache {
  private entries = new Map<string, Entry>()
  private loading = new Map<string, Promise<unknown>>()

  constructor(private readonly clock: Clock) {}

  /** The cached value if still fresh, else the result of `load` (stored for `ttlMs`). */
  async get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const fresh = this.peek<T>(key)
    if (fresh !== undefined) return fresh
    const pending = this.loading.get(key)
    if (pending) return pending as Promise<T>
    const promise = load().then(
      (value) => {
        this.set(key, value, ttlMs)
        this.loading.delete(key)
        return value
      },
      (error: unknown) => {
        this.loading.delete(key)
        throw error
      },
    )
    this.loading.set(key, promise)
    return promise
  }

  /** The fresh cached value, or undefined. */
  peek<T>(key: string): T | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (this.clock.now() - entry.storedAt >= entry.ttlMs) {
      this.entries.delete(key)
      return undefined
    }
    return entry.value as T
  }

  /** When `key` was last stored (fresh or not), or null. */
  storedAt(key: string): number | null {
    return this.entries.get(key)?.storedAt ?? null
  }

  set<T>(key: string, value: T, ttlMs: number): void {
    this.entries.set(key, { value, storedAt: this.clock.now(), ttlMs })
    if (this.entries.size > DETAIL_CACHE_MAX_ENTRIES) this.prune()
  }

  get size(): number {
    return this.entries.size
  }

  invalidate(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key)
  }

  /** Drops expired entries, then the oldest ones while still over the limit. */
  private prune(): void {
    const now = this.clock.now()
    for (const [key, entry] of this.entries) {
      if (now - entry.storedAt >= entry.ttlMs) this.entries.delete(key)
    }
    // Map order is insertion order: the first keys are the oldest.
    for (const key of this.entries.keys()) {
      if (this.entries.size <= DETAIL_CACHE_MAX_ENTRIES) break
      this.entries.delete(key)
    }
  }

  clear(): void {
    this.entries.clear()
  }
}
