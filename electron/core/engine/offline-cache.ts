// The last good snapshot on disk (through the KeyValueStore port), so the app starts with a
// picture before any request and works offline. Writes are debounced and skipped when nothing
// that the offline picture shows changed (see offline-picture.ts); a stored record that cannot be
// read or validated is set aside as a backup, a warning is logged, and the app starts empty: never
// a crash, never a silent loss.
import type { Snapshot } from '../../shared/model'
import type { Clock, KeyValueStore, Logger, TimerHandle } from '../ports'
import { CACHE_SCHEMA_VERSION, parseCacheRecord, toWrittenRecord } from './offline-cache-schema'
import { sameOfflinePicture } from './offline-picture'
import { messageOf } from '../../shared/errors'

export const DEFAULT_CACHE_KEY = 'snapshot-cache'

export interface OfflineCacheOptions {
  store: KeyValueStore
  clock: Clock
  logger: Logger
  /** Wait this long after a change before writing; later changes join the same write. */
  debounceMs?: number
  /** Rewrite an unchanged snapshot after this long, so its time does not go too stale. */
  refreshUnchangedMs?: number
  key?: string
}

export class OfflineCache {
  private readonly store: KeyValueStore
  private readonly clock: Clock
  private readonly logger: Logger
  private readonly debounceMs: number
  private readonly refreshUnchangedMs: number
  readonly key: string
  private pending: Snapshot | null = null
  private timer: TimerHandle | null = null
  private writing: Promise<void> = Promise.resolve()
  /**
   * The snapshot last saved (or loaded), to compare the next one with. Each save is compared with
   * the one before it, never with the one last written: that one may be ten minutes old, and
   * keeping it alive kept a second copy of every monitor that changed since.
   */
  private lastSeen: Snapshot | null = null
  /** Whether the offline picture changed since the last write (or load). */
  private changed = false
  /** When the last write (or load) was; null before the first one. */
  private writtenAt: number | null = null
  /** Whose snapshots are saved (the base URL, never the token); stored with each record. */
  private currentOwner: string | null = null
  /** Set when a stored record was set aside at load: one sentence for the sync line. */
  notice: string | null = null

  constructor(options: OfflineCacheOptions) {
    this.store = options.store
    this.clock = options.clock
    this.logger = options.logger
    this.debounceMs = options.debounceMs ?? 2_000
    this.refreshUnchangedMs = options.refreshUnchangedMs ?? 10 * 60_000
    this.key = options.key ?? DEFAULT_CACHE_KEY
  }

  /** Whose snapshot the cache holds (loaded or being written); null when unknown or cleared. */
  get owner(): string | null {
    return this.currentOwner
  }

  /** Sets whose snapshots the next writes belong to. */
  setOwner(owner: string | null): void {
    this.currentOwner = owner
  }

  async load(): Promise<{ snapshot: Snapshot; savedAt: string; owner: string | null } | null> {
    let raw: unknown
    try {
      raw = await this.store.get(this.key)
    } catch (error) {
      await this.setAside(undefined, `unreadable: ${messageOf(error)}`)
      return null
    }
    if (raw === undefined || raw === null) return null
    const outcome = parseCacheRecord(raw)
    if (!outcome.ok) {
      await this.setAside(raw, outcome.problem)
      return null
    }
    const { record, migratedFrom } = outcome
    this.currentOwner = record.owner
    this.lastSeen = record.snapshot
    this.changed = false
    if (migratedFrom !== null) {
      this.logger.info('Offline cache migrated', { from: migratedFrom, to: CACHE_SCHEMA_VERSION })
      await this.write(record.snapshot)
    } else {
      this.writtenAt = this.clock.now()
    }
    return { snapshot: record.snapshot, savedAt: record.savedAt, owner: record.owner }
  }

  /**
   * Forgets the cached snapshot (sign-out, another account): drops a pending write, waits for
   * one in flight, then removes the key.
   */
  clear(): Promise<void> {
    this.timer?.cancel()
    this.timer = null
    this.pending = null
    this.lastSeen = null
    this.changed = false
    this.writtenAt = null
    this.currentOwner = null
    this.writing = this.writing.then(async () => {
      try {
        await this.store.delete(this.key)
      } catch (error) {
        this.logger.warn('Offline cache could not be cleared', { error: messageOf(error) })
      }
    })
    return this.writing
  }

  /** Schedules a write of `snapshot` (debounced); nothing is written if it did not change. */
  save(snapshot: Snapshot): void {
    const before = this.lastSeen
    if (!before || !sameOfflinePicture(before, snapshot)) this.changed = true
    this.lastSeen = snapshot
    this.pending = snapshot
    if (this.timer || !this.due()) return
    this.timer = this.clock.setTimer(this.debounceMs, () => {
      this.timer = null
      void this.writePending()
    })
  }

  /**
   * Whether a write of what is pending would happen once the debounce is over: not for an
   * unchanged picture before its periodic rewrite, so a sweep that changed nothing sets no timer
   * (a later sweep's save finds the rewrite due).
   */
  private due(): boolean {
    const at = this.writtenAt
    return (
      this.changed ||
      at === null ||
      this.clock.now() + this.debounceMs - at >= this.refreshUnchangedMs
    )
  }

  /** Writes what is pending now (on quit, on suspend) and waits for every write to finish. */
  async flush(): Promise<void> {
    this.timer?.cancel()
    this.timer = null
    await this.writePending()
  }

  private writePending(): Promise<void> {
    const snapshot = this.pending
    this.pending = null
    if (snapshot) {
      // Taken now: a save made while this write waits for an earlier one counts for the next.
      const changed = this.changed
      this.changed = false
      this.writing = this.writing.then(() => this.writeIfChanged(snapshot, changed))
    }
    return this.writing
  }

  private async writeIfChanged(snapshot: Snapshot, changed: boolean): Promise<void> {
    const at = this.writtenAt
    if (!changed && at !== null && this.clock.now() - at < this.refreshUnchangedMs) return
    if (!(await this.write(snapshot))) this.changed = true
  }

  /** Writes `snapshot`; false when the store failed (logged). */
  private async write(snapshot: Snapshot): Promise<boolean> {
    const now = this.clock.now()
    const record = toWrittenRecord(new Date(now).toISOString(), snapshot, this.currentOwner)
    try {
      await this.store.set(this.key, record)
      this.writtenAt = now
      return true
    } catch (error) {
      // Not fatal: the app keeps running on the in-memory snapshot; the next change retries.
      this.logger.warn('Offline cache could not be written', { error: messageOf(error) })
      return false
    }
  }

  /** Keeps a bad record under a backup key instead of losing it, then clears the cache key. */
  private async setAside(raw: unknown, problem: string): Promise<void> {
    const stamp = new Date(this.clock.now()).toISOString().replace(/[-:.]/g, '')
    const backupKey = `${this.key}.corrupt-${stamp}`
    try {
      if (this.store.rename) await this.store.rename(this.key, backupKey)
      else if (raw !== undefined) {
        await this.store.set(backupKey, raw)
        await this.store.delete(this.key)
      } else {
        // A store without `rename` whose value cannot even be read: nothing to copy from.
        this.logger.warn('Offline cache unreadable; starting without it', { problem })
        return
      }
      this.logger.warn('Offline cache set aside; starting without it', { problem, backupKey })
      this.notice = `The offline cache could not be read, so it starts empty; it was kept as ${backupKey}.`
    } catch (error) {
      this.logger.warn('Offline cache is unusable and could not be set aside', {
        problem,
        error: messageOf(error),
      })
    }
  }
}
