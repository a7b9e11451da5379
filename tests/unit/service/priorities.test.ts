import { afterEach, describe, expect, it } from 'vitest'
import { type Harness, isSweepPage, startHarness } from './harness'

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

describe('priorities', () => {
  it('serves an action queued during a sweep before the sweep’s next page', async () => {
    // 1,000 monitors = 5 pages at 3 requests a minute: the account look-up and two pages go
    // out in the first minute, then the sweep waits for budget.
    h = await startHarness({ monitors: 1_000, rateLimit: 10 })
    await h.service.start()
    await h.advance(0)
    const firstRound = await h.requests()
    expect(firstRound).toHaveLength(3)
    expect(firstRound.filter(isSweepPage)).toHaveLength(2)
    expect(h.service.getSyncStatus().state).toBe('syncing')

    // No snapshot yet (the sweep is not done): take a check from the simulator's first page.
    await h.advance(20_000)
    const monitorsPage = await fetch(`${h.sim.baseUrl}/api/monitors?page[number]=1`, {
      headers: { Authorization: `Bearer ${h.sim.token}` },
    })
    const body = (await monitorsPage.json()) as { data: { id: number; checks: { id: number }[] }[] }
    const checkId = body.data[0]!.checks[0]!.id
    const pending = h.service.snoozeCheck(checkId, 30)
    await h.advance(60_000)
    const result = await pending
    expect(result.ok).toBe(true)

    const after = (await h.requests()).slice(firstRound.length + 1) // skip the helper's own GET
    expect(after[0]).toMatchObject({ method: 'POST', path: `/api/checks/${checkId}/snooze` })
    expect(isSweepPage(after[1]!)).toBe(true)
  })

  it('refreshes what the window shows before the rest of a sweep', async () => {
    h = await startHarness({ monitors: 1_000, rateLimit: 10 })
    await h.service.start()
    await h.advance(3 * 60_000) // first sweep complete: 5 pages
    const monitor = h.service.getSnapshot()!.monitors[900]!
    await h.advance(90_000) // second sweep under way, waiting for budget
    const before = (await h.requests()).length
    h.service.setFocus(monitor.id)
    await h.advance(60_000)
    const after = (await h.requests()).slice(before)
    expect(after[0]).toMatchObject({ method: 'GET', path: `/api/monitors/${monitor.id}` })
  })
})
