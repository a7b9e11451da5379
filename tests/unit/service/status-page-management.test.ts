// Status page management through the AppService against the simulator: what each action sends
// (bodies from the simulator's request log), what it answers, and that an update's time is the
// page's clock (the demo's first page is in Europe/Brussels), not UTC.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toWallClockMinutes } from '@app/shared/team-time'
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

const since = async (before: number) => (await h.requests()).slice(before)
const lines = async (before: number) =>
  (await since(before)).map((r) => `${r.method} ${r.path} ${r.status}`)

describe('status page management', () => {
  it('posts an update at the page clock, edits and pins it, then deletes it', async () => {
    const [page] = await h.service.statusPages()
    expect(page!.timezone).toBe('Europe/Brussels')
    let before = (await h.requests()).length
    const posted = await h.service.postStatusUpdate({
      statusPageId: page!.id,
      title: 'Checkout is slow',
      text: 'Looking into it.',
      severity: 'warning',
      pinned: false,
    })
    const wall = toWallClockMinutes(h.clock.now(), 'Europe/Brussels')
    expect(posted).toEqual({
      ok: true,
      message: `Posted "Checkout is slow" to "${page!.title}" at ${wall} (Europe/Brussels time).`,
    })
    const post = (await since(before)).find((r) => r.method === 'POST')!
    expect(post.path).toBe('/api/status-page-updates')
    expect(post.body).toEqual({
      status_page_id: page!.id,
      title: 'Checkout is slow',
      text: 'Looking into it.',
      severity: 'warning',
      pinned: false,
      time: wall,
    })
    await h.advance(0)
    const update = (await h.service.statusPages())
      .find((p) => p.id === page!.id)!
      .updates.find((u) => u.title === 'Checkout is slow')!
    // Given and returned on the page's clock.
    expect(update.time.slice(0, 16)).toBe(wall)

    before = (await h.requests()).length
    const pinned = await h.service.editStatusUpdate({
      updateId: update.id,
      statusPageId: page!.id,
      title: 'Checkout is slow (fixed)',
      text: 'Fixed.',
      severity: 'resolved',
      pinned: true,
    })
    expect(pinned).toEqual({
      ok: true,
      message: 'Saved the update "Checkout is slow (fixed)", pinned.',
    })
    const put = (await since(before)).find((r) => r.method === 'PUT')!
    expect(put.path).toBe(`/api/status-page-updates/${update.id}`)
    expect(put.body).toEqual({
      title: 'Checkout is slow (fixed)',
      text: 'Fixed.',
      severity: 'resolved',
      pinned: true,
    })
    await h.advance(0)
    const after = (await h.service.statusPages()).find((p) => p.id === page!.id)!
    // One pinned update per page: the seeded pinned one was unpinned.
    expect(after.updates.filter((u) => u.pinned).map((u) => u.id)).toEqual([update.id])

    before = (await h.requests()).length
    expect(await h.service.deleteStatusUpdate(update.id)).toEqual({
      ok: true,
      message: 'Deleted the update "Checkout is slow (fixed)".',
    })
    expect((await lines(before))[0]).toBe(`DELETE /api/status-page-updates/${update.id} 204`)
  })

  it('creates a page with monitors, changes them, and deletes it', async () => {
    const monitors = h.service.getSnapshot()!.monitors.slice(0, 3)
    const teamId = h.service.getSession().account!.teams[0]!.id
    let before = (await h.requests()).length
    const created = await h.service.createStatusPage({
      teamId,
      title: 'Shop status',
      monitorIds: [monitors[0]!.id, monitors[1]!.id],
    })
    expect(created).toEqual({
      ok: true,
      message: 'Created the status page "Shop status" with 2 monitors.',
    })
    const post = (await since(before)).find((r) => r.method === 'POST')!
    expect(post.body).toEqual({
      team_id: teamId,
      title: 'Shop status',
      monitors: [{ id: monitors[0]!.id }, { id: monitors[1]!.id }],
    })
    await h.advance(0)
    const page = (await h.service.statusPages()).find((p) => p.title === 'Shop status')!
    expect(page.monitors.map((m) => m.id)).toEqual([monitors[0]!.id, monitors[1]!.id])

    before = (await h.requests()).length
    const changed = await h.service.setStatusPageMonitors(page.id, [
      monitors[1]!.id,
      monitors[2]!.id,
    ])
    expect(changed).toEqual({
      ok: true,
      message: '"Shop status" shows 2 monitors (added 1 monitor, removed 1 monitor).',
    })
    const sent = await since(before)
    expect(sent.slice(0, 3).map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /api/status-pages/${page.id}`,
      `POST /api/status-pages/${page.id}/monitors`,
      `DELETE /api/status-pages/${page.id}/monitors/${monitors[0]!.id}`,
    ])
    // Added, never `sync`: a page changed meanwhile keeps what this call did not name.
    expect(sent[1]!.body).toEqual({ monitors: [{ id: monitors[2]!.id }] })
    await h.advance(0)
    const now = (await h.service.statusPages()).find((p) => p.id === page.id)!
    expect(now.monitors.map((m) => m.id).sort()).toEqual([monitors[1]!.id, monitors[2]!.id].sort())

    expect(await h.service.deleteStatusPage(page.id)).toEqual({
      ok: true,
      message: 'Deleted the status page "Shop status" and its updates.',
    })
    await h.advance(0)
    expect((await h.service.statusPages()).some((p) => p.id === page.id)).toBe(false)
  })

  it('a page in a zone this computer does not know: no update at a guessed time', async () => {
    // The service's status pages in a zone no time zone database has.
    const real = globalThis.fetch
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const answer = await real(input, init)
      const url = String(input instanceof Request ? input.url : input)
      if (!url.includes('/api/status-pages') || (init?.method ?? 'GET') !== 'GET') return answer
      const body = (await answer.json()) as { data: unknown }
      const pages = Array.isArray(body.data) ? body.data : [body.data ?? body]
      for (const page of pages as Record<string, unknown>[]) page.timezone = 'Mars/Olympus_Mons'
      return new Response(JSON.stringify(body), { status: answer.status, headers: answer.headers })
    })
    try {
      const [page] = await h.service.statusPages()
      const before = (await h.requests()).length
      const input = {
        statusPageId: page!.id,
        title: 'Checkout is slow',
        text: 'Looking into it.',
        severity: 'warning' as const,
        pinned: false,
      }
      const refused = await h.service.postStatusUpdate(input)
      expect(refused).toMatchObject({ ok: false, kind: 'invalid-arguments' })
      expect(refused.message).toMatch(
        /time zone is not one this computer knows.* Nothing was changed\./,
      )
      expect((await lines(before)).filter((l) => l.startsWith('POST'))).toEqual([])
      // With its time given on the page's clock, it is posted as given.
      const posted = await h.service.postStatusUpdate({ ...input, time: '2026-11-26 09:30' })
      expect(posted).toEqual({
        ok: true,
        message: `Posted "Checkout is slow" to "${page!.title}" at 2026-11-26 09:30 (the page's time).`,
      })
    } finally {
      spy.mockRestore()
    }
  })

  it('says why when the service refuses, and exits as the error table says', async () => {
    const missing = await h.service.postStatusUpdate({
      statusPageId: 999_999,
      title: 'x',
      text: '',
      severity: 'info',
      pinned: false,
    })
    expect(missing).toMatchObject({ ok: false, kind: 'not-found' })
    expect(missing.message).toMatch(/Nothing was changed\.$/)
    const [page] = await h.service.statusPages()
    const bad = await h.service.postStatusUpdate({
      statusPageId: page!.id,
      title: 'x'.repeat(300),
      text: '',
      severity: 'info',
      pinned: false,
    })
    expect(bad).toMatchObject({ ok: false, kind: 'refused' })
  })
})
