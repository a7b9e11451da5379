// The stores views and components reach the app through (none of them imports the bridge: a lint
// rule holds that): the shell's operations, "Coming up", the notification destinations, Seen,
// the timeline's following and one monitor's changes, a check page's cron list, team zones.
// Each asks the (fake) bridge what the component asked before, and answers as it did.
import { flushPromises } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { useComingUpStore } from '@src/stores/coming-up'
import { useCronStore } from '@src/stores/cron'
import { useDestinationsStore } from '@src/stores/destinations'
import { useRemindersStore } from '@src/stores/reminders'
import { useSettingsStore } from '@src/stores/settings'
import { useShellStore } from '@src/stores/shell'
import { usePopoverStore } from '@src/stores/popover'
import { useTimelineStore } from '@src/stores/timeline'
import { useToastStore } from '@src/stores/toasts'
import { cronState, syncStatus } from './fixtures'
import { freshFake } from './setup'

const emptyPage = { events: [], total: 0, unreadable: 0 }

describe('shell store', () => {
  it('opens the dashboard at a monitor, at a check page, and links outside', async () => {
    const fake = freshFake()
    const shell = useShellStore()
    await shell.openDashboard(4)
    await shell.openDashboard(4, 'uptime')
    await shell.openDashboard(null)
    expect(fake.callsTo('openDashboard')).toEqual([[4], [4, 'uptime'], [null]])
    fake.answer('openExternal', () => ({ ok: false, message: 'only https links open' }))
    expect(await shell.openExternal('http://x.test')).toEqual({
      ok: false,
      message: 'only https links open',
    })
    expect(shell.linksOpenThemselves()).toBe(false)
  })
})

describe('shell store: navigation', () => {
  it('follows the shell to a monitor, a check page and a view, until stopped', () => {
    const fake = freshFake()
    const went: string[] = []
    const stop = useShellStore().followNavigation((path) => went.push(path))
    fake.emit('navigate:monitor', 4)
    fake.emit('navigate:check', { monitorId: 4, checkType: 'uptime' })
    // A type the route cannot hold opens the monitor.
    fake.emit('navigate:check', { monitorId: 4, checkType: '../x' })
    fake.emit('navigate:view', '/settings')
    stop()
    fake.emit('navigate:monitor', 5)
    expect(went).toEqual(['/monitor/4', '/monitor/4/check/uptime', '/monitor/4', '/settings'])
  })
})

describe('coming-up store', () => {
  it('keeps the items, and the error of a failed read until the next one works', async () => {
    const fake = freshFake()
    const item = {
      kind: 'snooze' as const,
      monitorId: 1,
      monitorLabel: 'api',
      checkType: null,
      text: 'soon',
      at: '',
    }
    fake.answer('comingUp', () => ({ items: [item], summary: null }))
    const store = useComingUpStore()
    await store.load()
    expect(store.items).toEqual([item])
    fake.answer('comingUp', () => Promise.reject(new Error('offline')))
    await store.load()
    expect([store.items, store.error]).toEqual([[item], 'offline'])
    fake.answer('comingUp', () => ({ items: [], summary: null }))
    await store.load()
    expect([store.items, store.error]).toEqual([[], null])
  })
})

describe('destinations store', () => {
  it('enables one, answers the outcome (a throw as a failure) and reads them again', async () => {
    const fake = freshFake()
    const store = useDestinationsStore()
    fake.answer('enableDestination', () => ({ ok: true, message: 'Enabled again.' }))
    expect(await store.enable(9)).toEqual({ ok: true, message: 'Enabled again.' })
    fake.answer('enableDestination', () => Promise.reject(new Error('gone')))
    expect(await store.enable(9)).toEqual({ ok: false, message: 'gone' })
    expect(fake.callsTo('enableDestination')).toEqual([[9], [9]])
    expect(fake.callsTo('destinations')).toHaveLength(2)
    expect(store.loaded).toBe(true)
  })
})

