// A notification's Snooze all on several checks goes through one bulk run naming them, against
// the real AppService and simulator: three checks of one monitor cost 4 requests (three snoozes,
// the monitor read back once), not 6; one check goes with its monitor; a check the snapshot
// places on no monitor the notification names is refused, nothing sent.
import { afterEach, describe, expect, it } from 'vitest'
import { runNotificationAction } from '@app/main/notifications/run-notification-action'
import type { ParsedAction } from '@app/main/notifications/notification-actions'
import { startHarness, type Harness } from '../unit/service/harness'

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

async function start() {
  h = await startHarness({ monitors: 3, slowRounds: false })
  await h.service.start()
  await h.advance(0)
  await h.syncSim()
  await h.sim.control.setRateLimit(10_000)
  const [other, target] = h.service.getSnapshot()!.monitors
  const checkIds = target!.checks.slice(0, 3).map((c) => c.id)
  for (const id of checkIds) await h.sim.control.setCheckResult(id, 'failed')
  await h.advance(60_000)
  return { harness: h, target: target!, other: other!, checkIds }
}

async function run(harness: Harness, action: ParsedAction) {
  const before = (await harness.requests()).length
  const outcome = await runNotificationAction(action, harness.service, () => undefined)
  await harness.advance(0)
  const sent = (await harness.requests()).slice(before).map((r) => `${r.method} ${r.path}`)
  return { outcome, sent }
}

const snoozeAll = (monitors: number[], checks: number[]): ParsedAction => ({
  kind: 'snooze-all',
  target: { monitors, checks, crons: [] },
})

describe('Snooze from a notification', () => {
  it('three checks: one bulk run, 4 requests', async () => {
    const { harness, target, checkIds } = await start()
    const { outcome, sent } = await run(harness, snoozeAll([target.id], checkIds))
    expect(sent).toEqual([
      ...checkIds.map((id) => `POST /api/checks/${id}/snooze`),
      `GET /api/monitors/${target.id}`,
    ])
    expect(outcome?.result).toEqual({ ok: true, message: '3 checks snoozed for 1 hour.' })
    const checks = harness.service.getSnapshot()!.monitors.find((m) => m.id === target.id)!.checks
    expect(checks.filter((c) => checkIds.includes(c.id)).every((c) => c.snoozedUntil)).toBe(true)
  })

  it('one check goes with its monitor: 2 requests, the answer names it', async () => {
    const { harness, target, checkIds } = await start()
    const { outcome, sent } = await run(harness, snoozeAll([target.id], [checkIds[0]!]))
    expect(sent).toEqual([
      `POST /api/checks/${checkIds[0]}/snooze`,
      `GET /api/monitors/${target.id}`,
    ])
    expect(outcome?.result.ok).toBe(true)
    expect(outcome?.result.message).toContain(target.label)
  })

  it('checks the snapshot places on another monitor: refused, nothing sent', async () => {
    const { harness, other, checkIds } = await start()
    const { outcome, sent } = await run(harness, snoozeAll([other.id], checkIds))
    expect(sent).toEqual([])
    expect(outcome).toEqual({
      title: 'Could not snooze',
      result: {
        ok: false,
        message: `Checks ${checkIds.join(', ')} are not on the monitors named (or no longer known). Nothing was changed.`,
      },
    })
  })
})
