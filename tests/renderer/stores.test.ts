import { flushPromises } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { useCronStore } from '@src/stores/cron'
import { useMonitorDetailStore } from '@src/stores/monitor-detail'
import { useMonitorsStore } from '@src/stores/monitors'
import { useSessionStore } from '@src/stores/session'
import { useSettingsStore } from '@src/stores/settings'
import { useStatusPagesStore } from '@src/stores/status-pages'
import { useSyncStore } from '@src/stores/sync'
import { useToastStore } from '@src/stores/toasts'
import { SIGNED_OUT, check, cronState, monitor, snapshot, syncStatus } from './fixtures'
import { freshFake } from './setup'

const twoMonitors = () =>
  snapshot([
    monitor({ id: 1, checks: [check({ id: 11 })] }),
    monitor({
      id: 2,
      result: 'failed',
      checks: [check({ id: 21, result: 'failed' }), check({ id: 22, type: 'cron', label: 'Cron' })],
    }),
  ])

describe('monitors store', () => {
  it('loads the snapshot, follows pushes and derives rows and counts', async () => {
    const fake = freshFake({ snapshot: twoMonitors() })
    const store = useMonitorsStore()
    await store.load()
    expect(store.counts).toMatchObject({ total: 2, failed: 1 })
    expect(
      store.rows
        .filter((r) => r.kind === 'monitor')
        .map((r) => r.kind === 'monitor' && r.monitor.id),
    ).toEqual([2, 1])

    fake.pushSnapshot(snapshot([monitor({ id: 3 })]))
    expect(store.monitors.map((m) => m.id)).toEqual([3])
    store.filters.search = 'no-such-thing'
    expect(store.rows).toEqual([])
  })

  it('snoozes optimistically and keeps the change when the app accepts it', async () => {
    const fake = freshFake({ snapshot: twoMonitors() })
    const store = useMonitorsStore()
    await store.load()
    let resolve!: (v: { ok: true; message: string }) => void
    fake.answer('snoozeCheck', () => new Promise((r) => (resolve = r)))

    const done = store.snooze(21, 60)
    expect(store.byId(2)?.checks[0]?.snoozedUntil).not.toBeNull() // before the answer
    resolve({ ok: true, message: 'Snoozed for 1 hour' })
    expect(await done).toBe(true)
    expect(fake.callsTo('snoozeCheck')).toEqual([[21, 60, 2]])
    expect(useToastStore().toasts.at(-1)).toMatchObject({
      kind: 'success',
      title: 'Snoozed for 1 hour',
    })
  })

  it('rolls back a refused action and says what failed and what to do', async () => {
    const fake = freshFake({ snapshot: twoMonitors() })
    const store = useMonitorsStore()
    await store.load()
    fake.answer('setCheckEnabled', () => ({ ok: false, message: 'the service answered 500' }))
    expect(await store.setEnabled(11, false)).toBe(false)
    expect(store.byId(1)?.checks[0]?.enabled).toBe(true)
    const toast = useToastStore().toasts.at(-1)
    expect(toast?.kind).toBe('error')
    expect(toast?.title).toContain(
      'Disable Uptime on site-1.example.com failed: the service answered 500',
    )
    expect(toast?.hint).toMatch(/try again/)
  })

  it('rolls back when the call itself throws (lost connection)', async () => {
    const fake = freshFake({ snapshot: twoMonitors() })
    const store = useMonitorsStore()
    await store.load()
    fake.answer('startMaintenance', () => Promise.reject(new Error('Lost the connection')))
    await store.startMaintenance(1, 3600)
    expect(store.byId(1)?.maintenance).toBeNull()
    expect(useToastStore().toasts.at(-1)?.title).toContain('Lost the connection')
  })

  it('applies stop maintenance, unsnooze and re-run through the bridge', async () => {
    const fake = freshFake({
      snapshot: snapshot([
        monitor({
          id: 1,
          maintenance: {
            startedAt: '2026-03-17T13:00:00Z',
            endsAt: '2099-01-01T00:00:00Z',
            name: null,
            periodId: 9,
          },
          checks: [check({ id: 11, snoozedUntil: '2099-01-01T00:00:00Z' })],
        }),
      ]),
    })
    const store = useMonitorsStore()
    await store.load()
    await store.stopMaintenance(1)
    await store.unsnooze(11)
    await store.rerun(11)
    expect(store.byId(1)?.maintenance).toBeNull()
    expect(store.byId(1)?.checks[0]?.snoozedUntil).toBeNull()
    expect(fake.calls.map((c) => c.method)).toEqual(
      expect.arrayContaining(['stopMaintenance', 'unsnoozeCheck', 'rerunCheck']),
    )
  })
})

