import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FileStore } from '@app/adapters/file-store'
import { OfflineCache } from '@app/core/engine/offline-cache'
import { toStoredRecord, toWrittenRecord } from '@app/core/engine/offline-cache-schema'
import type { Logger } from '@app/core/ports'
import { MemoryKeyValueStore } from '@app/adapters/memory-stores'
import type { Snapshot } from '@app/shared/model'
import { FakeClock } from '../../helpers/fake-clock'
import { cron, monitor, snapshot, withCheck } from './snapshot-fixtures'

class CountingStore extends MemoryKeyValueStore {
  sets = 0
  failNext = false
  override async set(key: string, value: unknown): Promise<void> {
    if (this.failNext) {
      this.failNext = false
      throw new Error('disk full')
    }
    this.sets += 1
    await super.set(key, value)
  }
}

function recordingLogger() {
  const lines: { level: string; message: string; fields?: Record<string, unknown> }[] = []
  const log =
    (level: string) =>
    (message: string, fields?: Record<string, unknown>): void => {
      lines.push({ level, message, fields })
    }
  const logger: Logger = { info: log('info'), warn: log('warn'), error: log('error') }
  return { logger, lines }
}

const RAN = '2026-01-01T10:00:00.000Z'
const sample: Snapshot = {
  ...snapshot(
    [
      monitor(1, {
        maintenance: {
          startedAt: '2026-01-01T09:00:00.000Z',
          endsAt: '2026-01-01T11:00:00.000Z',
          name: null,
          periodId: 4,
        },
      }),
      monitor(2),
    ],
    { 1: [cron(5, 1)] },
  ),
  // Monitor 2 and its check never ran.
  ran: { monitors: { 1: Date.parse(RAN) }, checks: { 10: Date.parse(RAN) } },
}

/** `s` as records stored it before run times left the monitors: in place, as ISO times. */
function inline(s: Snapshot) {
  const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString())
  return {
    fetchedAt: s.fetchedAt,
    monitors: s.monitors.map((m) => ({
      ...m,
      lastRunAt: iso(s.ran.monitors[m.id]),
      checks: m.checks.map((c) => ({ ...c, lastRunAt: iso(s.ran.checks[c.id]) })),
    })),
    cron: s.cron,
  }
}

const SAVED_AT = '2026-01-01T00:00:01.000Z'

function at(s: Snapshot, iso: string): Snapshot {
  return { ...structuredClone(s), fetchedAt: iso }
}

