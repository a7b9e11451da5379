// Adding, editing and deleting monitors through the AppService against the simulator: the bodies
// sent (from the request log), the picture after, and the service's refusals answered by field.
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

const bodyOf = async (method: string, path: RegExp) =>
  (await h.requests()).findLast((r) => r.method === method && path.test(r.path))?.body
const actions = async () =>
  (await h.service.timeline({ kinds: ['action'] })).events.map((e) => e.text)

describe('monitor management', () => {
  it('adds a monitor that is in the picture at once, edits it and deletes it', async () => {
    const teamId = h.service.getSnapshot()!.monitors[0]!.teamId
    const added = await h.service.createMonitor({
      url: ' https://new-shop.example.com ',
      type: 'http',
      teamId,
      checks: ['uptime', 'certificate_health'],
      label: 'New shop',
      tags: ['launch'],
    })
    expect(added).toMatchObject({ ok: true, message: 'Added the monitor New shop.' })
    expect(await bodyOf('POST', /^\/api\/monitors$/)).toEqual({
      url: 'https://new-shop.example.com',
      team_id: teamId,
      type: 'http',
      checks: ['uptime', 'certificate_health'],
      friendly_name: 'New shop',
      tags: ['launch'],
    })
    const id = added.ok ? added.id! : 0
    await h.advance(0)
    // Read back into the snapshot without waiting for the next sweep.
    const shown = h.service.getSnapshot()!.monitors.find((m) => m.id === id)!
    expect(shown).toMatchObject({ label: 'New shop', url: 'https://new-shop.example.com' })
    expect(shown.checks.filter((c) => c.enabled).map((c) => c.type)).toEqual(
      expect.arrayContaining(['uptime', 'certificate_health']),
    )

    const settings = await h.service.monitorSettings(id)
    expect(settings).toMatchObject({
      id,
      teamId,
      type: 'http',
      label: 'New shop',
      tags: ['launch'],
    })

    const saved = await h.service.updateMonitor(id, {
      label: 'Shop (new)',
      frequencyMinutes: 5,
      checks: ['uptime'],
    })
    expect(saved).toEqual({ ok: true, message: 'Saved the settings of Shop (new).' })
    // Only what changed is sent.
    expect(await bodyOf('PUT', new RegExp(`^/api/monitors/${id}$`))).toEqual({
      friendly_name: 'Shop (new)',
      checks: ['uptime'],
      uptime_check_settings: { frequency_unit: 'minute', frequency_value: 5 },
    })
    await h.advance(0)
    const edited = h.service.getSnapshot()!.monitors.find((m) => m.id === id)!
    expect(edited.label).toBe('Shop (new)')
    expect(edited.checks.find((c) => c.type === 'certificate_health')?.enabled).toBe(false)
    expect((await h.service.monitorSettings(id)).frequencyMinutes).toBe(5)

    const deleted = await h.service.deleteMonitor(id)
    expect(deleted).toEqual({ ok: true, message: 'Deleted the monitor Shop (new).' })
    expect(
      (await h.requests()).some((r) => r.method === 'DELETE' && r.path === `/api/monitors/${id}`),
    ).toBe(true)
    await h.advance(1000)
    expect(h.service.getSnapshot()!.monitors.some((m) => m.id === id)).toBe(false)

    const done = await actions()
    expect(done.some((t) => t.includes('Added the monitor New shop.'))).toBe(true)
    expect(done.some((t) => t.includes('Deleted the monitor Shop (new).'))).toBe(true)
  })

  it("answers the service's 422 by field and sends nothing for a field the client refuses", async () => {
    const teamId = h.service.getSnapshot()!.monitors[0]!.teamId
    const refused = await h.service.createMonitor({ url: 'shop.example.com', type: 'http', teamId })
    expect(refused).toMatchObject({
      ok: false,
      kind: 'refused',
      fields: { url: 'The url must start with http:// or https://.' },
    })
    const wrongCheck = await h.service.createMonitor({
      url: 'db.example.com:5432',
      type: 'tcp',
      teamId,
      checks: ['broken_links'],
    })
    expect(wrongCheck.ok).toBe(false)
    if (!wrongCheck.ok) expect(Object.keys(wrongCheck.fields ?? {})).toEqual(['checks'])

    const before = (await h.requests()).length
    const id = h.service.getSnapshot()!.monitors[0]!.id
    const tooOften = await h.service.updateMonitor(id, { frequencyMinutes: 5000 })
    expect(tooOften).toMatchObject({ ok: false, kind: 'invalid-arguments' })
    if (!tooOften.ok)
      expect(Object.keys(tooOften.fields ?? {})).toEqual(['uptime_check_settings.frequency_value'])
    expect((await h.requests()).slice(before).filter((r) => r.method === 'PUT')).toEqual([])
    // The failure is in the timeline too, naming the monitor.
    const label = h.service.getSnapshot()!.monitors[0]!.label
    expect((await actions()).some((t) => t.includes(label))).toBe(true)
  })
})
