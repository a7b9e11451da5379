// The check page's mapping from API results: failed certificate checks first, a bad broken
// link set aside and counted (the rest kept), texts clipped.
import { describe, expect, it } from 'vitest'
import recordedHealth from '../../fixtures/recorded-api/certificate-health.json'
import { unreadableOf } from '@app/core/api/schemas/tolerant-list'
import { brokenLinksSchema, certificateHealthSchema } from '@app/core/api/schemas/results'
import {
  FINDING_URL_LIMIT,
  toBrokenLinks,
  toCertificateHealth,
  toRunView,
} from '@app/core/app-service/check-findings'

describe('check findings', () => {
  it('puts the failed certificate checks first, in the service order otherwise', () => {
    const body = certificateHealthSchema.parse({
      certificate_details: { issuer: 'R11', valid_from: null, valid_until: '2026-03-27 00:00:00' },
      certificate_checks: [
        { type: 'a', label: 'A', passed: true },
        { type: 'b', label: 'B', passed: false },
        { type: 'c', label: 'C', passed: true },
        { type: 'd', label: 'D', passed: false },
      ],
    })
    const view = toCertificateHealth(body, [], Date.parse('2026-03-17T00:00:00Z'))
    if (view.kind !== 'certificate_health') throw new Error(view.kind)
    expect(view.checks.map((c) => c.label)).toEqual(['B', 'D', 'A', 'C'])
    expect(view.daysLeft).toBe(10)
  })

  it('no certificate check reads as its own failure when it passed (recorded answer)', () => {
    const body = certificateHealthSchema.parse(JSON.parse(recordedHealth.data))
    const view = toCertificateHealth(body, [], Date.parse('2025-08-09T00:00:00Z'))
    if (view.kind !== 'certificate_health') throw new Error(view.kind)
    const shown = view.checks.map((c) => `${c.passed ? 'Passed' : 'Failed'} · ${c.label}`)
    expect(shown).toContain('Passed · Connects to the host')
    expect(shown).toContain('Passed · Will not expire soon')
    for (const line of shown) expect(line).not.toMatch(/Passed · (Could not|No |Host does not)/)
    expect(view.checks).toHaveLength(14)
  })

  it('sets a bad broken link aside, counts it, keeps the rest and clips long URLs', () => {
    const long = `https://example.com/${'x'.repeat(5000)}`
    const body = brokenLinksSchema.parse({
      data: [
        { crawled_url: long, status_code: 404, type: 'brand-new-type', internal: 'yes' },
        { status_code: 500 },
        { crawled_url: 'https://example.com/b', error_message: 'Timeout' },
      ],
    })
    expect(unreadableOf(body.data).count).toBe(1)
    const view = toBrokenLinks(body, null)
    if (view.kind !== 'broken_links') throw new Error(view.kind)
    expect(view.links).toHaveLength(2)
    expect(view.links[0]!.url.length).toBe(FINDING_URL_LIMIT)
    expect(view.links[0]!.internal).toBeNull()
    expect(view.links[1]).toMatchObject({ statusCode: null, error: 'Timeout' })
  })

  it('gives a run its duration, and none without an end', () => {
    const base = { id: 1, check_id: 2, check_type: 'uptime' as const, result: 'failed' as const }
    expect(
      toRunView({
        ...base,
        started_at: '2026-03-17 14:00:00',
        ended_at: '2026-03-17 14:00:03',
        service_url: 'https://ohdear.app/r/1',
      }),
    ).toMatchObject({ durationSeconds: 3, startedAt: '2026-03-17T14:00:00.000Z' })
    expect(
      toRunView({ ...base, started_at: '2026-03-17 14:00:00', ended_at: null, service_url: null })
        .durationSeconds,
    ).toBeNull()
  })
})