describe('reminders store', () => {
  it('Seen says how it went in a toast; a refusal says why', async () => {
    const fake = freshFake()
    const store = useRemindersStore()
    fake.answer('acknowledge', () => ({ ok: true, message: 'Seen: reminders for api stopped.' }))
    await store.seen(4)
    fake.answer('acknowledge', () => ({ ok: false, message: 'Sign in first.' }))
    await store.seen(4)
    expect(fake.callsTo('acknowledge')).toEqual([[4], [4]])
    expect(useToastStore().toasts.map((t) => [t.kind, t.title])).toEqual([
      ['success', 'Seen: reminders for api stopped.'],
      ['error', 'Marking as seen failed: Sign in first.'],
    ])
  })
})

describe('timeline store', () => {
  it('follows snapshots and changes of sync state until stopped', async () => {
    const fake = freshFake()
    fake.answer('timeline', () => emptyPage)
    const store = useTimelineStore()
    const stop = store.follow()
    fake.emit('sync:changed', syncStatus({ state: 'syncing' }))
    fake.emit('sync:changed', syncStatus({ state: 'syncing' })) // the same state: no read
    fake.emit('sync:changed', syncStatus({ state: 'ok' }))
    await flushPromises()
    expect(fake.callsTo('timeline')).toHaveLength(2)
    stop()
    fake.emit('sync:changed', syncStatus({ state: 'offline' }))
    await flushPromises()
    expect(fake.callsTo('timeline')).toHaveLength(2)
  })

  it("reads one monitor's newest changes whatever the filters say", async () => {
    const fake = freshFake()
    fake.answer('timeline', () => emptyPage)
    const store = useTimelineStore()
    store.filters.kind = 'alert'
    expect(await store.changesOf(4, 100)).toEqual(emptyPage)
    expect(fake.callsTo('timeline')).toEqual([[{ monitorId: 4, kinds: ['change'], limit: 100 }]])
  })
})

describe('cron store', () => {
  it("reads one monitor's cron checks and keeps them for the list", async () => {
    const fake = freshFake()
    const job = cronState({ id: 70 })
    fake.answer('cronChecks', () => [job])
    const store = useCronStore()
    expect(await store.read(3)).toEqual([job])
    expect(store.lists[3]).toEqual([job])
    await store.remove(70)
    expect(fake.callsTo('deleteCronCheck')).toEqual([[70]])
  })
})

describe('settings store: team zones', () => {
  it('keeps the zones, or why they could not be read', async () => {
    const fake = freshFake()
    const zone = { teamId: 1, teamName: 'Ops', zone: 'Europe/Brussels', source: 'setting' as const }
    fake.answer('teamZones', () => [zone])
    const store = useSettingsStore()
    await store.loadTeamZones()
    expect(store.teamZones).toEqual([zone])
    fake.answer('teamZones', () => Promise.reject(new Error('offline')))
    await store.loadTeamZones()
    expect(store.teamZonesError).toBe('offline')
  })
})

describe('summary store: the popover row actions', () => {
  it('Snooze names the row checks in one bulk run; a monitor the app no longer knows says so', async () => {
    const fake = freshFake()
    fake.answer('bulk', (request) => ({
      kind: request.kind,
      total: 0,
      done: 0,
      running: false,
      results: [],
    }))
    const row = { id: 4, label: 'api', health: 'failed' as const, checkIds: [41, 43], checks: [] }
    const result = await usePopoverStore().act('snooze', row)
    expect(fake.callsTo('bulk')).toEqual([
      [{ kind: 'snooze', minutes: 60, monitorIds: [4], checkIds: [41, 43] }],
    ])
    expect(result).toEqual({ ok: false, message: 'The app no longer knows this monitor.' })
    fake.answer('startMaintenance', () => Promise.reject(new Error('offline')))
    expect(await usePopoverStore().act('maintenance', row)).toEqual({
      ok: false,
      message: 'Could not do that: offline',
    })
  })
})
