// Managed teams and tags with two accounts at once, each on its own simulator whose ids collide
// with the other's: each account's list comes from its own service in the picture's ids, a write
// reaches the account its ids (or its account id) name with that service's own ids, and each
// simulator's request log holds only its own account's calls. One account that is no reseller
// says so without hiding the other's teams.
import { afterEach, describe, expect, it } from 'vitest'
import { SLOT_SPAN, serviceId } from '@app/core/app-service/picture-ids'
import type { ManagedTeamsView } from '@app/shared/managed-teams'
import type { LoggedRequest } from '@app/simulator'
import { startTwoAccounts, type TwoAccounts } from './two-accounts'

let t: TwoAccounts | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

async function start(): Promise<TwoAccounts> {
  t = await startTwoAccounts()
  await t.service.start()
  await t.advance(0)
  return t
}

function reseller(view: ManagedTeamsView) {
  if (view.state !== 'reseller') throw new Error(`not a reseller: ${view.message}`)
  return view
}

/** The calls a simulator received after `before` of them, as `METHOD path`. */
async function calls(two: TwoAccounts, which: 'acme' | 'own', before = 0): Promise<string[]> {
  return (await two.requests(two[which].sim)).slice(before).map((r) => `${r.method} ${r.path}`)
}
const count = async (two: TwoAccounts, which: 'acme' | 'own') =>
  (await two.requests(two[which].sim)).length
const bodyOf = (requests: LoggedRequest[], method: string, path: RegExp) =>
  requests.findLast((r) => r.method === method && path.test(r.path))?.body

describe('managed teams with two accounts', () => {
  it('lists each account’s teams from its own service, in the picture’s ids', async () => {
    const two = await start()
    const [acmeBefore, ownBefore] = [await count(two, 'acme'), await count(two, 'own')]
    const acme = reseller(await two.service.managedTeams({ account: 'acme' }))
    // Only Acme's service was asked.
    expect(await calls(two, 'own', ownBefore)).toEqual([])
    expect((await calls(two, 'acme', acmeBefore)).some((c) => c.includes('/reseller/'))).toBe(true)

    const own = reseller(await two.service.managedTeams({ account: 'own' }))
    expect(
      (await calls(two, 'own', ownBefore)).filter((c) => c.includes('/reseller/')),
    ).not.toEqual([])
    // The simulators number alike: the same service ids, told apart by the picture's.
    expect(own.teams.map((team) => serviceId(team.id))).toEqual(acme.teams.map((team) => team.id))
    expect(acme.teams.every((team) => team.id < SLOT_SPAN)).toBe(true)
    expect(own.teams.every((team) => team.id > SLOT_SPAN)).toBe(true)
    expect(own.reseller.id).toBeGreaterThan(SLOT_SPAN)
    // Users are keyed by the picture's team ids, and their ids are the picture's too.
    expect(Object.keys(own.users).map(Number)).toEqual(own.teams.map((team) => team.id))
    expect(own.users[own.teams[0]!.id]![0]!.id).toBeGreaterThan(SLOT_SPAN)
    // Left out, the account is the first.
    expect(reseller(await two.service.managedTeams({})).teams).toEqual(acme.teams)
  })

  it('each write reaches the account of its team (or the account named), with its own ids', async () => {
    const two = await start()
    const own = reseller(await two.service.managedTeams({ account: 'own' }))
    const team = own.teams[0]!
    const ownReseller = serviceId(own.reseller.id)
    const [acmeBefore, ownBefore] = [await count(two, 'acme'), await count(two, 'own')]

    const saved = await two.service.updateManagedTeam(team.id, { name: 'Renamed client' })
    expect(saved).toMatchObject({ ok: true })
    const created = await two.service.createManagedTeam({ name: 'New client' }, 'own')
    expect(created).toMatchObject({ ok: true, message: 'Created the managed team New client.' })
    const user = own.users[team.id]![0]!
    const link = await two.service.managedTeamLoginLink(team.id, user.id)
    expect(link).toMatchObject({ ok: true })

    const base = `/api/reseller/${ownReseller}/managed-teams`
    const writes = (await calls(two, 'own', ownBefore)).filter((c) => !c.startsWith('GET '))
    expect(writes).toEqual([
      `PUT ${base}/${serviceId(team.id)}`,
      `POST ${base}`,
      `POST ${base}/${serviceId(team.id)}/users/${serviceId(user.id)}/generate-login-link`,
    ])
    // Acme's service, whose teams have the same numbers, got none of them.
    expect((await calls(two, 'acme', acmeBefore)).filter((c) => !c.startsWith('GET '))).toEqual([])
    const ownTeams = reseller(await two.service.managedTeams({ account: 'own' })).teams
    expect(ownTeams.map((x) => x.name)).toEqual(
      expect.arrayContaining(['Renamed client', 'New client']),
    )
    const acmeTeams = reseller(await two.service.managedTeams({ account: 'acme' })).teams
    expect(acmeTeams.map((x) => x.name)).not.toContain('Renamed client')
    expect(acmeTeams.map((x) => x.name)).not.toContain('New client')
  })

  it('an account that is no reseller says so, the other’s teams still listed', async () => {
    const two = await start()
    await two.own.sim.control.addFault({ kind: 'status', status: 403, pathPrefix: '/api/reseller' })
    const own = await two.service.managedTeams({ account: 'own' })
    expect(own.state).toBe('not-reseller')
    expect(reseller(await two.service.managedTeams({ account: 'acme' })).teams).not.toEqual([])
    // A new team in that account is refused, and nothing reaches either service.
    const before = [await count(two, 'acme'), await count(two, 'own')]
    const refused = await two.service.createManagedTeam({ name: 'Nope' }, 'own')
    expect(refused).toMatchObject({ ok: false, kind: 'forbidden' })
    expect((await calls(two, 'own', before[1])).filter((c) => c.startsWith('POST'))).toEqual([])
    expect((await calls(two, 'acme', before[0])).filter((c) => c.startsWith('POST'))).toEqual([])
  })

  it('an account it does not watch is refused, not read as the first', async () => {
    const two = await start()
    const before = await count(two, 'acme')
    await expect(two.service.managedTeams({ account: 'gone' })).rejects.toThrow(/not watched/)
    expect(await calls(two, 'acme', before)).toEqual([])
  })
})

