// The monitor form's "expires soon" days are read as the expiry radar reads them (one function,
// radar-round.ts expiryThreshold): 1-365 whole days, anything else none (the field left empty,
// the radar's default used).
import { describe, expect, it } from 'vitest'
import { monitorSchema } from '@app/core/api/schemas/monitor'
import { settingsView } from '@app/core/app-service/monitor-management'
import { expiryThreshold, noteThresholds } from '@app/core/app-service/radar-round'
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

  it('keeps only those not the default, a domain one only where its check is on', () => {
    const into = {
      thresholds: new Map<number, number>(),
      domainThresholds: new Map<number, number>(),
    }
    for (const m of [
      monitor(1, 30, 60, true),
      monitor(2, 14, 14, true),
      monitor(3, null, 60, false),
      monitor(4, 400, 0, true),
    ])
      noteThresholds(m, into)
    expect([...into.thresholds]).toEqual([[1, 30]])
    expect([...into.domainThresholds]).toEqual([[1, 60]])
  })
})
