// The timeline kept through the KeyValueStore port, as the offline cache keeps its snapshot:
// debounced writes (the store writes each atomically), validated on load, a record that cannot
// be read set aside as a backup key (the app starts with an empty history and says so), events
// that cannot be read dropped and counted. Survives restarts; never blocks the engine.
import type { TimelineEvent, TimelinePage, TimelineQuery } from '../../shared/timeline'
import { messageOf } from '../../shared/errors'
import type { Clock, KeyValueStore, Logger, TimerHandle } from '../ports'
import {
  appendEvents,
  boundEvent,
  pruneEvents,
  queryEvents,
  type AccountTest,
  type NewTimelineEvent,
} from './timeline'
import { parseTimelineRecord, toTimelineRecord } from './timeline-schema'

export const TIMELINE_KEY = 'timeline'

export interface TimelineLogOptions {
  store: KeyValueStore
  clock: Clock
  logger: Logger
  debounceMs?: number
  key?: string
  limits?: { maxEvents: number; maxAgeMs: number }
}

export class TimelineLog {
  private events: TimelineEvent[] = []
  private unreadable = 0
  private dirty = false
  private timer: TimerHandle | null = null
  private writing: Promise<void> = Promise.resolve()
  private readonly key: string
  /** Set when the stored history was set aside at load: one sentence for the sync line. */
  notice: string | null = null

  constructor(private readonly options: TimelineLogOptions) {
    this.key = options.key ?? TIMELINE_KEY
  }

  /** Reads the stored history; anything recorded before the load finished is kept after it. */
  async load(): Promise<void> {
    let raw: unknown
    try {
      raw = await this.options.store.get(this.key)
    } catch (error) {
      await this.setAside(`unreadable: ${messageOf(error)}`)
      return
    }
    if (raw === undefined || raw === null) return
    const parsed = parseTimelineRecord(raw)
    if (!parsed.ok) {
      await this.setAside(parsed.problem)
      return
    }
    this.unreadable = parsed.unreadable
    if (parsed.unreadable > 0) {
      this.options.logger.warn('Timeline events could not be read and were dropped', {
        count: parsed.unreadable,
      })
    }
    const early = this.events
    this.events = pruneEvents(parsed.events, this.options.clock.now(), this.options.limits)
    if (early.length > 0) this.append(early)
  }

  /** Adds events (bounded, numbered, pruned), schedules a write and answers them as stored. */
  record(events: NewTimelineEvent | NewTimelineEvent[]): TimelineEvent[] {
    const list = Array.isArray(events) ? events : [events]
    if (list.length === 0) return []
    const before = this.events.length > 0 ? this.events[this.events.length - 1]!.seq : 0
    this.append(list)
    return this.events.filter((e) => e.seq > before)
  }

  /** Replaces the stored event with the same number (a sync episode that ended); false if gone. */
  update(event: TimelineEvent): boolean {
    const index = this.events.findIndex((e) => e.seq === event.seq)
    if (index < 0) return false
    this.events = this.events.slice()
    this.events[index] = { ...boundEvent(event), seq: event.seq }
    this.markDirty()
    return true
  }

  /** The newest stored event that matches, if any. */
  findLast(test: (event: TimelineEvent) => boolean): TimelineEvent | undefined {
    for (let i = this.events.length - 1; i >= 0; i -= 1) {
      if (test(this.events[i]!)) return this.events[i]
    }
    return undefined
  }

  /** `inAccount`: the test for `query.account`'s monitor ids (the log knows no accounts). */
  query(query: TimelineQuery, inAccount?: AccountTest): TimelinePage {
    this.events = appendEvents(this.events, [], this.options.clock.now(), this.options.limits)
    return queryEvents(this.events, query, this.unreadable, inAccount)
  }

  /** Oldest first, pruned to the limits. */
  all(): readonly TimelineEvent[] {
    return this.query({}).events.slice().reverse()
  }

  /** Forgets the events that match (a removed account's), and writes the rest. */
  forget(test: (event: TimelineEvent) => boolean): void {
    const kept = this.events.filter((e) => !test(e))
    if (kept.length === this.events.length) return
    this.events = kept
    this.markDirty()
  }

  /** Forgets the history (sign-out, another account). */
  clear(): Promise<void> {
    this.timer?.cancel()
    this.timer = null
    this.events = []
    this.unreadable = 0
    this.dirty = false
    this.writing = this.writing.then(async () => {
      try {
        await this.options.store.delete(this.key)
      } catch (error) {
        this.options.logger.warn('Timeline could not be cleared', { error: messageOf(error) })
      }
    })
    return this.writing
  }

  async flush(): Promise<void> {
    this.timer?.cancel()
    this.timer = null
    await this.writeNow()
  }

  private append(events: readonly NewTimelineEvent[]): void {
    this.events = appendEvents(this.events, events, this.options.clock.now(), this.options.limits)
    this.markDirty()
  }

  private markDirty(): void {
    this.dirty = true
    if (this.timer) return
    this.timer = this.options.clock.setTimer(this.options.debounceMs ?? 2_000, () => {
      this.timer = null
      void this.writeNow()
    })
  }

  private writeNow(): Promise<void> {
    if (!this.dirty) return this.writing
    this.dirty = false
    const record = toTimelineRecord(this.events)
    this.writing = this.writing.then(async () => {
      try {
        await this.options.store.set(this.key, record)
      } catch (error) {
        // Not fatal: the history stays in memory and the next event retries.
        this.dirty = true
        this.options.logger.warn('Timeline could not be written', { error: messageOf(error) })
      }
    })
    return this.writing
  }

  private async setAside(problem: string): Promise<void> {
    const stamp = new Date(this.options.clock.now()).toISOString().replace(/[-:.]/g, '')
    const backupKey = `${this.key}.corrupt-${stamp}`
    const { store, logger } = this.options
    try {
      if (!store.rename) {
        logger.warn('Timeline unreadable; starting without it', { problem })
        return
      }
      await store.rename(this.key, backupKey)
      logger.warn('Timeline set aside; starting without it', { problem, backupKey })
      this.notice = `The timeline could not be read, so it starts empty; it was kept as ${backupKey}.`
    } catch (error) {
      logger.warn('Timeline is unusable and could not be set aside', {
        problem,
        error: messageOf(error),
      })
    }
  }
}
