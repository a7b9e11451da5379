// The Cron jobs page asks for every monitor's cron list at once: the app reads as many as leave
// the click room free and leaves the rest for later, so the next page the user opens has room.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, startHarness } from './harness'

let h: Harness

beforeAll(async () => {
  // 60 x 0.3 = 18 requests a minute: fewer than the monitors with cron jobs.
  h = await startHarness({ scenario: 'demo', monitors: 60, rateLimit: 60, slowRounds: false })
  await h.service.start()
  await h.advance(0)
})
afterAll(async () => {
  await h.close()
})

const cronMonitors = () =>
  h.service
    .getSnapshot()!
    .monitors.filter((m) => m.checks.some((c) => c.type === 'cron'))
    .map((m) => m.id)

describe('filling the cron lists', () => {
  it('reads what leaves the click room free, leaves the rest with when to ask again, and the next page opens at once', async () => {
    const ids = cronMonitors()
    expect(ids.length).toBeGreaterThan(18)
    const before = (await h.requests()).length
    const fill = await h.service.cronFill(ids)
    const sent = (await h.requests()).slice(before)

    expect(fill.failedIds).toEqual([])
    expect(fill.lists.length).toBeGreaterThan(0)
    expect(fill.lists.length + fill.leftIds.length).toBe(ids.length)
    expect(sent).toHaveLength(fill.lists.length)
    expect(sent.every((r) => r.path.endsWith('/cron-checks'))).toBe(true)
    for (const { monitorId, checks } of fill.lists) {
      expect(checks.every((c) => c.monitorId === monitorId)).toBe(true)
      expect(h.service.getSnapshot()!.cron[monitorId]).toEqual(checks)
    }
    expect(fill.retryInMs).toBeGreaterThan(0)
    expect(fill.retryInMs).toBeLessThanOrEqual(60_000)

    // The page the user opens next: two reads, sent at once.
    const [pages, templates] = await Promise.all([
      h.service.statusPages(),
      h.service.statusUpdateTemplates(),
    ])
    expect(pages.length).toBeGreaterThan(0)
    expect(Array.isArray(templates)).toBe(true)
    const asked = (await h.requests()).slice(before + sent.length).map((r) => r.path)
    expect(
      asked.filter((path) => /\/api\/status-page(s|-update-templates)$/.test(path)),
    ).toHaveLength(2)

    // Asked again when told, the rest arrives; what was read is not read again.
    await h.advance(fill.retryInMs!)
    const again = await h.service.cronFill(fill.leftIds)
    expect(again.lists.map((l) => l.monitorId).sort()).toEqual(
      fill.leftIds.slice(0, again.lists.length).sort(),
    )
    const cached = await h.service.cronFill(fill.lists.map((l) => l.monitorId))
    expect(cached.leftIds).toEqual([])
    expect(cached.lists).toHaveLength(fill.lists.length)
  })
})
