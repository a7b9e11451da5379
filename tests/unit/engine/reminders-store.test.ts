// The stored reminders are read tolerantly: a bad item is set aside and counted, the good ones
// stay open and fall due on the clock; a record that is not a list loses nothing else. Quiet
// hours postpone without counting.
import { describe, expect, it } from 'vitest'
import { Reminders, REMINDERS_KEY } from '@app/core/engine/reminders'
import { MemoryKeyValueStore } from '@app/adapters/memory-stores'
import type { Alert } from '@app/shared/model'
import { DEFAULT_SETTINGS, type Settings } from '@app/shared/settings'
import { FakeClock } from '../../helpers/fake-clock'
import { check, monitor, snapshot } from './snapshot-fixtures'

const NOON = new Date(2026, 0, 1, 12, 0, 0).getTime()
const settings: Settings = {
  ...DEFAULT_SETTINGS,
  notifications: { ...DEFAULT_SETTINGS.notifications, remind: { everyMinutes: 5, maxTimes: 2 } },
}
const good = {
  key: 'check:10',
  monitorId: 1,
  event: {
    type: 'check.changed',
    at: new Date(NOON).toISOString(),
    monitorId: 1,
    monitorLabel: 'site-1.example',
    checkId: 10,
    checkType: 'uptime',
    from: 'succeeded',
    to: 'failed',
  },
  openedAt: NOON,
  lastAt: NOON,
  sent: 0,
}

async function setup(stored: unknown, given: Settings = settings) {
  const clock = new FakeClock({ start: NOON })
  const store = new MemoryKeyValueStore()
  await store.set(REMINDERS_KEY, stored)
  const alerts: Alert[] = []
  const warnings: unknown[] = []
  const failing = snapshot([monitor(1, { checks: [check(10, { result: 'failed' })] })])
  const reminders = new Reminders({
    clock,
    store,
    getSettings: () => given,
    snapshot: () => failing,
    emit: (alert) => alerts.push(alert),
    logger: { info: () => undefined, warn: (...a) => warnings.push(a), error: () => undefined },
  })
  await reminders.load()
  return { clock, store, reminders, alerts, warnings }
}

describe('stored reminders', () => {
  it('keeps the readable ones, sets the rest aside and counts them', async () => {
    const bad = [{ ...good, key: 'rm -rf' }, { ...good, monitorId: 'one' }, 'x']
    const { clock, reminders, alerts, warnings, store } = await setup([good, ...bad])
    expect(reminders.list().map((r) => r.key)).toEqual(['check:10'])
    expect(warnings).toEqual([['Some reminders could not be read', { unreadable: 3 }]])
    await clock.advance(5 * 60_000)
    expect(alerts.map((a) => a.title)).toEqual(['Still failing: site-1.example: Uptime failed'])
    await clock.advance(5 * 60_000)
    expect(alerts).toHaveLength(2)
    // The cap reached: nothing left open, and so nothing on disk to come back after a restart.
    await reminders.flush()
    expect(await store.get(REMINDERS_KEY)).toEqual([])
  })

  it('a record that is not a list starts with none open', async () => {
    const { reminders } = await setup({ not: 'a list' })
    expect(reminders.list()).toEqual([])
  })

  it('quiet hours win: nothing is sent or counted until they end', async () => {
    const quiet: Settings = {
      ...settings,
      notifications: {
        ...settings.notifications,
        quietHours: { enabled: true, start: '12:00', end: '12:20' },
      },
    }
    const { clock, reminders, alerts } = await setup([good], quiet)
    await clock.advance(19 * 60_000)
    expect(alerts).toEqual([])
    expect(reminders.list()[0]!.sent).toBe(0)
    await clock.advance(2 * 60_000)
    expect(alerts).toHaveLength(1)
    expect(alerts[0]!.body).toContain('reminder 1 of 2')
  })
})
