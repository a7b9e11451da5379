// The expiry radar on the demo world under the fake clock: the certificates the service already
// warns about are read first, and each one inside its monitor's own threshold is coming up with
// the days left the simulator answers, soonest first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ComingUpItem } from '@app/shared/coming-up'
import { type Harness, startHarness } from './harness'

const MINUTE = 60_000
let h: Harness

beforeAll(async () => {
  h = await startHarness({ scenario: 'demo', monitors: 40 })
  await h.service.start()
  await h.advance(0)
})
afterAll(async () => {
  await h.close()
})

const certificateReads = async () =>
  (await h.requests())
    .filter((r) => r.method === 'GET' && r.path.startsWith('/api/certificate-health/'))
    .map((r) => Number(r.path.split('/').at(-1)))

async function simulator<T>(path: string): Promise<T> {
  await h.syncSim()
  const response = await fetch(`${h.sim.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${h.sim.token}`, accept: 'application/json' },
  })
  return (await response.json()) as T
}

describe('expiry radar: certificates', () => {
  it('reads the first certificate right after the first sweep, not a round later', async () => {
    expect(h.service.getSnapshot()).not.toBeNull()
    expect(await certificateReads()).toHaveLength(1)
  })

  it('reads the certificates the service warns about first', async () => {
    const warned = h.service
      .getSnapshot()!
      .monitors.filter((m) =>
        m.checks.some(
          (c) => c.type === 'certificate_health' && c.enabled && c.result !== 'succeeded',
        ),
      )
      .map((m) => m.id)
    expect(warned).toHaveLength(2)
    for (let i = 0; i < 5 && (await certificateReads()).length < warned.length; i++)
      await h.advance(MINUTE)
    expect((await certificateReads()).slice(0, warned.length)).toEqual(warned)
  })

  it('lists each certificate inside its threshold with the days left, soonest first', async () => {
    const view = await h.service.comingUp()
    const certs = view.items.filter((i) => i.kind === 'certificate')
    expect(certs).toHaveLength(2)
    for (const item of certs) {
      const answer = await simulator<{ checks: { type: string; summary: string }[] }>(
        `/api/monitors/${item.monitorId}`,
      )
      const summary = answer.checks.find((c) => c.type === 'certificate_health')!.summary
      const days = /Expires in (\d+) days/.exec(summary)![1]
      expect(item).toMatchObject<Partial<ComingUpItem>>({
        checkType: 'certificate_health',
        text: `Certificate of ${item.monitorLabel} expires in ${days} days`,
      })
    }
    expect(certs.map((c) => c.text.match(/(\d+) days/)![1])).toEqual(['5', '21'])
    const times = view.items.map((i) => Date.parse(i.at))
    expect(times).toEqual([...times].sort((a, b) => a - b))
    // The widest threshold of the monitors read: this one's own 30 days, not the default 14.
    expect(view.summary).toMatch(/^2 certificates expire within 30 days/)
  })
})
