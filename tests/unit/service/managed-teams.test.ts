// Managed teams through the AppService against the simulator: the reseller found from the
// account's teams, the list as the API filters and sorts it, each write one request at action
// priority (recorded in the timeline, never with a login link), 422s by field, and a plain
// customer's account told in one sentence.
import { afterEach, describe, expect, it } from 'vitest'
import type { ManagedTeamsView } from '@app/shared/managed-teams'
import { NOT_RESELLER } from '@app/core/app-service/managed-teams'
import { type Harness, startHarness } from './harness'

let h: Harness
afterEach(async () => {
  await h.close()
})

async function start(resellers = true): Promise<void> {
  h = await startHarness({ scenario: 'demo', monitors: 12, slowRounds: false, resellers })
  await h.service.start()
  await h.advance(0)
}

const sent = async (before: number) =>
  (await h.requests()).slice(before).map((r) => `${r.method} ${r.path}${r.query} ${r.status}`)

function reseller(view: ManagedTeamsView) {
  if (view.state !== 'reseller') throw new Error(`not a reseller: ${view.message}`)
  return view
}

describe('managed teams', () => {
  it('finds the reseller team once and lists its teams, filtered and sorted by the API', async () => {
    await start()
    let before = (await h.requests()).length
    const view = reseller(await h.service.managedTeams({}))
    const me = (await h.sim.control.info()).teams
    expect(view.reseller.id).toBe(me[0]!.id)
    expect(view.teams.map((t) => t.name).sort()).toEqual(
      me
        .slice(1)
        .map((t) => t.name)
        .sort(),
    )
    expect(view.teams.every((t) => (t.monitorsCount ?? 0) > 0)).toBe(true)
    // The account, then the first team's list, which answers the unfiltered page too.
    const base = `/api/reseller/${view.reseller.id}/managed-teams`
    expect(await sent(before)).toEqual([
      'GET /api/me 200',
      `GET ${base}?page%5Bnumber%5D=1&page%5Bsize%5D=200 200`,
    ])
    // The user can log in as themselves in every team.
    const you = view.users[view.teams[0]!.id]!
    expect(you).toEqual([expect.objectContaining({ you: true })])

    before = (await h.requests()).length
    const sorted = reseller(await h.service.managedTeams({ name: 'client', sort: 'name' }))
    const names = sorted.teams.map((t) => t.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
    expect(await sent(before)).toEqual([
      `GET ${base}?filter%5Bname%5D=client&sort=name&page%5Bnumber%5D=1&page%5Bsize%5D=200 200`,
    ])
    const zone = view.teams[0]!.timezone!
    const inZone = reseller(await h.service.managedTeams({ timezone: zone }))
    expect(inZone.teams.every((t) => t.timezone === zone)).toBe(true)
  })

  it('creates, renames, moves, adds a user, logs in, decouples and deletes; each recorded', async () => {
    await start()
    const { reseller: owner } = reseller(await h.service.managedTeams({}))
    const base = `/api/reseller/${owner.id}/managed-teams`
    let before = (await h.requests()).length
    expect(
      await h.service.createManagedTeam({ name: ' Client: Orchid ', timezone: 'Asia/Tokyo' }),
    ).toEqual({ ok: true, message: 'Created the managed team Client: Orchid.' })
    const writes = (await h.sim.control.requests()).slice(before).filter((r) => r.method !== 'GET')
    expect(writes.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', base, { name: 'Client: Orchid', timezone: 'Asia/Tokyo' }],
    ])
    await h.advance(0)
    // The account is read again, so the overview's team filter knows the new team.
    expect(h.service.getSession().account?.teams.some((t) => t.name === 'Client: Orchid')).toBe(
      true,
    )

    const listed = reseller(await h.service.managedTeams({ name: 'Orchid' }))
    const orchid = listed.teams[0]!
    expect(orchid).toMatchObject({
      name: 'Client: Orchid',
      timezone: 'Asia/Tokyo',
      monitorsCount: 0,
    })

    expect(await h.service.updateManagedTeam(orchid.id, { name: 'Client: Orchid Ltd' })).toEqual({
      ok: true,
      message: 'Saved the managed team Client: Orchid: renamed it Client: Orchid Ltd.',
    })
    expect(await h.service.updateManagedTeam(orchid.id, { timezone: 'Europe/Paris' })).toEqual({
      ok: true,
      message: 'Saved the managed team Client: Orchid Ltd: its time zone is Europe/Paris.',
    })

    const added = await h.service.addManagedTeamUser(orchid.id, {
      email: 'ana@orchid.test',
      name: 'Ana',
      role: 'member',
    })
    expect(added).toEqual({ ok: true, message: 'Added Ana (member) to Client: Orchid Ltd.' })
    const users = reseller(await h.service.managedTeams({ name: 'Orchid' })).users[orchid.id]!
    const ana = users.find((u) => u.name === 'Ana')!
    expect(ana).toMatchObject({ email: 'ana@orchid.test', role: 'member', you: false })

    before = (await h.requests()).length
    const link = await h.service.managedTeamLoginLink(orchid.id, ana.id)
    if (!link.ok) throw new Error(link.message)
    expect(link.message).toBe('Made a login link to Client: Orchid Ltd as Ana, valid 5 minutes.')
    expect(link.url).toMatch(/\/login\/\d+\?.*expires=\d+&signature=[0-9a-f]+$/)
    expect(await sent(before)).toEqual([
      `POST ${base}/${orchid.id}/users/${ana.id}/generate-login-link 200`,
    ])

    expect(await h.service.decoupleManagedTeam(orchid.id)).toEqual({
      ok: true,
      message: 'Decoupled Client: Orchid Ltd: it is an independent team now, with its monitors.',
    })
    expect(reseller(await h.service.managedTeams({ name: 'Orchid' })).teams).toEqual([])

    await h.service.createManagedTeam({ name: 'Short-lived' })
    const short = reseller(await h.service.managedTeams({ name: 'Short' })).teams[0]!
    before = (await h.requests()).length
    expect(await h.service.deleteManagedTeam(short.id)).toEqual({
      ok: true,
      message: 'Deleted the managed team Short-lived and its monitors.',
    })
    expect((await sent(before))[0]).toBe(`DELETE ${base}/${short.id} 204`)

    // Each write is one timeline row; the link is in none of them, nor in any log.
    const rows = (await h.service.timeline({ kinds: ['action'] })).events.map((e) => e.text)
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Created the managed team Client: Orchid'),
        expect.stringContaining('renamed it Client: Orchid Ltd'),
        expect.stringContaining('Added Ana (member)'),
        expect.stringContaining('Made a login link to Client: Orchid Ltd as Ana'),
        expect.stringContaining('Decoupled Client: Orchid Ltd'),
        expect.stringContaining('Deleted the managed team Short-lived'),
      ]),
    )
    const signature = new URL(link.url).searchParams.get('signature')!
    const everything = JSON.stringify([
      await h.service.timeline({}),
      h.logs,
      await Promise.all(h.store.keys().map((k) => h.store.get(k))),
    ])
    expect(everything).not.toContain(signature)
    expect(everything).not.toContain('/login/')
  })

  it('answers the service 422 by field, and a deleted team as not found', async () => {
    await start()
    const { teams } = reseller(await h.service.managedTeams({}))
    // A field the client can judge is refused before anything is sent.
    const before = (await h.requests()).length
    expect(await h.service.createManagedTeam({ name: ' ' })).toMatchObject({
      ok: false,
      kind: 'invalid-arguments',
      fields: { name: 'must not be empty' },
    })
    expect((await h.requests()).length).toBe(before)
    // The service's 422, by field.
    expect(await h.service.createManagedTeam({ name: 'Ok', timezone: 'Mars/Olympus' })).toEqual({
      ok: false,
      kind: 'refused',
      message: expect.stringContaining('The timezone field must be a valid timezone.'),
      fields: { timezone: 'The timezone field must be a valid timezone.' },
    })
    const user = await h.service.addManagedTeamUser(teams[0]!.id, {
      email: 'nobody',
      name: 'N',
      role: 'guest',
    })
    expect(user).toMatchObject({
      ok: false,
      fields: { email: expect.stringMatching(/email/) },
    })
    const gone = await h.service.deleteManagedTeam(999_999)
    expect(gone).toMatchObject({ ok: false, kind: 'not-found' })
    const rows = (await h.service.timeline({ kinds: ['action'] })).events
    expect(rows.some((e) => e.reason !== null && /create the managed team/.test(e.text))).toBe(true)
  })

  it('tells an account that is no reseller in one sentence, having asked each team once', async () => {
    await start(false)
    const before = (await h.requests()).length
    expect(await h.service.managedTeams({})).toEqual({
      state: 'not-reseller',
      message: NOT_RESELLER,
    })
    const asked = (await h.requests()).slice(before)
    const teams = (await h.sim.control.info()).teams
    expect(asked.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      'GET /api/me 200',
      ...teams.map((t) => `GET /api/reseller/${t.id}/managed-teams 403`),
    ])
    // Found once: asking again sends nothing.
    await h.service.managedTeams({})
    expect((await h.requests()).length).toBe(before + asked.length)
    const write = await h.service.createManagedTeam({ name: 'x' })
    expect(write).toEqual({ ok: false, kind: 'forbidden', message: NOT_RESELLER })
  })
})
