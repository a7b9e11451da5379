// The Cron jobs page asks for cron lists of monitors of two accounts at once (two simulators whose
// ids collide): each account reads its own monitors with its own service's ids, and the answer
// names them by the picture's ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SLOT_SPAN, serviceId } from '@app/core/app-service/picture-ids'
import { startTwoAccounts, type TwoAccounts } from './two-accounts'

let two: TwoAccounts
beforeAll(async () => {
  two = await startTwoAccounts({ acmeMonitors: 8, ownMonitors: 8 })
  await two.service.start()
  await two.advance(0)
})
afterAll(async () => {
  await two.close()
})

describe('cron lists of two accounts', () => {
  it('each account reads its own monitors; the answer is in the picture’s ids', async () => {
    const ids = two.service
      .getSnapshot()!
      .monitors.filter((m) => m.checks.some((c) => c.type === 'cron'))
      .map((m) => m.id)
    const acmeIds = ids.filter((id) => id < SLOT_SPAN)
    const ownIds = ids.filter((id) => id > SLOT_SPAN)
    expect(acmeIds.length).toBeGreaterThan(0)
    expect(ownIds.length).toBeGreaterThan(0)
    const before = {
      acme: (await two.requests(two.acme.sim)).length,
      own: (await two.requests(two.own.sim)).length,
    }

    const fill = await two.service.cronFill(ids)

    expect(fill.failedIds).toEqual([])
    expect(fill.leftIds).toEqual([])
    expect(fill.lists.map((l) => l.monitorId).sort()).toEqual([...ids].sort())
    for (const { monitorId, checks } of fill.lists)
      for (const check of checks) expect(check.monitorId).toBe(monitorId)
    const paths = async (which: 'acme' | 'own') =>
      (await two.requests(two[which].sim))
        .slice(before[which])
        .filter((r) => r.path.endsWith('/cron-checks'))
        .map((r) => r.path)
        .sort()
    const own = (list: number[]) => list.map((id) => `/api/monitors/${serviceId(id)}/cron-checks`)
    expect(await paths('acme')).toEqual(own(acmeIds).sort())
    expect(await paths('own')).toEqual(own(ownIds).sort())
  })
})