describe('session store', () => {
  it('tests credentials and reports a refusal as a message', async () => {
    const fake = freshFake({ session: SIGNED_OUT })
    const store = useSessionStore()
    await store.load()
    expect(store.session?.signedIn).toBe(false)
    fake.answer('testCredentials', () => ({ ok: false, message: 'The token was rejected (401)' }))
    expect(await store.test({ baseUrl: 'https://ohdear.app', token: 'bad' })).toEqual({
      ok: false,
      message: 'The token was rejected (401)',
    })
    fake.answer('testCredentials', () => Promise.reject(new Error('socket closed')))
    expect(await store.test({ baseUrl: 'https://ohdear.app', token: 'x' })).toEqual({
      ok: false,
      message: 'socket closed',
    })
    expect(store.busy).toBe(false)
  })

  it('signs in, starts the demo and follows session pushes', async () => {
    const fake = freshFake({ session: SIGNED_OUT })
    const store = useSessionStore()
    await store.load()
    expect((await store.signIn({ baseUrl: 'https://ohdear.app', token: 'good' })).ok).toBe(true)
    expect(store.session?.signedIn).toBe(true)
    fake.emit('session:changed', SIGNED_OUT)
    expect(store.session?.signedIn).toBe(false)
    await store.startDemo()
    expect(store.session?.demo).toBe(true)
  })
})

