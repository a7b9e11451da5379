// The alert policy's muting rules, burst summary and flapping damping, proven end to end: real
// check results flipped in the simulator, seen by the service's own sweeps on a fake clock, and
// the decisions and alerts it published. Every rule is shown from both sides (muted / notified).
import { afterEach, describe, expect, it } from 'vitest'
import type { SimCheckResult } from '@app/simulator/control-client'
import type { Alert, AlertDecision, CheckState } from '@app/shared/model'
import { DEFAULT_SETTINGS, type Settings } from '@app/shared/settings'
import { type Harness, startHarness } from './harness'

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

const MINUTE = 60_000
const SWEEP = 30_000
/** Two changes of one check at most in any 10 minutes: the flap detector stays out of it. */
const SPACED = 6 * MINUTE

async function start(monitors: number, notifications: Partial<Settings['notifications']> = {}) {
  h = await startHarness({
    monitors,
    settings: { notifications: { ...DEFAULT_SETTINGS.notifications, ...notifications } },
  })
  await h.service.start()
  await h.advance(0)
  return h
}

/** The check of type `type` on the `index`-th monitor, as the service sees it. */
function check(index: number, type = 'uptime'): CheckState {
  return h!.service.getSnapshot()!.monitors[index]!.checks.find((c) => c.type === type)!
}

/** Decisions and alerts the service published from event number `mark` on. */
function since(mark: number): { decisions: AlertDecision[]; alerts: Alert[] } {
  const later = h!.events.slice(mark)
  return {
    decisions: later.flatMap((e) => (e.type === 'decisions' ? e.decisions : [])),
    alerts: later.flatMap((e) => (e.type === 'alert' ? [e.alert] : [])),
  }
}

/**
 * Forces `result` on `checks` in the simulator, lets the service sweep for `wait` and returns its
 * decisions about those checks' results, and every alert it raised meanwhile.
 */
async function flip(checks: CheckState | CheckState[], result: SimCheckResult, wait = SPACED) {
  const ids = [checks].flat().map((c) => c.id)
  const mark = h!.events.length
  await h!.syncSim()
  for (const id of ids) await h!.sim.control.setCheckResult(id, result)
  await h!.advance(wait)
  const { decisions, alerts } = since(mark)
  return {
    decisions: decisions.filter(
      (d) => d.event.type === 'check.changed' && ids.includes(d.event.checkId!),
    ),
    alerts,
  }
}

/** Runs a service action, lets its confirming refresh land, returns the snooze events decided. */
async function act(run: () => Promise<{ ok: boolean; message: string }>) {
  const mark = h!.events.length
  expect(await run()).toMatchObject({ ok: true })
  await h!.advance(0)
  return since(mark).decisions.filter((d) => d.event.type.startsWith('snooze.'))
}

