// The recorder: every action of the operation table recorded in one place, with names; settings
// that change what alerts as sentences; a sync problem as one row per episode.
import { describe, expect, it } from 'vitest'
import { MemoryKeyValueStore } from '@app/adapters/memory-stores'
import { ACTION_TARGETS, actionWhat } from '@app/core/engine/timeline-actions'
import { TimelineLog } from '@app/core/engine/timeline-log'
import { createTimelineRecorder } from '@app/core/engine/timeline-recorder'
import type { ActionResult } from '@app/shared/app-service-api'
import type { SyncState, SyncStatus } from '@app/shared/model'
import { OPERATIONS, type RecordsAction } from '@app/shared/operations'
import { DEFAULT_SETTINGS, mergeSettings, type Settings } from '@app/shared/settings'
import { FakeClock } from '../../helpers/fake-clock'
import { cron, monitor, snapshot, withCheck } from './snapshot-fixtures'

const silent = { info: () => {}, warn: () => {}, error: () => {} }
const T0 = Date.UTC(2026, 0, 1, 3, 18, 0)

/** Every operation that changes something at the service or in what alerts. */
const ACTIONS = [
  'snoozeCheck',
  'unsnoozeCheck',
  'rerunCheck',
  'setCheckEnabled',
  'snoozeCronCheck',
  'unsnoozeCronCheck',
  'startMaintenance',
  'stopMaintenance',
  'scheduleMaintenance',
  'updateMaintenance',
  'deleteMaintenance',
  'createRecurringMaintenance',
  'updateRecurringMaintenance',
  'deleteRecurringMaintenance',
  'deleteDowntime',
  'postStatusUpdate',
  'editStatusUpdate',
  'deleteStatusUpdate',
  'createStatusPage',
  'deleteStatusPage',
  'setStatusPageMonitors',
  'snoozeHealthCheck',
  'unsnoozeHealthCheck',
  'enableDestination',
  'createDestination',
  'updateDestination',
  'testDestination',
  'disableDestination',
  'deleteDestination',
  'createCronCheck',
  'updateCronCheck',
  'deleteCronCheck',
  'acknowledge',
  'updateSettings',
  'createTag',
  'tagMonitors',
  'createTagGroup',
  'updateTagGroup',
  'deleteTagGroup',
  'createMonitor',
  'updateMonitor',
  'deleteMonitor',
  'createManagedTeam',
  'updateManagedTeam',
  'decoupleManagedTeam',
  'deleteManagedTeam',
  'addManagedTeamUser',
  'managedTeamLoginLink',
]

function rig() {
  const clock = new FakeClock({ start: T0 })
  const log = new TimelineLog({ store: new MemoryKeyValueStore(), clock, logger: silent })
  const current = snapshot(
    [
      withCheck(monitor(1, { label: 'shop.example.com' }), { id: 10, label: 'Uptime' }),
      monitor(2, { label: 'api.example.com' }),
    ],
    { 1: [cron(77, 1, { name: 'Nightly backup' })] },
  )
  let settings: Settings = DEFAULT_SETTINGS
  const recorder = createTimelineRecorder({
    log,
    clock,
    snapshot: () => current,
    monitorOfCheck: (id) => (id === 10 ? 1 : undefined),
    monitorOfCronCheck: (id) => (id === 77 ? 1 : undefined),
    destinationName: (id) => (id === 5 ? 'Slack #ops' : undefined),
    teamName: (id) => (id === 3 ? 'Platform' : undefined),
    settings: () => settings,
  })
  const texts = () =>
    log
      .all()
      .filter((e) => e.kind === 'action')
      .map((e) => e.text)
  const setSettings = (next: Settings) => (settings = next)
  return { clock, log, recorder, texts, setSettings }
}

const ok =
  (message: string) =>
  async (..._args: unknown[]): Promise<ActionResult> => ({ ok: true, message })

function status(state: SyncState, message: string | null = null): SyncStatus {
  return {
    state,
    stale: false,
    lastSuccessAt: null,
    nextSweepAt: null,
    offlineSince: null,
    rateLimitedUntil: null,
    budgetUsed: 0,
    message,
    errorKind: null,
    notice: null,
    warnings: [],
  }
}

