import { describe, expect, it } from 'vitest'
import { AlertPolicy } from '@app/core/engine/alert-policy'
import { changeEvents } from '@app/core/engine/diff'
import { isQuietTime } from '@app/core/engine/quiet-hours'
import type { CheckResult, MonitorState, Snapshot } from '@app/shared/model'
import { DEFAULT_SETTINGS, type Settings } from '@app/shared/settings'
import { atText } from '@app/shared/time-text'
import { FakeClock } from '../../helpers/fake-clock'
import { cron, monitor, snapshot, withCheck } from './snapshot-fixtures'

const MINUTE = 60_000
/** Noon local time, outside the default quiet hours (which are off anyway). */
const NOON = new Date(2026, 0, 1, 12, 0, 0).getTime()

function setup(
  patch: Partial<Settings['notifications']> = {},
  start = NOON,
  initial: Snapshot = snapshot([monitor(1), monitor(2)]),
) {
  const clock = new FakeClock({ start })
  const settings: Settings = {
    ...DEFAULT_SETTINGS,
    notifications: { ...DEFAULT_SETTINGS.notifications, ...patch },
  }
  const policy = new AlertPolicy({ clock, getSettings: () => settings })
  let current: Snapshot = { ...initial, fetchedAt: new Date(start).toISOString() }
  /** Applies `change` to the current snapshot, diffs, decides; time moves 30 s per sweep. */
  async function sweep(change: (s: Snapshot) => Snapshot, firstSweepAfterCache = false) {
    await clock.advance(30_000)
    const next = {
      ...change(structuredClone(current)),
      fetchedAt: new Date(clock.now()).toISOString(),
    }
    const events = changeEvents(current, next, next.fetchedAt)
    current = next
    return policy.decide(events, next, { firstSweepAfterCache })
  }
  return { clock, settings, policy, sweep, current: () => current }
}

/** Sets the (only) check of monitor `id` to `result`, optionally snoozed until `snoozedUntil`. */
function setCheck(id: number, result: CheckResult, snoozedUntil?: string | null) {
  return (s: Snapshot): Snapshot => ({
    ...s,
    monitors: s.monitors.map((m: MonitorState) =>
      m.id === id
        ? withCheck(m, { result, ...(snoozedUntil !== undefined ? { snoozedUntil } : {}) })
        : m,
    ),
  })
}

