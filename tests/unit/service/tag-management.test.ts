// Tags and tag groups through the AppService against the simulator: what was sent (bodies from
// the request log), what the service holds after, and how a refusal is answered.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
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

const sent = async (before: number) =>
  (await h.requests()).slice(before).map((r) => `${r.method} ${r.path} ${r.status}`)
const bodyOf = async (method: string, path: RegExp) =>
  (await h.requests()).findLast((r) => r.method === method && path.test(r.path))?.body

describe('tags', () => {
  it('creates a tag on monitors, puts it on more and takes it off, each named in the timeline', async () => {
    const [a, b, c] = h.service
      .getSnapshot()!
      .monitors.filter((m, _, all) => m.teamId === all[0]!.teamId)
    const teamId = a!.teamId
    const created = await h.service.createTag({
      teamId,
      name: ' canary-rollout ',
      monitorIds: [a!.id],
    })
    expect(created).toEqual({ ok: true, message: 'Created the tag canary-rollout.' })
    expect(await bodyOf('POST', /^\/api\/tags$/)).toEqual({
      team_id: teamId,
      name: 'canary-rollout',
      monitors: [a!.id],
    })
    await h.advance(0)
    expect(h.service.getSnapshot()!.monitors.find((m) => m.id === a!.id)!.tags).toContain(
      'canary-rollout',
    )

    const before = (await h.requests()).length
    const tagged = await h.service.tagMonitors({
      name: 'canary-rollout',
      monitorIds: [a!.id, b!.id, c!.id],
    })
    expect(tagged).toEqual({ ok: true, message: 'Tagged 3 monitors with canary-rollout.' })
    // One read of the tags, then a PUT only for the monitors that lacked it.
    expect((await sent(before)).slice(0, 3)).toEqual([
      'GET /api/tags 200',
      `PUT /api/monitors/${b!.id} 200`,
      `PUT /api/monitors/${c!.id} 200`,
    ])
    const put = (await bodyOf('PUT', new RegExp(`^/api/monitors/${c!.id}$`))) as { tags: string[] }
    expect(put.tags.sort()).toEqual([...c!.tags, 'canary-rollout'].sort())
    await h.advance(0)
    const view = await h.service.tags()
    expect(view.tags.find((t) => t.name === 'canary-rollout')!.monitorIds.sort()).toEqual(
      [a!.id, b!.id, c!.id].sort(),
    )

    const off = await h.service.tagMonitors({
      name: 'canary-rollout',
      monitorIds: [b!.id],
      remove: true,
    })
    expect(off).toEqual({ ok: true, message: 'Took the tag canary-rollout off 1 monitor.' })
    await h.advance(0)
    expect(h.service.getSnapshot()!.monitors.find((m) => m.id === b!.id)!.tags).not.toContain(
      'canary-rollout',
    )

    const actions = (await h.service.timeline({ kinds: ['action'] })).events.map((e) => e.text)
    expect(actions.some((t) => t.includes('Created the tag canary-rollout.'))).toBe(true)
    expect(actions.some((t) => t.includes('Tagged 3 monitors with canary-rollout.'))).toBe(true)
  })

  it('a monitor the service no longer has: the others are tagged, the failure named', async () => {
    const [a] = h.service.getSnapshot()!.monitors
    const result = await h.service.tagMonitors({ name: 'partial', monitorIds: [a!.id, 999_999] })
    expect(result).toMatchObject({ ok: false, kind: 'not-found' })
    expect(result.message).toMatch(/^1 of 2 failed, monitor 999999: /)
    const [put] = (await h.requests()).filter(
      (r) => r.method === 'PUT' && r.path === `/api/monitors/${a!.id}`,
    )
    expect((put?.body as { tags: string[] }).tags).toContain('partial')
  })

  it('a tag list that does not say which monitors carry a tag: each monitor is read, no tag is lost', async () => {
    const a = h.service.getSnapshot()!.monitors.find((m) => m.tags.length > 0)!
    // The service's tag list without `sites` (the PHP SDK reads it as optional).
    const real = globalThis.fetch
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const answer = await real(input, init)
      if (!String(input instanceof Request ? input.url : input).includes('/api/tags')) return answer
      const body = (await answer.json()) as { data: Record<string, unknown>[] }
      for (const tag of body.data) delete tag.sites
      return new Response(JSON.stringify(body), { status: answer.status, headers: answer.headers })
    })
    try {
      const before = (await h.requests()).length
      const result = await h.service.tagMonitors({ name: 'canary', monitorIds: [a.id] })
      expect(result).toEqual({ ok: true, message: 'Tagged 1 monitor with canary.' })
      expect((await sent(before)).slice(0, 3)).toEqual([
        'GET /api/tags 200',
        `GET /api/monitors/${a.id} 200`,
        `PUT /api/monitors/${a.id} 200`,
      ])
      const put = (await bodyOf('PUT', new RegExp(`^/api/monitors/${a.id}$`))) as {
        tags: string[]
      }
      expect(put.tags.sort()).toEqual([...a.tags, 'canary'].sort())
    } finally {
      spy.mockRestore()
    }
  })

  it('answers the service refusal by field (a team the account does not have)', async () => {
    const result = await h.service.createTag({ teamId: 999_999, name: 'nowhere' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.kind).toBe('refused')
    expect(result.fields).toEqual({ team_id: 'The selected team id is invalid.' })
  })
})

describe('tag groups', () => {
  it('creates a group with a wildcard, renames it keeping its tags, and deletes it', async () => {
    const teamId = h.service.getSnapshot()!.monitors[0]!.teamId
    await h.service.createTag({ teamId, name: 'client-acme' })
    await h.service.createTag({ teamId, name: 'client-bakery' })
    const created = await h.service.createTagGroup({
      teamId,
      label: 'Clients',
      tags: ['client-*'],
    })
    expect(created).toEqual({ ok: true, message: 'Created the tag group Clients.' })
    expect(await bodyOf('POST', /^\/api\/tag-groups$/)).toEqual({
      team_id: teamId,
      label: 'Clients',
      tags: ['client-*'],
    })
    let group = (await h.service.tags()).groups.find((g) => g.label === 'Clients')!
    expect(group.tags.sort()).toEqual(['client-acme', 'client-bakery'])

    // Renamed without tags: the request leaves them out, so the wildcard stays.
    const renamed = await h.service.updateTagGroup(group.id, { teamId, label: 'Customers' })
    expect(renamed).toEqual({ ok: true, message: 'Saved the tag group Customers.' })
    expect(await bodyOf('PUT', /^\/api\/tag-groups\/\d+$/)).toEqual({
      team_id: teamId,
      label: 'Customers',
    })
    await h.service.createTag({ teamId, name: 'client-garage' })
    group = (await h.service.tags()).groups.find((g) => g.id === group.id)!
    expect(group.label).toBe('Customers')
    expect(group.tags).toContain('client-garage')

    const before = (await h.requests()).length
    const deleted = await h.service.deleteTagGroup(group.id)
    expect(deleted).toEqual({ ok: true, message: 'Deleted the tag group Customers.' })
    expect((await sent(before))[0]).toBe(`DELETE /api/tag-groups/${group.id} 204`)
    const after = await h.service.tags()
    expect(after.groups.some((g) => g.id === group.id)).toBe(false)
    // Only the grouping went: the tags stay.
    expect(after.tags.some((t) => t.name === 'client-acme')).toBe(true)

    const actions = (await h.service.timeline({ kinds: ['action'] })).events.map((e) => e.text)
    expect(actions.some((t) => t.includes('Deleted the tag group Customers.'))).toBe(true)
  })
})