describe('cron store', () => {
  const twoCron = () =>
    snapshot([1, 2].map((id) => monitor({ id, checks: [check({ id: id * 10, type: 'cron' })] })))
  const listed = (ids: number[]) =>
    ids.map((monitorId) => ({
      monitorId,
      checks: [cronState({ id: 8, monitorId, name: 'b-job' })],
    }))

  it('merges snapshot cron lists and fetches the missing monitors once', async () => {
    const fake = freshFake({
      snapshot: {
        ...twoMonitors(),
        cron: { 1: [cronState({ id: 7, monitorId: 1, name: 'a-job' })] },
      },
    })
    fake.answer('cronFill', (ids: number[]) => ({
      lists: listed(ids),
      failedIds: [],
      leftIds: [],
      retryInMs: null,
    }))
    await useMonitorsStore().load()
    const cron = useCronStore()
    await cron.loadAll()
    expect(fake.callsTo('cronFill')).toEqual([[[2]]])
    expect(cron.rows.map((r) => r.cron.name)).toEqual(['a-job', 'b-job'])
    expect(cron.missing).toEqual([])
  })

  it('asks again for the monitors left for later when the app says, and says how many wait', async () => {
    vi.useFakeTimers()
    try {
      const fake = freshFake({ snapshot: twoCron() })
      let calls = 0
      fake.answer('cronFill', (ids: number[]) =>
        ++calls === 1
          ? {
              lists: listed(ids.slice(0, 1)),
              failedIds: [],
              leftIds: ids.slice(1),
              retryInMs: 5000,
            }
          : { lists: listed(ids), failedIds: [], leftIds: [], retryInMs: null },
      )
      await useMonitorsStore().load()
      const cron = useCronStore()
      const done = cron.loadAll()
      await vi.advanceTimersByTimeAsync(0)
      expect(fake.callsTo('cronFill')).toEqual([[[1, 2]]])
      expect(cron.waiting).toBe(1)
      await vi.advanceTimersByTimeAsync(5000)
      expect(fake.callsTo('cronFill')).toHaveLength(1) // not before the budget's time
      await vi.advanceTimersByTimeAsync(250)
      await done
      expect(fake.callsTo('cronFill')).toEqual([[[1, 2]], [[2]]])
      expect(cron.missing).toEqual([])
      expect(cron.waiting).toBe(0)
      expect(cron.loading).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })

  it('names a monitor whose read failed and does not ask for it again; a closed page stops asking', async () => {
    vi.useFakeTimers()
    try {
      const fake = freshFake({ snapshot: twoCron() })
      fake.answer('cronFill', (ids: number[]) => ({
        lists: [],
        failedIds: ids.slice(0, 1),
        leftIds: ids.slice(1),
        retryInMs: 60_000,
      }))
      await useMonitorsStore().load()
      const cron = useCronStore()
      const done = cron.loadAll()
      await vi.advanceTimersByTimeAsync(0)
      expect(cron.failed).toEqual([useMonitorsStore().byId(1)!.label])
      cron.stop()
      await done
      await vi.advanceTimersByTimeAsync(120_000)
      expect(fake.callsTo('cronFill')).toEqual([[[1, 2]]])
      expect(cron.loading).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })

  it('rolls back a failed cron snooze', async () => {
    const fake = freshFake({ snapshot: { ...twoMonitors(), cron: { 1: [cronState({ id: 7 })] } } })
    await useMonitorsStore().load()
    const cron = useCronStore()
    fake.answer('snoozeCronCheck', () => ({ ok: false, message: 'not found' }))
    await cron.snooze(7, 60)
    expect(cron.rows[0]?.cron.snoozedUntil).toBeNull()
    expect(useToastStore().toasts.at(-1)?.title).toBe('Snooze nightly-backup failed: not found')
  })
})

describe('settings, sync, status pages and detail stores', () => {
  it('updates settings optimistically and applies the theme to the document', async () => {
    const fake = freshFake()
    const store = useSettingsStore()
    await store.load()
    await store.update({ theme: 'dark', notifications: { sound: true } })
    await flushPromises()
    expect(store.settings?.theme).toBe('dark')
    expect(store.settings?.notifications.sound).toBe(true)
    expect(store.settings?.notifications.notifyOnRecovery).toBe(true) // nested fields kept
    expect(document.documentElement.dataset.theme).toBe('dark')
    fake.answer('updateSettings', () => ({ ok: false, message: 'budget share out of range' }))
    await store.update({ budgetShare: 5 })
    expect(store.settings?.budgetShare).toBe(0.3)
  })

  it('follows sync pushes and reports a failed refresh', async () => {
    const fake = freshFake()
    const sync = useSyncStore()
    await sync.load()
    fake.emit('sync:changed', syncStatus({ state: 'offline' }))
    expect(sync.status?.state).toBe('offline')
    fake.answer('refreshNow', () => ({ ok: false, message: 'offline' }))
    await sync.refresh()
    expect(useToastStore().toasts.at(-1)?.title).toBe('Refresh failed: offline')
  })

  it('posts a status update, reloads pages, and keeps the draft on failure', async () => {
    const fake = freshFake()
    const pages = useStatusPagesStore()
    const draft = {
      statusPageId: 1,
      title: 'Investigating',
      text: 'Slow checkout',
      severity: 'warning' as const,
      pinned: false,
    }
    expect(await pages.post(draft)).toBe(true)
    expect(fake.callsTo('postStatusUpdate')).toEqual([[draft]])
    expect(fake.callsTo('statusPages')).toHaveLength(1)
    fake.answer('postStatusUpdate', () => ({ ok: false, message: 'title too long' }))
    expect(await pages.post(draft)).toBe(false)
    expect(useToastStore().toasts.at(-1)?.hint).toMatch(/text is kept/)
  })

  it('loads a monitor detail per range and ignores answers for a monitor no longer shown', async () => {
    const fake = freshFake()
    fake.answer('uptime', (id, range) => [
      { at: '2026-03-17T13:00:00Z', uptimePercentage: id === 1 ? 99 : 50 + range.length },
    ])
    const detail = useMonitorDetailStore()
    await detail.open(1)
    expect(detail.uptime.data?.[0]?.uptimePercentage).toBe(99)
    await detail.setRange('7d')
    expect(fake.callsTo('uptime')).toEqual([
      [1, '24h'],
      [1, '7d'],
    ])
    fake.answer('downtime', () => Promise.reject(new Error('429 rate limited')))
    await detail.open(2)
    expect(detail.downtime.error).toBe('429 rate limited')
    expect(fake.callsTo('maintenancePeriods')).toEqual([[1], [2]])
  })

  it('picks the response-time query by the monitor type, once the snapshot tells it', async () => {
    const fake = freshFake({ snapshot: snapshot([monitor({ id: 1, type: 'ping' })]) })
    const monitors = useMonitorsStore()
    const detail = useMonitorDetailStore()
    const metricCalls = () => [
      ...fake.callsTo('httpTimings').map((a) => ['http', ...a]),
      ...fake.callsTo('pingMetrics').map((a) => ['ping', ...a]),
      ...fake.callsTo('tcpMetrics').map((a) => ['tcp', ...a]),
    ]

    // Opened before the snapshot loaded: the type is unknown, so nothing is asked yet.
    await detail.open(1)
    expect(detail.responseKind).toBeUndefined()
    expect(metricCalls()).toEqual([])

    await monitors.load()
    await flushPromises()
    expect(detail.responseKind).toBe('ping')
    expect(metricCalls()).toEqual([['ping', 1, '24h']])
    expect(detail.responseTimes.data).toEqual({ kind: 'ping', points: [] })

    // Opening again refreshes: one more ask.
    await detail.open(1)
    await flushPromises()
    expect(metricCalls()).toHaveLength(2)

    // The monitor turns into a TCP monitor: the ping series goes and tcpMetrics is asked.
    fake.pushSnapshot(snapshot([monitor({ id: 1, type: 'tcp' })]))
    await flushPromises()
    expect(metricCalls().at(-1)).toEqual(['tcp', 1, '24h'])
    expect(detail.responseTimes.data?.kind).toBe('tcp')

    // And an AI monitor has none: no query, no error.
    fake.pushSnapshot(snapshot([monitor({ id: 1, type: 'ai' })]))
    await flushPromises()
    expect(detail.responseKind).toBeNull()
    expect(metricCalls()).toHaveLength(3)
    expect(detail.responseTimes).toEqual({ data: null, loading: false, error: null })
  })

  it('keeps the newest range when an older response-time answer arrives late', async () => {
    const fake = freshFake({ snapshot: snapshot([monitor({ id: 1, type: 'tcp' })]) })
    await useMonitorsStore().load()
    const pending = new Map<string, (points: unknown[]) => void>()
    fake.answer('tcpMetrics', (_id, range) => new Promise((done) => pending.set(range, done)))
    const detail = useMonitorDetailStore()
    void detail.open(1)
    void detail.setRange('7d')
    await flushPromises()
    // Each asked once: the type watch does not repeat what open() asked.
    expect(fake.callsTo('tcpMetrics')).toEqual([
      [1, '24h'],
      [1, '7d'],
    ])
    pending.get('7d')!([{ at: '2026-03-10T00:00:00Z', connectMs: 7, uptimePercentage: 100 }])
    await flushPromises()
    pending.get('24h')!([{ at: '2026-03-17T13:00:00Z', connectMs: 24, uptimePercentage: 100 }])
    await flushPromises()
    expect(detail.responseTimes.data).toEqual({
      kind: 'tcp',
      points: [{ at: '2026-03-10T00:00:00Z', connectMs: 7, uptimePercentage: 100 }],
    })
    expect(detail.responseTimes.loading).toBe(false)
  })
})