describe('AlertPolicy: single changes', () => {
  it('notifies a failure with readable text: monitor, check, change, since when', async () => {
    const { sweep, current } = setup()
    const { decisions, alerts } = await sweep((s) => ({
      ...setCheck(1, 'failed')(s),
      monitors: setCheck(
        1,
        'failed',
      )(s).monitors.map((m) => (m.id === 1 ? withCheck(m, { summary: 'Down' }) : m)),
      ran: { monitors: {}, checks: { 10: NOON + 20_000 } },
    }))
    expect(decisions).toEqual([expect.objectContaining({ notify: true })])
    expect(alerts).toHaveLength(1)
    const alert = alerts[0]!
    expect(alert.title).toBe('site-1.example: Uptime failed')
    expect(alert.body).toBe(
      `Uptime failed since ${atText(NOON + 20_000, { now: NOON + 20_000 })}; before that it succeeded. Status: Down.`,
    )
    expect(alert.severity).toBe('failed')
    expect(alert.monitorId).toBe(1)
    expect(alert.events).toHaveLength(1)
    expect(alert.body).not.toMatch(/[{}[\]"]/)
    expect(current().monitors).toHaveLength(2)
  })

  it('notifies recoveries only when notifyOnRecovery is on', async () => {
    const on = setup()
    await on.sweep(setCheck(1, 'failed'))
    const recovered = await on.sweep(setCheck(1, 'succeeded'))
    expect(recovered.alerts.map((a) => [a.title, a.severity])).toEqual([
      ['site-1.example: Uptime recovered', 'recovered'],
    ])

    const off = setup({ notifyOnRecovery: false })
    expect((await off.sweep(setCheck(1, 'failed'))).alerts).toHaveLength(1)
    const quiet = await off.sweep(setCheck(1, 'succeeded'))
    expect(quiet.alerts).toEqual([])
    expect(quiet.decisions[0]).toMatchObject({ notify: false, reason: 'recovery-off' })
  })

  it('treats pending/unknown transitions and same-level moves as not alertable', async () => {
    const { sweep } = setup()
    for (const [result, reason] of [
      ['pending', 'not-alertable'],
      ['failed', 'not-alertable'], // pending -> failed: a first run, not a change of state
      ['errored-or-timed-out', 'not-alertable'], // still down
      ['unknown', 'not-alertable'],
    ] as const) {
      const { decisions, alerts } = await sweep(setCheck(1, result))
      expect(decisions).toEqual([expect.objectContaining({ notify: false, reason })])
      expect(alerts).toEqual([])
    }
  })

  it('never notifies monitor additions, removals, snoozes or maintenance on their own', async () => {
    const { sweep } = setup()
    const { decisions, alerts } = await sweep((s) => ({
      ...s,
      monitors: [
        withCheck(s.monitors[0]!, { snoozedUntil: new Date(NOON + 60 * MINUTE).toISOString() }),
        monitor(3),
      ],
    }))
    expect(decisions.map((d) => [d.event.type, d.notify, d.reason])).toEqual([
      ['snooze.started', false, 'not-alertable'],
      ['monitor.added', false, 'not-alertable'],
      ['monitor.removed', false, 'not-alertable'],
    ])
    expect(alerts).toEqual([])
  })

  it('mutes check types the user switched off', async () => {
    const { sweep } = setup({ rules: [{ scope: 'check-type', value: 'uptime', mode: 'never' }] })
    const { decisions, alerts } = await sweep(setCheck(1, 'failed'))
    expect(decisions[0]).toMatchObject({
      notify: false,
      reason: 'rule:check-type=uptime:never',
    })
    expect(alerts).toEqual([])
  })

  it('describes a warning and a cron job failure and recovery through pingStarting', async () => {
    const { sweep } = setup()
    const warn = await sweep(setCheck(1, 'warning'))
    expect(warn.alerts[0]).toMatchObject({
      title: 'site-1.example: Uptime has a warning',
      severity: 'warning',
    })

    const withCron = (result: string) => (s: Snapshot) => ({
      ...s,
      cron: { 2: [cron(7, 2, { result })] },
    })
    await sweep(withCron('pingFinished'))
    const failed = await sweep(withCron('pingFailed'))
    expect(failed.alerts[0]).toMatchObject({
      title: 'site-2.example: Cron job "job-7" reported a failure',
      severity: 'failed',
    })
    const starting = await sweep(withCron('pingStarting'))
    expect(starting.decisions[0]).toMatchObject({ notify: false, reason: 'not-alertable' })
    const finished = await sweep(withCron('pingFinished'))
    expect(finished.alerts[0]).toMatchObject({
      title: 'site-2.example: Cron job "job-7" recovered',
      severity: 'recovered',
    })
    // A normal run afterwards (starting, finished) is not news.
    await sweep(withCron('pingStarting'))
    expect((await sweep(withCron('pingFinished'))).alerts).toEqual([])
  })
})

describe('AlertPolicy: snoozes (spec: a failing check still sends its recovery)', () => {
  const inOneHour = new Date(NOON + 60 * MINUTE).toISOString()

  it('healthy check snoozed: both the failure and the recovery are muted', async () => {
    const { sweep } = setup()
    await sweep(setCheck(1, 'succeeded', inOneHour))
    const failed = await sweep(setCheck(1, 'failed'))
    expect(failed.decisions[0]).toMatchObject({ notify: false, reason: 'snoozed' })
    const recovered = await sweep(setCheck(1, 'succeeded'))
    expect(recovered.decisions[0]).toMatchObject({ notify: false, reason: 'snoozed' })
    expect([...failed.alerts, ...recovered.alerts]).toEqual([])
  })

  it('failing check snoozed: repeated failures muted, the recovery fires and ends the silence', async () => {
    const { sweep, clock } = setup()
    // Changes 11 minutes apart, so flapping damping stays out of the picture.
    const later = () => clock.advance(11 * MINUTE)
    expect((await sweep(setCheck(1, 'failed'))).alerts).toHaveLength(1)
    await sweep(setCheck(1, 'failed', inOneHour))
    await later()
    const warning = await sweep(setCheck(1, 'warning'))
    expect(warning.decisions[0]).toMatchObject({ notify: false, reason: 'snoozed' })
    await later()
    const failedAgain = await sweep(setCheck(1, 'failed'))
    expect(failedAgain.decisions[0]).toMatchObject({ notify: false, reason: 'snoozed' })

    await later()
    const recovered = await sweep(setCheck(1, 'succeeded'))
    expect(recovered.decisions[0]).toMatchObject({ notify: true })
    expect(recovered.alerts[0]!.title).toBe('site-1.example: Uptime recovered')
    // The silence is over even if the snooze still shows in the next sweep.
    await later()
    const failsLater = await sweep(setCheck(1, 'failed'))
    expect(failsLater.decisions[0]).toMatchObject({ notify: true })
  })

  it('a check already snoozed when the app started: infers its state at snooze time', async () => {
    const snoozedAt = (result: CheckResult) =>
      snapshot([withCheck(monitor(1), { result, snoozedUntil: inOneHour })])
    // Failing and snoozed from the start: its recovery still fires.
    const failing = setup({}, NOON, snoozedAt('failed'))
    const recovered = await failing.sweep(setCheck(1, 'succeeded'))
    expect(recovered.decisions[0]).toMatchObject({ notify: true })
    // Healthy and snoozed from the start: failure and recovery both stay muted.
    const healthy = setup({}, NOON, snoozedAt('succeeded'))
    const failed = await healthy.sweep(setCheck(1, 'failed'))
    await healthy.clock.advance(11 * MINUTE)
    const back = await healthy.sweep(setCheck(1, 'succeeded'))
    expect([failed.decisions[0]!.reason, back.decisions[0]!.reason]).toEqual(['snoozed', 'snoozed'])
  })

  it('an expired snooze mutes nothing', async () => {
    const { sweep } = setup()
    await sweep(setCheck(1, 'succeeded', new Date(NOON + 40_000).toISOString()))
    const failed = await sweep(setCheck(1, 'failed')) // now NOON + 60 s
    expect(failed.decisions[0]).toMatchObject({ notify: true })
  })

  it('cron check snooze mutes its failures', async () => {
    const { sweep } = setup()
    const withCron = (result: string) => (s: Snapshot) => ({
      ...s,
      cron: { 1: [cron(9, 1, { result, snoozedUntil: inOneHour })] },
    })
    await sweep(withCron('pingFinished'))
    const failed = await sweep(withCron('checkRanTooLate'))
    expect(failed.decisions[0]).toMatchObject({ notify: false, reason: 'snoozed' })
  })
})

describe('AlertPolicy: maintenance, pause, quiet hours', () => {
  it('mutes failures and recoveries while the monitor is in maintenance', async () => {
    const { sweep } = setup()
    const period = {
      startedAt: new Date(NOON).toISOString(),
      endsAt: new Date(NOON + 10 * MINUTE).toISOString(),
      name: 'Deploy',
      periodId: 1,
    }
    const inMaintenance = (s: Snapshot) => ({
      ...s,
      monitors: s.monitors.map((m) => (m.id === 1 ? { ...m, maintenance: period } : m)),
    })
    await sweep(inMaintenance)
    const failed = await sweep(setCheck(1, 'failed'))
    const recovered = await sweep(setCheck(1, 'succeeded'))
    expect(failed.decisions[0]).toMatchObject({ notify: false, reason: 'maintenance' })
    expect(recovered.decisions[0]).toMatchObject({ notify: false, reason: 'maintenance' })
    // Monitor 2 is not in maintenance.
    expect((await sweep(setCheck(2, 'failed'))).decisions[0]).toMatchObject({ notify: true })
  })

  it('alerts once when maintenance ends with a check still failing, not when all is well', async () => {
    const { sweep } = setup()
    const period = {
      startedAt: new Date(NOON).toISOString(),
      endsAt: new Date(NOON + 10 * MINUTE).toISOString(),
      name: 'Deploy',
      periodId: 1,
    }
    const setMaintenance = (maintenance: typeof period | null) => (s: Snapshot) => ({
      ...s,
      monitors: s.monitors.map((m) => ({ ...m, maintenance })),
    })
    await sweep(setMaintenance(period))
    const failed = await sweep(setCheck(1, 'failed'))
    expect(failed.decisions[0]).toMatchObject({ notify: false, reason: 'maintenance' })
    const ended = await sweep(setMaintenance(null))
    expect(
      ended.decisions.map((d) => [d.event.monitorId, d.event.type, d.notify, d.reason]),
    ).toEqual([
      [1, 'maintenance.ended', true, undefined],
      [2, 'maintenance.ended', false, 'not-alertable'],
    ])
    expect(ended.alerts).toHaveLength(1)
    expect(ended.alerts[0]).toMatchObject({
      title: 'site-1.example: still failing after maintenance',
      severity: 'failed',
      monitorId: 1,
    })
    expect(ended.alerts[0]!.body).toMatch(
      /^Maintenance ended at today \d{1,2}:\d{2}( [AP]M)?; Uptime is still failing\.$/,
    )
  })

  it('mutes everything while notifications are paused, and resumes after', async () => {
    const { sweep, settings, clock } = setup({
      pausedUntil: new Date(NOON + 5 * MINUTE).toISOString(),
    })
    const failed = await sweep(setCheck(1, 'failed'))
    expect(failed.decisions[0]).toMatchObject({ notify: false, reason: 'paused' })
    await clock.advance(5 * MINUTE)
    expect(settings.notifications.pausedUntil).not.toBeNull()
    expect((await sweep(setCheck(2, 'failed'))).decisions[0]).toMatchObject({ notify: true })
  })

  it('mutes during quiet hours that span midnight, in local time', async () => {
    const quietHours = { enabled: true, start: '22:00', end: '07:00' }
    const lateEvening = new Date(2026, 0, 1, 23, 30).getTime()
    const night = setup({ quietHours }, lateEvening)
    const failed = await night.sweep(setCheck(1, 'failed'))
    expect(failed.decisions[0]).toMatchObject({ notify: false, reason: 'quiet-hours' })
    expect(failed.alerts).toEqual([])
    await night.clock.advanceTo(new Date(2026, 0, 2, 6, 59).getTime())
    // 06:59:30: still quiet.
    expect((await night.sweep(setCheck(2, 'failed'))).decisions[0]).toMatchObject({
      reason: 'quiet-hours',
    })
    await night.clock.advanceTo(new Date(2026, 0, 2, 7, 0).getTime())
    expect((await night.sweep(setCheck(1, 'succeeded'))).decisions[0]).toMatchObject({
      notify: true,
    })
  })

  it('isQuietTime: plain windows, midnight windows, disabled and malformed settings', () => {
    const at = (h: number, m = 0) => new Date(2026, 5, 1, h, m)
    const night = { enabled: true, start: '22:00', end: '07:00' }
    expect([21, 22, 23, 0, 6, 7, 12].map((h) => isQuietTime(night, at(h)))).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
      false,
    ])
    const lunch = { enabled: true, start: '12:00', end: '13:30' }
    expect([at(11, 59), at(12), at(13, 29), at(13, 30)].map((d) => isQuietTime(lunch, d))).toEqual([
      false,
      true,
      true,
      false,
    ])
    expect(isQuietTime({ ...night, enabled: false }, at(23))).toBe(false)
    expect(isQuietTime({ enabled: true, start: '25:00', end: '07:00' }, at(23))).toBe(false)
    expect(isQuietTime({ enabled: true, start: '07:00', end: '07:00' }, at(7))).toBe(false)
  })
})

