// The demo's certificates under the manual clock: some expire within their monitor's own
// "expires soon" threshold (one only within a threshold longer than the default 14 days), and
// the check summary, certificate health and detected certificates agree on one expiry instant
// and its days left, before and after the clock moves.
import { describe, expect, it } from 'vitest'
import { useSimulator } from '../helpers/simulator'
import type { ApiCheck, ApiMonitor, ApiPage } from './api-types'

const DAY = 86_400_000
// Colleagues stay still: a monitor one adds while the clock moves would change the list.
const sim = useSimulator({
  clock: 'manual',
  scenario: 'demo',
  startTime: Date.UTC(2026, 2, 1, 12),
  colleagues: false,
})

type Monitor = ApiMonitor & {
  certificate_health_check_settings: { expires_soon_threshold_in_days: number }
}
interface Health {
  certificate_details: { valid_until: string }
  certificate_checks: { type: string; passed: boolean }[]
}
interface Detected {
  certificate_details: { valid_until: string; days_until_expiration: number }
}
interface Reading {
  monitor: Monitor
  check: ApiCheck
  threshold: number
  validUntil: number
  daysLeft: number
  expiresSoonPassed: boolean
  detected: Detected
}

/** The service's "Y-m-d H:i:s" in UTC. */
const utc = (text: string) => Date.parse(`${text.replace(' ', 'T')}Z`)

async function readings(): Promise<Reading[]> {
  const now = (await sim().control.clock()).now
  const monitors = (await sim().json<ApiPage<Monitor>>('/api/monitors?page[size]=100')).data
  const out: Reading[] = []
  for (const monitor of monitors) {
    const check = monitor.checks.find((c) => c.type === 'certificate_health')
    if (!check?.enabled) continue
    const health = await sim().json<Health>(`/api/certificate-health/${monitor.id}`)
    const detected = await sim().json<ApiPage<Detected>>(
      `/api/monitors/${monitor.id}/detected-certificates?sort=-created_at`,
    )
    const validUntil = utc(health.certificate_details.valid_until)
    out.push({
      monitor,
      check,
      threshold: monitor.certificate_health_check_settings.expires_soon_threshold_in_days,
      validUntil,
      daysLeft: Math.floor((validUntil - now) / DAY),
      expiresSoonPassed: health.certificate_checks.find((c) => c.type === 'expiresSoon')!.passed,
      detected: detected.data[0]!,
    })
  }
  return out
}

function expectAgreement(all: Reading[]): void {
  for (const r of all) {
    const soon = r.daysLeft <= r.threshold
    const where = `monitor ${r.monitor.id}`
    expect(r.expiresSoonPassed, where).toBe(!soon)
    expect(r.check.latest_run_result, where).toBe(soon ? 'warning' : 'succeeded')
    if (soon) expect(r.check.summary, where).toBe(`Expires in ${r.daysLeft} days`)
    expect(utc(r.detected.certificate_details.valid_until), where).toBe(r.validUntil)
    expect(r.detected.certificate_details.days_until_expiration, where).toBe(r.daysLeft)
  }
}

describe('simulator: the demo expiry radar', () => {
  it("has certificates inside their monitor's own threshold, every answer agreeing", async () => {
    const all = await readings()
    const soon = all.filter((r) => r.daysLeft <= r.threshold)
    expect(soon.map((r) => [r.daysLeft, r.threshold])).toEqual([
      [5, 14],
      [21, 30],
    ])
    expect(all.length - soon.length).toBeGreaterThan(20)
    expectAgreement(all)
  })

  it('keeps one expiry instant while the clock moves; the days left count down', async () => {
    const before = await readings()
    await sim().control.advance({ hours: 13 })
    const after = await readings()
    expect(after.map((r) => r.validUntil)).toEqual(before.map((r) => r.validUntil))
    expect(after.map((r) => r.daysLeft)).toEqual(before.map((r) => r.daysLeft - 1))
    expectAgreement(after)
  })
})
