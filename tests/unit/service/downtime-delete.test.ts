// Downtime through the AppService against the simulator: each period's notes as the service wrote
// them, and deleting one (the DELETE the simulator received, the list read again without it; an
// unknown period answers not-found and nothing else goes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MonitorState } from '@app/shared/model'
import { type Harness, startHarness } from './harness'

let h: Harness
let outage: MonitorState

beforeAll(async () => {
  h = await startHarness({ scenario: 'demo', monitors: 12 })
  await h.service.start()
  await h.advance(0)
  outage = h.service.getSnapshot()!.monitors.find((m) => m.result === 'failed')!
})
afterAll(async () => {
  await h.close()
})

async function sentBy<T>(run: () => Promise<T>) {
  const before = (await h.requests()).length
  const value = await run()
  return { value, sent: (await h.requests()).slice(before) }
}

describe('downtime', () => {
  it('gives each period its notes, as plain text or null', async () => {
    const periods = await h.service.downtime(outage.id, '24h')
    expect(periods.length).toBeGreaterThan(1)
    const noted = periods.filter((p) => p.notes !== null)
    expect(noted.length).toBeGreaterThan(0)
    expect(periods.some((p) => p.notes === null)).toBe(true)
    for (const p of noted) expect(p.notes).not.toMatch(/[<>]/)
  })

  it('deletes one period: the simulator receives the DELETE and the list no longer has it', async () => {
    const [first] = await h.service.downtime(outage.id, '24h')
    const { value, sent } = await sentBy(() => h.service.deleteDowntime(outage.id, first!.id))
    expect(value.ok).toBe(true)
    expect(sent.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      `DELETE /api/downtime/${first!.id} 204`,
    ])
    // The cached list is dropped: the next ask reads it again, without the period.
    const again = await sentBy(() => h.service.downtime(outage.id, '24h'))
    expect(again.sent.some((r) => r.path === `/api/monitors/${outage.id}/downtime`)).toBe(true)
    expect(again.value.map((p) => p.id)).not.toContain(first!.id)
  })

  it('answers a failure with its kind for a period the service does not know', async () => {
    const { value, sent } = await sentBy(() => h.service.deleteDowntime(outage.id, 999))
    expect(value).toMatchObject({ ok: false, kind: 'not-found' })
    expect(value.message).toMatch(/Nothing was changed\.$/)
    expect(sent.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      'DELETE /api/downtime/999 404',
    ])
  })
})