describe('AlertPolicy: bursts, flapping, while you were away', () => {
  it('turns more than 3 notifying changes in one sweep into one summary', async () => {
    const { sweep } = setup()
    await sweep((s) => ({ ...s, monitors: [1, 2, 3, 4, 5].map((id) => monitor(id)) }))
    const { decisions, alerts } = await sweep((s) => ({
      ...s,
      monitors: s.monitors.map((m) => withCheck(m, { result: m.id === 5 ? 'warning' : 'failed' })),
    }))
    expect(decisions.filter((d) => d.notify)).toHaveLength(5)
    expect(alerts).toHaveLength(1)
    expect(alerts[0]!.title).toBe('5 changes: 4 failed, 1 warning')
    expect(alerts[0]!.body.split('\n')).toEqual([
      'site-1.example: Uptime failed',
      'site-2.example: Uptime failed',
      'site-3.example: Uptime failed',
      'site-4.example: Uptime failed',
      'and 1 more',
    ])
    expect(alerts[0]).toMatchObject({ severity: 'failed', monitorId: null })
    expect(alerts[0]!.events).toHaveLength(5)
  })

  it('keeps 3 notifying changes as 3 separate alerts', async () => {
    const { sweep } = setup()
    await sweep((s) => ({ ...s, monitors: [1, 2, 3].map((id) => monitor(id)) }))
    const { alerts } = await sweep((s) => ({
      ...s,
      monitors: s.monitors.map((m) => withCheck(m, { result: 'failed' })),
    }))
    expect(alerts.map((a) => a.monitorId)).toEqual([1, 2, 3])
  })

  it('damps a flapping check to one alert, then alerts normally once it settles', async () => {
    const { sweep, clock } = setup()
    const results: CheckResult[] = ['failed', 'succeeded', 'failed', 'succeeded', 'failed']
    const notified: string[] = []
    const reasons: (string | undefined)[] = []
    for (const result of results) {
      const { decisions, alerts } = await sweep(setCheck(1, result))
      notified.push(...alerts.map((a) => a.title))
      reasons.push(decisions[0]!.reason)
      await clock.advance(MINUTE)
    }
    expect(notified).toEqual([
      'site-1.example: Uptime failed',
      'site-1.example: Uptime recovered',
      'site-1.example: Uptime is flapping',
    ])
    expect(reasons).toEqual([undefined, undefined, undefined, 'flapping', 'flapping'])
    // Quiet for more than 10 minutes: the next change is an ordinary alert again.
    await clock.advance(11 * MINUTE)
    const settled = await sweep(setCheck(1, 'succeeded'))
    expect(settled.alerts.map((a) => a.title)).toEqual(['site-1.example: Uptime recovered'])
  })

  it('first sweep after the cache: one "while you were away" summary, no per-event alerts', async () => {
    const { sweep } = setup()
    const { decisions, alerts } = await sweep(
      (s) => ({
        ...s,
        monitors: [
          withCheck(s.monitors[0]!, { result: 'failed' }),
          withCheck(s.monitors[1]!, { result: 'pending' }),
          monitor(3),
        ],
        cron: {},
      }),
      true,
    )
    expect(decisions.map((d) => [d.event.type, d.notify, d.reason])).toEqual([
      ['check.changed', false, 'first-sweep'],
      ['check.changed', false, 'not-alertable'],
      ['monitor.added', false, 'not-alertable'],
    ])
    expect(alerts).toHaveLength(1)
    expect(alerts[0]!.title).toBe('2 changes while you were away')
    expect(alerts[0]!.body).toBe('site-1.example: Uptime failed\nsite-3.example: monitor added')
    expect(alerts[0]!.severity).toBe('failed')
  })

  it('first sweep after the cache with nothing changed, or in quiet hours, stays silent', async () => {
    const calm = setup()
    expect((await calm.sweep((s) => s, true)).alerts).toEqual([])
    const quiet = setup({ quietHours: { enabled: true, start: '11:00', end: '13:00' } })
    expect((await quiet.sweep(setCheck(1, 'failed'), true)).alerts).toEqual([])
  })
})