describe('OfflineCache', () => {
  let clock: FakeClock
  let store: CountingStore
  let log: ReturnType<typeof recordingLogger>
  let cache: OfflineCache

  beforeEach(() => {
    clock = new FakeClock()
    store = new CountingStore()
    log = recordingLogger()
    cache = new OfflineCache({ store, clock, logger: log.logger, debounceMs: 1_000 })
  })

  it('writes after the debounce, with a schema version, and loads it back', async () => {
    cache.save(sample)
    await clock.advance(999)
    expect(store.sets).toBe(0)
    await clock.advance(1)
    await cache.flush()
    expect(store.sets).toBe(1)
    expect(await store.get('snapshot-cache')).toMatchObject({
      schemaVersion: 2,
      savedAt: '2026-01-01T00:00:01.000Z',
    })

    const fresh = new OfflineCache({ store, clock, logger: log.logger })
    expect(await fresh.load()).toEqual({
      snapshot: sample,
      savedAt: '2026-01-01T00:00:01.000Z',
      owner: null,
    })
  })

  it('coalesces saves inside the debounce window into one write of the latest snapshot', async () => {
    const latest = snapshot([withCheck(monitor(1), { result: 'failed' })])
    cache.save(sample)
    await clock.advance(300)
    cache.save(at(sample, '2026-01-01T00:00:00.300Z'))
    cache.save(latest)
    await clock.advance(1_000)
    await cache.flush()
    expect(store.sets).toBe(1)
    expect((await new OfflineCache({ store, clock, logger: log.logger }).load())?.snapshot).toEqual(
      latest,
    )
  })

  it('does not write a snapshot whose content did not change, until the refresh age', async () => {
    cache.save(sample)
    await cache.flush()
    for (let i = 1; i <= 5; i += 1) {
      await clock.advance(30_000)
      cache.save(at(sample, new Date(clock.now()).toISOString())) // only the sweep time differs
      await cache.flush()
    }
    expect(store.sets).toBe(1)
    await clock.advance(10 * 60_000)
    cache.save(at(sample, new Date(clock.now()).toISOString()))
    await cache.flush()
    expect(store.sets).toBe(2)
    // A real change is written at once (after the debounce).
    cache.save(snapshot([monitor(9)]))
    await cache.flush()
    expect(store.sets).toBe(3)
  })

  it('sets no timer for an unchanged picture until its rewrite is due, which a later save finds', async () => {
    cache.save(sample)
    await clock.advance(1_000)
    expect(store.sets).toBe(1)
    for (let i = 1; i <= 5; i += 1) {
      await clock.advance(30_000)
      cache.save(at(sample, new Date(clock.now()).toISOString()))
      expect(clock.pendingTimers()).toBe(0) // no wakeup between sweeps for nothing
    }
    await clock.advance(10 * 60_000)
    cache.save(at(sample, new Date(clock.now()).toISOString()))
    expect(clock.pendingTimers()).toBe(1)
    await clock.advance(1_000)
    expect(store.sets).toBe(2)
    cache.save(snapshot([monitor(9)]))
    expect(clock.pendingTimers()).toBe(1)
    await clock.advance(1_000)
    expect(store.sets).toBe(3)
  })

  it('counts results, snoozes, maintenance and the monitor list as changes, not run times', async () => {
    cache.save(sample)
    await cache.flush()
    const moved = structuredClone(sample)
    moved.ran.checks[10] = Date.parse('2026-01-01T00:01:00.000Z')
    moved.monitors[0]!.checks[0]!.summary = 'Up (120 ms)'
    moved.ran.monitors[1] = Date.parse('2026-01-01T00:01:00.000Z')
    moved.cron[1]![0]!.lastPingAt = '2026-01-01T00:01:00.000Z'
    cache.save(moved)
    await cache.flush()
    expect(store.sets).toBe(1)
    const changes: ((s: Snapshot) => void)[] = [
      (s) => (s.monitors[1]!.checks[0]!.result = 'failed'),
      (s) => (s.monitors[1]!.checks[0]!.snoozedUntil = '2026-01-01T02:00:00.000Z'),
      (s) => (s.monitors[1]!.maintenance = sample.monitors[0]!.maintenance),
      (s) => (s.cron[1]![0]!.result = 'pingFailed'),
      (s) => s.monitors.pop(),
      (s) => (s.monitors[0]!.label = 'renamed.example'),
      (s) => (s.unreadable = { count: 1, reasons: ['monitor 3: id is not an id'] }),
    ]
    let expected = 1
    for (const change of changes) {
      const next = structuredClone(sample)
      change(next)
      cache.save(next)
      await cache.flush()
      expect(store.sets).toBe((expected += 1))
      cache.save(sample) // back to the reference picture: a change again
      await cache.flush()
      expect(store.sets).toBe((expected += 1))
    }
  })

  it('writes a change saved while the write before it was still under way', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const slow = new CountingStore()
    const set = slow.set.bind(slow)
    slow.set = async (key, value) => {
      await held
      await set(key, value)
    }
    const slowCache = new OfflineCache({ store: slow, clock, logger: log.logger })
    slowCache.save(sample)
    const first = slowCache.flush()
    const changed = snapshot([withCheck(monitor(1), { result: 'failed' })])
    slowCache.save(changed)
    release()
    await first
    await slowCache.flush()
    expect(slow.sets).toBe(2)
    expect(
      (await new OfflineCache({ store: slow, clock, logger: log.logger }).load())?.snapshot,
    ).toEqual(changed)
  })

  it('does not rewrite what it just loaded', async () => {
    cache.save(sample)
    await cache.flush()
    const restarted = new OfflineCache({ store, clock, logger: log.logger })
    await restarted.load()
    restarted.save(at(sample, '2026-01-01T00:05:00.000Z'))
    await restarted.flush()
    expect(store.sets).toBe(1)
  })

  it('flush writes a pending save at once and later timers do not write twice', async () => {
    cache.save(sample)
    await cache.flush()
    expect(store.sets).toBe(1)
    await clock.advance(5_000)
    expect(store.sets).toBe(1)
    await cache.flush() // nothing pending
    expect(store.sets).toBe(1)
  })

  it('survives a failed write with a warning and retries on the next save', async () => {
    store.failNext = true
    cache.save(sample)
    await cache.flush()
    expect(log.lines).toEqual([
      {
        level: 'warn',
        message: 'Offline cache could not be written',
        fields: { error: 'disk full' },
      },
    ])
    cache.save(at(sample, '2026-01-01T00:01:00.000Z'))
    await cache.flush()
    expect(store.sets).toBe(1)
  })

  it('sets an invalid record aside as a backup, warns and starts empty', async () => {
    const broken = {
      schemaVersion: 1,
      savedAt: '2026-01-01T00:00:00.000Z',
      snapshot: { fetchedAt: 'yesterday', monitors: [] },
    }
    await store.set('snapshot-cache', broken)
    expect(await cache.load()).toBeNull()
    expect(await store.get('snapshot-cache')).toBeUndefined()
    const backupKey = 'snapshot-cache.corrupt-20260101T000000000Z'
    expect(store.keys()).toEqual([backupKey])
    expect(await store.get(backupKey)).toEqual(broken)
    expect(log.lines).toHaveLength(1)
    expect(log.lines[0]).toMatchObject({
      level: 'warn',
      message: 'Offline cache set aside; starting without it',
    })
    expect(log.lines[0]!.fields?.problem).toMatch(/^invalid at snapshot\.fetchedAt/)
  })

  it('backs up by copy on a store without rename', async () => {
    const inner = new MemoryKeyValueStore()
    const plain = {
      get: inner.get.bind(inner),
      set: inner.set.bind(inner),
      delete: inner.delete.bind(inner),
    }
    await plain.set('snapshot-cache', { schemaVersion: 1 })
    const c = new OfflineCache({ store: plain, clock, logger: log.logger })
    expect(await c.load()).toBeNull()
    expect(inner.keys()).toEqual(['snapshot-cache.corrupt-20260101T000000000Z'])
    expect(await inner.get('snapshot-cache.corrupt-20260101T000000000Z')).toEqual({
      schemaVersion: 1,
    })
  })

  it('sets aside records from a newer version and values that are not records at all', async () => {
    for (const value of [{ schemaVersion: 7, savedAt: 'x', snapshot: {} }, 'hello', [1, 2], 42]) {
      await store.set('snapshot-cache', value)
      expect(await cache.load()).toBeNull()
      await clock.advance(1_000) // a distinct backup key each time
    }
    expect(store.keys()).toHaveLength(4)
    expect(log.lines.map((l) => l.fields?.problem)).toEqual([
      'written by a newer version (schema 7)',
      'not an offline cache record',
      'not an offline cache record',
      'not an offline cache record',
    ])
  })

  it('migrates a v0 record (bare snapshot, no cron, maintenance or snooze) to v1', async () => {
    const v0 = {
      fetchedAt: '2025-12-31T23:00:00.000Z',
      monitors: [
        {
          id: 1,
          teamId: 1,
          label: 'old.example',
          url: 'https://old.example',
          type: 'http',
          groupName: '',
          tags: ['prod'],
          result: 'failed',
          lastRunAt: null,
          checks: [
            {
              id: 10,
              type: 'uptime',
              label: 'Uptime',
              enabled: true,
              result: 'failed',
              summary: 'Down',
              lastRunAt: null,
            },
          ],
        },
      ],
    }
    await store.set('snapshot-cache', v0)
    const loaded = await cache.load()
    expect(loaded?.savedAt).toBe('2025-12-31T23:00:00.000Z')
    expect(loaded?.snapshot.cron).toEqual({})
    expect(loaded?.snapshot.monitors[0]).toMatchObject({
      label: 'old.example',
      maintenance: null,
      tags: ['prod'],
    })
    expect(loaded?.snapshot.monitors[0]!.checks[0]).toMatchObject({
      result: 'failed',
      snoozedUntil: null,
    })
    // Stored again in the current format, which loads back to the same snapshot.
    expect(await store.get('snapshot-cache')).toMatchObject({ schemaVersion: 2 })
    expect((await new OfflineCache({ store, clock, logger: log.logger }).load())?.snapshot).toEqual(
      loaded!.snapshot,
    )
    expect(log.lines).toEqual([
      { level: 'info', message: 'Offline cache migrated', fields: { from: 0, to: 2 } },
    ])
  })

  it('migrates a v1 record (named fields) to v2 (tuples) without losing anything', async () => {
    const v1 = { schemaVersion: 1, savedAt: '2026-01-01T00:00:00.500Z', snapshot: inline(sample) }
    await store.set('snapshot-cache', v1)
    const loaded = await cache.load()
    expect(loaded).toEqual({ snapshot: sample, savedAt: '2026-01-01T00:00:00.500Z', owner: null })
    expect(log.lines).toEqual([
      { level: 'info', message: 'Offline cache migrated', fields: { from: 1, to: 2 } },
    ])
    const stored = (await store.get('snapshot-cache')) as {
      schemaVersion: number
      snapshot: { monitors: unknown[] }
    }
    expect(stored.schemaVersion).toBe(2)
    expect(Array.isArray(stored.snapshot.monitors[0])).toBe(true)
    const again = await new OfflineCache({ store, clock, logger: log.logger }).load()
    expect(again?.snapshot).toEqual(sample)
  })

  it('keeps what could not be read; a record from before that field reads as nothing unreadable', async () => {
    const unreadable = { count: 2, reasons: ['monitor 9: checks is not a list'] }
    cache.save({ ...sample, unreadable })
    await cache.flush()
    const loaded = await new OfflineCache({ store, clock, logger: log.logger }).load()
    expect(loaded?.snapshot.unreadable).toEqual(unreadable)

    const stored = (await store.get('snapshot-cache')) as { snapshot: Record<string, unknown> }
    delete stored.snapshot.unreadable
    await store.set('snapshot-cache', stored)
    const older = await new OfflineCache({ store, clock, logger: log.logger }).load()
    expect(older?.snapshot.unreadable).toEqual({ count: 0, reasons: [] })
  })

  it('stores monitors and checks as tuples and still validates every field on load', async () => {
    cache.save(sample)
    await cache.flush()
    const stored = (await store.get('snapshot-cache')) as {
      snapshot: { monitors: unknown[][] }
    }
    const first = stored.snapshot.monitors[0]!
    expect(first.slice(0, 9)).toEqual([
      sample.monitors[0]!.id,
      sample.monitors[0]!.teamId,
      sample.monitors[0]!.label,
      sample.monitors[0]!.url,
      sample.monitors[0]!.type,
      sample.monitors[0]!.groupName,
      sample.monitors[0]!.tags,
      sample.monitors[0]!.result,
      RAN,
    ])
    expect((first[9] as unknown[][])[0]![6]).toBe(RAN)
    expect((stored.snapshot.monitors[1]! as unknown[])[8]).toBeNull()
    expect(first[10]).toEqual(sample.monitors[0]!.maintenance)
    // A check whose result is not one of the known ones: set aside, not loaded.
    ;(first[9] as unknown[][])[0]![4] = 'sideways'
    await store.set('snapshot-cache', stored)
    expect(await new OfflineCache({ store, clock, logger: log.logger }).load()).toBeNull()
    expect(log.lines.at(-1)?.fields?.problem).toMatch(/^invalid at snapshot\.monitors\.0\.9\.0\.4/)
  })

  it('writes the same JSON as the stored record, each monitor made a tuple as it is written', () => {
    const unreadable = { count: 1, reasons: ['monitor 3: id is not an id'] }
    for (const owner of [null, 'https://a.example']) {
      const record = [SAVED_AT, { ...sample, unreadable }, owner] as const
      expect(JSON.stringify(toWrittenRecord(...record))).toBe(
        JSON.stringify(toStoredRecord(...record)),
      )
    }
  })

  it('records whose snapshot it is (never a token) and clear() removes it, pending write included', async () => {
    cache.setOwner('https://a.example')
    cache.save(sample)
    await clock.advance(2_000)
    await cache.flush()
    const raw = (await store.get(cache.key)) as Record<string, unknown>
    expect(raw.owner).toBe('https://a.example')
    const loaded = await new OfflineCache({ store, clock, logger: log.logger }).load()
    expect(loaded?.owner).toBe('https://a.example')

    cache.save(at(sample, '2026-01-01T01:00:00.000Z'))
    await cache.clear()
    await clock.advance(10_000)
    await cache.flush()
    expect(await store.get(cache.key)).toBeUndefined()
    expect(await new OfflineCache({ store, clock, logger: log.logger }).load()).toBeNull()
  })
})