describe('tags with two accounts', () => {
  it('lists each account’s tags and groups from its own service; the same name is two tags', async () => {
    const two = await start()
    const team = (which: 'acme' | 'own') =>
      two.service.getSession().accounts!.find((a) => a.id === which)!.account!.teams[0]!.id
    expect(await two.service.createTag({ teamId: team('acme'), name: 'shared' })).toMatchObject({
      ok: true,
    })
    const ownBefore = await count(two, 'own')
    expect(await two.service.createTag({ teamId: team('own'), name: 'shared' })).toMatchObject({
      ok: true,
    })
    const posted = bodyOf(await two.requests(two.own.sim), 'POST', /^\/api\/tags$/)
    expect(posted).toEqual({ team_id: serviceId(team('own')), name: 'shared' })
    expect((await calls(two, 'own', ownBefore)).filter((c) => c.startsWith('POST'))).toEqual([
      'POST /api/tags',
    ])

    const acme = await two.service.tags('acme')
    const own = await two.service.tags('own')
    const acmeShared = acme.tags.find((tag) => tag.name === 'shared')!
    const ownShared = own.tags.find((tag) => tag.name === 'shared')!
    expect(acmeShared.teamId).toBe(team('acme'))
    expect(ownShared.teamId).toBe(team('own'))
    expect(acmeShared.id).toBeLessThan(SLOT_SPAN)
    expect(ownShared.id).toBeGreaterThan(SLOT_SPAN)
    expect(own.tags.every((tag) => tag.monitorIds.every((id) => id > SLOT_SPAN))).toBe(true)
    // Left out, every account's, side by side.
    const all = await two.service.tags()
    expect(all.tags.filter((tag) => tag.name === 'shared').map((tag) => tag.id)).toEqual([
      acmeShared.id,
      ownShared.id,
    ])
  })

  it('every account’s tags at once keep those that answered and name the account that failed', async () => {
    const two = await start()
    const acmeTeam = two.service.getSession().accounts!.find((a) => a.id === 'acme')!.account!
      .teams[0]!.id
    expect(await two.service.createTag({ teamId: acmeTeam, name: 'kept' })).toMatchObject({
      ok: true,
    })
    const acme = await two.service.tags('acme')
    expect(acme.tags.some((tag) => tag.name === 'kept')).toBe(true)
    await two.own.sim.control.addFault({ kind: 'status', status: 403, pathPrefix: '/api/tags' })

    const all = await two.service.tags()
    expect(all.tags).toEqual(acme.tags)
    expect(all.groups).toEqual(acme.groups)
    expect(all.failed).toEqual([
      { account: 'own', name: 'Own sites', kind: 'forbidden', message: expect.any(String) },
    ])
    // The account asked on its own still says its failure.
    await expect(two.service.tags('own')).rejects.toThrow()
    // No account answered: the failure is the answer.
    await two.acme.sim.control.addFault({ kind: 'status', status: 403, pathPrefix: '/api/tags' })
    await two.advance(10 * 60_000)
    await expect(two.service.tags()).rejects.toThrow()
  })

  it('a tag group is created, edited and deleted in its own account only', async () => {
    const two = await start()
    const ownTeam = two.service.getSession().accounts!.find((a) => a.id === 'own')!.account!
      .teams[0]!.id
    const acmeBefore = await count(two, 'acme')
    const ownBefore = await count(two, 'own')
    const created = await two.service.createTagGroup({
      teamId: ownTeam,
      label: 'Clients',
      tags: ['client-*'],
    })
    expect(created).toMatchObject({ ok: true })
    const group = (await two.service.tags('own')).groups.find((g) => g.label === 'Clients')!
    expect(group.id).toBeGreaterThan(SLOT_SPAN)
    expect(
      await two.service.updateTagGroup(group.id, { teamId: ownTeam, label: 'Client sites' }),
    ).toMatchObject({ ok: true })
    expect(await two.service.deleteTagGroup(group.id)).toMatchObject({ ok: true })
    const gid = serviceId(group.id)
    expect((await calls(two, 'own', ownBefore)).filter((c) => !c.startsWith('GET'))).toEqual([
      'POST /api/tag-groups',
      `PUT /api/tag-groups/${gid}`,
      `DELETE /api/tag-groups/${gid}`,
    ])
    expect((await calls(two, 'acme', acmeBefore)).filter((c) => !c.startsWith('GET'))).toEqual([])
    expect(bodyOf(await two.requests(two.own.sim), 'POST', /^\/api\/tag-groups$/)).toMatchObject({
      team_id: serviceId(ownTeam),
    })
  })
})