describe('actions in the timeline', () => {
  it('every operation of the operation table is listed as an action or not', () => {
    const unlisted = Object.keys(OPERATIONS).filter((op) => !(op in ACTION_TARGETS))
    expect(unlisted).toEqual([])
    const actions = Object.keys(ACTION_TARGETS).filter((op) => ACTION_TARGETS[op] !== null)
    expect(actions.sort()).toEqual([...ACTIONS].sort())
  })

  it("what is recorded, and a failure's verb, come from the operation table's flag", () => {
    const none = { monitorId: null, checkId: null, checkType: null, name: null, key: null }
    for (const [operation, entry] of Object.entries(OPERATIONS)) {
      const record = (entry as { recordsAction?: RecordsAction }).recordsAction
      expect(ACTION_TARGETS[operation]).toBe(record?.target ?? null)
      if (record) expect(actionWhat(operation, [1, true], none)).toBe(record.verb)
    }
    // The one verb that depends on the arguments.
    expect(actionWhat('setCheckEnabled', [1, false], none)).toBe('disable')
  })

  it('records cron, destination, maintenance and check actions with names, and no reads', async () => {
    const { recorder, texts, log } = rig()
    const service = recorder.wrapActions({
      createCronCheck: ok('Created the cron check Hourly sync.'),
      updateCronCheck: ok('Saved the cron check Nightly backup.'),
      deleteCronCheck: ok('Deleted the cron check Nightly backup.'),
      snoozeCronCheck: ok('Snoozed the cron check for 60 minutes.'),
      enableDestination: ok('Slack #ops is enabled again.'),
      startMaintenance: async (..._args: unknown[]): Promise<ActionResult> => ({
        ok: false,
        message: 'Resource not found.',
      }),
      snoozeCheck: ok('Snoozed Uptime on shop.example.com for 60 minutes.'),
      uptime: async (..._args: unknown[]) => [],
    })
    await service.createCronCheck(1, { name: 'Hourly sync' })
    await service.updateCronCheck(77, { name: 'Nightly backup' })
    await service.deleteCronCheck(77)
    await service.snoozeCronCheck(77, 60)
    await service.enableDestination(5)
    await service.startMaintenance(2, 3600)
    await service.snoozeCheck(10, 60)
    await service.uptime(1, '24h')
    expect(texts()).toEqual([
      'This app: Created the cron check Hourly sync.',
      'This app: Saved the cron check Nightly backup.',
      'This app: Deleted the cron check Nightly backup.',
      "This app: Snoozed the cron check for 60 minutes. (the cron job 'Nightly backup' on shop.example.com)",
      'This app: Slack #ops is enabled again.',
      'This app could not start maintenance on api.example.com: Resource not found.',
      'This app: Snoozed Uptime on shop.example.com for 60 minutes.',
    ])
    const rows = log.all()
    expect(rows.find((e) => e.type === 'deleteCronCheck')).toMatchObject({
      monitorId: 1,
      checkId: 77,
      checkType: 'cron',
    })
    expect(rows.find((e) => e.type === 'snoozeCheck')).toMatchObject({
      monitorId: 1,
      checkType: 'uptime',
    })
    expect(rows.some((e) => e.type === 'uptime')).toBe(false)
  })

  it('records each change to what alerts as a sentence with names, and nothing for the rest', async () => {
    const { recorder, texts, setSettings } = rig()
    let settings = DEFAULT_SETTINGS
    const service = recorder.wrapActions({
      updateSettings: async (patch: Parameters<typeof mergeSettings>[1]) => {
        settings = mergeSettings(settings, patch)
        setSettings(settings)
        return { ok: true, message: 'Settings saved.' } as ActionResult
      },
    })
    await service.updateSettings({ notifications: { pausedUntil: '2026-01-01T04:18:00.000Z' } })
    await service.updateSettings({ notifications: { pausedUntil: null } })
    await service.updateSettings({
      notifications: { quietHours: { enabled: true, start: '22:00', end: '07:00' } },
    })
    await service.updateSettings({
      notifications: {
        rules: [
          { scope: 'monitor', value: '2', mode: 'never' },
          { scope: 'team', value: '3', mode: 'failures' },
        ],
      },
    })
    await service.updateSettings({
      notifications: { rules: [{ scope: 'monitor', value: '2', mode: 'always' }] },
    })
    await service.updateSettings({ theme: 'dark' })
    expect(texts()).toEqual([
      'This app: Paused notifications until 2026-01-01 04:18 UTC.',
      'This app: Resumed notifications.',
      'This app: Turned quiet hours on: 22:00 to 07:00 local time.',
      'This app: Added the rule "Monitor api.example.com: never notify".',
      'This app: Added the rule "Monitors of team Platform: notify on failures only".',
      'This app: Changed the rule to "Monitor api.example.com: always notify".',
      'This app: Removed the rule "Monitors of team Platform: notify on failures only".',
    ])
  })
})

describe('sync problems in the timeline', () => {
  it('one row per episode, however many sweeps failed, ended with its time', async () => {
    const { recorder, log, clock } = rig()
    const raw = 'GET /api/monitors?page%5Bnumber%5D=1 failed: fetch failed (ECONNREFUSED)'
    recorder.onEvent({ type: 'sync', status: status('ok') })
    recorder.onEvent({ type: 'sync', status: status('offline', raw) })
    for (let i = 0; i < 4; i += 1) {
      await clock.advance(15_000)
      recorder.onEvent({ type: 'sync', status: status('syncing') })
      recorder.onEvent({ type: 'sync', status: status('offline', raw) })
    }
    await clock.advance(1_000)
    recorder.onEvent({ type: 'sync', status: status('syncing') })
    recorder.onEvent({ type: 'sync', status: status('ok') })
    const rows = log.all().filter((e) => e.kind === 'sync')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      type: 'offline',
      from: new Date(T0).toISOString(),
      to: new Date(T0 + 61_000).toISOString(),
    })
    expect(rows[0]!.text).toBe(
      'Offline from 2026-01-01 03:18 UTC to 03:19 UTC: the service did not answer. Back to normal.',
    )
  })

  it('a restart in the middle of an episode goes on with the same row', async () => {
    const { recorder, log, clock } = rig()
    recorder.onEvent({ type: 'sync', status: status('ok') })
    recorder.onEvent({ type: 'sync', status: status('rate-limited') })
    const again = createTimelineRecorder({
      log,
      clock,
      snapshot: () => null,
      monitorOfCheck: () => undefined,
      monitorOfCronCheck: () => undefined,
    })
    await clock.advance(120_000)
    again.onEvent({ type: 'sync', status: status('syncing') })
    again.onEvent({ type: 'sync', status: status('ok') })
    const rows = log.all().filter((e) => e.kind === 'sync')
    expect(rows).toHaveLength(1)
    expect(rows[0]!.text).toMatch(/^Rate-limited from .* to 03:20 UTC: .*Back to normal\.$/)
  })
})