describe('OfflineCache on real files', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'uptray-offline-cache-'))
  })
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('round-trips through the file store', async () => {
    const clock = new FakeClock()
    const { logger } = recordingLogger()
    const cache = new OfflineCache({ store: new FileStore(dir), clock, logger })
    cache.save(sample)
    await cache.flush()
    const again = await new OfflineCache({ store: new FileStore(dir), clock, logger }).load()
    expect(again?.snapshot).toEqual(sample)
  })

  it('keeps a corrupt file byte for byte as a backup file and starts empty', async () => {
    const garbage = '{"schemaVersion":1,"savedAt":"2026-01-01T00:00:00.000Z","snapshot":{"monit'
    await writeFile(join(dir, 'snapshot-cache.json'), garbage)
    const { logger, lines } = recordingLogger()
    const cache = new OfflineCache({ store: new FileStore(dir), clock: new FakeClock(), logger })
    expect(await cache.load()).toBeNull()
    expect(await readdir(dir)).toEqual(['snapshot-cache.corrupt-20260101T000000000Z.json'])
    expect(
      await readFile(join(dir, 'snapshot-cache.corrupt-20260101T000000000Z.json'), 'utf8'),
    ).toBe(garbage)
    expect(lines[0]?.fields?.problem).toMatch(/^unreadable: .*does not contain valid JSON/)
    // And the app carries on: the next save writes a fresh cache.
    cache.save(sample)
    await cache.flush()
    expect((await readdir(dir)).sort()).toEqual([
      'snapshot-cache.corrupt-20260101T000000000Z.json',
      'snapshot-cache.json',
    ])
  })
})
