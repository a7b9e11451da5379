// Notification rules with two accounts watched at once (two simulators whose ids collide): a rule
// names a monitor by its picture id, so it mutes that account's monitor only, never the other
// account's monitor with the same service id.
import { afterEach, describe, expect, it } from 'vitest'
import { SLOT_SPAN, serviceId } from '@app/core/app-service/picture-ids'
import { rulesOfSlot } from '@app/core/app-service/slot-rules'
import type { AlertDecision } from '@app/shared/model'
import type { NotificationRule } from '@app/shared/notification-rule'
import { startTwoAccounts, type TwoAccounts } from './two-accounts'

let t: TwoAccounts | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

describe('rules of several accounts', () => {
  it('each slot reads its own monitor and team rules with its service ids', () => {
    const rules: NotificationRule[] = [
      { scope: 'monitor', value: '7', mode: 'never' },
      { scope: 'monitor', value: String(SLOT_SPAN + 7), mode: 'failures' },
      { scope: 'team', value: String(SLOT_SPAN + 3), mode: 'never' },
      { scope: 'tag', value: 'staging', mode: 'never' },
      { scope: 'monitor', value: 'shop', mode: 'never' },
    ]
    expect(rulesOfSlot(rules, 0)).toEqual([rules[0], rules[3]])
    expect(rulesOfSlot(rules, 1)).toEqual([
      { scope: 'monitor', value: '7', mode: 'failures' },
      { scope: 'team', value: '3', mode: 'never' },
      rules[3],
    ])
  })

  it('a rule for the second account’s monitor mutes it, not the first’s of the same id', async () => {
    t = await startTwoAccounts()
    await t.service.start()
    await t.advance(0)
    const monitors = t.service.getSnapshot()!.monitors
    const own = monitors.find((m) => m.account === 'own')!
    const acme = monitors.find((m) => m.id === own.id - SLOT_SPAN)!
    const uptime = (m: typeof own) => m.checks.find((c) => c.type === 'uptime')!
    const saved = await t.service.updateSettings({
      notifications: {
        ...t.settings().notifications,
        rules: [{ scope: 'monitor', value: String(own.id), mode: 'never' }],
      },
    })
    expect(saved).toMatchObject({ ok: true })

    const mark = t.events.length
    await t.own.sim.control.setCheckResult(serviceId(uptime(own).id), 'failed')
    await t.acme.sim.control.setCheckResult(uptime(acme).id, 'failed')
    await t.advance(6 * 60_000)
    const decisions: AlertDecision[] = t.events
      .slice(mark)
      .flatMap((e) => (e.type === 'decisions' ? e.decisions : []))
      .filter((d) => d.event.type === 'check.changed' && d.event.to === 'failed')
    const of = (m: typeof own) =>
      decisions.filter((d) => d.event.monitorId === m.id || d.event.checkId === uptime(m).id)
    expect(of(own)).toMatchObject([
      { notify: false, reason: `rule:monitor=${serviceId(own.id)}:never` },
    ])
    expect(of(acme)).toMatchObject([{ notify: true }])
  })
})
