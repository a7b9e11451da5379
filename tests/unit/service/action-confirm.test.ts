import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type Harness, startHarness } from './harness'

let h: Harness
beforeEach(async () => {
  h = await startHarness({ scenario: 'demo', monitors: 12 })
  await h.service.start()
  await h.advance(0)
})
afterEach(async () => {
  await h.close()
})

/** Reads the simulator directly (as another client would), not through the service. */
async function simGet<T>(path: string): Promise<T> {
  await h.syncSim()
  const response = await fetch(`${h.sim.baseUrl}${path}`, {
    headers: { Authorization: `Bearer ${h.sim.token}`, Accept: 'application/json' },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as T
}

describe('an action answers at once, then a targeted refresh confirms it', () => {
  it('reads the status pages again after posting an update', async () => {
    const [page] = await h.service.statusPages()
    expect(page).toBeDefined()
    const before = (await h.requests()).length
    const posted = await h.service.postStatusUpdate({
      statusPageId: page!.id,
      title: 'Checkout is slow',
      text: 'We are looking into it.',
      severity: 'warning',
      pinned: false,
    })
    expect(posted.ok).toBe(true)
    await h.advance(0)
    const sent = (await h.requests()).slice(before).map((r) => `${r.method} ${r.path} ${r.status}`)
    expect(sent).toEqual(['POST /api/status-page-updates 201', 'GET /api/status-pages 200'])
    // The cached list (read before the post) was replaced by the confirmed one.
    const pages = await h.service.statusPages()
    expect(pages.find((p) => p.id === page!.id)?.updates.map((u) => u.title)).toContain(
      'Checkout is slow',
    )
    expect((await h.requests()).length).toBe(before + 2)
  })

  it('shares the confirming read with a window asking at the same time', async () => {
    const [page] = await h.service.statusPages()
    const before = (await h.requests()).length
    const posted = h.service.postStatusUpdate({
      statusPageId: page!.id,
      title: 'All clear',
      text: '',
      severity: 'resolved',
      pinned: false,
    })
    expect((await posted).ok).toBe(true)
    const asked = await h.service.statusPages()
    expect(asked.find((p) => p.id === page!.id)?.updates.map((u) => u.title)).toContain('All clear')
    await h.advance(0)
    expect((await h.requests()).slice(before).map((r) => r.path)).toEqual([
      '/api/status-page-updates',
      '/api/status-pages',
    ])
  })

  it('finds and refreshes the monitor of a cron check the snapshot does not know yet', async () => {
    const withCron = h.service
      .getSnapshot()!
      .monitors.filter((m) => m.checks.some((c) => c.type === 'cron'))
    expect(withCron.length).toBeGreaterThan(0)
    const lists = await Promise.all(
      withCron.map((m) =>
        simGet<{ data: { id: number }[] }>(`/api/monitors/${m.id}/cron-checks`).then((r) => r.data),
      ),
    )
    // The last monitor that has one: the candidates before it are asked on the way.
    const index = lists.findLastIndex((list) => list.length > 0)
    expect(index).toBeGreaterThan(0)
    const target = withCron[index]!
    const cronId = lists[index]![0]!.id
    expect(h.service.getSnapshot()!.cron[target.id]).toBeUndefined()

    const before = (await h.requests()).length
    const result = await h.service.snoozeCronCheck(cronId, 45)
    expect(result.ok).toBe(true)
    await h.advance(0)

    const sent = (await h.requests()).slice(before).map((r) => `${r.method} ${r.path}`)
    expect(sent[0]).toBe(`POST /api/cron-checks/${cronId}/snooze`)
    expect(sent.slice(1)).toEqual(
      withCron.slice(0, index + 1).map((m) => `GET /api/monitors/${m.id}/cron-checks`),
    )
    const cron = h.service.getSnapshot()!.cron[target.id]?.find((c) => c.id === cronId)
    expect(cron).toBeDefined()
    expect(cron!.snoozedUntil).not.toBeNull()
  })
})
