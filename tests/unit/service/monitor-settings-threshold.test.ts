// The monitor form's "expires soon" days are read as the expiry radar reads them (one function,
// radar-round.ts expiryThreshold): 1-365 whole days, anything else none (the field left empty,
// the radar's default used).
import { describe, expect, it } from 'vitest'
import { monitorSchema } from '@app/core/api/schemas/monitor'
import { settingsView } from '@app/core/app-service/monitor-management'
import {
  LearnedThresholds,
  expiryThreshold,
  noThresholds,
  noteThresholds,
  type ThresholdList,
} from '@app/core/app-service/radar-round'
import { DEFAULT_EXPIRY_THRESHOLD_DAYS as DEFAULT } from '@app/core/engine/radar'
import recorded from '../../fixtures/recorded-api/monitor.json'

const base = JSON.parse(recorded.data) as Record<string, unknown>
const withDays = (days: unknown) =>
  monitorSchema.parse({
    ...base,
    certificate_health_check_settings: { expires_soon_threshold_in_days: days },
  })

describe("the monitor form's certificate expiry days", () => {
  it('keeps 1 to 365 whole days and nothing else, as the radar does', () => {
    const given = [0, -3, 1, 30, 365, 366, 10_000, 14.5, '30', null, undefined]
    const expected = [null, null, 1, 30, 365, null, null, null, null, null, null]
    const form = given.map((days) => settingsView(withDays(days)).certificateExpiryDays)
    expect(form).toEqual(expected)
    expect(given.map((days) => expiryThreshold(withDays(days)))).toEqual(form)
  })

  it('reads none when the settings are missing or not an object', () => {
    const { certificate_health_check_settings: _dropped, ...rest } = base
    expect(settingsView(monitorSchema.parse(rest)).certificateExpiryDays).toBeNull()
    const odd = monitorSchema.parse({ ...base, certificate_health_check_settings: 'x' })
    expect(settingsView(odd).certificateExpiryDays).toBeNull()
  })
})

describe('the thresholds a sweep notes', () => {
  const monitor = (id: number, cert: unknown, domain: unknown, domainOn: boolean) =>
    monitorSchema.parse({
      ...base,
      id,
      certificate_health_check_settings: { expires_soon_threshold_in_days: cert },
      domain_check_settings: { expires_soon_threshold_in_days: domain },
      checks: (base.checks as { type: string }[]).map((c) =>
        c.type === 'domain' ? { ...c, enabled: domainOn } : c,
      ),
    })

  // Pairs of monitor id and days, in the sweep's order.
  const pairs = (list: ThresholdList) => list.ids.map((id, n) => [id, list.days[n]])

  // A domain threshold is noted whether its check is on or not: the radar reads a domain only
  // where it is (radar-domains.test.ts), so one noted for a monitor with the check off is unused.
  it('keeps only those not the default, in the order read', () => {
    const into = noThresholds()
    for (const m of [
      monitor(1, 30, 60, true),
      monitor(2, 14, 14, true),
      monitor(3, null, 60, false),
      monitor(4, 400, 0, true),
    ])
      noteThresholds(m, into)
    expect(pairs(into.thresholds)).toEqual([[1, 30]])
    expect(pairs(into.domainThresholds)).toEqual([
      [1, 60],
      [3, 60],
    ])
  })
})

describe('the thresholds the radar keeps from sweep to sweep', () => {
  const list = (...pairs: [number, number][]) => ({
    ids: pairs.map(([id]) => id),
    days: pairs.map(([, days]) => days),
  })

  it('looks up the last sweep’s days, the default elsewhere, whether or not the list changed', () => {
    const learned = new LearnedThresholds()
    expect(learned.daysOf(1)).toBe(DEFAULT)
    learned.learn(list([1, 30], [2, 60]))
    expect([learned.daysOf(1), learned.daysOf(2), learned.daysOf(3)]).toEqual([30, 60, DEFAULT])
    // The same monitors and days again, in new arrays.
    learned.learn(list([1, 30], [2, 60]))
    expect([learned.daysOf(1), learned.daysOf(2)]).toEqual([30, 60])
    // One back to the default (or gone), one changed, one new.
    learned.learn(list([2, 90], [3, 7]))
    expect([learned.daysOf(1), learned.daysOf(2), learned.daysOf(3)]).toEqual([DEFAULT, 90, 7])
    // A monitor listed twice (a page that shifted): the later entry wins.
    learned.learn(list([2, 90], [2, 45]))
    expect(learned.daysOf(2)).toBe(45)
    learned.forget()
    expect(learned.daysOf(2)).toBe(DEFAULT)
  })
})