/** `HH:MM` in local time, read the way the policy's quiet hours read it. */
function localHhMm(ms: number): string {
  const at = new Date(ms)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(at.getHours())}:${pad(at.getMinutes())}`
}

describe('muting rules against the simulator', () => {
  it('snoozed healthy check: failure and recovery muted; after unsnooze a failure notifies', async () => {
    await start(3)
    const uptime = check(0)
    const snoozed = await act(() => h!.service.snoozeCheck(uptime.id, 60))
    expect(snoozed).toMatchObject([{ event: { type: 'snooze.started', checkId: uptime.id } }])

    const failed = await flip(uptime, 'failed')
    expect(failed.decisions).toMatchObject([
      { event: { from: 'succeeded', to: 'failed' }, notify: false, reason: 'snoozed' },
    ])
    expect(failed.alerts).toEqual([])
    const recovered = await flip(uptime, 'succeeded')
    expect(recovered.decisions).toMatchObject([{ notify: false, reason: 'snoozed' }])
    expect(recovered.alerts).toEqual([])

    const unsnoozed = await act(() => h!.service.unsnoozeCheck(uptime.id))
    expect(unsnoozed).toMatchObject([{ event: { type: 'snooze.ended', checkId: uptime.id } }])
    const again = await flip(uptime, 'failed')
    expect(again.decisions).toMatchObject([{ notify: true }])
    expect(again.alerts).toMatchObject([{ severity: 'failed', events: [{ checkId: uptime.id }] }])
  })

  it('snoozed failing check: repeated failures muted, the recovery fires and ends the silence', async () => {
    await start(3)
    const uptime = check(0)
    expect((await flip(uptime, 'failed')).alerts).toMatchObject([{ severity: 'failed' }])
    await act(() => h!.service.snoozeCheck(uptime.id, 60))

    const degraded = await flip(uptime, 'warning')
    expect(degraded.decisions).toMatchObject([{ notify: false, reason: 'snoozed' }])
    const down = await flip(uptime, 'failed')
    expect(down.decisions).toMatchObject([{ notify: false, reason: 'snoozed' }])
    expect([...degraded.alerts, ...down.alerts]).toEqual([])

    const recovered = await flip(uptime, 'succeeded')
    expect(recovered.decisions).toMatchObject([{ notify: true }])
    expect(recovered.alerts).toMatchObject([
      { severity: 'recovered', title: expect.stringMatching(/recovered$/) },
    ])
    // The snooze is still running in the service, but its silence is over.
    expect(check(0).snoozedUntil).not.toBeNull()
    const downAgain = await flip(uptime, 'failed')
    expect(downAgain.decisions).toMatchObject([{ notify: true }])
    expect(downAgain.alerts).toMatchObject([{ severity: 'failed' }])
  })

  it('a snooze that runs out in simulated time: failures notify again after it ends', async () => {
    await start(3)
    const uptime = check(0)
    const snoozedAt = h!.clock.now()
    const started = await act(() => h!.service.snoozeCheck(uptime.id, 10))
    expect(started).toMatchObject([{ event: { type: 'snooze.started' } }])

    const failed = await flip(uptime, 'failed') // 6 minutes into the 10
    expect(failed.decisions).toMatchObject([{ notify: false, reason: 'snoozed' }])
    expect(failed.alerts).toEqual([])

    const mark = h!.events.length
    await h!.advanceTo(snoozedAt + 10 * MINUTE + SWEEP)
    const ended = since(mark).decisions.filter((d) => d.event.type === 'snooze.ended')
    expect(ended).toMatchObject([{ event: { checkId: uptime.id }, notify: false }])
    expect(check(0).snoozedUntil).toBeNull()

    const recovered = await flip(uptime, 'succeeded')
    expect(recovered.decisions).toMatchObject([{ notify: true }])
    const down = await flip(uptime, 'failed')
    expect(down.decisions).toMatchObject([{ notify: true }])
    expect(down.alerts).toMatchObject([{ severity: 'failed' }])
  })

  it('quiet hours around the local time: muted inside the window, notified after it', async () => {
    await start(3)
    const now = h!.clock.now()
    const quietHours = { enabled: true, start: localHhMm(now), end: localHhMm(now + 30 * MINUTE) }
    expect((await h!.service.updateSettings({ notifications: { quietHours } })).ok).toBe(true)
    const uptime = check(0)
    const failed = await flip(uptime, 'failed')
    expect(failed.decisions).toMatchObject([{ notify: false, reason: 'quiet-hours' }])
    expect(failed.alerts).toEqual([])

    await h!.advanceTo(now + 30 * MINUTE)
    const recovered = await flip(uptime, 'succeeded')
    expect(recovered.decisions).toMatchObject([{ notify: true }])
    expect(recovered.alerts).toMatchObject([{ severity: 'recovered' }])
  })

  it('notifications paused until a time: muted until then, notified after', async () => {
    await start(3)
    const until = h!.clock.now() + 20 * MINUTE
    const saved = await h!.service.updateSettings({
      notifications: { pausedUntil: new Date(until).toISOString() },
    })
    expect(saved.ok).toBe(true)
    const uptime = check(0)
    const failed = await flip(uptime, 'failed')
    expect(failed.decisions).toMatchObject([{ notify: false, reason: 'paused' }])
    expect(failed.alerts).toEqual([])

    await h!.advanceTo(until)
    const recovered = await flip(uptime, 'succeeded')
    expect(recovered.decisions).toMatchObject([{ notify: true }])
    expect(recovered.alerts).toMatchObject([{ severity: 'recovered' }])
  })

  it('check types switched off are muted, other types still notify', async () => {
    await start(3, { rules: [{ scope: 'check-type', value: 'performance', mode: 'never' }] })
    const performance = check(0, 'performance')
    const uptime = check(1)
    const both = await flip([performance, uptime], 'failed', SWEEP)
    expect(both.decisions).toHaveLength(2)
    const about = (c: CheckState) => both.decisions.find((d) => d.event.checkId === c.id)
    expect(about(performance)).toMatchObject({
      notify: false,
      reason: 'rule:check-type=performance:never',
    })
    expect(about(uptime)).toMatchObject({ notify: true })
    expect(both.alerts).toMatchObject([{ events: [{ checkId: uptime.id }] }])
  })

  it('more than 3 notifying changes in one sweep become one summary; 3 stay separate', async () => {
    await start(8)
    const three = [0, 1, 2].map((i) => check(i))
    const separate = await flip(three, 'failed', SWEEP)
    expect(separate.decisions.map((d) => d.notify)).toEqual([true, true, true])
    expect(separate.alerts).toHaveLength(3)

    const four = [3, 4, 5, 6].map((i) => check(i))
    const burst = await flip(four, 'failed', SWEEP)
    expect(burst.decisions.map((d) => d.notify)).toEqual([true, true, true, true])
    expect(burst.alerts).toHaveLength(1)
    expect(burst.alerts[0]).toMatchObject({ title: '4 changes: 4 failed', severity: 'failed' })
    expect(burst.alerts[0]!.events.map((e) => e.checkId).sort()).toEqual(
      four.map((c) => c.id).sort(),
    )
  })

  it('a flapping check is announced once, damped, then alerts normally once settled', async () => {
    await start(3)
    const uptime = check(0)
    const results: SimCheckResult[] = ['failed', 'succeeded', 'failed', 'succeeded', 'failed']
    const flips = []
    for (const result of results) flips.push(await flip(uptime, result, SWEEP))
    // Two ordinary alerts, the third change in 10 minutes announces flapping, the rest are damped.
    expect(flips.map((f) => f.decisions.map((d) => d.notify))).toEqual([
      [true],
      [true],
      [true],
      [false],
      [false],
    ])
    expect(flips[1]!.alerts).toMatchObject([{ title: expect.stringMatching(/recovered$/) }])
    expect(flips[2]!.alerts).toMatchObject([{ title: expect.stringMatching(/is flapping$/) }])
    expect(flips[3]!.decisions).toMatchObject([{ reason: 'flapping' }])
    expect(flips[4]!.decisions).toMatchObject([{ reason: 'flapping' }])
    expect([...flips[3]!.alerts, ...flips[4]!.alerts]).toEqual([])

    await h!.advance(11 * MINUTE) // no change for longer than the window: settled
    const settled = await flip(uptime, 'succeeded', SWEEP)
    expect(settled.decisions).toMatchObject([{ notify: true }])
    expect(settled.alerts).toMatchObject([
      { severity: 'recovered', title: expect.stringMatching(/recovered$/) },
    ])
  })
})
