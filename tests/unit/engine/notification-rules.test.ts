import { describe, expect, it } from 'vitest'
import { ruleFor, ruleMutes, type RuleSubject } from '@app/core/engine/notification-rules'
import { AlertPolicy } from '@app/core/engine/alert-policy'
import { decisionLine } from '@app/cli/watch-lines'
import { changeEvents } from '@app/core/engine/diff'
import type { NotificationRule } from '@app/shared/notification-rule'
import type { CheckResult, Snapshot } from '@app/shared/model'
import { DEFAULT_SETTINGS, type Settings } from '@app/shared/settings'
import { FakeClock } from '../../helpers/fake-clock'
import { monitor, snapshot, withCheck } from './snapshot-fixtures'

const subject: RuleSubject = {
  monitorId: 7,
  teamId: 3,
  tags: ['staging', 'eu'],
  checkType: 'broken_links',
}
const rule = (
  scope: NotificationRule['scope'],
  value: string,
  mode: NotificationRule['mode'],
): NotificationRule => ({ scope, value, mode })

describe('ruleFor: the most specific rule wins', () => {
  it('monitor > tag > team > check type, whatever the list order', () => {
    const all = [
      rule('check-type', 'broken_links', 'never'),
      rule('team', '3', 'failures'),
      rule('tag', 'staging', 'never'),
      rule('monitor', '7', 'always'),
    ]
    expect(ruleFor(all, subject)).toEqual(rule('monitor', '7', 'always'))
    expect(ruleFor(all.slice(0, 3), subject)).toEqual(rule('tag', 'staging', 'never'))
    expect(ruleFor(all.slice(0, 2), subject)).toEqual(rule('team', '3', 'failures'))
    expect(ruleFor(all.slice(0, 1), subject)).toEqual(rule('check-type', 'broken_links', 'never'))
  })

  it('rules for other monitors, tags, teams and types do not match', () => {
    const others = [
      rule('monitor', '70', 'never'),
      rule('tag', 'stag', 'never'),
      rule('team', '4', 'never'),
      rule('check-type', 'uptime', 'never'),
    ]
    expect(ruleFor(others, subject)).toBeNull()
    expect(ruleFor([], subject)).toBeNull()
    expect(ruleFor([rule('check-type', 'uptime', 'never')], { ...subject, checkType: null })).toBe(
      null,
    )
  })

  it('a tie between two matching tags goes to the quieter rule, in either order', () => {
    const a = rule('tag', 'eu', 'always')
    const b = rule('tag', 'staging', 'failures')
    expect(ruleFor([a, b], subject)).toEqual(b)
    expect(ruleFor([b, a], subject)).toEqual(b)
    expect(ruleFor([b, rule('tag', 'eu', 'never')], subject)?.mode).toBe('never')
  })

  it('what each mode mutes', () => {
    expect(
      ['failure', 'warning', 'recovery'].map((k) =>
        ruleMutes(rule('tag', 'x', 'never'), k as never),
      ),
    ).toEqual([true, true, true])
    expect(
      ['failure', 'warning', 'recovery'].map((k) =>
        ruleMutes(rule('tag', 'x', 'failures'), k as never),
      ),
    ).toEqual([false, true, true])
    expect(
      ['failure', 'warning', 'recovery'].map((k) =>
        ruleMutes(rule('tag', 'x', 'always'), k as never),
      ),
    ).toEqual([false, false, false])
  })
})

describe('AlertPolicy with notification rules', () => {
  const NOON = new Date(2026, 0, 1, 12, 0, 0).getTime()

  function setup(patch: Partial<Settings['notifications']>) {
    const clock = new FakeClock({ start: NOON })
    const settings: Settings = {
      ...DEFAULT_SETTINGS,
      notifications: { ...DEFAULT_SETTINGS.notifications, ...patch },
    }
    const policy = new AlertPolicy({ clock, getSettings: () => settings })
    let current: Snapshot = {
      ...snapshot([monitor(1, { tags: ['staging'] }), monitor(2, { tags: ['staging'] })]),
      fetchedAt: new Date(NOON).toISOString(),
    }
    return async (id: number, result: CheckResult) => {
      await clock.advance(6 * 60_000)
      const next: Snapshot = {
        ...current,
        monitors: current.monitors.map((m) => (m.id === id ? withCheck(m, { result }) : m)),
        fetchedAt: new Date(clock.now()).toISOString(),
      }
      const events = changeEvents(current, next, next.fetchedAt)
      current = next
      return policy.decide(events, next, { firstSweepAfterCache: false })
    }
  }

  it('a tag rule mutes its monitors and names itself; a monitor rule overrides it', async () => {
    const sweep = setup({
      rules: [rule('tag', 'staging', 'never'), rule('monitor', '2', 'always')],
    })
    const one = await sweep(1, 'failed')
    expect(one.decisions).toMatchObject([{ notify: false, reason: 'rule:tag=staging:never' }])
    // `watch --json` carries the muting rule in `reason`.
    expect(decisionLine(one.decisions[0]!)).toMatchObject({
      notify: false,
      reason: 'rule:tag=staging:never',
    })
    expect(one.alerts).toEqual([])
    const two = await sweep(2, 'failed')
    expect(two.decisions).toMatchObject([{ notify: true }])
    expect(two.alerts).toHaveLength(1)
  })

  it("'failures only' lets the failure through and mutes the recovery", async () => {
    const sweep = setup({ rules: [rule('tag', 'staging', 'failures')] })
    expect((await sweep(1, 'failed')).decisions).toMatchObject([{ notify: true }])
    expect((await sweep(1, 'succeeded')).decisions).toMatchObject([
      { notify: false, reason: 'rule:tag=staging:failures' },
    ])
  })

  it("'always' lets a recovery through while recoveries are off; the rest stay off", async () => {
    const sweep = setup({ notifyOnRecovery: false, rules: [rule('monitor', '1', 'always')] })
    await sweep(1, 'failed')
    await sweep(2, 'failed')
    expect((await sweep(1, 'succeeded')).decisions).toMatchObject([{ notify: true }])
    expect((await sweep(2, 'succeeded')).decisions).toMatchObject([
      { notify: false, reason: 'recovery-off' },
    ])
  })

  it('pause still applies on top of an always rule', async () => {
    const sweep = setup({
      pausedUntil: new Date(NOON + 3_600_000).toISOString(),
      rules: [rule('monitor', '1', 'always')],
    })
    expect((await sweep(1, 'failed')).decisions).toMatchObject([
      { notify: false, reason: 'paused' },
    ])
  })
})
