// 'Remind me until I react' end to end: a check failed in the simulator, the service's own sweeps
// on a fake clock, and the alerts it published. Pace, cap, each way to acknowledge, quiet time,
// and a restart (open reminders kept, acknowledged ones never back).
import { afterEach, describe, expect, it } from 'vitest'
import { MemoryKeyValueStore } from '@app/adapters/memory-stores'
import type { Alert, CheckState } from '@app/shared/model'
import { DEFAULT_SETTINGS, type Settings } from '@app/shared/settings'
import { type Harness, startHarness } from './harness'

const MINUTE = 60_000

let harnesses: Harness[] = []
afterEach(async () => {
  for (const h of harnesses) await h.close()
  harnesses = []
})

const REMIND = { everyMinutes: 5 as const, maxTimes: 3 }

async function open(
  notifications: Partial<Settings['notifications']> = {},
  extra: Parameters<typeof startHarness>[0] = {},
): Promise<Harness> {
  const h = await startHarness({
    monitors: 3,
    settings: {
      notifications: { ...DEFAULT_SETTINGS.notifications, remind: REMIND, ...notifications },
    },
    ...extra,
  })
  harnesses.push(h)
  await h.service.start()
  await h.advance(0)
  return h
}

function uptime(h: Harness, index = 0): CheckState {
  return h.service.getSnapshot()!.monitors[index]!.checks.find((c) => c.type === 'uptime')!
}

const reminders = (h: Harness): Alert[] =>
  h.events.flatMap((e) =>
    e.type === 'alert' && e.alert.title.startsWith('Still failing') ? [e.alert] : [],
  )

/** Fails the check in the simulator and sweeps until its failure was notified. */
async function fail(h: Harness, check: CheckState): Promise<void> {
  await h.syncSim()
  await h.sim.control.setCheckResult(check.id, 'failed')
  await h.advance(MINUTE)
  const notified = h.events.some(
    (e) => e.type === 'alert' && e.alert.events.some((x) => x.checkId === check.id),
  )
  expect(notified).toBe(true)
}

describe('reminders until acknowledged', () => {
  it('reminds at the chosen pace and stops at the cap', async () => {
    const h = await open()
    const check = uptime(h)
    await fail(h, check)
    expect(reminders(h)).toHaveLength(0)
    await h.advance(5 * MINUTE)
    expect(reminders(h)).toHaveLength(1)
    expect(reminders(h)[0]).toMatchObject({ severity: 'failed', monitorId: expect.any(Number) })
    expect(reminders(h)[0]!.body).toContain('reminder 1 of 3')
    await h.advance(5 * MINUTE)
    expect(reminders(h)).toHaveLength(2)
    await h.advance(5 * MINUTE)
    expect(reminders(h)).toHaveLength(3)
    await h.advance(30 * MINUTE)
    expect(reminders(h)).toHaveLength(3)
  })

  it('stays off by default', async () => {
    const h = await open({ remind: DEFAULT_SETTINGS.notifications.remind })
    await fail(h, uptime(h))
    await h.advance(60 * MINUTE)
    expect(reminders(h)).toHaveLength(0)
  })

  const ways: [string, (h: Harness, check: CheckState, monitorId: number) => Promise<void>][] = [
    ['snoozed', async (h, check) => void (await h.service.snoozeCheck(check.id, 60))],
    ['put in maintenance', async (h, _c, id) => void (await h.service.startMaintenance(id, 3600))],
    [
      'recovered',
      async (h, check) => {
        await h.syncSim()
        await h.sim.control.setCheckResult(check.id, 'succeeded')
      },
    ],
    [
      'marked Seen',
      async (h, _c, id) => {
        expect(await h.service.acknowledge(id)).toMatchObject({
          ok: true,
          message: expect.stringContaining('reminders for'),
        })
      },
    ],
  ]
  for (const [name, acknowledge] of ways) {
    it(`stops once the failure is ${name}`, async () => {
      const h = await open()
      const check = uptime(h)
      const monitorId = h.service.getSnapshot()!.monitors[0]!.id
      await fail(h, check)
      await h.advance(5 * MINUTE)
      expect(reminders(h)).toHaveLength(1)
      await acknowledge(h, check, monitorId)
      await h.advance(30 * MINUTE)
      expect(reminders(h)).toHaveLength(1)
    })
  }

  it('keeps quiet while notifications are paused, then reminds', async () => {
    const h = await open()
    const check = uptime(h)
    await fail(h, check)
    const until = new Date(h.clock.now() + 20 * MINUTE).toISOString()
    expect(await h.service.updateSettings({ notifications: { pausedUntil: until } })).toMatchObject(
      { ok: true },
    )
    await h.advance(19 * MINUTE)
    expect(reminders(h)).toHaveLength(0)
    await h.advance(2 * MINUTE)
    expect(reminders(h)).toHaveLength(1)
    expect(reminders(h)[0]!.body).toContain('reminder 1 of 3')
  })

  it('a restart keeps an open reminder and never repeats an acknowledged one', async () => {
    const store = new MemoryKeyValueStore()
    const first = await open({}, { store })
    const check = uptime(first)
    const monitorId = first.service.getSnapshot()!.monitors[0]!.id
    await fail(first, check)
    const port = Number(new URL(first.sim.baseUrl).port)
    const restart = async (): Promise<Harness> => {
      const before = harnesses.at(-1)!
      const at = before.clock.now()
      await before.close()
      harnesses = harnesses.filter((x) => x !== before)
      const next = await startHarness({
        monitors: 3,
        store,
        port,
        startTime: at,
        settings: { notifications: { ...DEFAULT_SETTINGS.notifications, remind: REMIND } },
      })
      harnesses.push(next)
      // The check is still failing in the service when the app comes back.
      await next.sim.control.setCheckResult(check.id, 'failed')
      await next.service.start()
      await next.advance(0)
      return next
    }

    const second = await restart()
    await second.advance(5 * MINUTE)
    expect(reminders(second)).toHaveLength(1)
    expect(reminders(second)[0]!.events[0]!.checkId).toBe(check.id)

    await second.service.acknowledge(monitorId)
    const third = await restart()
    await third.advance(30 * MINUTE)
    expect(reminders(third)).toHaveLength(0)
  })
})
